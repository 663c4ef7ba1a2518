// The pages anyone may read: pricing from the plans table billing charges, and /admin refused (without
// asking the bff) to a signed-in person who is not staff.
import { PLAN_CATALOGUE } from '@pace/billing/plans';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createAppRouter } from '../../router';
import { signInAs } from '../../test/person';
import { render } from '../../test/render';

async function open(path: string) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  const view = await render(<RouterProvider router={router} />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return view;
}

afterEach(() => vi.unstubAllGlobals());

describe('/pricing', () => {
  test('shows every plan of the billing table with its monthly price', async () => {
    const view = await open('/pricing');
    for (const plan of PLAN_CATALOGUE) {
      const card = view.container.querySelector(`[data-testid="plan-${plan.plan}"]`);
      expect(card?.querySelector('h2')?.textContent).toBe(plan.name);
      expect(card?.textContent).toContain(`$${(plan.monthly.USD / 100).toFixed(2)}`);
    }
    view.unmount();
  });
});

describe('/admin', () => {
  test('is refused to someone who is not staff, and asks the bff nothing', async () => {
    const fetch = vi.fn(async (_url: string) => Response.json({ data: null }));
    vi.stubGlobal('fetch', fetch);
    signInAs();
    const view = await open('/admin');
    expect(view.container.querySelector('[data-testid="not-authorised"]')?.textContent).toContain(
      'Only Pace staff can open the admin pages.',
    );
    expect(view.container.querySelector('[data-testid="admin-page"]')).toBeNull();
    expect(fetch.mock.calls.filter(([url]) => String(url) === '/graphql')).toEqual([]);
    view.unmount();
  });
});
