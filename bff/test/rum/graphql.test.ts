// The RUM GraphQL area through the access rules: who may read reports, change RUM settings and manage
// page groupings, the settings' validation and states, and reports read back from rollups.
import { rollUpDay } from '@pace/rum/rollup-store';
import { utcDay } from '@pace/rum/stored-beacon';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { actorHeaders, createWorld, gql, type World } from '../support/actors.ts';
import { startTestApp, type TestApp } from '../support.ts';
import { beacon, post, writerFor } from './support.ts';

const SETTINGS = /* GraphQL */ `
  query ($teamId: ID!, $siteId: ID!) {
    rumSettings(teamId: $teamId, siteId: $siteId) {
      state siteKey embedCode samplingRate allowedOrigins geographicMonitoring retentionMonths waitingForData
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation ($teamId: ID!, $siteId: ID!, $input: RumSettingsInput!) {
    updateRumSettings(teamId: $teamId, siteId: $siteId, input: $input) {
      state siteKey embedCode samplingRate allowedOrigins geographicMonitoring retentionMonths waitingForData
    }
  }
`;
const CREATE_GROUPING = /* GraphQL */ `
  mutation ($teamId: ID!, $siteId: ID!, $input: PageGroupingInput!) {
    createPageGrouping(teamId: $teamId, siteId: $siteId, input: $input) { uuid name pattern position }
  }
`;

type Breakdowns = { dimension: string; segments: Record<string, unknown>[] }[];
interface ReportData {
  rumDashboard: Record<string, unknown> & { coreWebVitals: Record<string, unknown>[] };
  rumPages: { value: string }[];
  rumMetric: Record<string, unknown> & { breakdowns: Breakdowns };
  rumAudience: { dimensions: Breakdowns };
}

// The reports' "today" is the UTC day of the clock when the beacons are received, when the test rolls them
// up and when the bff reads the period: the reports test sets the clock (the bff runs in this process, on
// SQLite, which reads no clock), and it stands still, so that a run across midnight does not read the next
// day; on the last millisecond of a year and of 29 February, and at midnight on the 1st (hours apart: the
// live visitors of one are not in the others' last minutes).
const DAYS = ['2027-12-31T23:59:59.999Z', '2028-02-29T23:59:59.999Z', '2028-05-01T00:00:00.000Z'];

describe('RUM over GraphQL', () => {
  let app: TestApp;
  let world: World;
  let site: { teamId: string; siteId: string };
  beforeAll(async () => {
    // The clock moves years ahead below, past any trial: billing is off, so the account never stops RUM.
    app = await startTestApp('embedded', { env: { BILLING: 'off' } });
    world = await createWorld(app);
    site = { teamId: world.teamA1.slug, siteId: world.siteA1.slug };
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => app.close());

  it('moves a site from not configured to enabled (waiting for data) to disabled', async () => {
    const member = await actorHeaders(app, world.users.memberA);
    const before = await gql(app, member, SETTINGS, site);
    expect(before.data?.rumSettings).toMatchObject({
      state: 'not_configured',
      siteKey: null,
      waitingForData: false,
    });

    const enabled = await gql<{ updateRumSettings: Record<string, unknown> }>(app, member, UPDATE, {
      ...site,
      input: {
        enabled: true,
        samplingRate: 50,
        allowedOrigins: ['https://shop.example.test/any/path'],
        retentionMonths: 12,
      },
    });
    expect(enabled.errors).toBeUndefined();
    const settings = enabled.data!.updateRumSettings;
    expect(settings).toMatchObject({
      state: 'enabled',
      samplingRate: 50,
      allowedOrigins: ['https://shop.example.test'],
      retentionMonths: 12,
      geographicMonitoring: 'global',
      waitingForData: true,
    });
    expect(settings.embedCode).toBe(
      `<script async src="${app.deps.config.publicUrl}/rum/pace-rum.js" data-site-key="${settings.siteKey}" data-sample-rate="50"></script>`,
    );

    // The first beacon ends "Waiting for data".
    await post(app, beacon(settings.siteKey as string, { sampleRate: 50 }));
    await writerFor(app).drain();
    expect((await gql(app, member, SETTINGS, site)).data?.rumSettings).toMatchObject({
      waitingForData: false,
    });

    const disabled = await gql(app, member, UPDATE, { ...site, input: { enabled: false } });
    expect(disabled.data?.updateRumSettings).toMatchObject({ state: 'disabled' });
    // Disabling stops collection at once.
    expect((await post(app, beacon(settings.siteKey as string))).status).toBe(403);
  });

  it('refuses settings out of range with the field at fault, and changes nothing', async () => {
    const member = await actorHeaders(app, world.users.memberA);
    const cases: [Record<string, unknown>, string][] = [
      [{ samplingRate: 101 }, 'samplingRate'],
      [{ samplingRate: -1 }, 'samplingRate'],
      [{ allowedOrigins: ['shop.example.test'] }, 'allowedOrigins'],
      [{ allowedOrigins: ['ftp://shop.example.test'] }, 'allowedOrigins'],
      [{ retentionMonths: 25 }, 'retentionMonths'],
      [{ retentionMonths: 0 }, 'retentionMonths'],
    ];
    const before = (await gql(app, member, SETTINGS, site)).data?.rumSettings;
    for (const [input, field] of cases) {
      const result = await gql(app, member, UPDATE, { ...site, input });
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    expect((await gql(app, member, SETTINGS, site)).data?.rumSettings).toEqual(before);
  });

  it('lets viewers read but not change RUM settings; other organisations do not find the site', async () => {
    const viewer = await actorHeaders(app, world.users.viewerA);
    expect((await gql(app, viewer, SETTINGS, site)).errors).toBeUndefined();
    const refused = await gql(app, viewer, UPDATE, { ...site, input: { samplingRate: 10 } });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'You are not authorised to modify this site',
      extensions: { code: 'FORBIDDEN' },
    });
    const stranger = await actorHeaders(app, world.users.adminB);
    const hidden = await gql(app, stranger, SETTINGS, site);
    expect(hidden.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const anonymous = await gql(app, {}, SETTINGS, site);
    expect(anonymous.errors?.[0]?.extensions?.code).toMatch(/NOT_FOUND|UNAUTHENTICATED/);
  });

  it('manages page groupings with managePageGroupings, validating the pattern', async () => {
    const member = await actorHeaders(app, world.users.memberA);
    const viewer = await actorHeaders(app, world.users.viewerA);
    const created = await gql<{ createPageGrouping: { uuid: string; position: number } }>(
      app,
      member,
      CREATE_GROUPING,
      {
        ...site,
        input: { name: 'Blog', pattern: '/blog/**' },
      },
    );
    expect(created.errors).toBeUndefined();
    for (const pattern of ['blog/*', '/blog', '']) {
      const bad = await gql(app, member, CREATE_GROUPING, { ...site, input: { name: 'Bad', pattern } });
      expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'pattern' });
    }
    expect(
      (await gql(app, viewer, CREATE_GROUPING, { ...site, input: { name: 'X', pattern: '/x/*' } }))
        .errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    const uuid = created.data!.createPageGrouping.uuid;
    const updated = await gql(
      app,
      member,
      /* GraphQL */ `
      mutation ($teamId: ID!, $siteId: ID!, $uuid: ID!) {
        updatePageGrouping(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: { name: "Articles", pattern: "/blog/*" }) { name pattern }
      }`,
      { ...site, uuid },
    );
    expect(updated.data).toEqual({ updatePageGrouping: { name: 'Articles', pattern: '/blog/*' } });
    const list = await gql(
      app,
      viewer,
      `query ($teamId: ID!, $siteId: ID!) { pageGroupings(teamId: $teamId, siteId: $siteId) { name } }`,
      site,
    );
    expect(list.data).toEqual({ pageGroupings: [{ name: 'Articles' }] });
    const deleted = await gql(
      app,
      member,
      `mutation ($teamId: ID!, $siteId: ID!, $uuid: ID!) { deletePageGrouping(teamId: $teamId, siteId: $siteId, uuid: $uuid) }`,
      { ...site, uuid },
    );
    expect(deleted.data).toEqual({ deletePageGrouping: true });
  });

  it.each(DAYS)('reports the dashboard, pages, a metric and the audience from rollups on %s', async (now) => {
    vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] });
    const other = { teamId: world.teamA2.slug, siteId: world.siteA2.slug };
    const admin = await actorHeaders(app, world.users.adminA);
    const enabled = await gql<{ updateRumSettings: { siteKey: string } }>(app, admin, UPDATE, {
      ...other,
      input: { enabled: true, allowedOrigins: ['https://shop.example.test'] },
    });
    const siteKey = enabled.data!.updateRumSettings.siteKey;
    for (let i = 0; i < 10; i += 1) await post(app, beacon(siteKey, { path: `/p/${i % 2}` }));
    await writerFor(app).drain();
    await rollUpDay(app.db, world.siteA2.id, utcDay(Date.now()));
    const result = await gql<ReportData>(
      app,
      admin,
      /* GraphQL */ `
      query ($teamId: ID!, $siteId: ID!) {
        rumDashboard(teamId: $teamId, siteId: $siteId, period: today) {
          pageViews sessions liveVisitors uxRating { good average poor score rating } locations { value sessions }
          coreWebVitals { metric value rating }
        }
        rumPages(teamId: $teamId, siteId: $siteId, period: today) { value pageViews metrics { metric value } }
        rumMetric(teamId: $teamId, siteId: $siteId, metric: "lcp", period: today) {
          value rating samples history { day value } subMetrics { metric value }
          breakdowns { dimension segments { value metricValue samples } }
        }
        rumAudience(teamId: $teamId, siteId: $siteId, period: today) { sessions dimensions { dimension segments { value sessions } } }
      }`,
      other,
    );
    expect(result.errors).toBeUndefined();
    const data = result.data!;
    expect(data.rumDashboard).toMatchObject({ pageViews: 10, sessions: 10, liveVisitors: 10 });
    expect(data.rumDashboard.coreWebVitals[0]).toMatchObject({ metric: 'lcp', value: 372, rating: 'good' });
    expect(data.rumPages.map((row) => row.value).sort()).toEqual(['/p/0', '/p/1']);
    expect(data.rumMetric).toMatchObject({ value: 372, rating: 'good', samples: 10 });
    const element = data.rumMetric.breakdowns.find(
      (b: { dimension: string }) => b.dimension === 'attributionTarget',
    );
    expect(element?.segments[0]).toMatchObject({ value: '#hero', metricValue: 372, samples: 10 });
    const browsers = data.rumAudience.dimensions.find(
      (d: { dimension: string }) => d.dimension === 'browserName',
    );
    expect(browsers?.segments).toEqual([{ value: 'Chrome', sessions: 10 }]);
  });
});
