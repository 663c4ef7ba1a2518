// Issue 20: signed out, a protected path goes to the sign-in page and comes back after; `/` leads to the
// site a person was last on, or their first team's sites, or the sign-in page.
import type { CurrentUser } from '@pace/mfe-kit';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createAppRouter } from '../router';
import { resetCurrentUser } from './currentUser';
import { signInHref } from './signInGate';

async function resolve(path: string) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  return router.state.location;
}

const person: CurrentUser = {
  uuid: 'u1',
  name: 'Sam',
  email: 'sam@example.test',
  avatar: null,
  staff: false,
  memberships: [{ role: 'member', organisation: { id: 'acme', name: 'Acme', slug: 'acme', isActive: true } }],
  recentSites: [],
};

/** The bff's answer to the start page's question about the first team. */
function answerFirstTeam(organisation: unknown) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ data: { organisation } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('signed out (the test setup: an anonymous visitor)', () => {
  test.each([
    '/teams/web/shop/pulse?period=7d',
    '/organisations/acme/billing/plan',
    '/you/settings/profile',
    '/setup',
    '/admin',
  ])('%s goes to the sign-in page, to come back after', async (path) => {
    const location = await resolve(path);
    expect(location.pathname).toBe('/sign-in');
    expect(new URLSearchParams(location.searchStr).get('redirect_to')).toBe(path);
  });

  test.each(['/home', '/docs', '/pricing', '/contact', '/changelog', '/sign-up', '/tests/0f7c-uuid/s3cr3t'])(
    '%s is for anyone',
    async (path) => {
      expect((await resolve(path)).pathname).toBe(path);
    },
  );

  test('/ goes to the sign-in page', async () => {
    const location = await resolve('/');
    expect(location.href).toBe('/sign-in');
  });

  test('a bff that cannot be asked is not taken for signed out', async () => {
    resetCurrentUser({ status: 'error', user: null });
    expect((await resolve('/teams/web/shop/pulse')).pathname).toBe('/teams/web/shop/pulse');
  });

  test('signInHref keeps the query of the page to come back to', () => {
    expect(signInHref('/teams/a/b/pulse?period=7d')).toBe(
      '/sign-in?redirect_to=%2Fteams%2Fa%2Fb%2Fpulse%3Fperiod%3D7d',
    );
  });
});

describe('/ signed in', () => {
  test('leads to the site the person was last on', async () => {
    resetCurrentUser({
      status: 'ready',
      user: {
        ...person,
        recentSites: [
          { name: 'Shop', slug: 'shop', team: { id: 'web', name: 'Web', slug: 'web' } },
          { name: 'Blog', slug: 'blog', team: { id: 'web', name: 'Web', slug: 'web' } },
        ],
      },
    });
    expect((await resolve('/')).pathname).toBe('/teams/web/shop/pulse');
  });

  test('without one, to the sites of the first team of their organisation', async () => {
    resetCurrentUser({ status: 'ready', user: person });
    const fetch = answerFirstTeam({
      slug: 'acme',
      viewerRole: 'member',
      teams: { edges: [{ node: { slug: 'web' } }] },
    });
    expect((await resolve('/')).pathname).toBe('/teams/web/sites');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)).variables).toEqual({ orgId: 'acme' });
  });

  test('an administrator of an organisation without teams goes to its teams', async () => {
    resetCurrentUser({ status: 'ready', user: person });
    answerFirstTeam({ slug: 'acme', viewerRole: 'admin', teams: { edges: [] } });
    expect((await resolve('/')).pathname).toBe('/organisations/acme/teams');
  });

  test('someone without an organisation sets one up', async () => {
    resetCurrentUser({ status: 'ready', user: { ...person, memberships: [] } });
    expect((await resolve('/')).pathname).toBe('/setup');
  });
});
