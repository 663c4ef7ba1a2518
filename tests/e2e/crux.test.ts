// CrUX end to end: a signed-up user's site is collected by the worker from the CrUX fixture server (the
// global setup points CRUX_API_URL at it), then its dashboard, pages and a metric's history show the
// stored field data, the LCP screen its image sub-parts; a site CrUX knows nothing about shows the empty
// state.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  fixtureLatestPeriodEnd,
  historyPeriodEnds,
  lcpPartProfile,
  metricProfile,
} from '@pace/crux/fixtures';
import { CRUX, LCP_PART_KEYS, lcpPartsBreakdown } from '@pace/metrics';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { collectCrux, signUpOwner } from '../support/owner.ts';
import { openPage, type TestPage } from '../support/page.ts';
import { repoRoot } from '../support/platform.ts';

const SHOTS = join(repoRoot, 'tests', '.artifacts', 'crux');
const stamp = Date.now().toString(36);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

let tp: TestPage;
let team: string;
let fast: string;
let quiet: string;
/** The day the worker collected the fast site, by the fixture server's clock. */
let collectedOn: Date;
const fastOrigin = `https://www.crux-${stamp}.example`;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  tp = await openPage();
  const owner = await signUpOwner(tp, {
    name: 'Field Data',
    email: `crux@${stamp}.example.test`,
    organisation: `CrUX ${stamp}`,
    team: `Web ${stamp}`,
  });
  team = owner.team;
  fast = await owner.createSite('Shop', `${fastOrigin}/`);
  quiet = await owner.createSite('Tiny blog', `https://no-crux-${stamp}.example/`);
  collectedOn = await collectCrux(owner, fast);
}, 120_000);

afterAll(async () => {
  await tp?.context.close();
});

describe('CrUX screens', () => {
  test('crux redirects to the dashboard: assessment and the six metrics with their p75 and distribution', async () => {
    const { page, pageErrors } = tp;
    await page.goto(tp.url(`/teams/${team}/${fast}/crux`));
    await expect.poll(() => page.url()).toMatch(/\/crux\/dashboard$/);
    const assessment = page.getByTestId('crux-assessment');
    await expect.poll(() => assessment.isVisible(), { timeout: 30_000 }).toBe(true);
    for (const key of ['lcp', 'cls', 'inp', 'ttfb', 'fcp', 'rtt']) {
      expect(await page.getByTestId(`crux-metric-${key}`).isVisible()).toBe(true);
    }
    // The origin's LCP p75 for all devices, as the fixture server reported it.
    const lcp = metricProfile(fastOrigin, 'ALL', 'lcp');
    const value = await page.getByTestId('crux-metric-lcp').locator('data').getAttribute('value');
    expect(Number(value)).toBe(lcp.p75);
    const bar = page.getByTestId('crux-metric-lcp').getByRole('img');
    expect(await bar.getAttribute('aria-label')).toContain(`Good ${Math.round(lcp.good * 100)}%`);
    await page.screenshot({ path: join(SHOTS, 'dashboard.png'), fullPage: true });

    // Phones: the choice reloads the data for that form factor.
    await page.getByText('Phone', { exact: true }).click();
    const phone = metricProfile(fastOrigin, 'PHONE', 'lcp');
    await expect
      .poll(() => page.getByTestId('crux-metric-lcp').locator('data').getAttribute('value'))
      .toBe(String(phone.p75));
    expect(pageErrors).toEqual([]);
  });

  test('pages: the site URL with its assessment and metrics', async () => {
    const { page } = tp;
    await page.goto(tp.url(`/teams/${team}/${fast}/crux/pages`));
    const rows = page.getByTestId('crux-page-row');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(1);
    expect(await rows.first().textContent()).toContain('/');
    expect(await rows.first().getByTestId('crux-assessment').isVisible()).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'pages.png'), fullPage: true });
  });

  test("a metric's history: the p75 chart over the rating bands and the distribution per period", async () => {
    const { page, pageErrors } = tp;
    await page.goto(tp.url(`/teams/${team}/${fast}/crux/metrics/lcp`));
    const chart = page.getByTestId('crux-history-chart');
    await expect.poll(() => chart.locator('canvas').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    // 40 weekly periods backfilled from the History API, plus the latest daily one unless it ends on the
    // same Saturday as the last weekly one; all within 12 months. As the fixture server gave them on the
    // day of the collection.
    const periods = new Set([
      ...historyPeriodEnds(collectedOn, 40).map(isoDay),
      fixtureLatestPeriodEnd(collectedOn),
    ]);
    await page.getByTestId('crux-history-chart-period').selectOption('12');
    const rows = chart.getByRole('table', { name: /75th percentile, 12 months/ }).locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(periods.size);
    expect(await page.getByTestId('crux-distribution-history').isVisible()).toBe(true);
    expect(await chart.getByRole('img').getAttribute('aria-label')).toMatch(/^LCP at the 75th percentile/);
    await page.screenshot({ path: join(SHOTS, 'metric-lcp.png'), fullPage: true });
    // The dark theme: the chart is rebuilt with the dark tokens' colours.
    await page.evaluate(() => localStorage.setItem('pace:theme', 'dark'));
    await page.reload();
    await expect.poll(() => chart.locator('canvas').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await page.screenshot({ path: join(SHOTS, 'metric-lcp-dark.png'), fullPage: true });
    await page.evaluate(() => localStorage.removeItem('pace:theme'));
    expect(pageErrors).toEqual([]);
  });

  test("the LCP screen shows LCP's sub-parts with their ratings, which one dominates, and their history", async () => {
    const { page, pageErrors } = tp;
    await page.goto(tp.url(`/teams/${team}/${fast}/crux/metrics/lcp`));
    const parts = page.getByTestId('crux-lcp-parts');
    const verdict = parts.getByTestId('crux-lcp-parts-verdict');
    await expect.poll(() => verdict.isVisible(), { timeout: 30_000 }).toBe(true);
    // Each part's p75 for all devices as the fixture server reported it, rated by @pace/metrics.
    const expected = Object.fromEntries(
      LCP_PART_KEYS.map((key) => [key, lcpPartProfile(fastOrigin, 'ALL', key)]),
    );
    const breakdown = lcpPartsBreakdown('crux', expected);
    for (const part of breakdown.parts) {
      const row = parts.getByTestId(`crux-lcp-part-${part.metric}`);
      expect(Number(await row.locator('data').getAttribute('value'))).toBe(part.p75);
      expect(await row.locator('[data-rating]').getAttribute('data-rating')).toBe(part.rating);
    }
    // The plain line names the part with the largest p75.
    expect(await verdict.getAttribute('data-dominant')).toBe(breakdown.dominant);
    const name = CRUX[breakdown.dominant!].name.replace(/^LCP /, '');
    expect((await verdict.textContent())?.toLowerCase()).toContain(`${name.toLowerCase()} dominates`);
    // Their history from the History API backfill: one line per part.
    const chart = page.getByTestId('crux-lcp-parts-chart');
    await expect.poll(() => chart.locator('canvas').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await chart.getByRole('img').getAttribute('aria-label')).toMatch(
      /^LCP sub-parts at the 75th percentile/,
    );
    // Four lines told apart by colour (and every other one dashed): the legend's markers differ.
    const markers = await chart
      .locator('.u-legend .u-series .u-marker')
      .evaluateAll((els) => els.slice(1).map((el) => getComputedStyle(el).borderColor));
    // (The first marker is the date's.)
    expect(markers).toHaveLength(4);
    expect(new Set(markers).size).toBe(4);
    await page.screenshot({ path: join(SHOTS, 'lcp-parts.png'), fullPage: true });
    await page.evaluate(() => localStorage.setItem('pace:theme', 'dark'));
    await page.reload();
    await expect.poll(() => chart.locator('canvas').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await page.screenshot({ path: join(SHOTS, 'lcp-parts-dark.png'), fullPage: true });
    await page.evaluate(() => localStorage.removeItem('pace:theme'));

    // Desktops: the fixture's CrUX leaves the parts out (too few image LCPs), and the screen says so.
    await page.getByText('Desktop', { exact: true }).click();
    const missing = parts.getByTestId('crux-lcp-parts-missing');
    await expect.poll(() => missing.isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await missing.textContent()).toContain(`no LCP sub-parts for ${fastOrigin} on desktops`);
    expect(await parts.getByTestId('crux-lcp-parts-table').count()).toBe(0);
    // LCP itself is still there for desktops.
    const desktop = metricProfile(fastOrigin, 'DESKTOP', 'lcp');
    await expect
      .poll(() => page.getByTestId('crux-metric-current').locator('data').first().getAttribute('value'))
      .toBe(String(desktop.p75));
    await page.screenshot({ path: join(SHOTS, 'lcp-parts-desktop.png'), fullPage: true });
    expect(pageErrors).toEqual([]);
  });

  test("the chart says 'Failed to load data' when its query fails", async () => {
    const { context, url } = tp;
    const page = await context.newPage();
    // Only the history query fails (urql sends queries as GET, the query in the URL, or as POST).
    await page.route(
      (address) => address.pathname === '/graphql',
      (route) => {
        const request = `${route.request().url()} ${route.request().postData() ?? ''}`;
        if (/cruxmetrichistory/i.test(request)) return route.fulfill({ status: 500, body: 'broken' });
        return route.fallback();
      },
    );
    await page.goto(url(`/teams/${team}/${fast}/crux/metrics/inp`), { timeout: 30_000 });
    const failed = page.getByTestId('chart-error');
    await expect.poll(() => failed.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await failed.first().textContent({ timeout: 1_000 })).toBe('Failed to load data');
    // The rest of the screen still shows the metric from its own query.
    expect(await page.getByTestId('crux-metric-current').isVisible()).toBe(true);
    await page.close();
  });

  test('a site without CrUX data shows the empty state', async () => {
    const { page } = tp;
    await page.goto(tp.url(`/teams/${team}/${quiet}/crux/dashboard`));
    const empty = page.getByTestId('crux-empty');
    await expect.poll(() => empty.isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await empty.textContent()).toContain('No CrUX data for this site yet');
    expect(await page.getByTestId('crux-assessment').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'empty.png'), fullPage: true });
  });
});
