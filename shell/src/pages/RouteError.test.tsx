import type { ErrorComponentProps } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { HttpError } from '../errors';
import { render } from '../test/render';
import { RouteError } from './RouteError';

const props = (error: unknown) => ({ error, reset: () => {} }) as unknown as ErrorComponentProps;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('route errors (spec section 8)', () => {
  test("an HTTP error shows 'Error {status}' with the status text", async () => {
    const view = await render(<RouteError {...props(new HttpError(403, 'Forbidden'))} />);
    expect(view.container.querySelector('h1')?.textContent).toBe('Error 403');
    expect(view.container.textContent).toContain('Forbidden');
    view.unmount();
  });

  test("an HTTP error without status text says 'An error occurred'", async () => {
    const view = await render(<RouteError {...props(new HttpError(502, ''))} />);
    expect(view.container.querySelector('h1')?.textContent).toBe('Error 502');
    expect(view.container.textContent).toContain('An error occurred');
    view.unmount();
  });

  test('a type error or a missing chunk asks for a reload (a new version is available)', async () => {
    for (const error of [new TypeError("Cannot read properties of undefined (reading 'x')"), chunkError()]) {
      const view = await render(<RouteError {...props(error)} />);
      expect(view.container.querySelector('[data-testid="remote-error"]')).not.toBeNull();
      expect(view.container.querySelector('button')?.textContent).toBe('Reload the page');
      view.unmount();
    }
  });

  test('anything else is the generic error', async () => {
    const view = await render(<RouteError {...props(new Error('boom'))} />);
    expect(view.container.querySelector('h1')?.textContent).toBe('There was an unexpected error');
    expect(view.container.textContent).toContain('Our team has been notified.');
    expect(console.error).toHaveBeenCalled();
    view.unmount();
  });
});

function chunkError() {
  const error = new Error('Loading chunk 932 failed.');
  error.name = 'ChunkLoadError';
  return error;
}
