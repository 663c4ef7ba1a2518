// A synthetic metric's history over a history chart's period (3 to 24 months, ending today).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorHeaders, createWorld, gql, type World } from '../support/actors.ts';
import { startTestApp, type TestApp } from '../support.ts';

const HISTORY = /* GraphQL */ `
  query ($teamId: ID!, $siteId: ID!, $months: Int) {
    metricHistory(teamId: $teamId, siteId: $siteId, metric: "lcp", months: $months) {
      series { page { name } profile { name } points { at value } }
    }
  }
`;
type History = { metricHistory: { series: { points: { value: number }[] }[] } };
const DAY = 86_400_000;

describe('metricHistory over a period in months', () => {
  let app: TestApp;
  let world: World;
  let site: { teamId: string; siteId: string };
  beforeAll(async () => {
    app = await startTestApp('embedded');
    world = await createWorld(app);
    site = { teamId: world.teamA1.slug, siteId: world.siteA1.slug };
    const { Page, TestProfile, Snapshot, Test, MetricMeasurement } = app.db.models;
    const siteId = world.siteA1.id;
    const page = await Page.create({ siteId, name: 'Periods', url: 'https://shop.example.test/periods' });
    const profile = await TestProfile.create({
      siteId,
      name: 'Periods phone',
      device: 'mobile',
      connection: '4g',
    });
    const snapshot = await Snapshot.create({ siteId, trigger: 'manual', triggerClient: 'test' });
    // 10 days, 100 days, 200 days and 400 days ago: inside 3, 6, 12 and 24 months respectively.
    for (const [daysAgo, value] of [
      [10, 2000],
      [100, 2100],
      [200, 2200],
      [400, 2400],
    ] as const) {
      // One test per measurement (a test measures each metric once).
      const test = await Test.create({
        snapshotId: snapshot.id,
        siteId,
        pageId: page.id,
        profileId: profile.id,
        url: page.url,
      });
      await MetricMeasurement.create({
        testId: test.id,
        siteId,
        pageId: page.id,
        profileId: profile.id,
        metric: 'lcp',
        value,
        measuredAt: new Date(Date.now() - daysAgo * DAY),
      });
    }
  });
  afterAll(() => app.close());

  it('returns the measurements of the period chosen', async () => {
    const viewer = await actorHeaders(app, world.users.viewerA);
    const values = async (months: number) => {
      const result = await gql<History>(app, viewer, HISTORY, { ...site, months });
      expect(result.errors).toBeUndefined();
      return result.data!.metricHistory.series.flatMap((s) => s.points.map((p) => p.value));
    };
    expect(await values(3)).toEqual([2000]);
    expect(await values(6)).toEqual([2100, 2000]);
    expect(await values(12)).toEqual([2200, 2100, 2000]);
    expect(await values(24)).toEqual([2400, 2200, 2100, 2000]);
  });

  it('refuses a period that is not offered', async () => {
    const viewer = await actorHeaders(app, world.users.viewerA);
    const result = await gql(app, viewer, HISTORY, { ...site, months: 5 });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'months' });
  });
});
