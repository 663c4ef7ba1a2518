// The parts every settings form stands on: the bff's errors put beside their fields, the typed
// confirmation of destructive actions, and the site form's own rules (snapshot interval, form sign-in).
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { CombinedError } from 'urql';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { patternProblem } from '../routes/PageGroupings';
import { ConfirmByTyping } from './ConfirmByTyping';
import { applyServerErrors, errorText, serverErrors } from './errors';
import { SiteForm } from './SiteForm';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const graphQLError = (message: string, extensions: Record<string, unknown>) =>
  new CombinedError({ graphQLErrors: [{ message, extensions }] as never });

describe('server errors', () => {
  test('a field error goes beside its field, the rest to the form', () => {
    const error = new CombinedError({
      graphQLErrors: [
        { message: 'A team with this name already exists', extensions: { code: 'CONFLICT', field: 'name' } },
        { message: 'Team not found', extensions: { code: 'NOT_FOUND', field: 'teamIds' } },
        { message: 'Something else', extensions: { code: 'BAD_USER_INPUT' } },
      ] as never,
    });
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
  });

  test('a refused request reads as the spec’s Error {status}; no answer at all as a network problem', () => {
    const refused = new CombinedError({
      networkError: new Error('Forbidden'),
      response: { status: 403, statusText: 'Forbidden' },
    });
    expect(errorText(refused)).toBe('Error 403 Forbidden');
    const offline = new CombinedError({ networkError: new TypeError('Failed to fetch') });
    expect(errorText(offline)).toMatch(/Could not reach Pace/);
    expect(errorText(graphQLError('Site not found', { code: 'NOT_FOUND' }))).toBe('Site not found');
  });
});

describe('page grouping patterns', () => {
  test('start with / and hold at least one * (spec section 5)', () => {
    expect(patternProblem('/blog/*')).toBeNull();
    expect(patternProblem('/docs/**')).toBeNull();
    expect(patternProblem('blog/*')).toBe('The pattern must start with /');
    expect(patternProblem('/blog')).toBe('The pattern must contain at least one * wildcard');
  });
});

describe('forms in the page', () => {
  let host: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
  });

  /** Types into an input the way a browser does, so React and react-hook-form both see it. */
  function type(input: HTMLInputElement, value: string) {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }
  const byLabel = (text: string) => {
    const label = [...host.querySelectorAll('label')].find(
      (candidate) => candidate.textContent?.trim() === text,
    );
    const id = label?.htmlFor;
    return (
      id ? host.querySelector(`#${CSS.escape(id)}`) : label?.querySelector('input')
    ) as HTMLInputElement;
  };
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

  test('a typed confirmation works only with the exact word, and passes what was typed', async () => {
    const onConfirm = vi.fn(async () => 'You are not authorised to modify this team');
    await act(async () =>
      root.render(
        <ConfirmByTyping
          title="Delete"
          description="Gone for good"
          word="Web team"
          action="Delete team"
          onConfirm={onConfirm}
        />,
      ),
    );
    const button = host.querySelector('button') as HTMLButtonElement;
    const input = host.querySelector('input') as HTMLInputElement;
    expect(button.disabled).toBe(true);
    await act(async () => type(input, 'web team'));
    expect(button.disabled).toBe(true);
    await act(async () => type(input, 'Web team'));
    expect(button.disabled).toBe(false);
    await act(async () => button.click());
    await settle();
    expect(onConfirm).toHaveBeenCalledWith('Web team');
    expect(host.querySelector('[role="alert"]')?.textContent).toBe(
      'You are not authorised to modify this team',
    );
  });

  test('the site form refuses an interval over 168 hours and asks for the sign-in fields it needs', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await act(async () =>
      root.render(
        <SiteForm
          site={null}
          teamId="web"
          submitLabel="Create site"
          onSubmit={onSubmit}
          onCancel={() => {}}
        />,
      ),
    );
    await act(async () => type(byLabel('Name'), 'Shop'));
    await act(async () => type(byLabel('Canonical URL'), 'https://shop.example/'));
    await act(async () => byLabel('Every N hours').click());
    await act(async () => type(byLabel('Hours between snapshots'), '169'));
    await act(async () => byLabel('Sign in with a form before testing').click());
    await act(async () => (host.querySelector('button[type="submit"]') as HTMLButtonElement).click());
    await settle();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(host.querySelector('[data-testid="site-interval-error"]')?.textContent).toBe(
      'Snapshots run at least every 168 hours',
    );
    expect(host.querySelector('[data-testid="site-auth-url-error"]')?.textContent).toBe(
      'Enter the sign-in page’s URL',
    );

    // Without form sign-in and with 168 hours, the input sends every field, the sign-in cleared.
    await act(async () => byLabel('Sign in with a form before testing').click());
    await act(async () => type(byLabel('Hours between snapshots'), '168'));
    await act(async () => (host.querySelector('button[type="submit"]') as HTMLButtonElement).click());
    await settle();
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Shop',
      canonicalUrl: 'https://shop.example/',
      snapshotSchedule: 'every_n_hours',
      snapshotIntervalHours: 168,
      testLocation: null,
      ipOption: 'dynamic',
      formAuth: {
        url: null,
        formSelector: null,
        username: null,
        usernameSelector: null,
        password: '',
        passwordSelector: null,
        submitSelector: null,
      },
    });
  });
});
