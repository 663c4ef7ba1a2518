// The site's privacy rules in real Chromium, with the built script on a loopback fixture page whose tag
// carries them as the bff's embed code writes them: the path scrubbed and only allowed query parameters
// sent, never-recorded elements named by their tag, and consent mode sending nothing until pace('consent').
import type { Browser, Page } from 'playwright-core';
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function open(path: string, embed: EmbedOptions, init?: () => void) {
  const context = await browser.newContext();
  const timeline = await recordTimeline(context);
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const collects: string[] = [];
  page.on('request', (request) => request.url().includes('/rum/collect') && collects.push(request.url()));
  await page.goto(server.pageUrl(path, embed));
  return { context, page, collects, timeline };
}

/** The LCP image painted, a late banner shifted the content, and a click whose handler blocks 120 ms. */
async function visit(page: Page): Promise<void> {
  await heroPainted(page);
  await page.evaluate(() => (window as unknown as { shiftContent: () => void }).shiftContent());
  await nextFrames(page);
  await page.click('#buy');
  // web-vitals handles the interaction in an idle callback, which headless Chromium runs only while
  // frames are asked for.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const until = performance.now() + 500;
        const frame = () => (performance.now() < until ? requestAnimationFrame(frame) : resolve());
        requestAnimationFrame(frame);
      }),
  );
}

const leave = (page: Page) => page.goto(`${server.origin}/elsewhere`);

describe.concurrent('path and query rules', () => {
  test('the path arrives scrubbed, with only the allowed query parameters', async ({ expect }) => {
    const { context, page } = await open(
      '/users/42/orders/?lang=de&email=visitor%40example.com&token=s3cret#top',
      {
        scrub: '/users/me/orders /users/:id/orders /*/account/:section',
        query: 'lang utm_source',
      },
    );
    await leave(page);
    const [sent] = await server.settledBeacons('/users/:id/orders/', 1);
    expect(validBeacon(sent!)).toMatchObject({ path: '/users/:id/orders/', query: 'lang=de' });
    expect(sent!.body).not.toMatch(/users\/42|email|visitor|token|s3cret|top/);
    await context.close();
  });

  test('without an allow-list no query string is sent; a path no rule matches is sent as it is', async ({
    expect,
  }) => {
    const { context, page } = await open('/shop/basket?coupon=SAVE10', { scrub: '/users/:id/orders' });
    await leave(page);
    const [sent] = await server.settledBeacons('/shop/basket', 1);
    expect(validBeacon(sent!).query).toBeUndefined();
    expect(sent!.body).not.toMatch(/coupon|SAVE10/);
    await context.close();
  });
});

describe.concurrent('never-recorded elements', () => {
  test('an element inside a never-recorded selector is named by its tag alone', async ({ expect }) => {
    const { context, page } = await open('/private-elements', { private: '.nothing, #content' });
    await visit(page);
    await leave(page);
    const [sent] = await server.settledBeacons('/private-elements', 1);
    const { lcp, inp, cls } = validBeacon(sent!).metrics;
    expect([lcp?.target, inp?.target, cls?.target]).toEqual(['img', 'button', 'main']);
    expect(sent!.body).not.toMatch(/hero|buy|content/);
    await context.close();
  });

  test('other elements keep their selectors', async ({ expect }) => {
    const { context, page, timeline } = await open('/private-button', { private: '[id="buy"]' });
    await visit(page);
    await leave(page);
    const captured = await server.settledBeacons('/private-button', 1);
    const { lcp, inp } = validBeacon(captured[0]!).metrics;
    expect(lcp?.target, livedThrough(timeline, captured)).toBe('#hero');
    expect(inp?.target).toBe('button');
    await context.close();
  });
});

describe.concurrent('consent mode', () => {
  test('sends nothing until the page calls pace("consent"), then the page view with its metrics', async ({
    expect,
  }) => {
    const { context, page, collects } = await open('/consent-later', { consent: true });
    await visit(page);
    await setVisibility(page, 'hidden');
    await sleep(500);
    expect(server.beaconsOf('/consent-later')).toEqual([]);
    expect(collects).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);

    await setVisibility(page, 'visible');
    await page.evaluate(() => (window as unknown as { pace: (command: string) => void }).pace('consent'));
    await page.evaluate(() => (window as unknown as { pace: (command: string) => void }).pace('consent'));
    await nextFrames(page);
    await setVisibility(page, 'hidden');
    const captured = await server.settledBeacons('/consent-later', 1);
    expect(captured).toHaveLength(1); // consenting twice starts one page view
    const { metrics } = validBeacon(captured[0]!);
    // The browser buffered the entries meanwhile: the page view is measured from its start.
    expect(metrics.lcp?.target).toBe('#hero');
    expect(metrics.ttfb?.value).toBeGreaterThan(0);
    expect(metrics.fcp?.value).toBeGreaterThan(0);
    await context.close();
  });

  test('a visitor who never consents sends nothing, even when leaving', async ({ expect }) => {
    const { context, page, collects } = await open('/consent-never', { consent: true });
    await visit(page);
    await leave(page);
    await sleep(500);
    expect(server.beaconsOf('/consent-never')).toEqual([]);
    expect(collects).toEqual([]);
    await context.close();
  });

  test('consent given before the script loaded (queued by the stub) counts', async ({ expect }) => {
    const { context, page } = await open('/consent-early', { consent: true }, () => {
      // A consent manager that answers at once, before the async script has run.
      const page = window as unknown as { pace: ((command: string) => void) & { q?: unknown[] } };
      page.pace = function pace(this: unknown) {
        page.pace.q = page.pace.q || [];
        // biome-ignore lint/complexity/noArguments: the stub queues its arguments objects, as the embed code's does
        page.pace.q.push(arguments);
      } as typeof page.pace;
      page.pace('consent');
    });
    await leave(page);
    const [sent] = await server.settledBeacons('/consent-early', 1);
    expect(validBeacon(sent!).seq).toBe(0);
    await context.close();
  });
});
