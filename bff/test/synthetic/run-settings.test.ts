// A site's run settings over GraphQL (issue 21): the defaults, a member's change, bad settings refused
// with the field named and nothing written; and a test's run count and the spread of its measurements
// (the ± of the test detail, the band of the history chart), as the audit worker stores them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorHeaders, createWorld, gql, type Headers, type World } from '../support/actors.ts';
import { MODES, startTestApp, type TestApp } from '../support.ts';

const FIELDS = 'minRuns maxRuns keyMetric targetPercent';
const READ = `query ($t: ID!, $s: ID!) { runSettings(teamId: $t, siteId: $s) { ${FIELDS} } }`;
const UPDATE = `mutation ($t: ID!, $s: ID!, $input: RunSettingsInput!) {
  updateRunSettings(teamId: $t, siteId: $s, input: $input) { ${FIELDS} } }`;

describe.each(MODES)('run settings (%s)', (mode) => {
  let app: TestApp;
  let world: World;
  let member: Headers;
  let site: { t: string; s: string };

  beforeAll(async () => {
    app = await startTestApp(mode);
    world = await createWorld(app);
    member = await actorHeaders(app, world.users.memberA);
    site = { t: world.teamA1.slug, s: world.siteA1.slug };
  });
  afterAll(() => app?.close());

  it('starts at 3 to 9 runs until the performance score is within 5 %, and takes a member’s change', async () => {
    const read = await gql<{ runSettings: unknown }>(app, member, READ, site);
    expect(read.data?.runSettings).toEqual({
      minRuns: 3,
      maxRuns: 9,
      keyMetric: 'performance_score',
      targetPercent: 5,
    });
    const input = { minRuns: 2, maxRuns: 5, keyMetric: 'lcp', targetPercent: 2.5 };
    const saved = await gql<{ updateRunSettings: unknown }>(app, member, UPDATE, { ...site, input });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateRunSettings).toEqual(input);
    const site1 = await app.db.models.Site.findByPk(world.siteA1.id, { rejectOnEmpty: true });
    expect(site1).toMatchObject({ minRuns: 2, maxRuns: 5, runKeyMetric: 'lcp', runTargetPercent: 2.5 });
  });

  it('refuses bad settings with the field named, writing nothing', async () => {
    const good = { minRuns: 3, maxRuns: 9, keyMetric: 'lcp', targetPercent: 5 };
    const before = await app.db.models.Site.findByPk(world.siteA1.id, { rejectOnEmpty: true });
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ minRuns: 5, maxRuns: 4 }, 'maxRuns', /The cap cannot be below the minimum runs/],
      [{ minRuns: 0 }, 'minRuns', /Enter a minimum of 1 to 15 runs/],
      [{ maxRuns: 16 }, 'maxRuns', /Enter a cap of 1 to 15 runs/],
      [{ targetPercent: 0 }, 'targetPercent', /Enter a target of 0.5 to 50 %/],
      [{ targetPercent: 80 }, 'targetPercent', /Enter a target of 0.5 to 50 %/],
    ];
    for (const [change, field, message] of cases) {
      const result = await gql(app, member, UPDATE, { ...site, input: { ...good, ...change } });
      expect(result.errors?.[0]?.extensions, JSON.stringify(change)).toMatchObject({
        code: 'BAD_USER_INPUT',
        field,
      });
      expect(result.errors?.[0]?.message).toMatch(message);
    }
    // A key metric outside the list is refused by the schema itself.
    const unknown = await gql(app, member, UPDATE, { ...site, input: { ...good, keyMetric: 'mystery' } });
    expect(unknown.errors?.[0]?.message).toMatch(/RunKeyMetric/);
    const after = await app.db.models.Site.findByPk(world.siteA1.id, { rejectOnEmpty: true });
    expect(after.updatedAt).toEqual(before.updatedAt);
  });

  it('shows a test’s run count and the spread of its measurements, and the interval in the history', async () => {
    const { Page, TestProfile, Snapshot, Test, MetricMeasurement } = app.db.models;
    const siteId = world.siteA1.id;
    const page = await Page.create({ siteId, name: 'Spread home', url: 'https://a.test/spread' });
    const profile = await TestProfile.create({
      siteId,
      name: 'Spread',
      device: 'desktop',
      connection: 'cable',
    });
    const snapshot = await Snapshot.create({ siteId, trigger: 'manual', triggerClient: 'test' });
    const test = await Test.create({
      snapshotId: snapshot.id,
      siteId,
      pageId: page.id,
      profileId: profile.id,
      url: page.url,
      status: 'completed',
      runCount: 5,
    });
    const row = { testId: test.id, siteId, pageId: page.id, profileId: profile.id, measuredAt: new Date() };
    await MetricMeasurement.bulkCreate([
      { ...row, metric: 'lcp', value: 1200, iqr: 60, ciLower: 1150, ciUpper: 1270, ciLevel: 0.9375 },
      { ...row, metric: 'cls', value: 0 },
    ]);
    const result = await gql<{
      test: { runCount: number; metrics: Record<string, unknown>[] };
      metricHistory: { series: { page: { name: string }; points: Record<string, unknown>[] }[] };
    }>(
      app,
      member,
      `query ($t: ID!, $s: ID!, $u: ID!) {
        test(teamId: $t, siteId: $s, uuid: $u) { runCount metrics { metric value iqr ciLower ciUpper ciLevel } }
        metricHistory(teamId: $t, siteId: $s, metric: "lcp") { series { page { name } points { value ciLower ciUpper ciLevel } } }
      }`,
      { ...site, u: test.uuid },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.test.runCount).toBe(5);
    expect(result.data!.test.metrics).toEqual([
      { metric: 'lcp', value: 1200, iqr: 60, ciLower: 1150, ciUpper: 1270, ciLevel: 0.9375 },
      { metric: 'cls', value: 0, iqr: null, ciLower: null, ciUpper: null, ciLevel: null },
    ]);
    const series = result.data!.metricHistory.series.find((s) => s.page.name === 'Spread home');
    expect(series?.points).toEqual([{ value: 1200, ciLower: 1150, ciUpper: 1270, ciLevel: 0.9375 }]);
  });
});
