// A RUM metric's history over a history chart's period (3 to 24 months), read from the daily rollups.
import { chartPeriodRange } from '@pace/metrics';
import { rollUpDay } from '@pace/rum/rollup-store';
import { utcDay } from '@pace/rum/stored-beacon';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { actorHeaders, createWorld, gql, type World } from '../support/actors.ts';
import { startTestApp, type TestApp } from '../support.ts';
import { beacon, post, writerFor } from './support.ts';

const HISTORY = /* GraphQL */ `
  query ($teamId: ID!, $siteId: ID!, $months: Int) {
    rumMetricHistory(teamId: $teamId, siteId: $siteId, metric: "lcp", months: $months) { day value rating samples }
  }
`;
type History = { rumMetricHistory: { day: string; value: number | null; samples: number }[] };

// "Today" is the UTC day of the clock when the beacons are received, when the test rolls them up and when
// the bff reads the period. The clock is set (the bff runs in this process, on SQLite, which reads no
// clock) and stands still, on days where a run could cross midnight or where months are counted back
// from a day that the earlier month lacks: a year's and 29 February's last millisecond, midnight on the
// 1st, 31 March and 31 May (1 and 3 months back are a 31 February), a Sunday.
const DAYS = [
  '2027-12-31T23:59:59.999Z',
  '2028-02-29T23:59:59.999Z',
  '2028-03-01T00:00:00.000Z',
  '2028-03-31T12:00:00.000Z',
  '2028-04-30T23:59:00.000Z',
  '2028-05-31T12:00:00.000Z',
];

describe.each(DAYS)('rumMetricHistory on %s', (now) => {
  let app: TestApp;
  let world: World;
  let site: { teamId: string; siteId: string };
  beforeAll(async () => {
    vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] });
    app = await startTestApp('embedded');
    world = await createWorld(app);
    site = { teamId: world.teamA1.slug, siteId: world.siteA1.slug };
    const admin = await actorHeaders(app, world.users.adminA);
    const enabled = await gql<{ updateRumSettings: { siteKey: string } }>(
      app,
      admin,
      `mutation ($teamId: ID!, $siteId: ID!) { updateRumSettings(teamId: $teamId, siteId: $siteId, input: { enabled: true, allowedOrigins: ["https://shop.example.test"] }) { siteKey } }`,
      site,
    );
    const siteKey = enabled.data!.updateRumSettings.siteKey;
    for (let i = 0; i < 4; i += 1) await post(app, beacon(siteKey));
    await writerFor(app).drain();
    await rollUpDay(app.db, world.siteA1.id, utcDay(Date.now()));
  });
  afterAll(async () => {
    await app?.close();
    vi.useRealTimers();
  });

  it('has one point per day of the period, today measured', async () => {
    const viewer = await actorHeaders(app, world.users.viewerA);
    for (const months of [3, 24]) {
      const result = await gql<History>(app, viewer, HISTORY, { ...site, months });
      expect(result.errors).toBeUndefined();
      const points = result.data!.rumMetricHistory;
      const { from, to } = chartPeriodRange(months);
      expect(points[0]!.day).toBe(from);
      expect(points.at(-1)).toMatchObject({ day: to, value: 372, samples: 4 });
      expect(points.filter((p) => p.value != null)).toHaveLength(1);
    }
  });

  it('refuses a period that is not offered, and other organisations do not find the site', async () => {
    const viewer = await actorHeaders(app, world.users.viewerA);
    const wrong = await gql(app, viewer, HISTORY, { ...site, months: 5 });
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'months' });
    const stranger = await actorHeaders(app, world.users.adminB);
    const hidden = await gql(app, stranger, HISTORY, { ...site, months: 3 });
    expect(hidden.errors?.[0]?.message).toMatch(/not found/);
  });
});
