// A CrUX history chart holds the collection periods that end within its months, and none before, on
// whatever day it is read: the clock is set to days where month lengths, leap years and weekdays move
// the period's first day (month ends, 29 February, the first of a month, a Monday, a Sunday, a year's
// end). The stored periods are the ones the CrUX fixture server gives the worker on that day: 40 weekly
// History API periods ending on Saturdays, and the latest daily one.
import { createHash } from 'node:crypto';
import { fixtureLatestPeriodEnd, historyPeriodEnds } from '@pace/crux/fixtures';
import { CHART_PERIOD_MONTHS, chartPeriodRange } from '@pace/metrics';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { actorHeaders, createWorld, gql, type World } from '../support/actors.ts';
import { startTestApp, type TestApp } from '../support.ts';

const HISTORY = /* GraphQL */ `
  query ($teamId: ID!, $siteId: ID!, $months: Int) {
    cruxMetricHistory(teamId: $teamId, siteId: $siteId, metric: "lcp", months: $months) {
      points { periodEnd }
    }
  }
`;
type History = { cruxMetricHistory: { points: { periodEnd: string }[] } };

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const daysBefore = (day: string, days: number) =>
  isoDay(new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS));

const DAYS = [
  '2026-11-25T10:41:00Z', // the Wednesday the old browser test started failing
  '2026-01-31T23:59:00Z', // a month's end, a minute before midnight
  '2026-02-28T12:00:00Z', // the end of a short month
  '2028-02-29T08:00:00Z', // 29 February
  '2026-03-01T00:00:30Z', // the first of a month, just after midnight
  '2026-11-30T12:00:00Z', // a Monday
  '2026-11-29T12:00:00Z', // a Sunday
  '2026-12-31T18:00:00Z', // a year's end
  '2026-05-31T12:00:00Z', // 6 and 3 months back reach a month without a 31st
];

let app: TestApp;
let world: World;
let target: string;

beforeAll(async () => {
  app = await startTestApp('embedded');
  world = await createWorld(app);
  target = new URL(world.siteA1.canonicalUrl).origin;
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => app.close());

/** Replaces the site's stored history with what the worker would have stored on `today`. */
async function storeHistoryOf(today: Date): Promise<string[]> {
  const { CruxMeasurement } = app.db.models;
  await CruxMeasurement.destroy({ where: { siteId: world.siteA1.id } });
  const ends = [...new Set([...historyPeriodEnds(today, 40).map(isoDay), fixtureLatestPeriodEnd(today)])];
  await CruxMeasurement.bulkCreate(
    ends.map((periodEnd) => ({
      siteId: world.siteA1.id,
      kind: 'origin' as const,
      target,
      targetHash: createHash('sha256').update(target).digest('hex'),
      formFactor: 'ALL' as const,
      metric: 'lcp',
      periodStart: daysBefore(periodEnd, 27),
      periodEnd,
      p75: 2000,
      goodDensity: 0.8,
      niDensity: 0.15,
      poorDensity: 0.05,
      histogram: [],
    })),
  );
  return ends.sort();
}

describe.each(DAYS)('on %s', (now) => {
  test('each period shows the collection periods ending within it, and none before', async () => {
    vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] });
    const today = new Date();
    const stored = await storeHistoryOf(today);
    const viewer = await actorHeaders(app, world.users.viewerA);
    for (const months of CHART_PERIOD_MONTHS.filter((m) => m <= 6)) {
      const result = await gql<History>(app, viewer, HISTORY, {
        teamId: world.teamA1.slug,
        siteId: world.siteA1.slug,
        months,
      });
      expect(result.errors).toBeUndefined();
      const shown = result.data!.cruxMetricHistory.points.map((p) => p.periodEnd);
      const { from, to } = chartPeriodRange(months, today);
      expect(to).toBe(isoDay(today));
      // Every stored period ending on or after the period's first day, in order, and none before it
      // (there are older ones stored: 40 weeks reach further back than 6 months).
      expect(shown).toEqual(stored.filter((end) => end >= from));
      expect(stored.length).toBeGreaterThan(shown.length);
      // A Saturday every week plus the latest daily period: the span in days bounds the count.
      const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
      expect(shown.length).toBeGreaterThanOrEqual(Math.floor((days - 2) / 7));
      expect(shown.length).toBeLessThanOrEqual(Math.ceil(days / 7) + 1);
    }
    // 6 months hold 25 to 28 of them, whatever the day: the old browser test's bound of "fewer than 30"
    // failed on 25 November 2026 because it counted the chart legend's three rows with the data's 27.
    const sixMonths = stored.filter((end) => end >= chartPeriodRange(6, today).from).length;
    expect(sixMonths).toBeGreaterThanOrEqual(25);
    expect(sixMonths).toBeLessThanOrEqual(28);
  });
});
