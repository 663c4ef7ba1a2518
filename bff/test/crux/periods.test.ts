// CrUX history past what the History API returns (about 40 weekly periods, some 9 months) comes from our
// own stored collections: a 24-month chart reads every stored period of those months, a shorter one
// only its own.
import { createHash } from 'node:crypto';
import { chartPeriodRange } from '@pace/metrics';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { actorHeaders, createWorld, gql, type World } from '../support/actors.ts';
import { startTestApp, type TestApp } from '../support.ts';

const HISTORY = /* GraphQL */ `
  query ($teamId: ID!, $siteId: ID!, $months: Int) {
    cruxMetricHistory(teamId: $teamId, siteId: $siteId, metric: "lcp", months: $months) {
      months points { periodEnd p75 }
    }
  }
`;
type History = { cruxMetricHistory: { months: number; points: { periodEnd: string; p75: number }[] } };
const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

let app: TestApp;
let world: World;

beforeAll(async () => {
  app = await startTestApp('embedded');
  world = await createWorld(app);
  const target = new URL(world.siteA1.canonicalUrl).origin;
  const targetHash = createHash('sha256').update(target).digest('hex');
  // Collections stored over two years: 700, 500, 300 and 100 days ago, and 3 days ago.
  await app.db.models.CruxMeasurement.bulkCreate(
    [700, 500, 300, 100, 3].map((daysAgo, index) => ({
      siteId: world.siteA1.id,
      kind: 'origin' as const,
      target,
      targetHash,
      formFactor: 'ALL' as const,
      metric: 'lcp',
      periodStart: isoDaysAgo(daysAgo + 27),
      periodEnd: isoDaysAgo(daysAgo),
      p75: 2000 + index * 100,
      goodDensity: 0.8,
      niDensity: 0.15,
      poorDensity: 0.05,
      histogram: [],
    })),
  );
});
afterAll(() => app.close());

describe('cruxMetricHistory over 3 to 24 months', () => {
  test.each([
    [3, [2400]],
    [6, [2300, 2400]],
    [12, [2200, 2300, 2400]],
    [18, [2100, 2200, 2300, 2400]],
    [24, [2000, 2100, 2200, 2300, 2400]],
  ])('%d months read the stored periods ending in them', async (months, p75s) => {
    const viewer = await actorHeaders(app, world.users.viewerA);
    const result = await gql<History>(app, viewer, HISTORY, {
      teamId: world.teamA1.slug,
      siteId: world.siteA1.slug,
      months,
    });
    expect(result.errors).toBeUndefined();
    const { points } = result.data!.cruxMetricHistory;
    expect(points.map((p) => p.p75)).toEqual(p75s);
    for (const point of points) expect(point.periodEnd >= chartPeriodRange(months).from).toBe(true);
  });
});
