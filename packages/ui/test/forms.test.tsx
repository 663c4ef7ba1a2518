// The parts every remote's forms stand on: the bff's errors put beside their fields, and the typed
// confirmation of destructive actions.
import { act } from 'react';
import { describe, expect, test, vi } from 'vitest';
import {
  applyServerErrors,
  ConfirmByTyping,
  errorText,
  type RequestError,
  serverErrors,
  splitErrors,
  TextField,
} from '../src/forms';
import { pageRoot, typeInto } from '../src/testing';

const graphQLError = (message: string, extensions: Record<string, unknown>): RequestError => ({
  graphQLErrors: [{ message, extensions }],
});

describe('server errors', () => {
  const error: RequestError = {
    graphQLErrors: [
      { message: 'A team with this name already exists', extensions: { code: 'CONFLICT', field: 'name' } },
      { message: 'Team not found', extensions: { code: 'NOT_FOUND', field: 'teamIds' } },
      { message: 'Something else', extensions: { code: 'BAD_USER_INPUT' } },
    ],
  };

  test('a field error goes beside its field, the rest to the form', () => {
    expect(serverErrors(error)).toEqual({
      fields: { name: 'A team with this name already exists', teamIds: 'Team not found' },
      message: 'Something else',
      code: 'CONFLICT',
    });
    const setError = vi.fn();
    // The form has a name field but no teamIds field: that message joins the alert.
    expect(applyServerErrors(error, setError, ['name'])).toBe('Something else Team not found');
    expect(setError).toHaveBeenCalledWith(
      'name',
      { type: 'server', message: 'A team with this name already exists' },
      { shouldFocus: true },
    );
    expect(splitErrors(error, ['name'])).toEqual({
      fields: { name: 'A team with this name already exists' },
      message: 'Something else Team not found',
      code: 'CONFLICT',
    });
  });

  test('a refused request reads as the spec’s Error {status}; no answer at all as a network problem', () => {
    const refused: RequestError = {
      networkError: new Error('Forbidden'),
      graphQLErrors: [],
      response: { status: 403, statusText: 'Forbidden' },
    };
    expect(errorText(refused)).toBe('Error 403 Forbidden');
    expect(errorText({ networkError: new TypeError('Failed to fetch'), graphQLErrors: [] })).toMatch(
      /Could not reach Pace/,
    );
    expect(errorText(graphQLError('Site not found', { code: 'NOT_FOUND' }))).toBe('Site not found');
  });
});

describe('in the page', () => {
  const page = pageRoot();

  test('a typed confirmation works only with the exact word, and passes what was typed', async () => {
    const onConfirm = vi.fn(async () => 'You are not authorised to modify this team');
    await act(async () =>
      page.root.render(
        <ConfirmByTyping
          title="Delete"
          description="Gone for good"
          word="Web team"
          action="Delete team"
          onConfirm={onConfirm}
          testId="delete-team"
        />,
      ),
    );
    const zone = page.host.querySelector('[data-testid="delete-team"]') as HTMLElement;
    const button = zone.querySelector('[data-testid="confirm-button"]') as HTMLButtonElement;
    const input = zone.querySelector('[data-testid="confirm-word"]') as HTMLInputElement;
    expect(zone.getAttribute('aria-labelledby')).toBe(zone.querySelector('h2')?.id);
    expect(button.disabled).toBe(true);
    await act(async () => typeInto(input, 'web team'));
    expect(button.disabled).toBe(true);
    await act(async () => typeInto(input, 'Web team'));
    expect(button.disabled).toBe(false);
    await act(async () => button.click());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(onConfirm).toHaveBeenCalledWith('Web team');
    expect(page.host.querySelector('[role="alert"]')?.textContent).toBe(
      'You are not authorised to modify this team',
    );
  });

  test('a text field ties its label, hint and error to the input it renders', async () => {
    await act(async () =>
      page.root.render(
        <TextField
          id="team-name"
          label="Name"
          hint="As people know it"
          error="Enter a name"
          defaultValue="Web"
        />,
      ),
    );
    const input = page.host.querySelector('input') as HTMLInputElement;
    expect(input.id).toBe('team-name');
    expect(input.value).toBe('Web');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('team-name-hint team-name-error');
    expect(page.host.querySelector('label')?.htmlFor).toBe('team-name');
    expect(page.host.querySelector('[data-testid="team-name-error"]')?.textContent).toBe('Enter a name');
  });
});
