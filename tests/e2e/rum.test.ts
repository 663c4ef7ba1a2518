// RUM end to end: a fixture site on loopback embeds the script the platform serves; Chromium loads a page,
// interacts and navigates away; the beacon reaches /rum/collect, the worker stores it with the dimensions
// the bff derived, rolls the day up, and the dashboard and the metric detail show it.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { findMetric, formatMetric } from '@pace/metrics';
import { CSRF_COOKIE, SESSION_COOKIE, SessionStore } from '@pace/platform/credentials';
import { type Database, openDatabase } from '@pace/platform/db';
import { RedisStore } from '@pace/platform/redis';
import { rollUpDay } from '@pace/rum/rollup-store';
import { utcDay } from '@pace/rum/stored-beacon';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { connectBrowser } from '../support/browser.ts';
import { remoteSlot } from '../support/navigation.ts';

// A desktop Chrome: headless Chromium's own user agent says HeadlessChrome, which the bff drops as a bot.
const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function fixturePage(title: string, paceUrl: string, siteKey: string, body: string) {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title>
<script async src="${paceUrl}/rum/pace-rum.js" data-site-key="${siteKey}"></script>
<style>body{font:16px system-ui;margin:2rem}#hero{font-size:28px;max-width:900px}</style></head>
<body><h1>${title}</h1><p id="hero">${'Fast pages keep visitors. '.repeat(12)}</p>${body}</body></html>`;
}

describe('RUM from the embed script to the screens', () => {
  let db: Database;
  let browser: Browser | undefined;
  let fixture: Server;
  let fixtureOrigin: string;
  let world: {
    team: string;
    teamId: number;
    site: string;
    siteId: number;
    siteKey: string;
    sessionId: string;
    csrf: string;
  };

  beforeAll(async () => {
    const url = inject('databaseURL');
    db = await openDatabase({ dialect: 'mysql', url, database: new URL(url).pathname.slice(1) });
    const label = `rum-e2e-${randomBytes(4).toString('hex')}`;
    const { Organisation, Team, Site, User, Membership, RumSettings } = db.models;
    const organisation = await Organisation.create({ name: label, slug: label });
    const user = await User.create({ name: label, email: `${label}@example.test` } as never);
    await Membership.create({ userId: user.id, organisationId: organisation.id, role: 'admin' });
    const team = await Team.create({ organisationId: organisation.id, name: label, slug: label });

    fixture = createServer((request, response) => {
      const page =
        request.url === '/next'
          ? fixturePage('Next page', paceUrl, world.siteKey, '<p>Thanks.</p>')
          : fixturePage(
              'Shop',
              paceUrl,
              world.siteKey,
              `<button id="buy" onclick="const t=performance.now();while(performance.now()-t<120);this.textContent='Added'">Buy</button>
               <p><a id="next" href="/next">Next page</a></p>`,
            );
      response.writeHead(request.url === '/' || request.url === '/next' ? 200 : 404, {
        'content-type': 'text/html',
      });
      response.end(page);
    });
    await new Promise<void>((resolve) => fixture.listen(0, '127.0.0.1', resolve));
    fixtureOrigin = `http://127.0.0.1:${(fixture.address() as AddressInfo).port}`;
    const paceUrl = inject('baseURL');

    const site = await Site.create({
      teamId: team.id,
      name: label,
      slug: label,
      canonicalUrl: `${fixtureOrigin}/`,
    });
    const settings = await RumSettings.create({ siteId: site.id, allowedOrigins: [fixtureOrigin] });
    const kv = new RedisStore(inject('redisURL'), { prefix: 'pace:' });
    const session = await new SessionStore(kv).create(user.id);
    await kv.close();
    world = {
      team: label,
      teamId: team.id,
      site: label,
      siteId: site.id,
      siteKey: settings.siteKey,
      sessionId: session.id,
      csrf: session.data.csrf,
    };
  });

  afterAll(async () => {
    await new Promise((resolve) => fixture?.close(resolve));
    await db?.close();
    await browser?.close();
  });

  test('a visit is stored with its dimensions and shown on the dashboard and the metric detail', {
    timeout: 150_000,
  }, async () => {
    browser ??= await connectBrowser(inject('wsEndpoint'));
    const context = await browser.newContext({
      userAgent: USER_AGENT,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const script = page.waitForResponse((response) => response.url().endsWith('/rum/pace-rum.js'));
    await page.goto(`${fixtureOrigin}/`);
    expect((await script).status()).toBe(200);
    await page.waitForFunction(() => document.readyState === 'complete');
    await page.click('#buy');
    // Headless Chromium runs no idle callbacks after an input until a frame is requested: web-vitals
    // handles the interaction in one, so ask for frames for a moment before leaving.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const until = performance.now() + 600;
          const frame = () => (performance.now() < until ? requestAnimationFrame(frame) : resolve());
          requestAnimationFrame(frame);
        }),
    );
    // The visitor leaves: the browser hides the page, then unloads it. Headless Chromium never hides a
    // page, and a beacon it sends while unloading goes out with its own HeadlessChrome user agent (which
    // the bff rightly drops as a bot), so the test hides the page itself, as a browser does first.
    const beacon = page.waitForRequest((request) => request.url().endsWith('/rum/collect'));
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await beacon;
    await page.click('#next');
    await page.waitForURL(`${fixtureOrigin}/next`);

    // Stored by the worker, with what the bff derived from the request.
    const { RumBeacon } = db.models;
    await expect
      .poll(() => RumBeacon.count({ where: { siteId: world.siteId, path: '/' } }), { timeout: 30_000 })
      .toBe(1);
    const stored = await RumBeacon.findOne({ where: { siteId: world.siteId, path: '/' }, raw: true });
    expect(stored).toMatchObject({
      path: '/',
      navigationType: 'navigate',
      browserName: 'Chrome',
      browserMajorVersion: '131',
      osName: 'Linux',
      deviceType: 'desktop',
      lcpTarget: '#hero',
    });
    expect(stored!.lcp).toBeGreaterThan(0);
    expect(stored!.ttfb).not.toBeNull();
    expect(stored!.inp).toBeGreaterThan(100);
    expect(stored!.inpTarget).toBe('#buy');

    // The dashboard, signed in, once the day is rolled up (the worker waits RUM_ROLLUP_DELAY_MS).
    const base = inject('baseURL');
    await context.addCookies([
      { name: SESSION_COOKIE, value: world.sessionId, url: base },
      { name: CSRF_COOKIE, value: world.csrf, url: base },
    ]);
    const dashboard = `${base}/teams/${world.team}/${world.site}/rum/dashboard`;
    await expect
      .poll(
        async () => {
          await page.goto(dashboard);
          const slot = remoteSlot(page, 'mfe-rum');
          await slot.getByTestId('rum-sessions').waitFor({ timeout: 15_000 });
          return slot.getByTestId('rum-sessions').textContent();
        },
        { timeout: 90_000, interval: 3_000 },
      )
      .toBe('1');
    const slot = remoteSlot(page, 'mfe-rum');
    expect(await slot.getByTestId('rum-cwv-lcp').textContent()).toMatch(/\d/);
    await page.screenshot({ path: 'tests/.artifacts/rum-dashboard.png', fullPage: true });

    await page.goto(`${base}/teams/${world.team}/${world.site}/rum/metrics/lcp`);
    await expect
      .poll(() => slot.getByTestId('rum-metric-value').textContent(), { timeout: 20_000 })
      .toMatch(/\d/);
    await expect
      .poll(() => slot.getByTestId('rum-breakdown-attributionTarget').textContent())
      .toContain('#hero');
    await expect.poll(() => slot.getByTestId('rum-breakdown-browserName').textContent()).toContain('Chrome');
    await page.screenshot({ path: 'tests/.artifacts/rum-metric.png', fullPage: true });

    await page.goto(`${base}/teams/${world.team}/${world.site}/rum/pages`);
    await expect.poll(() => slot.getByTestId('rum-pages').textContent(), { timeout: 20_000 }).toContain('/');
    await page.goto(`${base}/teams/${world.team}/${world.site}/rum/audience`);
    await expect.poll(() => slot.getByTestId('rum-world-map').count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => slot.getByTestId('rum-segments-browserName').textContent()).toContain('Chrome');
    await page.screenshot({ path: 'tests/.artifacts/rum-audience.png', fullPage: true });
    await page.goto(`${base}/teams/${world.team}/${world.site}/rum/settings`);
    await expect
      .poll(() => slot.getByTestId('rum-embed-code').textContent(), { timeout: 20_000 })
      .toContain(world.siteKey);
    await page.screenshot({ path: 'tests/.artifacts/rum-settings.png', fullPage: true });
    await context.close();
  });

  test('a filtered view opened from a link shows the filtered figures, and carries its filters along', {
    timeout: 150_000,
  }, async () => {
    // A second site of the team, its day of page views stored as the writer stores them: 10 Android
    // phones in Germany on the checkout (LCP 4 s), 30 desktops in the United States on the blog (1 s).
    const { Site, RumSettings, RumPageGrouping, RumBeacon } = db.models;
    const label = `${world.site}-filtered`;
    const site = await Site.create({
      teamId: world.teamId,
      name: label,
      slug: label,
      canonicalUrl: fixtureOrigin,
    });
    await RumSettings.create({ siteId: site.id, allowedOrigins: [fixtureOrigin], firstBeaconAt: new Date() });
    await RumPageGrouping.create({ siteId: site.id, name: 'Checkout', pattern: '/checkout/**' });
    const day = utcDay(Date.now());
    await RumBeacon.bulkCreate(
      Array.from({ length: 40 }, (_, n) => {
        const phone = n < 10;
        return {
          siteId: site.id,
          pageViewId: n.toString(16).padStart(32, '0'),
          seq: 0,
          day,
          receivedAt: new Date(),
          path: phone ? `/checkout/${n}` : `/blog/${n}`,
          navigationType: 'navigate',
          landing: true,
          sampleRate: 100,
          countryCode: phone ? 'DE' : 'US',
          browserName: 'Chrome',
          osName: phone ? 'Android' : 'Windows',
          deviceType: phone ? 'mobile' : 'desktop',
          rtt: 50,
          lcp: phone ? 4000 : 1000,
          lcpTarget: '#hero',
        };
      }),
    );
    await rollUpDay(db, site.id, day);

    browser ??= await connectBrowser(inject('wsEndpoint'));
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const base = inject('baseURL');
    await context.addCookies([
      { name: SESSION_COOKIE, value: world.sessionId, url: base },
      { name: CSRF_COOKIE, value: world.csrf, url: base },
    ]);
    const page = await context.newPage();
    const rum = `${base}/teams/${world.team}/${label}/rum`;
    const lcp = (value: number) => formatMetric(findMetric('rum', 'lcp')!, value);
    await page.goto(`${rum}/dashboard?device=android&country=DE&pageGrouping=Checkout`);
    const slot = remoteSlot(page, 'mfe-rum');
    await expect.poll(() => slot.getByTestId('rum-sessions').textContent(), { timeout: 30_000 }).toBe('10');
    expect(await slot.getByTestId('rum-cwv-lcp').textContent()).toContain(lcp(4000));
    expect(await slot.getByTestId('rum-filter-device').inputValue()).toBe('android');
    expect(await slot.getByTestId('rum-filter-country').inputValue()).toBe('DE');
    expect(await slot.getByTestId('rum-filter-pageGrouping').inputValue()).toBe('Checkout');
    await page.screenshot({ path: 'tests/.artifacts/rum-dashboard-filtered.png', fullPage: true });

    // The metric detail, from the dashboard's link, keeps the filters.
    await slot.getByRole('link', { name: /Largest Contentful Paint/ }).click();
    await page.waitForURL(/\/rum\/metrics\/lcp\?/);
    expect(new URL(page.url()).searchParams.get('country')).toBe('DE');
    await expect
      .poll(() => slot.getByTestId('rum-metric-value').textContent(), { timeout: 20_000 })
      .toBe(lcp(4000));

    // A filter changed from the keyboard goes to the URL; clearing them shows the whole audience.
    await slot.getByTestId('rum-filter-device').focus();
    await slot.getByTestId('rum-filter-device').selectOption('desktop');
    await page.waitForURL(/device=desktop/);
    await slot.getByTestId('rum-filters-clear').click();
    await expect.poll(() => new URL(page.url()).search, { timeout: 10_000 }).toBe('');
    await page.goto(`${rum}/dashboard`);
    await expect.poll(() => slot.getByTestId('rum-sessions').textContent(), { timeout: 30_000 }).toBe('40');
    await page.screenshot({ path: 'tests/.artifacts/rum-dashboard-unfiltered.png', fullPage: true });
    await context.close();
  });
});
