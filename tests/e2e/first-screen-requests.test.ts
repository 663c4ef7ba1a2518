// The first screen of a site, loaded cold: who is looking, the place of the route (breadcrumbs,
// switchers, permissions) and where the remotes live are asked for together, not one after the other
// (issue 23: the signed-in screens' LCP waited for three round trips in a row); and the screen does not
// move when the side navigation and the remote arrive (no layout shift when a remote mounts).
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
