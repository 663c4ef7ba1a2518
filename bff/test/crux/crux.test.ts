// The CrUX GraphQL area over HTTP: what the screens read from stored measurements, and who may read it.
import { createHash } from 'node:crypto';
import type { CruxFormFactorName, Site } from '@pace/platform/db';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  actorHeaders,
  addMember,
  createUser,
  createWorld,
  gql,
  type Headers,
  type World,
} from '../support/actors.ts';
import { startTestApp, type TestApp } from '../support.ts';

const SUMMARY = /* GraphQL */ `
  query ($teamId: ID!, $siteId: ID!, $formFactor: CruxFormFactor) {
    cruxSummary(teamId: $teamId, siteId: $siteId, formFactor: $formFactor) {
      target formFactor hasData sampleData status period { firstDate lastDate } assessment
      metrics { metric p75 rating shares { good average poor } trend { previousP75 change direction } }
    }
  }
`;
const PAGES = /* GraphQL */ `
  query ($teamId: ID!, $siteId: ID!) {
    cruxPages(teamId: $teamId, siteId: $siteId) { target status assessment metrics { metric p75 } }
  }
`;
const HISTORY = /* GraphQL */ `
  query ($teamId: ID!, $siteId: ID!, $metric: String!, $months: Int, $formFactor: CruxFormFactor) {
    cruxMetricHistory(teamId: $teamId, siteId: $siteId, metric: $metric, months: $months, formFactor: $formFactor) {
      metric target months points { periodEnd p75 shares { good average poor } }
    }
  }
`;
const COLLECT = /* GraphQL */ `
  mutation ($teamId: ID!, $siteId: ID!) { collectCruxNow(teamId: $teamId, siteId: $siteId) { jobId } }
`;

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
// The two periods' last days, taken once: the assertions name the days stored in beforeAll even when the
// file runs across midnight (both are well within the 3 months of the history asked for, on any day).
const LATEST = isoDaysAgo(3);
const PREVIOUS = isoDaysAgo(31);

/** Stores one period of values for a target, as the worker would. */
async function seed(
  app: TestApp,
  site: Site,
  target: string,
  periodEnd: string,
  values: Record<string, [p75: number, good: number, average: number, poor: number]>,
  formFactor: CruxFormFactorName = 'ALL',
) {
  const kind = target.endsWith('/') || new URL(target).pathname !== '/' ? 'url' : 'origin';
  const targetHash = createHash('sha256').update(target).digest('hex');
  await app.db.models.CruxMeasurement.bulkCreate(
    Object.entries(values).map(([metric, [p75, good, average, poor]]) => ({
      siteId: site.id,
      kind,
      target,
      targetHash,
      formFactor,
      metric,
      periodStart: isoDaysAgo(40),
      periodEnd,
      p75,
      goodDensity: good,
      niDensity: average,
      poorDensity: poor,
      histogram: [],
    })),
  );
  const state = { siteId: site.id, kind, target, targetHash, formFactor, checkedAt: new Date() } as const;
  const existing = await app.db.models.CruxTarget.findOne({
    where: { siteId: site.id, targetHash, formFactor },
  });
  if (existing) await existing.update({ status: 'collected', lastPeriodEnd: periodEnd });
  else await app.db.models.CruxTarget.create({ ...state, status: 'collected', lastPeriodEnd: periodEnd });
}

let app: TestApp;
let world: World;
let member: Headers;
let viewer: Headers;
let otherAdmin: Headers;
let otherViewer: Headers;
const origin = () => new URL(world.siteA1.canonicalUrl).origin;
const siteA1 = () => ({ teamId: world.teamA1.slug, siteId: world.siteA1.slug });

beforeAll(async () => {
  app = await startTestApp('embedded');
  world = await createWorld(app);
  member = await actorHeaders(app, world.users.memberA);
  viewer = await actorHeaders(app, world.users.viewerA);
  otherAdmin = await actorHeaders(app, world.users.adminB);
  const viewerB = await createUser(app, 'viewer-b');
  await addMember(app, viewerB, world.orgB, 'viewer', [world.teamB1]);
  otherViewer = await actorHeaders(app, viewerB);
  await seed(app, world.siteA1, origin(), PREVIOUS, {
    lcp: [2600, 0.7, 0.2, 0.1],
    cls: [0.05, 0.9, 0.07, 0.03],
    inp: [150, 0.85, 0.1, 0.05],
  });
  await seed(app, world.siteA1, origin(), LATEST, {
    lcp: [2100, 0.8, 0.15, 0.05],
    cls: [0.05, 0.9, 0.07, 0.03],
    inp: [180, 0.82, 0.12, 0.06],
    ttfb: [700, 0.8, 0.15, 0.05],
    fcp: [1500, 0.8, 0.15, 0.05],
    rtt: [120, 0.5, 0.4, 0.1],
  });
  await seed(
    app,
    world.siteA1,
    origin(),
    LATEST,
    { lcp: [4200, 0.5, 0.2, 0.3], cls: [0.3, 0.5, 0.2, 0.3] },
    'PHONE',
  );
  await seed(app, world.siteA1, world.siteA1.canonicalUrl, LATEST, {
    lcp: [3000, 0.6, 0.3, 0.1],
    cls: [0.02, 0.95, 0.03, 0.02],
  });
}, 60_000);
afterAll(() => app.close());

describe('cruxSummary', () => {
  test("assesses the origin's Core Web Vitals at p75 and gives each metric's value, shares and trend", async () => {
    const { data, errors } = await gql<{ cruxSummary: Record<string, unknown> }>(
      app,
      viewer,
      SUMMARY,
      siteA1(),
    );
    expect(errors).toBeUndefined();
    const summary = data!.cruxSummary as {
      metrics: { metric: string; p75: number; rating: string; trend: { direction: string } | null }[];
    } & Record<string, unknown>;
    expect(summary).toMatchObject({
      target: origin(),
      formFactor: 'ALL',
      hasData: true,
      sampleData: false,
      status: 'collected',
      assessment: 'pass',
      period: { lastDate: LATEST },
    });
    expect(summary.metrics.map((m) => m.metric)).toEqual(['lcp', 'cls', 'inp', 'ttfb', 'fcp', 'rtt']);
    expect(summary.metrics[0]).toEqual({
      metric: 'lcp',
      p75: 2100,
      rating: 'good',
      shares: { good: 0.8, average: 0.15, poor: 0.05 },
      trend: { previousP75: 2600, change: (2100 - 2600) / 2600, direction: 'better' },
    });
    expect(summary.metrics.find((m) => m.metric === 'inp')?.trend?.direction).toBe('worse');
    expect(summary.metrics.find((m) => m.metric === 'cls')?.trend?.direction).toBe('same');
    expect(summary.metrics.find((m) => m.metric === 'ttfb')?.trend).toBeNull();
  });

  test('per form factor: phones fail on LCP and CLS', async () => {
    const { data } = await gql<{ cruxSummary: { assessment: string } }>(app, viewer, SUMMARY, {
      ...siteA1(),
      formFactor: 'PHONE',
    });
    expect(data?.cruxSummary.assessment).toBe('fail');
  });

  test('a site with nothing collected: no data, not assessed', async () => {
    const admin = await actorHeaders(app, world.users.adminA);
    const { data } = await gql<{ cruxSummary: Record<string, unknown> }>(app, admin, SUMMARY, {
      teamId: world.teamA2.slug,
      siteId: world.siteA2.slug,
    });
    expect(data?.cruxSummary).toMatchObject({
      hasData: false,
      status: 'not_collected',
      assessment: 'not_assessed',
      period: null,
    });
  });
});

describe('cruxPages and cruxMetricHistory', () => {
  test('pages list each URL with its assessment', async () => {
    const { data } = await gql<{ cruxPages: unknown[] }>(app, viewer, PAGES, siteA1());
    expect(data?.cruxPages).toEqual([
      {
        target: world.siteA1.canonicalUrl,
        status: 'collected',
        assessment: 'fail',
        metrics: [
          { metric: 'lcp', p75: 3000 },
          { metric: 'cls', p75: 0.02 },
          { metric: 'inp', p75: null },
          { metric: 'ttfb', p75: null },
          { metric: 'fcp', p75: null },
          { metric: 'rtt', p75: null },
        ],
      },
    ]);
  });

  test("a metric's history: one point per period, oldest first", async () => {
    const { data } = await gql<{ cruxMetricHistory: Record<string, unknown> }>(app, viewer, HISTORY, {
      ...siteA1(),
      metric: 'lcp',
      months: 3,
    });
    expect(data?.cruxMetricHistory).toEqual({
      metric: 'lcp',
      target: origin(),
      months: 3,
      points: [
        { periodEnd: PREVIOUS, p75: 2600, shares: { good: 0.7, average: 0.2, poor: 0.1 } },
        { periodEnd: LATEST, p75: 2100, shares: { good: 0.8, average: 0.15, poor: 0.05 } },
      ],
    });
  });

  test('an unknown metric or time period is a bad input naming the field', async () => {
    const unknown = await gql(app, viewer, HISTORY, { ...siteA1(), metric: 'tbt' });
    expect(unknown.errors?.[0]).toMatchObject({
      message: 'Unknown CrUX metric: tbt',
      extensions: { code: 'BAD_USER_INPUT', field: 'metric' },
    });
    const months = await gql(app, viewer, HISTORY, { ...siteA1(), metric: 'lcp', months: 5 });
    expect(months.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'months' });
  });
});

describe('access', () => {
  test('a viewer or an administrator of another organisation is told the site does not exist', async () => {
    for (const [headers, query, extra] of [
      [otherViewer, SUMMARY, {}],
      [otherViewer, PAGES, {}],
      [otherViewer, HISTORY, { metric: 'lcp' }],
      [otherAdmin, SUMMARY, {}],
    ] as const) {
      const { data, errors } = await gql(app, headers, query, { ...siteA1(), ...extra });
      expect(data).toBeNull();
      expect(errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    }
    // Its own organisation's site answers.
    const own = await gql(app, otherViewer, SUMMARY, {
      teamId: world.teamB1.slug,
      siteId: world.siteB1.slug,
    });
    expect(own.errors).toBeUndefined();
  });

  test('nobody signed in gets nothing', async () => {
    const { data, errors } = await gql(app, {}, SUMMARY, siteA1());
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|NOT_FOUND/);
  });

  test('collecting now needs updateSites: a viewer may not, a member queues the job', async () => {
    const denied = await gql(app, viewer, COLLECT, siteA1());
    expect(denied.errors?.[0]).toMatchObject({
      message: 'You are not authorised to modify this site',
      extensions: { code: 'FORBIDDEN' },
    });
    const other = await gql(app, otherAdmin, COLLECT, siteA1());
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const { data, errors } = await gql<{ collectCruxNow: { jobId: string } }>(app, member, COLLECT, siteA1());
    expect(errors).toBeUndefined();
    expect(data?.collectCruxNow.jobId).toMatch(new RegExp(`^crux-now-${world.siteA1.id}-`));
    expect((await app.deps.queues.counts('crux')).waiting).toBe(1);
  });

  test('collecting now is refused with the spec’s message while the account is paused, and queued again once resumed', async () => {
    const { Subscription } = app.db.models;
    const organisationId = world.teamA1.organisationId;
    await Subscription.destroy({ where: { organisationId } });
    const subscription = await Subscription.create({
      organisationId,
      organisationName: 'A',
      status: 'paused',
      plan: 'pro',
    });
    const before = (await app.deps.queues.counts('crux')).waiting;
    const paused = await gql(app, member, COLLECT, siteA1());
    expect(paused.errors?.[0]).toMatchObject({
      message: 'Your subscription is currently paused. Reactivate your plan to add new Sites or run tests',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await app.deps.queues.counts('crux')).waiting).toBe(before);
    await subscription.update({ status: 'active' });
    const resumed = await gql(app, member, COLLECT, siteA1());
    expect(resumed.errors).toBeUndefined();
  });
});
