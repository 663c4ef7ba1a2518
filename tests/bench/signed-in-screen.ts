// What a real browser downloads for the first screen a signed-in person sees: the team's sites list
// (mfe-settings), reached from `/` as after signing in. Every JavaScript response the page receives until
// it is quiet (the remote mounted, then no request for a while, chunks loaded at idle time included) is
// counted at its compressed size: gzip level 9 of the body, the measure the build budgets use, and the
// bytes on the wire as the bff sent them (brotli). The bench prints it; tests/e2e/first-screen-weight
// holds it to its budget.
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { remoteSlot } from '../support/navigation.ts';

export interface ScriptTransfer {
  /** The path of the script, without the origin. */
  path: string;
  gzip: number;
  wire: number;
}

export interface ScreenWeight {
  /** Where the screen ended up (`/teams/<id>/sites`). */
  path: string;
  scripts: ScriptTransfer[];
  gzip: number;
  wire: number;
}

const DEMO_ADMIN = { email: 'demo-admin@pace.test', password: 'pace-demo' };

/** Time without any request that counts as quiet: longer than any idle-time loading waits. */
const QUIET_MS = 2_000;

async function quiet(page: Page, requests: () => number): Promise<void> {
  let last = Date.now();
  let seen = -1;
  for (;;) {
    const count = requests();
    if (count !== seen) {
      seen = count;
      last = Date.now();
    }
    if (Date.now() - last >= QUIET_MS) return;
    await page.waitForTimeout(100);
  }
}

/**
 * Opens `url` in a new page of `context` (signed in already, with service workers blocked: a first visit
 * has none, and its precaching of every asset is not the screen), waits for `remote` to mount and the
 * page to be quiet, and sums the scripts it received.
 */
export async function measureScreenScripts(
  context: BrowserContext,
  url: string,
  remote: string,
): Promise<ScreenWeight> {
  const page = await context.newPage();
  try {
    const transfers: Promise<ScriptTransfer | null>[] = [];
    let requests = 0;
    page.on('request', () => {
      requests++;
    });
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      const script = response.request().resourceType() === 'script' || pathname.endsWith('.js');
      if (!script || response.status() !== 200) return;
      transfers.push(
        (async () => {
          const [body, sizes] = await Promise.all([response.body(), response.request().sizes()]);
          return { path: pathname, gzip: gzipSync(body, { level: 9 }).length, wire: sizes.responseBodySize };
        })().catch(() => null),
      );
    });
    await page.goto(url);
    await remoteSlot(page, remote).and(page.locator('[data-state="mounted"]')).waitFor({ timeout: 60_000 });
    await quiet(page, () => requests);
    // A prefetched script arrives twice (the prefetch, then its use from the cache): count it once.
    const byPath = new Map<string, ScriptTransfer>();
    for (const t of await Promise.all(transfers)) {
      if (!t) continue;
      const seen = byPath.get(t.path);
      byPath.set(t.path, {
        path: t.path,
        gzip: Math.max(t.gzip, seen?.gzip ?? 0),
        wire: Math.max(t.wire, seen?.wire ?? 0),
      });
    }
    const scripts = [...byPath.values()];
    return {
      path: new URL(page.url()).pathname,
      scripts,
      gzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
      wire: scripts.reduce((sum, s) => sum + s.wire, 0),
    };
  } finally {
    await page.close();
  }
}

/** Signs the demo data's administrator in (`npm start` adds the demo data to an empty database). */
export async function signInDemoAdmin(context: BrowserContext, baseURL: string): Promise<void> {
  const csrf = (await (await context.request.get(`${baseURL}/auth/csrf`)).json()) as { csrf: string };
  const signedIn = await context.request.post(`${baseURL}/auth/sign-in`, {
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf.csrf },
    data: DEMO_ADMIN,
  });
  if (signedIn.status() !== 200) throw new Error(`sign-in answered ${signedIn.status()}`);
}

/** Signs the demo administrator in, opens `/` and measures the scripts of the sites list it leads to. */
export async function measureSignedInScreen(browser: Browser, baseURL: string): Promise<ScreenWeight> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  });
  try {
    await signInDemoAdmin(context, baseURL);
    return await measureScreenScripts(context, `${baseURL}/`, 'mfe-settings');
  } finally {
    await context.close();
  }
}
