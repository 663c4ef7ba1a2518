// The built agent in real Chromium, on a fixture page served from loopback: what it sends, when, and what
// it never does (set cookies, send when sampled out, throw into the page).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, test } from 'vitest';
import {
  heroPainted,
  launchChromium,
  livedThrough,
  nextFrames,
  recordTimeline,
  setVisibility,
} from './support/chromium.ts';
import {
  type EmbedOptions,
  type FixtureServer,
  startFixtureServer,
  validBeacon,
} from './support/fixture-server.ts';

let server: FixtureServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startFixtureServer(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

type Recorded = { __errors: string[] };

// Installed before any script of the page: whatever reaches the page's own error handlers is recorded.
function recordPageErrors(): void {
  const recorded = window as unknown as Recorded;
  recorded.__errors = [];
  window.onerror = (message) => {
    recorded.__errors.push(String(message));
  };
  addEventListener('unhandledrejection', (event) => recorded.__errors.push(`rejection: ${event.reason}`));
}

interface Opened {
  context: BrowserContext;
  page: Page;
  /** Errors the page's own window.onerror and unhandledrejection saw. */
  errors: () => Promise<string[]>;
  /** Uncaught errors Playwright saw, across navigations. */
  uncaught: Error[];
  /** What the page lived through (support/chromium.ts), for a failure's message. */
  timeline: string[];
}

async function open(path: string, embed: EmbedOptions = {}, init?: () => void): Promise<Opened> {
  const context = await browser.newContext();
  const timeline = await recordTimeline(context);
  await context.addInitScript(recordPageErrors);
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const uncaught: Error[] = [];
  page.on('pageerror', (error) => uncaught.push(error));
  await page.goto(server.pageUrl(path, embed));
  return {
    context,
    page,
    uncaught,
    timeline,
    errors: () => page.evaluate(() => (window as unknown as Recorded).__errors),
  };
}

/** The LCP image has painted, then a late banner shifts the content down (a layout shift). */
async function paintAndShift(page: Page): Promise<void> {
  await heroPainted(page);
  await page.evaluate(() => (window as unknown as { shiftContent: () => void }).shiftContent());
  await nextFrames(page);
}

/**
 * A real (trusted) click on the button whose handler blocks the main thread for `blockMs`, then waits until
 * web-vitals has handled the interaction: it does so in an idle callback, and a page hidden before that
 * runs reports INP without it (as it would in any browser). `settle: false` where PerformanceObserver is
 * broken or missing.
 */
async function clickBuy(
  page: Page,
  blockMs = 120,
  { settle = true, by = 'pointer' as 'pointer' | 'keyboard' } = {},
): Promise<void> {
  await page.evaluate(
    ({ block, settle }) => {
      document.body.dataset.block = String(block);
      if (!settle) return;
      // Registered after the agent's observer, so notified after it: once this one has seen the click,
      // web-vitals has queued its idle callback.
      const seen = new Promise<void>((resolve) => {
        const observer = new PerformanceObserver((list) => {
          if (list.getEntries().some((entry) => entry.name === 'click')) {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
      });
      (window as unknown as { __clickHandled: Promise<void> }).__clickHandled = seen.then(idle);
      // Headless Chromium runs no idle callbacks after an input until a frame is requested: keep asking.
      function idle(): Promise<void> {
        return new Promise((resolve) => {
          let done = false;
          requestIdleCallback(() => {
            done = true;
            resolve();
          });
          const frame = () => done || requestAnimationFrame(frame);
          requestAnimationFrame(frame);
        });
      }
    },
    { block: blockMs, settle },
  );
  if (by === 'keyboard') {
    await page.focus('#buy');
    await page.keyboard.press('Enter'); // a button's click, from the keyboard
  } else await page.click('#buy');
  if (settle)
    await page.evaluate(() => (window as unknown as { __clickHandled: Promise<void> }).__clickHandled);
  else await nextFrames(page);
}

/** Leaves the page for another one (no agent there): the browser hides and unloads (or caches) it. */
async function leave(page: Page): Promise<void> {
  await page.goto(`${server.origin}/elsewhere`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const sum = (...parts: number[]) => parts.reduce((a, b) => a + b, 0);

describe.concurrent('one page view, measured and sent when the visitor leaves', () => {
  test('sends one beacon with every metric, its attribution and no personal data', async ({ expect }) => {
    const { context, page, errors, uncaught, timeline } = await open(
      '/shop/item?id=42&email=visitor%40example.com#reviews',
    );
    await paintAndShift(page);
    await clickBuy(page);

    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => [document.cookie, localStorage.length, sessionStorage.length])).toEqual([
      '',
      0,
      0,
    ]);
    expect(await errors()).toEqual([]);
    await leave(page);

    const captured = await server.settledBeacons('/shop/item', 1);
    const lived = livedThrough(timeline, captured);
    expect(captured, lived).toHaveLength(1);
    const [sent] = captured;
    expect(sent!.url).toBe('/rum/collect'); // on the origin the script came from
    expect(sent!.headers['content-type']).toBe('text/plain');
    expect(sent!.headers.cookie).toBeUndefined();
    expect(sent!.body).not.toMatch(/email|visitor|reviews|id=42/);

    const beacon = validBeacon(sent!);
    expect(beacon).toMatchObject({
      v: 1,
      siteKey: 'site_abc123',
      seq: 0,
      path: '/shop/item',
      navigationType: 'navigate',
      landing: true,
      sampleRate: 100,
    });
    expect(beacon.pageViewId).toMatch(/^[0-9a-f]{32}$/);

    const { lcp, inp, cls, ttfb, fcp } = beacon.metrics;
    expect(lcp!.value).toBeGreaterThan(0);
    expect(lcp!.target, lived).toBe('#hero');
    expect(lcp!.resourceLoadDuration).toBeGreaterThan(0); // the image is served 80 ms late
    const lcpParts = sum(
      lcp!.ttfb,
      lcp!.resourceLoadDelay,
      lcp!.resourceLoadDuration,
      lcp!.elementRenderDelay,
    );
    expect(Math.abs(lcpParts - lcp!.value)).toBeLessThanOrEqual(3);

    expect(inp).toMatchObject({ target: '#buy', interactionType: 'pointer' });
    expect(inp!.value).toBeGreaterThanOrEqual(120);
    expect(inp!.processingDuration).toBeGreaterThanOrEqual(110);
    const inpParts = sum(inp!.inputDelay, inp!.processingDuration, inp!.presentationDelay);
    expect(Math.abs(inpParts - inp!.value)).toBeLessThanOrEqual(3);

    expect(cls!.value).toBeGreaterThan(0);
    expect(cls!.target).toBe('#content');

    expect(ttfb!.value).toBeGreaterThan(0);
    const ttfbParts = sum(ttfb!.waiting, ttfb!.cache, ttfb!.dns, ttfb!.connection, ttfb!.request);
    expect(Math.abs(ttfbParts - ttfb!.value)).toBeLessThanOrEqual(3);
    expect(fcp!.value).toBeGreaterThan(0);

    expect(uncaught).toEqual([]);
    await context.close();
  });

  test('an interaction just before the visitor leaves still counts for INP', async ({ expect }) => {
    const { context, page } = await open('/left-right-away');
    await heroPainted(page);
    await clickBuy(page, 120, { settle: false }); // leave before web-vitals' idle callback runs
    await leave(page);
    const [sent] = await server.settledBeacons('/left-right-away', 1);
    expect(validBeacon(sent!).metrics.inp).toMatchObject({ target: '#buy' });
    await context.close();
  });

  test('a key press is a keyboard interaction, its handlers counted as processing', async ({ expect }) => {
    const { context, page } = await open('/keyboard');
    await heroPainted(page);
    await clickBuy(page, 150, { by: 'keyboard' });
    await leave(page);
    const [sent] = await server.settledBeacons('/keyboard', 1);
    const { inp } = validBeacon(sent!).metrics;
    expect(inp).toMatchObject({ target: '#buy', interactionType: 'keyboard' });
    expect(inp!.value).toBeGreaterThanOrEqual(150);
    expect(inp!.processingDuration).toBeGreaterThanOrEqual(140);
    const inpParts = sum(inp!.inputDelay, inp!.processingDuration, inp!.presentationDelay);
    expect(Math.abs(inpParts - inp!.value)).toBeLessThanOrEqual(3);
    await context.close();
  });

  test('a reload is reported as such and is not a landing', async ({ expect }) => {
    const { context, page } = await open('/reloaded');
    await page.reload();
    await leave(page);
    const [second] = (await server.settledBeacons('/reloaded', 2)).slice(1);
    expect(validBeacon(second!)).toMatchObject({ navigationType: 'reload', landing: false });
    await context.close();
  });
});

describe.concurrent('configuration from the script tag', () => {
  test('data-endpoint moves where beacons go', async ({ expect }) => {
    const { context, page } = await open('/own-endpoint', { endpoint: '/collect/elsewhere' });
    await leave(page);
    const [sent] = await server.settledBeacons('/own-endpoint', 1, 0);
    expect(sent!.url).toBe('/collect/elsewhere');
    await context.close();
  });

  test('without a site key the agent does nothing', async ({ expect }) => {
    const { context, page } = await open('/no-site-key', { siteKey: '' });
    await leave(page);
    await sleep(400);
    expect(server.beaconsOf('/no-site-key')).toEqual([]);
    await context.close();
  });

  test('a sampling rate of 0 sends nothing', async ({ expect }) => {
    const { context, page } = await open('/sampled-out', { sampleRate: '0' });
    const collects: string[] = [];
    page.on('request', (request) => request.url().includes('/rum/collect') && collects.push(request.url()));
    await paintAndShift(page);
    await clickBuy(page);
    await leave(page);
    await sleep(400);
    expect(server.beaconsOf('/sampled-out')).toEqual([]);
    expect(collects).toEqual([]);
    await context.close();
  });

  test('the rate the bff writes into the script wins over the tag', async ({ expect }) => {
    const [off, on] = await Promise.all([
      open('/rate-written-0', { sampleRate: '100', scriptQuery: 'rate=0' }),
      open('/rate-written-100', { sampleRate: '0', scriptQuery: 'rate=100' }),
    ]);
    await Promise.all([leave(off.page), leave(on.page)]);
    const [sent] = await server.settledBeacons('/rate-written-100', 1);
    expect(validBeacon(sent!).sampleRate).toBe(100);
    expect(server.beaconsOf('/rate-written-0')).toEqual([]);
    await Promise.all([off.context.close(), on.context.close()]);
  });
});

describe.concurrent('never breaks the host page', () => {
  test('an exception inside the agent (a broken PerformanceObserver) never reaches window.onerror', async ({
    expect,
  }) => {
    const { context, page, errors, uncaught } = await open('/broken-observer', {}, () => {
      const shim = { thrown: 0 };
      (window as unknown as { __shim: typeof shim }).__shim = shim;
      const fail = (what: string): never => {
        shim.thrown++;
        throw new Error(`broken observer: ${what}`);
      };
      // An observer that accepts everything and then fails on every use, from a timer: the errors surface
      // inside the agent's (and web-vitals') callbacks, where only the agent's guards can stop them.
      class BrokenObserver {
        static supportedEntryTypes = [
          'event',
          'first-input',
          'largest-contentful-paint',
          'layout-shift',
          'paint',
        ];
        constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
        observe(): void {
          setTimeout(() => this.callback({ getEntries: () => fail('getEntries') }, this));
        }
        takeRecords(): never {
          return fail('takeRecords');
        }
        disconnect(): void {}
      }
      Object.defineProperty(window, 'PerformanceObserver', { value: BrokenObserver, configurable: true });
    });
    await paintAndShift(page);
    await clickBuy(page, 120, { settle: false });
    await setVisibility(page, 'hidden');

    expect(
      await page.evaluate(() => (window as unknown as { __shim: { thrown: number } }).__shim.thrown),
    ).toBeGreaterThan(0);
    expect(await errors()).toEqual([]);
    expect(uncaught).toEqual([]);
    // The page view still counts: the beacon goes, with what could be measured.
    const [sent] = await server.settledBeacons('/broken-observer', 1, 0);
    expect(validBeacon(sent!).metrics.ttfb).toBeDefined();
    await context.close();
  });

  test('without PerformanceObserver (an old browser) the agent does nothing, silently', async ({
    expect,
  }) => {
    const { context, page, errors, uncaught } = await open('/no-observer', {}, () => {
      delete (window as Partial<Window & typeof globalThis>).PerformanceObserver;
    });
    await clickBuy(page, 120, { settle: false });
    expect(await errors()).toEqual([]);
    await leave(page);
    await sleep(400);
    expect(server.beaconsOf('/no-observer')).toEqual([]);
    expect(uncaught).toEqual([]);
    await context.close();
  });
});

describe.concurrent('after the first beacon', () => {
  test('a metric that changes later goes in a follow-up with only that metric', async ({ expect }) => {
    const { context, page } = await open('/follow-up');
    await paintAndShift(page);
    await clickBuy(page, 60);
    await setVisibility(page, 'hidden');
    const [first] = await server.settledBeacons('/follow-up', 1, 0);

    await setVisibility(page, 'visible');
    await clickBuy(page, 250);
    await setVisibility(page, 'hidden');
    const captured = await server.settledBeacons('/follow-up', 2);
    expect(captured).toHaveLength(2);

    const [before, after] = [validBeacon(first!), validBeacon(captured[1]!)];
    expect(after.pageViewId).toBe(before.pageViewId);
    expect(after.seq).toBe(1);
    expect(Object.keys(after.metrics)).toEqual(['inp']);
    expect(after.metrics.inp!.value).toBeGreaterThan(before.metrics.inp!.value);
    await context.close();
  });

  test('a 429 to the fetch fallback stops the page view from sending more', async ({ expect }) => {
    server.answer('/rate-limited', 429);
    const { context, page } = await open('/rate-limited', {}, () => {
      Object.defineProperty(Navigator.prototype, 'sendBeacon', { value: undefined, configurable: true });
    });
    await paintAndShift(page);
    await clickBuy(page, 60);
    await setVisibility(page, 'hidden');
    const [first] = await server.settledBeacons('/rate-limited', 1, 100);
    expect(first!.headers['sec-fetch-mode']).toBe('cors'); // fetch, not sendBeacon
    expect(validBeacon(first!).seq).toBe(0);

    await setVisibility(page, 'visible');
    await clickBuy(page, 250);
    await setVisibility(page, 'hidden');
    await sleep(400);
    expect(server.beaconsOf('/rate-limited')).toHaveLength(1);
    await context.close();
  });

  test('a back/forward cache restore is a new page view with its own beacon', async ({ expect }) => {
    const { context, page } = await open('/restored');
    await paintAndShift(page);
    await clickBuy(page);
    await leave(page);
    const [first] = await server.settledBeacons('/restored', 1, 0);

    await page.goBack({ waitUntil: 'commit' });
    await page.waitForFunction(() => document.visibilityState === 'visible');
    await nextFrames(page);
    await clickBuy(page);
    await leave(page);
    const captured = await server.settledBeacons('/restored', 2);
    expect(captured).toHaveLength(2);

    const [loaded, restored] = [validBeacon(first!), validBeacon(captured[1]!)];
    expect(restored.pageViewId).not.toBe(loaded.pageViewId);
    expect(restored).toMatchObject({ seq: 0, navigationType: 'back_forward_cache', landing: false });
    expect(restored.metrics.inp).toMatchObject({ target: '#buy' });
    expect(restored.metrics.fcp!.value).toBeGreaterThan(0);
    await context.close();
  });
});
