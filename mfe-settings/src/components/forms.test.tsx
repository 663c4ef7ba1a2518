// The settings forms' own rules: page grouping patterns, the site form (snapshot interval, form sign-in).
// The shared form parts are tested in @pace/ui.

import { pageRoot, typeInto } from '@pace/ui/testing';
import { act } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { patternProblem } from './PageGroupingForm';
import { SiteForm } from './SiteForm';

describe('page grouping patterns', () => {
  test('start with / and hold at least one * (spec section 5)', () => {
    expect(patternProblem('/blog/*')).toBeNull();
    expect(patternProblem('/docs/**')).toBeNull();
    expect(patternProblem('blog/*')).toBe('The pattern must start with /');
    expect(patternProblem('/blog')).toBe('The pattern must contain at least one * wildcard');
  });
});

describe('forms in the page', () => {
  const page = pageRoot();
  const byLabel = (text: string) => {
    const label = [...page.host.querySelectorAll('label')].find(
      (candidate) => candidate.textContent?.trim() === text,
    );
    const id = label?.htmlFor;
    return (
      id ? page.host.querySelector(`#${CSS.escape(id)}`) : label?.querySelector('input')
    ) as HTMLInputElement;
  };
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

  test('the site form refuses an interval over 168 hours and asks for the sign-in fields it needs', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await act(async () =>
      page.root.render(
        <SiteForm
          site={null}
          teamId="web"
          submitLabel="Create site"
          onSubmit={onSubmit}
          onCancel={() => {}}
        />,
      ),
    );
    await act(async () => typeInto(byLabel('Name'), 'Shop'));
    await act(async () => typeInto(byLabel('Canonical URL'), 'https://shop.example/'));
    await act(async () => byLabel('Every N hours').click());
    await act(async () => typeInto(byLabel('Hours between snapshots'), '169'));
    await act(async () => byLabel('Sign in with a form before testing').click());
    await act(async () => (page.host.querySelector('button[type="submit"]') as HTMLButtonElement).click());
    await settle();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(page.host.querySelector('[data-testid="site-interval-error"]')?.textContent).toBe(
      'Snapshots run at least every 168 hours',
    );
    expect(page.host.querySelector('[data-testid="site-auth-url-error"]')?.textContent).toBe(
      'Enter the sign-in page’s URL',
    );

    // Without form sign-in and with 168 hours, the input sends every field, the sign-in cleared.
    await act(async () => byLabel('Sign in with a form before testing').click());
    await act(async () => typeInto(byLabel('Hours between snapshots'), '168'));
    await act(async () => (page.host.querySelector('button[type="submit"]') as HTMLButtonElement).click());
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
