// A remote's screen loaded cold: its code comes with the page, not at the end of a chain. The page's
// response names the shell's remote loader, the remote's manifest, its entry and its first screen's chunks
// (preload hints, issue 23: "data for the first screen requested in parallel with the remote's code"), so
// the browser asks for all of them before the loader has run; and each file travels once (a hint whose
// request the loader does not reuse would double the bytes).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ChromeWorld, createChromeWorld, openAs } from '../support/chrome-world.ts';
import type { TestPage } from '../support/page.ts';

let world: ChromeWorld;
let admin: TestPage;

beforeAll(async () => {
  world = await createChromeWorld('preload');
  // A first visit has no service worker yet (its precaching of every asset is not the screen's loading).
  admin = await openAs(world.admin, { serviceWorkers: 'block' });
}, 120_000);

afterAll(async () => {
  await admin?.context.close();
});

describe("a remote screen's first load", () => {
  test("fetches the remote's code beside the loader, each file once", async () => {
    const { page, url } = admin;
    const requested: string[] = [];
    const finished = new Map<string, number>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/') || pathname.startsWith('/remotes/')) requested.push(pathname);
    });
    page.on('requestfinished', (request) => finished.set(new URL(request.url()).pathname, requested.length));

    const response = await page.goto(url(`/teams/${world.team.slug}/${world.sites[0]!.slug}/pulse`));
    await page.getByTestId('screen-title').waitFor();
    const hinted = (response?.headers().link ?? '')
      .split(', ')
      .map((link) => /^<([^>]+)>/.exec(link)?.[1])
      .filter((path): path is string => Boolean(path));
    const loader = hinted.filter((path) => path.startsWith('/assets/'));
    const remote = hinted.filter((path) => path.startsWith('/remotes/mfe-synthetic/'));
    expect(loader.length, `Link: ${response?.headers().link}`).toBeGreaterThan(0);
    expect(remote.map((path) => path.split('/').at(-1))).toEqual(
      expect.arrayContaining(['mf-manifest.json', 'remoteEntry.js']),
    );
    expect(remote.length).toBeGreaterThan(2);

    // Every hinted file was asked for before the loader chunk had arrived (not after it ran).
    const loaderDone = Math.min(...loader.map((path) => finished.get(path) ?? Number.POSITIVE_INFINITY));
    for (const path of remote) {
      const asked = requested.indexOf(path);
      expect(asked, `${path} in ${requested.join(', ')}`).toBeGreaterThanOrEqual(0);
      expect(asked, `${path} asked after the loader arrived: ${requested.join(', ')}`).toBeLessThan(
        loaderDone,
      );
    }
    // Each file crossed the network once: the loader used what the hints fetched (a second request for a
    // file, such as the loader chunk's idle-time prefetch, is answered from the cache).
    const transfers = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => entry.transferSize > 0)
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith('/assets/') || path.startsWith('/remotes/')),
    );
    const twice = transfers.filter((path, index) => transfers.indexOf(path) !== index);
    expect(twice, transfers.join(', ')).toEqual([]);
    expect(transfers).toEqual(expect.arrayContaining([...loader, ...remote]));
    expect(admin.pageErrors).toEqual([]);
  });
});
