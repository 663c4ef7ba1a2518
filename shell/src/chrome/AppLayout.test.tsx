// The chrome inside the real router with a signed-in user and a stand-in bff (fetch answered per
// operation): names in the breadcrumbs, the side navigation by permission, places that are not found,
// route errors, flash messages raised by remotes.
import { NO_PERMISSIONS } from '@pace/mfe-kit';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createAppRouter } from '../router';
import { resetCurrentUser } from '../session/currentUser';
import { render } from '../test/render';
import { dismissFlash, showFlash } from './flash';
import { invalidateScopes } from './scope';

vi.mock('../remotes/runtime', () => ({
  loadRemote: () => new Promise(() => {}),
  mountRemote: vi.fn(),
}));

const PERMISSIONS = { ...NO_PERMISSIONS, readSites: true, manageBilling: false };
const organisation = {
  id: 'acme',
  name: 'Acme Performance Laboratories International',
  slug: 'acme',
  permissions: PERMISSIONS,
  features: { rum: true, billing: true },
  teams: { edges: [{ node: { id: 'web', name: 'Web', slug: 'web' } }] },
};
const user = {
  uuid: 'u1',
  name: 'Vic Viewer',
  email: 'vic@example.test',
  avatar: null,
  staff: false,
  memberships: [
    {
      role: 'viewer' as const,
      organisation: { id: 'acme', name: organisation.name, slug: 'acme', isActive: true },
    },
  ],
  recentSites: [],
};

type Answer = { status?: number; body: unknown };
let answers: Record<string, (variables: Record<string, string>) => Answer>;
let requests: { url: string; body: unknown }[];

beforeEach(() => {
  invalidateScopes();
  resetCurrentUser({ status: 'ready', user });
  requests = [];
  answers = {
    ChromeSiteScope: ({ siteId }) =>
      siteId === 'missing'
        ? { body: { data: null, errors: [{ message: 'Site not found', extensions: { code: 'NOT_FOUND' } }] } }
        : {
            body: {
              data: {
                site: {
                  id: siteId,
                  name: 'Storefront',
                  slug: siteId,
                  permissions: PERMISSIONS,
                  team: { id: 'web', name: 'Web', slug: 'web', permissions: PERMISSIONS, organisation },
                },
                sites: { edges: [], pageInfo: { hasNextPage: false } },
              },
            },
          },
    ChromeTeamScope: () => ({
      body: { data: null, errors: [{ message: 'Team not found', extensions: { code: 'NOT_FOUND' } }] },
    }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      requests.push({ url, body });
      if (url === '/graphql') {
        const operation = /(?:query|mutation) (\w+)/.exec(body.query)?.[1] ?? '';
        const answer = answers[operation]?.(body.variables) ?? { body: { data: null } };
        return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
      }
      if (url === '/api/changelog') return Response.json({ entries: [], viewed_at: null, unread: false });
      return new Response(null, { status: 202 });
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  dismissFlash();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function open(path: string) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  const view = await render(<RouterProvider router={router} />);
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await settle();
  await settle();
  return { view, query: (selector: string) => view.container.querySelector(selector) };
}

describe('the chrome for a signed-in viewer', () => {
  test('breadcrumbs name the organisation (cut to 30 characters), team and site', async () => {
    const page = await open('/teams/web/shop/pulse');
    const crumb = page.query('[data-testid="crumb-organisation"]');
    expect(crumb?.textContent).toContain('Acme Performance Laboratories…');
    expect(crumb?.querySelector('[title]')?.getAttribute('title')).toBe(organisation.name);
    // A viewer cannot manage the organisation: its name is not a link.
    expect(crumb?.querySelector('a')).toBeNull();
    expect(page.query('[data-testid="crumb-site"]')?.textContent).toContain('Storefront');
    page.view.unmount();
  });

  test('the side navigation shows what readSites allows and no settings', async () => {
    const page = await open('/teams/web/shop/pulse');
    const nav = page.query('[data-testid="side-nav"]');
    const hrefs = [...(nav?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/teams/web/shop/rum/dashboard');
    expect(hrefs).not.toContain('/teams/web/shop/rum/settings');
    expect(hrefs.some((href) => href?.includes('/settings/'))).toBe(false);
    page.view.unmount();
  });

  test('opening a site remembers it as the last one (where / leads), once', async () => {
    answers.UpdateUserSettings = () => ({
      body: { data: { updateUserSettings: { uuid: 'u1', recentSites: [] } } },
    });
    const page = await open('/teams/web/shop/pulse');
    const remembered = requests.filter((request) =>
      String((request.body as { query?: string } | null)?.query).includes('UpdateUserSettings'),
    );
    expect(remembered.map((request) => (request.body as { variables: unknown }).variables)).toEqual([
      { recentSites: [{ teamId: 'web', siteId: 'shop' }] },
    ]);
    page.view.unmount();
  });

  test("'Team not found' and 'Site not found' are not-found pages inside the chrome", async () => {
    for (const [path, title] of [
      ['/teams/nope/sites', 'Team not found'],
      ['/teams/web/missing/pulse', 'Site not found'],
    ]) {
      const page = await open(path!);
      expect(page.query('[data-testid="not-found"] h1')?.textContent).toBe(title);
      expect(page.query('[data-testid="top-bar"]')).not.toBeNull();
      expect(page.query('[data-testid="remote-slot"]')).toBeNull();
      page.view.unmount();
    }
  });

  test("a place that cannot be read for another reason: 'Error {status}', or the generic error, reported", async () => {
    answers.ChromeSiteScope = () => ({ status: 503, body: 'Service Unavailable' });
    let page = await open('/teams/web/shop/pulse');
    expect(page.query('[data-testid="route-error"] h1')?.textContent).toBe('Error 503');
    page.view.unmount();

    invalidateScopes();
    answers.ChromeSiteScope = () => ({
      body: {
        data: null,
        errors: [{ message: 'There was an unexpected error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
      },
    });
    page = await open('/teams/web/shop/pulse');
    expect(page.query('[data-testid="route-error"] h1')?.textContent).toBe('There was an unexpected error');
    expect(page.view.container.textContent).toContain('Our team has been notified.');
    await vi.waitFor(() =>
      expect(requests.some((request) => request.url === '/api/error-reports')).toBe(true),
    );
    const report = requests.find((request) => request.url === '/api/error-reports')?.body;
    expect(report).toMatchObject({ name: 'GraphQLRequestError', message: 'There was an unexpected error' });
    page.view.unmount();
  });

  test("a remote's flash() shows a dismissible message; errors are alerts", async () => {
    const page = await open('/you/settings/profile');
    await act(async () => showFlash('error', 'There was an error updating RUM settings.'));
    const flash = page.query('[data-testid="flash"]');
    expect(flash?.getAttribute('role')).toBe('alert');
    expect(flash?.textContent).toContain('There was an error updating RUM settings.');
    await act(async () => flash?.querySelector<HTMLButtonElement>('button')?.click());
    expect(page.query('[data-testid="flash"]')).toBeNull();

    await act(async () => showFlash('success', 'RUM settings updated successfully.'));
    expect(page.query('[data-testid="flash"]')?.getAttribute('role')).toBe('status');
    page.view.unmount();
  });
});
