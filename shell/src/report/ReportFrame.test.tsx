// The share report's navigation offers "Monitoring" only to viewers without an active organisation, and
// so only once the viewer is known: a member whose current user arrives after the report must never see
// the entry appear and vanish (CI caught a member seeing it).
import type { CurrentUser } from '@pace/mfe-kit';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createAppRouter } from '../router';
import { resetCurrentUser } from '../session/currentUser';
import { render } from '../test/render';

vi.mock('../remotes/runtime', () => ({
  loadRemote: () => new Promise(() => {}),
  mountRemote: vi.fn(),
}));

const REPORT = '/tests/0f7c-uuid/s3cr3t';
const member: CurrentUser = {
  uuid: 'u1',
  name: 'Mo Member',
  email: 'mo@example.test',
  avatar: null,
  staff: false,
  memberships: [{ role: 'member', organisation: { id: 'acme', name: 'Acme', slug: 'acme', isActive: true } }],
  recentSites: [],
};
const sharedReport = {
  site: { teamId: 'web', siteId: 'shop', name: 'Shop', canonicalUrl: 'https://shop.example.test/' },
  test: { uuid: '0f7c-uuid', page: { name: 'Home' }, profile: { name: 'Mobile' } },
};

/** The current user's answer, held until the test lets it go. */
let answerCurrentUser: (user: CurrentUser | null) => void;

beforeEach(() => {
  resetCurrentUser({ status: 'loading', user: null }, false);
  const currentUser = new Promise<CurrentUser | null>((resolve) => {
    answerCurrentUser = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      const operation = /(?:query|mutation) (\w+)/.exec(body?.query ?? '')?.[1];
      if (url === '/graphql' && operation === 'SharedReport')
        return Response.json({ data: { sharedReport } });
      if (url === '/graphql' && operation === 'ChromeCurrentUser') {
        return Response.json({ data: { currentUser: await currentUser } });
      }
      if (url === '/api/changelog') return Response.json({ entries: [], viewed_at: null, unread: false });
      return Response.json({ data: null });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

async function open(path: string) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  const view = await render(<RouterProvider router={router} />);
  await settle();
  await settle();
  const entries = () =>
    [...view.container.querySelectorAll('nav[aria-label="Report"] a')].map((link) => link.textContent);
  return { view, entries };
}

describe('the share report navigation', () => {
  test('a member, known after the report, never sees the monitoring entry', async () => {
    const page = await open(REPORT);
    expect(page.entries()).toEqual([]);
    answerCurrentUser(member);
    await settle();
    await settle();
    expect(page.entries()).toEqual(['RUM', 'Synthetic', 'CrUX']);
    page.view.unmount();
  });

  test.each([
    ['signed out', null],
    ['signed in without an organisation', { ...member, memberships: [] }],
  ])('a visitor %s is offered monitoring', async (_, user) => {
    const page = await open(REPORT);
    answerCurrentUser(user);
    await settle();
    await settle();
    expect(page.entries()).toEqual(['RUM', 'Synthetic', 'CrUX', 'Monitoring']);
    page.view.unmount();
  });
});
