// History charts' periods and moving averages end to end: on a CrUX metric collected from the fixture
// server (40 weekly periods backfilled from the History API), a link with `months` and `average` opens
// that chart; switching the period and the window changes the URL and the chart; a period without data
// says so on a RUM metric that has none.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureLatestPeriodEnd, historyPeriodEnds } from '@pace/crux/fixtures';
import { chartPeriodRange, formatDate } from '@pace/metrics';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { collectCrux, signUpOwner } from '../support/owner.ts';
import { openPage, type TestPage } from '../support/page.ts';
import { repoRoot } from '../support/platform.ts';

const SHOTS = join(repoRoot, 'tests', '.artifacts', 'periods');
const stamp = Date.now().toString(36);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The collection periods the fixture server gave the worker (40 weekly ones from the History API and the
 * latest daily one) that end within a chart period of `months`, as the product's own date functions count
 * them: how many there are depends on the day the suite runs (25 to 28 in 6 months). The fixture server
 * dates them by the day of the collection; the chart's period starts from the day it is read.
 */
function periodEndsWithin(months: number, collectedOn: Date, today = new Date()): string[] {
  const ends = new Set([
    ...historyPeriodEnds(collectedOn, 40).map(isoDay),
    fixtureLatestPeriodEnd(collectedOn),
  ]);
  const { from } = chartPeriodRange(months, today);
  return [...ends].filter((end) => end >= from).sort();
}

let tp: TestPage;
let sitePath: string;
let collectedOn: Date;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  tp = await openPage();
  const owner = await signUpOwner(tp, {
    name: 'Period Picker',
    email: `periods@${stamp}.example.test`,
    organisation: `Periods ${stamp}`,
    team: `Charts ${stamp}`,
  });
  const site = await owner.createSite('Shop', `https://www.periods-${stamp}.example/`);
  sitePath = `/teams/${owner.team}/${site}`;
  collectedOn = await collectCrux(owner, site);
}, 120_000);

afterAll(async () => {
  await tp?.context.close();
});

describe('history periods and moving averages', () => {
  test('a link opens the chart it names; switching period and window changes the URL and the chart', async () => {
    const { page, pageErrors } = tp;
    await page.goto(tp.url(`${sitePath}/crux/metrics/lcp?months=6&average=1m`));
    const chart = page.getByTestId('crux-history-chart');
    const period = page.getByTestId('crux-history-chart-period');
    const average = page.getByTestId('crux-history-chart-average');
    await expect.poll(() => chart.locator('canvas').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await period.inputValue()).toBe('6');
    expect(await average.inputValue()).toBe('1m');
    // The chart's data table, by its caption (uPlot's legend is a table of its own).
    const table = chart.getByRole('table', { name: /at the 75th percentile/ });
    const rows = table.locator('tbody tr');
    const headers = () => table.locator('thead th').allTextContents();
    // The raw p75 and its 1-month average, drawn together.
    expect(await headers()).toEqual(['Date', 'p75, all devices', 'p75, all devices, 1 month average']);
    // One row per collection period ending in the 6 months, none from before them.
    const inSixMonths = periodEndsWithin(6, collectedOn);
    const sixMonths = await rows.count();
    expect(sixMonths).toBe(inSixMonths.length);
    expect(await rows.first().locator('th').textContent()).toBe(
      formatDate(Date.parse(`${inSixMonths[0]}T00:00:00Z`)),
    );
    await page.screenshot({ path: join(SHOTS, 'crux-6-months-1-month-average.png'), fullPage: true });

    // A longer period: more periods in the chart, and the URL says so.
    await period.selectOption('12');
    await expect.poll(() => new URL(page.url()).searchParams.get('months')).toBe('12');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(periodEndsWithin(12, collectedOn).length);
    expect(periodEndsWithin(12, collectedOn).length).toBeGreaterThan(sixMonths);
    expect(await chart.getByRole('img').getAttribute('aria-label')).toMatch(/12 months/);

    // Another window: the average series changes with it.
    await average.selectOption('3m');
    await expect.poll(() => new URL(page.url()).searchParams.get('average')).toBe('3m');
    await expect.poll(headers).toEqual(['Date', 'p75, all devices', 'p75, all devices, 3 months average']);
    await page.screenshot({ path: join(SHOTS, 'crux-12-months-3-month-average.png'), fullPage: true });

    // No average: the raw series alone, and the parameter leaves the URL.
    await average.selectOption('');
    await expect.poll(() => new URL(page.url()).searchParams.has('average')).toBe(false);
    await expect.poll(headers).toEqual(['Date', 'p75, all devices']);

    // The form factor keeps the chart's choice.
    await page.getByText('Phone', { exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('formFactor')).toBe('PHONE');
    expect(new URL(page.url()).searchParams.get('months')).toBe('12');

    // Reloading the link shows the same chart.
    await page.reload();
    await expect.poll(() => chart.locator('canvas').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await period.inputValue()).toBe('12');
    expect(pageErrors).toEqual([]);
  });

  test('a period without data says so instead of drawing an empty chart', async () => {
    const { page } = tp;
    await page.goto(tp.url(`${sitePath}/rum/metrics/lcp?months=24&average=1w`));
    const empty = page.getByTestId('chart-empty');
    await expect.poll(() => empty.textContent(), { timeout: 30_000 }).toMatch(/in the last 24 months$/);
    expect(await page.getByTestId('rum-metric-history-period').inputValue()).toBe('24');
    await page.screenshot({ path: join(SHOTS, 'rum-no-data.png'), fullPage: true });
  });
});
