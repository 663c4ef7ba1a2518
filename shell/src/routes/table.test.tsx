// Walks spec section 2 ("Screens and routes") path by path through the real router: every path resolves
// to the remote and screen that owns it (architecture.md), every redirect lands where the spec says.
import {
  fillPattern,
  REMOTE_NAMES,
  type RemoteName,
  ROUTES,
  type RouteEntry,
  screenKeysOf,
} from '@pace/mfe-kit';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { createAppRouter } from '../router';
import { resetCurrentUser } from '../session/currentUser';
import { signInAs } from '../test/person';
import { render } from '../test/render';

// Every screen but the share report's needs signing in (./signInGate.test.ts): these walk as someone who has.
beforeEach(() => signInAs());

async function resolve(path: string) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  const leaf = router.state.matches.at(-1);
  return {
    pathname: router.state.location.pathname,
    routeId: leaf?.routeId,
    params: leaf?.params as Record<string, string> | undefined,
    staticData: leaf?.staticData ?? {},
  };
}

type Expectation = [path: string, remote: RemoteName, screen: string];

const R = 'mfe-rum';
const S = 'mfe-synthetic';
const C = 'mfe-crux';
const B = 'mfe-billing';
const SET = 'mfe-settings';

const REPORT = '/tests/0f7c-uuid/s3cr3t';
const ORG = '/organisations/12';
const SITE = '/teams/7/42';

const SCREENS: Record<string, Expectation[]> = {
  'Shared test report (read-only, each child in the remote that owns it)': [
    [REPORT, S, 'tests/$uuid/$shareToken/overview'],
    [`${REPORT}/overview`, S, 'tests/$uuid/$shareToken/overview'],
    [`${REPORT}/third-parties`, S, 'tests/$uuid/$shareToken/third-parties'],
    [`${REPORT}/lighthouse`, S, 'tests/$uuid/$shareToken/lighthouse'],
    [`${REPORT}/lighthouse/performance`, S, 'tests/$uuid/$shareToken/lighthouse/$category'],
    [`${REPORT}/monitoring`, S, 'tests/$uuid/$shareToken/monitoring'],
    [`${REPORT}/rum`, R, 'rum/dashboard'],
    [`${REPORT}/rum/dashboard`, R, 'rum/dashboard'],
    [`${REPORT}/crux`, C, 'crux/dashboard'],
    [`${REPORT}/crux/dashboard`, C, 'crux/dashboard'],
    [`${REPORT}/crux/pages`, C, 'crux/pages'],
    [`${REPORT}/crux/metrics/lcp`, C, 'crux/metrics/$metricName'],
  ],
  Organisation: [
    [`${ORG}/teams`, SET, 'organisations/$orgId/teams'],
    [`${ORG}/teams/new`, SET, 'organisations/$orgId/teams/new'],
    [`${ORG}/teams/5/edit`, SET, 'organisations/$orgId/teams/$teamId/edit'],
    [`${ORG}/settings`, SET, 'organisations/$orgId/settings'],
    [`${ORG}/usage`, B, 'organisations/$orgId/usage'],
    [`${ORG}/billing`, B, 'organisations/$orgId/billing'],
    [`${ORG}/billing/payment`, B, 'organisations/$orgId/billing/payment'],
    [`${ORG}/billing/invoices`, B, 'organisations/$orgId/billing/invoices'],
    [`${ORG}/billing/plan`, B, 'organisations/$orgId/billing/plan'],
    [`${ORG}/billing/pause`, B, 'organisations/$orgId/billing/pause'],
    [`${ORG}/billing/cancel`, B, 'organisations/$orgId/billing/cancel'],
    [`${ORG}/billing/delete`, B, 'organisations/$orgId/billing/delete'],
    [`${ORG}/api`, SET, 'organisations/$orgId/api'],
    [`${ORG}/api/new`, SET, 'organisations/$orgId/api/new'],
    [`${ORG}/api/a1b2/edit`, SET, 'organisations/$orgId/api/$uuid/edit'],
    [`${ORG}/members`, SET, 'organisations/$orgId/members'],
    [`${ORG}/members/new`, SET, 'organisations/$orgId/members/new'],
    [`${ORG}/members/a1b2/edit`, SET, 'organisations/$orgId/members/$uuid/edit'],
    [`${ORG}/github`, SET, 'organisations/$orgId/github'],
    [`${ORG}/integrations`, SET, 'organisations/$orgId/integrations'],
    // "The organisation id may be the word new."
    ['/organisations/new/billing/plan', B, 'organisations/$orgId/billing/plan'],
    ['/organisations/new/settings', SET, 'organisations/$orgId/settings'],
  ],
  Team: [
    ['/teams/7/sites', SET, 'teams/$teamId/sites'],
    ['/teams/7/sites/new', SET, 'teams/$teamId/sites/new'],
    ['/teams/7/team', SET, 'teams/$teamId/team'],
    ['/teams/7/team/add', SET, 'teams/$teamId/team/add'],
  ],
  Site: [
    [`${SITE}/rum/dashboard`, R, 'rum/dashboard'],
    [`${SITE}/rum/pages`, R, 'rum/pages'],
    [`${SITE}/rum/metrics/inp`, R, 'rum/metrics/$metricName'],
    [`${SITE}/rum/audience`, R, 'rum/audience'],
    [`${SITE}/rum/settings`, R, 'rum/settings'],
    [`${SITE}/pulse`, S, 'pulse'],
    [`${SITE}/crux/dashboard`, C, 'crux/dashboard'],
    [`${SITE}/crux/pages`, C, 'crux/pages'],
    ...['lcp', 'cls', 'inp', 'ttfb', 'fcp', 'rtt'].map(
      (metric): Expectation => [`${SITE}/crux/metrics/${metric}`, C, 'crux/metrics/$metricName'],
    ),
    [`${SITE}/pages`, S, 'pages'],
    [`${SITE}/budgets`, S, 'budgets'],
    [`${SITE}/budgets/new`, S, 'budgets/new'],
    [`${SITE}/budgets/b-1`, S, 'budgets/$uuid'],
    [`${SITE}/budgets/b-1/edit`, S, 'budgets/$uuid/edit'],
    [`${SITE}/flows`, S, 'flows'],
    [`${SITE}/flows/new`, S, 'flows/new'],
    [`${SITE}/flows/f-1`, S, 'flows/$uuid'],
    [`${SITE}/flows/f-1/edit`, S, 'flows/$uuid/edit'],
    [`${SITE}/metrics/speed-index`, S, 'metrics/$measurement'],
    [`${SITE}/snapshots`, S, 'snapshots'],
    [`${SITE}/snapshots/301`, S, 'snapshots/$snapshotId'],
    [`${SITE}/snapshots/301/third-parties`, S, 'snapshots/$snapshotId/third-parties'],
    [`${SITE}/snapshots/301/performance`, S, 'snapshots/$snapshotId/performance'],
    [`${SITE}/snapshots/301/best-practices`, S, 'snapshots/$snapshotId/best-practices'],
    [`${SITE}/snapshots/301/accessibility`, S, 'snapshots/$snapshotId/accessibility'],
    [`${SITE}/snapshots/301/seo`, S, 'snapshots/$snapshotId/seo'],
    [`${SITE}/snapshots/301/tests/9001`, S, 'snapshots/$snapshotId/tests/$testId'],
  ],
  'Site settings': [
    [`${SITE}/settings/general`, SET, 'settings/general'],
    [`${SITE}/settings/pages`, SET, 'settings/pages'],
    [`${SITE}/settings/pages/new`, SET, 'settings/pages/new'],
    [`${SITE}/settings/pages/p-1/edit`, SET, 'settings/pages/$uuid/edit'],
    [`${SITE}/settings/page-groupings`, SET, 'settings/page-groupings'],
    [`${SITE}/settings/page-groupings/new`, SET, 'settings/page-groupings/new'],
    [`${SITE}/settings/page-groupings/g-1/edit`, SET, 'settings/page-groupings/$uuid/edit'],
    [`${SITE}/synthetic/agent`, S, 'synthetic/agent'],
    [`${SITE}/synthetic/authentication`, S, 'synthetic/authentication'],
    [`${SITE}/synthetic/profiles`, S, 'synthetic/profiles'],
    [`${SITE}/synthetic/profiles/new`, S, 'synthetic/profiles/new'],
    [`${SITE}/synthetic/profiles/pr-1/edit`, S, 'synthetic/profiles/$uuid/edit'],
    [`${SITE}/settings/integrations`, SET, 'settings/integrations'],
    [`${SITE}/settings/integrations/github/i-1/edit`, SET, 'settings/integrations/github/$uuid/edit'],
    // The providers: code host, chat tool, hosting provider, webhook, automation service.
    ...['slack', 'netlify', 'webhook', 'zapier'].flatMap((provider): Expectation[] => [
      [`${SITE}/settings/integrations/${provider}/new`, SET, 'settings/integrations/$provider/new'],
      [
        `${SITE}/settings/integrations/${provider}/i-1/edit`,
        SET,
        'settings/integrations/$provider/$uuid/edit',
      ],
    ]),
  ],
  User: [
    ['/you/settings/profile', SET, 'you/settings/profile'],
    ['/you/settings/email-notifications', SET, 'you/settings/email-notifications'],
    ['/you/settings/applications', SET, 'you/settings/applications'],
    ['/you/settings/tokens', SET, 'you/settings/tokens'],
    ['/you/settings/tokens/new', SET, 'you/settings/tokens/new'],
    ['/you/settings/tokens/t-1/edit', SET, 'you/settings/tokens/$uuid/edit'],
  ],
  Setup: [
    ['/setup', SET, 'setup'],
    ['/setup/12', SET, 'setup'],
  ],
};

const REDIRECTS: [from: string, to: string][] = [
  ['/teams/7', '/teams/7/sites'],
  [SITE, `${SITE}/pulse`],
  [`${SITE}/crux`, `${SITE}/crux/dashboard`],
  [`${SITE}/settings`, `${SITE}/settings/general`],
  [`${SITE}/settings/synthetic`, `${SITE}/synthetic/agent`],
];

const SHELL_PAGES = [
  '/sign-in',
  '/sign-up',
  '/sign-out',
  '/admin',
  '/home',
  '/contact',
  '/docs',
  '/changelog',
  '/pricing',
];

describe('spec section 2: every screen resolves to the remote and screen that own it', () => {
  for (const [section, expectations] of Object.entries(SCREENS)) {
    test.each(expectations)(`${section}: %s → %s %s`, async (path, remote, screen) => {
      const resolved = await resolve(path);
      expect(resolved.pathname).toBe(path);
      expect(resolved.staticData).toMatchObject({ remote, screen, readOnly: path.startsWith('/tests/') });
    });
  }

  test('route parameters reach the screen, decoded', async () => {
    const resolved = await resolve('/teams/7/my%20site/rum/metrics/lcp');
    expect(resolved.params).toEqual({ teamId: '7', siteId: 'my site', metricName: 'lcp' });
  });
});

describe('spec section 2: redirects', () => {
  test.each(REDIRECTS)('%s redirects to %s', async (from, to) => {
    expect((await resolve(from)).pathname).toBe(to);
  });

  test('a redirect keeps the query string', async () => {
    const router = createAppRouter({
      history: createMemoryHistory({ initialEntries: [`${SITE}/crux?period=28d`] }),
    });
    await router.load();
    expect(router.state.location.href).toBe(`${SITE}/crux/dashboard?period=28d`);
  });
});

describe("spec section 2: the shell's own pages and failed routes", () => {
  test.each(SHELL_PAGES)('%s is a page of the shell', async (path) => {
    const resolved = await resolve(path);
    expect(resolved.pathname).toBe(path);
    expect(resolved.staticData.remote).toBeUndefined();
    expect(resolved.staticData.title).toBeTruthy();
  });

  test.each(['/no/such/screen', '/teams', '/organisations/12', `${SITE}/rum`, `${SITE}/zzz/yyy`, '/tests/x'])(
    '%s shows the not-found page inside the chrome',
    async (path) => {
      resetCurrentUser({ status: 'ready', user: null });
      const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
      await router.load();
      const view = await render(<RouterProvider router={router} />);
      expect(router.state.location.pathname).toBe(path);
      expect(view.container.querySelector('[data-testid="not-found"]')).not.toBeNull();
      expect(view.container.querySelector('[data-testid="top-bar"]')).not.toBeNull();
      view.unmount();
    },
  );

  test('in-app navigation to /sign-out loads the document (the server signs out)', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const router = createAppRouter({ history: createMemoryHistory({ initialEntries: ['/sign-in'] }) });
    await router.load();
    void router.navigate({ to: '/sign-out' });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/sign-out'));
    expect(router.state.resolvedLocation?.pathname).toBe('/sign-in');
    vi.unstubAllGlobals();
  });
});

describe('the route manifest', () => {
  const routes: readonly RouteEntry[] = ROUTES;
  const sample = (pattern: string) =>
    fillPattern(
      pattern,
      new Proxy({}, { get: (_, name) => `sample-${String(name)}` }) as Record<string, string>,
    );

  // `/` leads on (the start page, ../session/signInGate.test.ts).
  const shown = routes.filter(
    (route): route is Exclude<RouteEntry, { kind: 'redirect' }> =>
      route.kind !== 'redirect' && route.path !== '/',
  );
  test.each(shown.map((route) => [route.path, route] as const))(
    '%s is reachable (no other route shadows it)',
    async (pattern, route) => {
      const resolved = await resolve(sample(pattern));
      if (route.kind === 'remote') expect(resolved.staticData.pattern).toBe(pattern);
      else expect(resolved.staticData.title).toBe(route.title);
    },
  );

  // Spec section 6: only administrators manage plans, billing and people; the others get the shell's
  // "not authorised" page for these paths (RemoteOutlet), and only for these.
  test('marks the billing, usage and people screens as administrators only', async () => {
    const adminOnly = routes.filter((route) => route.kind === 'remote' && route.requires).map((r) => r.path);
    expect(adminOnly).toEqual([
      '/organisations/$orgId/usage',
      '/organisations/$orgId/billing',
      '/organisations/$orgId/billing/payment',
      '/organisations/$orgId/billing/invoices',
      '/organisations/$orgId/billing/plan',
      '/organisations/$orgId/billing/pause',
      '/organisations/$orgId/billing/cancel',
      '/organisations/$orgId/billing/delete',
      '/organisations/$orgId/members',
      '/organisations/$orgId/members/new',
      '/organisations/$orgId/members/$uuid/edit',
    ]);
    expect((await resolve(`${ORG}/billing/cancel`)).staticData.requires).toBe('updateOrganisations');
    expect((await resolve(`${ORG}/members`)).staticData.requires).toBe('updateOrganisations');
    expect((await resolve(`${ORG}/settings`)).staticData.requires).toBeUndefined();
  });

  test('has no path twice', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  test('gives each screen key one remote', () => {
    const owners = new Map<string, Set<string>>();
    for (const route of routes) {
      if (route.kind !== 'remote') continue;
      owners.set(route.screen, (owners.get(route.screen) ?? new Set()).add(route.remote));
    }
    expect([...owners].filter(([, remotes]) => remotes.size > 1)).toEqual([]);
  });

  // An alias shows another route's screen of the same remote (its file): never a key no route has.
  test.each(REMOTE_NAMES)('every screen key of %s is the key of one of its routes', (remote) => {
    const keys = new Set(routes.flatMap((route) => (route.kind === 'remote' ? [route.key] : [])));
    expect(screenKeysOf(remote).filter((key) => !keys.has(key))).toEqual([]);
  });
});
