// The field's element in the lab's trace, end to end: a fixture page whose real visitors' LCP is a late
// image (it is added when the pointer moves, which Lighthouse never does) while the lab's LCP is the
// heading. Real Chromium visits send beacons through the embed script the platform serves; the worker
// runs a real Lighthouse test of the page; the RUM metric detail says "different element" with both
// selectors and each side's dominant part, opens the test at its LCP element, and the test links back.

import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type Database, openDatabase } from '@pace/platform/db';
import { rollUpDay } from '@pace/rum/rollup-store';
import { utcDay } from '@pace/rum/stored-beacon';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { connectBrowser } from '../support/browser.ts';
import { remoteSlot } from '../support/navigation.ts';
import { type Owner, signUpOwner, siteRow } from '../support/owner.ts';
import { openPage, type TestPage } from '../support/page.ts';
import { repoRoot } from '../support/platform.ts';

const SHOTS = join(repoRoot, 'tests', '.artifacts', 'field-lab');
// A desktop Chrome: headless Chromium's own user agent says HeadlessChrome, which the bff drops as a bot.
const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIELD_IMAGE = '#slot>img.hero';
const LAB_HEADING = 'body > main > h1.title';

// A picture with detail: Chromium leaves low-entropy images (under 0.05 bits per pixel, a flat colour) out
// of LCP, so a 200-byte placeholder would never be the LCP element.
const HERO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="600"><rect width="1000" height="600" fill="#2a6f4e"/>${Array.from(
  { length: 300 },
  (_, i) =>
    `<circle cx="${(i * 37) % 1000}" cy="${(i * 53) % 600}" r="${10 + (i % 40)}" fill="#${(0x100000 + ((i * 5231) % 0xefffff)).toString(16)}"/>`,
).join('')}</svg>`;

function offerPage(paceUrl: string, siteKey: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Spring offer</title>
<meta name="description" content="Spring offer">
<script async src="${paceUrl}/rum/pace-rum.js" data-site-key="${siteKey}"></script>
<style>body{font:16px system-ui;margin:1rem}h1.title{font-size:32px;margin:0 0 8px}#slot img{display:block;width:1000px;height:600px}</style>
</head><body><main><h1 class="title">Spring offer: half price this week</h1><div id="slot"></div>
<button id="buy" onclick="const t=performance.now();while(performance.now()-t<150);this.textContent='Added'">Buy</button></main>
<script>
// The big picture comes in when a visitor moves the pointer: real visitors do, Lighthouse never does.
addEventListener('mousemove', () => {
  if (document.querySelector('#slot img')) return;
  const img = new Image(1000, 600);
  img.className = 'hero';
  img.alt = 'The spring collection';
  img.src = '/hero.svg';
  document.getElementById('slot').append(img);
});
</script></body></html>`;
}

/** Asks the page for frames for a moment: headless Chromium reports paints and interactions in them. */
const frames = (page: Page, ms: number) =>
  page.evaluate(
    (until) =>
      new Promise<void>((resolve) => {
        const end = performance.now() + until;
        const frame = () => (performance.now() < end ? requestAnimationFrame(frame) : resolve());
        requestAnimationFrame(frame);
      }),
    ms,
  );

describe('the field element in the lab trace', () => {
  let db: Database;
  let browser: Browser | undefined;
  let fixture: Server;
  let fixtureOrigin: string;
  let tp: TestPage;
  let owner: Owner;
  let site: string;
  let siteKey: string;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const url = inject('databaseURL');
    db = await openDatabase({ dialect: 'mysql', url, database: new URL(url).pathname.slice(1) });
    const paceUrl = inject('baseURL');
    fixture = createServer((request, response) => {
      if (request.url === '/hero.svg') {
        // A picture that takes a moment to load, as a real one does.
        setTimeout(() => {
          response.writeHead(200, { 'content-type': 'image/svg+xml' });
          response.end(HERO_SVG);
        }, 300);
        return;
      }
      response.writeHead(request.url === '/offer' ? 200 : 404, { 'content-type': 'text/html' });
      response.end(request.url === '/offer' ? offerPage(paceUrl, siteKey) : 'Not found');
    });
    await new Promise<void>((resolve) => fixture.listen(0, '127.0.0.1', resolve));
    fixtureOrigin = `http://127.0.0.1:${(fixture.address() as AddressInfo).port}`;

    tp = await openPage();
    const stamp = Date.now().toString(36);
    owner = await signUpOwner(tp, {
      name: 'Field Owner',
      email: `field@${stamp}.example.test`,
      organisation: `Field ${stamp}`,
      team: `Web ${stamp}`,
    });
    site = await owner.createSite('Offers', `${fixtureOrigin}/`);
    const ref = { teamId: owner.team, siteId: site };
    const { updateRumSettings } = await owner.call<{ updateRumSettings: { siteKey: string } }>(
      'mutation ($teamId: ID!, $siteId: ID!, $origins: [String!]) { updateRumSettings(teamId: $teamId, siteId: $siteId, input: { enabled: true, samplingRate: 100, allowedOrigins: $origins }) { siteKey } }',
      { ...ref, origins: [fixtureOrigin] },
    );
    siteKey = updateRumSettings.siteKey;
  }, 120_000);

  afterAll(async () => {
    await tp?.context.close();
    await new Promise((resolve) => fixture?.close(resolve));
    await db?.close();
    await browser?.close();
  });

  test('real visitors see a late image, the lab a heading: different element, and links both ways', {
    timeout: 420_000,
  }, async () => {
    const ref = { teamId: owner.team, siteId: site };
    // The lab: one page, one desktop profile, one run, a snapshot the worker audits with real Lighthouse.
    await owner.call(
      'mutation ($teamId: ID!, $siteId: ID!) { updateRunSettings(teamId: $teamId, siteId: $siteId, input: { minRuns: 1, maxRuns: 1, keyMetric: lcp, targetPercent: 5 }) { minRuns } }',
      ref,
    );
    await owner.call(
      'mutation ($teamId: ID!, $siteId: ID!, $url: String!) { createPage(teamId: $teamId, siteId: $siteId, input: { name: "Spring offer", url: $url }) { uuid } }',
      { ...ref, url: `${fixtureOrigin}/offer` },
    );
    await owner.call(
      'mutation ($teamId: ID!, $siteId: ID!) { createTestProfile(teamId: $teamId, siteId: $siteId, input: { name: "Desktop cable", device: desktop, connection: cable }) { uuid } }',
      ref,
    );
    const { createSnapshot } = await owner.call<{ createSnapshot: { id: string } }>(
      'mutation ($teamId: ID!, $siteId: ID!) { createSnapshot(teamId: $teamId, siteId: $siteId, input: { client: "test" }) { id } }',
      ref,
    );

    // The field, while the audit runs: three visits; in two the pointer moves and the picture comes in.
    browser ??= await connectBrowser(inject('wsEndpoint'));
    const visitors = await browser.newContext({
      userAgent: USER_AGENT,
      viewport: { width: 1280, height: 900 },
    });
    for (const moves of [true, true, false]) {
      const page = await visitors.newPage();
      await page.goto(`${fixtureOrigin}/offer`);
      await page.waitForFunction(() => document.readyState === 'complete');
      await frames(page, 300);
      if (moves) {
        await page.mouse.move(200, 300);
        await page.mouse.move(400, 500, { steps: 5 });
        await page.waitForFunction(
          () => (document.querySelector('#slot img') as HTMLImageElement | null)?.complete,
        );
        await frames(page, 500);
      }
      await page.click('#buy');
      await frames(page, 600);
      // The visitor leaves: the page is hidden first (headless Chromium never hides one by itself).
      const beacon = page.waitForRequest((request) => request.url().endsWith('/rum/collect'));
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      });
      await beacon;
      await page.close();
    }
    await visitors.close();
    const offers = await siteRow(db, owner, site);
    const { RumBeacon } = db.models;
    await expect
      .poll(() => RumBeacon.count({ where: { siteId: offers.id, path: '/offer' } }), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(3);
    // Each page view's LCP element, as its latest beacon says.
    const rows = await RumBeacon.findAll({
      where: { siteId: offers.id },
      attributes: ['pageViewId', 'seq', 'lcpTarget'],
      order: [['seq', 'ASC']],
      raw: true,
    });
    const targets = new Map(
      rows.filter((row) => row.lcpTarget).map((row) => [row.pageViewId, row.lcpTarget]),
    );
    expect([...targets.values()].sort()).toEqual(
      [FIELD_IMAGE, FIELD_IMAGE, 'html>body>main>h1.title'].sort(),
    );
    // The worker rolls the day up after a delay; the same rollup now, so the test need not wait for it.
    await rollUpDay(db, offers.id, utcDay(Date.now()));

    await expect
      .poll(
        async () =>
          (
            await owner.call<{ snapshot: { status: string } }>(
              'query ($teamId: ID!, $siteId: ID!, $id: ID!) { snapshot(teamId: $teamId, siteId: $siteId, snapshotId: $id) { status } }',
              { ...ref, id: createSnapshot.id },
            )
          ).snapshot.status,
        { timeout: 300_000, interval: 2_000 },
      )
      .toBe('completed');

    // The RUM metric detail: the comparison, with both selectors and each side's dominant part.
    const { page } = tp;
    const rum = remoteSlot(page, 'mfe-rum');
    await page.goto(tp.url(`/teams/${owner.team}/${site}/rum/metrics/lcp`));
    const verdict = rum.getByTestId('field-lab-verdict');
    await verdict.waitFor({ timeout: 30_000 });
    expect(await verdict.getAttribute('data-verdict')).toBe('different');
    const text = await verdict.textContent();
    expect(text).toContain('Different element');
    expect(text).toContain(FIELD_IMAGE);
    expect(text).toContain(LAB_HEADING);
    expect(text).toMatch(/In the field, .+ dominates; in the lab, .+\./);
    expect(await rum.getByTestId('field-lcp-element').textContent()).toContain('67 % of page views');
    expect(await rum.getByTestId('lab-lcp-element').textContent()).toBe(LAB_HEADING);
    await rum.getByTestId('field-lcp-parts').locator('[data-dominant]').waitFor();
    await rum.getByTestId('lab-lcp-parts').locator('[data-dominant]').waitFor();
    expect(await rum.getByTestId('field-inp-element').textContent()).toContain('#buy');
    await page.screenshot({ path: join(SHOTS, 'rum-metric-field-lab.png'), fullPage: true });

    // One click: the test, at its LCP element, with the field's element beside it.
    await rum.getByTestId('open-lab-element').click();
    await page.waitForURL(/\/tests\/[^/?]+\?focus=lcp-element/);
    const synthetic = remoteSlot(page, 'mfe-synthetic');
    const element = synthetic.getByTestId('lab-lcp-element');
    await element.waitFor({ timeout: 30_000 });
    expect(await element.getAttribute('data-focused')).toBe('true');
    expect(await element.locator('code').first().textContent()).toBe(LAB_HEADING);
    await expect
      .poll(() => synthetic.getByTestId('field-view').textContent(), { timeout: 20_000 })
      .toContain(FIELD_IMAGE);
    expect(await synthetic.getByTestId('field-view').textContent()).toContain(
      "Not real visitors' LCP element",
    );
    // The viewport, scrolled to the element as the person sees it (the chrome stays in place).
    await page.screenshot({ path: join(SHOTS, 'test-lcp-element.png') });

    // And back: the field's view of the same page.
    await synthetic.getByTestId('open-field-view').click();
    await page.waitForURL(/\/rum\/metrics\/lcp\?fieldPath=%2Foffer/);
    await rum.getByTestId('field-lab-verdict').waitFor({ timeout: 30_000 });
    expect(await rum.getByTestId('field-lab-page').inputValue()).toBe('path:/offer');
    expect(tp.pageErrors).toEqual([]);
  });
});
