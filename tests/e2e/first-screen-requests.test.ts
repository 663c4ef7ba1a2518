// The first screen of a site, loaded cold: who is looking, the place of the route (breadcrumbs,
// switchers, permissions) and where the remotes live are asked for together, not one after the other
// (issue 23: the signed-in screens' LCP waited for three round trips in a row); and the screen does not
// move when the side navigation and the remote arrive (no layout shift when a remote mounts).

import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ChromeWorld, createChromeWorld, openAs } from '../support/chrome-world.ts';
import type { TestPage } from '../support/page.ts';

let world: ChromeWorld;
let admin: TestPage;

beforeAll(async () => {
  world = await createChromeWorld('first');
  admin = await openAs(world.admin);
}, 120_000);

afterAll(async () => {
  await admin?.context.close();
});

describe("a site's first screen", () => {
  test('asks for the user, the place and the remotes at once, and nothing moves as they arrive', async () => {
    const { page, url } = admin;
    const events: string[] = [];
    const name = (body: string | null, path: string) =>
      path === '/api/remotes' ? 'remotes' : (/query (Chrome\w+)/.exec(body ?? '')?.[1] ?? null);
    page.on('request', (request) => {
      const what = name(request.postData(), new URL(request.url()).pathname);
      if (what) events.push(`sent ${what}`);
    });
    page.on('requestfinished', (request) => {
      const what = name(request.postData(), new URL(request.url()).pathname);
      if (what) events.push(`answered ${what}`);
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url(`/teams/${world.team.slug}/${world.sites[0]!.slug}/pulse`));
    await page.getByTestId('screen-title').waitFor();
    await page.getByTestId('side-nav').waitFor();

    const firstAnswer = events.findIndex((event) => event.startsWith('answered'));
    expect(firstAnswer, events.join(', ')).toBeGreaterThan(0);
    expect(events.slice(0, firstAnswer).sort()).toEqual(
      ['sent ChromeCurrentUser', 'sent ChromeSiteScope', 'sent remotes'].sort(),
    );
    // Cumulative layout shift of the load, as the browser scores it ("good" is under 0.1).
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
    expect(admin.pageErrors).toEqual([]);
  });
});

/**
 * The requests of a cold load that make a remote's first screen, in the order the browser saw them:
 * the loader chunk (remote-runtime), the remotes' manifest, the remote's entry and chunks, and the
 * screen's GraphQL operation (by POST or GET).
 */
function recordScreenRequests(page: Page, remote: string, operation: string) {
  const events: { what: string; at: number }[] = [];
  const started = Date.now();
  const name = (request: Request) => {
    const url = new URL(request.url());
    if (/\/remote-runtime\.[^/]*\.js$/.test(url.pathname)) return 'runtime';
    if (url.pathname.startsWith(`/remotes/${remote}/`) && url.pathname.endsWith('/remoteEntry.js'))
      return 'remoteEntry';
    // The remote's other chunks (its `./mount` and the screen's), for the report only.
    if (url.pathname.startsWith(`/remotes/${remote}/`) && url.pathname.endsWith('.js')) return 'remote chunk';
    if (url.pathname === '/api/remotes') return 'remotes';
    if (url.pathname !== '/graphql') return null;
    const text = request.postData() ?? url.searchParams.get('query') ?? '';
    return new RegExp(`query ${operation}\\b`).test(text) ? operation : null;
  };
  const methods = new Map<string, string[]>();
  page.on('request', (request) => {
    const what = name(request);
    if (!what) return;
    events.push({ what: `sent ${what}`, at: Date.now() - started });
    methods.set(what, [...(methods.get(what) ?? []), request.method()]);
  });
  page.on('requestfinished', (request) => {
    const what = name(request);
    if (what) events.push({ what: `answered ${what}`, at: Date.now() - started });
  });
  return {
    events,
    index: (what: string) => events.findIndex((event) => event.what === what),
    count: (what: string) => events.filter((event) => event.what === what).length,
    /** The HTTP methods `what` was requested with, in order. */
    methods: (what: string) => methods.get(what) ?? [],
    /** For the report: `sent runtime @120 ms, ...`. */
    describe: () => events.map((event) => `${event.what} @${event.at} ms`).join(', '),
  };
}

describe("a remote's first screen (issue 23: its data in parallel with its code)", () => {
  test.each([
    ['the sites list', 'mfe-settings', 'TeamSites', () => `/teams/${world.team.slug}/sites`, 'site-row'],
    [
      'the pulse',
      'mfe-synthetic',
      'Pulse',
      () => `/teams/${world.team.slug}/${world.sites[0]!.slug}/pulse`,
      'pulse|pulse-empty',
    ],
  ])(
    "%s has its data asked for with the page, not by the shell's or the remote's code, and only once",
    async (_, remote, operation, path, shown) => {
      // A new browser context: nothing of the remote is cached.
      const cold = await openAs(world.admin);
      try {
        const requests = recordScreenRequests(cold.page, remote, operation);
        await cold.page.goto(cold.url(path()));
        const testIds = shown.split('|');
        await cold.page
          .locator(testIds.map((id) => `[data-testid="${id}"]`).join(', '))
          .first()
          .waitFor();
        console.log(`${remote} ${operation}: ${requests.describe()}`);
        // The page's preload hint sent it, before the remotes' manifest was here (the shell's prefetch
        // could not have: the manifest says what to send); the prefetch's fetch of the same URL took
        // that answer (no second request), and the screen's own query was answered by it.
        expect(requests.count(`sent ${operation}`), requests.describe()).toBe(1);
        expect(requests.methods(operation), requests.describe()).toEqual(['GET']);
        expect(requests.index(`sent ${operation}`), requests.describe()).toBeLessThan(
          requests.index('answered remotes'),
        );
        // The page's preload hints bring the remote's code at once; before them, the operation was also
        // sent before the entry had arrived. Either way the screen's code is not what starts it.
        expect(requests.index('answered remoteEntry'), requests.describe()).toBeGreaterThanOrEqual(0);
        expect(cold.pageErrors).toEqual([]);
      } finally {
        await cold.context.close();
      }
    },
  );
});
