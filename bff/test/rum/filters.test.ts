// RUM filters (issue 22) on both databases: a day of beacons with known devices, browsers, countries, page
// groupings, navigation and connection types is rolled up; a filtered p75 read from the filter rollups
// equals the p75 of the matching beacons within a histogram bucket, and filtered page views equal the
// matching page views exactly. Over GraphQL: the filter arguments of every report, their validation
// (BAD_USER_INPUT naming the filter) and access (another organisation's site gives nothing).
import { bucketSchemeFor, RUM } from '@pace/metrics';
import type { RumFilters } from '@pace/rum/filters';
import { periodRange } from '@pace/rum/periods';
import { RumReports } from '@pace/rum/reports';
import { rollUpDay } from '@pace/rum/rollup-store';
import type { StoredBeacon } from '@pace/rum/stored-beacon';
import { MemoryBeaconStream } from '@pace/rum/stream';
import { createRumSite } from '@pace/rum/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorHeaders, createWorld, gql } from '../support/actors.ts';
import { MODES, startTestApp, type TestApp } from '../support.ts';

const DEVICES = [
  { deviceType: 'desktop', osName: 'Windows' },
  { deviceType: 'mobile', osName: 'Android' },
  { deviceType: 'mobile', osName: 'iOS' },
  { deviceType: 'tablet', osName: 'iOS' },
  { deviceType: 'desktop', osName: 'Mac OS' },
];
const BROWSERS = ['Chrome', 'Safari', 'Firefox'];
const COUNTRIES = ['DE', 'US', 'FR', 'BR'];
const NAVIGATIONS = ['navigate', 'navigate', 'reload', 'back_forward'];
/** 4g, 3g, 2g, slow-2g, unknown. */
const RTTS = [50, 300, 1500, 2500, null];

/** Page view n of the day: its traits cycle at different rates, so every combination occurs. */
function pageViewOf(siteId: number, day: string, n: number): StoredBeacon {
  const lcp = 400 + ((n * 7919) % 4600);
  return {
    siteId,
    pageViewId: n.toString(16).padStart(32, '0'),
    seq: 0,
    day,
    receivedAt: Date.parse(`${day}T12:00:00Z`),
    path: n % 3 === 0 ? `/checkout/step-${n % 4}` : `/blog/post-${n % 11}`,
    query: null,
    navigationType: NAVIGATIONS[n % 4]!,
    landing: n % 2 === 0,
    sampleRate: 100,
    countryCode: COUNTRIES[n % 4]!,
    city: null,
    browserName: BROWSERS[n % 3]!,
    browserMajorVersion: '131',
    ...DEVICES[n % 5]!,
    osVersion: null,
    deviceVendor: null,
    deviceModel: null,
    rtt: RTTS[n % 5]!,
    lcp,
    lcp_ttfb: null,
    lcp_resource_load_delay: null,
    lcp_resource_load_duration: null,
    lcp_element_render_delay: null,
    lcpTarget: '#hero',
    inp: 50 + (n % 300),
    inp_input_delay: null,
    inp_processing_duration: null,
    inp_presentation_delay: null,
    inpTarget: null,
    inpInteractionType: null,
    cls: null,
    clsTarget: null,
    ttfb: null,
    ttfb_waiting: null,
    ttfb_cache: null,
    ttfb_dns: null,
    ttfb_connection: null,
    ttfb_request: null,
    fcp: null,
  };
}

/** Stored as the writer stores them (its rows have a date where the beacon has epoch milliseconds). */
const store = (app: TestApp, views: StoredBeacon[]) =>
  app.db.models.RumBeacon.bulkCreate(
    views.map((view) => ({ ...view, receivedAt: new Date(view.receivedAt) })),
  );

const CONNECTION = (rtt: number | null) =>
  rtt === null ? 'unknown' : rtt >= 2000 ? 'slow-2g' : rtt >= 1400 ? '2g' : rtt >= 270 ? '3g' : '4g';

/** Written out here rather than with the code under test, so both cannot be wrong alike. */
function matches(view: StoredBeacon, filters: RumFilters) {
  const device = filters.device;
  return (
    (!device ||
      device === view.deviceType ||
      (device === 'android' && view.osName === 'Android') ||
      (device === 'ios' && view.osName === 'iOS')) &&
    (!filters.browser || filters.browser === view.browserName) &&
    (!filters.country || filters.country === view.countryCode) &&
    (!filters.pageGrouping || view.path.startsWith('/checkout/')) &&
    (!filters.navigationType || filters.navigationType === view.navigationType) &&
    (!filters.connectionType || filters.connectionType === CONNECTION(view.rtt))
  );
}

/** Nearest-rank p75 of the values, and the width of the LCP histogram bucket it falls in. */
function exactP75(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const p75 = sorted[Math.ceil(0.75 * sorted.length) - 1]!;
  const { bounds } = bucketSchemeFor(RUM.lcp);
  const i = bounds.findIndex((bound) => p75 <= bound);
  return { p75, bucket: bounds[i]! - (bounds[i - 1] ?? 0) };
}

const FILTER_SETS: RumFilters[] = [
  { device: 'mobile' },
  { device: 'android' },
  { device: 'ios', country: 'DE' },
  { browser: 'Safari', navigationType: 'reload' },
  { connectionType: '3g' },
  { pageGrouping: 'Checkout', device: 'desktop' },
  { device: 'mobile', country: 'US', pageGrouping: 'Checkout', connectionType: '3g' },
];

const VIEWS = 3_000;

describe.each(MODES)('RUM filter rollups (%s)', (mode) => {
  let app: TestApp;
  let siteId: number;
  let views: StoredBeacon[];
  let reports: RumReports;
  const range = periodRange('today');
  beforeAll(async () => {
    app = await startTestApp(mode);
    const { site } = await createRumSite(app.db);
    siteId = site.id;
    await app.db.models.RumPageGrouping.create({ siteId, name: 'Checkout', pattern: '/checkout/**' });
    views = Array.from({ length: VIEWS }, (_, n) => pageViewOf(siteId, range.to, n));
    await store(app, views);
    await rollUpDay(app.db, siteId, range.to);
    reports = new RumReports({ db: app.db, stream: new MemoryBeaconStream() });
  });
  afterAll(() => app.close());

  it.each(FILTER_SETS)('reads a filtered p75 and audience from the rollups: %j', async (filters) => {
    const matching = views.filter((view) => matches(view, filters));
    expect(matching.length).toBeGreaterThan(20);
    const { p75, bucket } = exactP75(matching.map((view) => view.lcp!));
    const figure = await reports.metricValue(siteId, 'lcp', range, 'p75', filters);
    expect(figure.samples).toBe(matching.length);
    expect(Math.abs(figure.value! - p75)).toBeLessThanOrEqual(bucket);
    const dashboard = await reports.dashboard(siteId, range, filters);
    expect(dashboard.pageViews).toBe(matching.length);
    expect(dashboard.sessions).toBe(matching.filter((view) => view.landing).length);
    const unfiltered = await reports.metricValue(siteId, 'lcp', range);
    expect(unfiltered.samples).toBe(VIEWS);
  });

  it('breaks a filtered report down by the filter types, without the overlapping OS device filters', async () => {
    const filters: RumFilters = { device: 'mobile', navigationType: 'navigate' };
    const dashboard = await reports.dashboard(siteId, range, filters);
    const viewsIn = (country: string) =>
      views.filter((view) => matches(view, { ...filters, country })).length;
    expect(
      Object.fromEntries(dashboard.locations.map((segment) => [segment.value, segment.pageViews])),
    ).toEqual(
      Object.fromEntries(COUNTRIES.map((country) => [country, viewsIn(country)]).filter(([, n]) => n)),
    );
    const metric = await reports.metric(
      siteId,
      'lcp',
      range,
      'p75',
      ['deviceType', 'browserName', 'path', 'attributionTarget', 'connectionType'],
      { browser: 'Chrome' },
    );
    expect(metric.breakdowns.map((breakdown) => breakdown.dimension)).toEqual([
      'deviceType',
      'browserName',
      'connectionType',
    ]);
    const devices = metric.breakdowns[0]!.segments.map((segment) => segment.value).sort();
    expect(devices).toEqual(['desktop', 'mobile', 'tablet']);
    const chromeMobile = views.filter((view) => matches(view, { browser: 'Chrome', device: 'mobile' }));
    expect(metric.breakdowns[0]!.segments.find((segment) => segment.value === 'mobile')?.samples).toBe(
      chromeMobile.length,
    );
    const pages = await reports.pages(siteId, 'pageGrouping', range, 100, { country: 'FR' });
    expect(pages.map((row) => [row.value, row.pageViews])).toEqual(
      [
        [
          '',
          views.filter((view) => matches(view, { country: 'FR' }) && view.path.startsWith('/blog')).length,
        ],
        [
          'Checkout',
          views.filter((view) => matches(view, { country: 'FR', pageGrouping: 'Checkout' })).length,
        ],
      ].sort((a, b) => (b[1] as number) - (a[1] as number)),
    );
  });

  it('keeps a day of a busy site to a bounded number of filter rows', async () => {
    const rows = await app.db.models.RumFilterRollup.count({ where: { siteId } });
    // One row a cell: 5 device/OS pairs × 3 browsers × 4 countries × 2 groupings × 3 navigation types × 5
    // connection types could be seen, each in at most 2^5 × 3 open-or-set forms; and no more cells than
    // the values each type has, with '*', allow: 7 devices (with android and ios) × 4 × 5 × 3 × 4 × 6.
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThanOrEqual(7 * 4 * 5 * 3 * 4 * 6);
  });
});

const DASHBOARD = /* GraphQL */ `
  query ($teamId: ID!, $siteId: ID!, $filters: RumFilters) {
    rumDashboard(teamId: $teamId, siteId: $siteId, period: today, filters: $filters) {
      pageViews sessions coreWebVitals { metric value samples }
    }
  }
`;

describe('RUM filters over GraphQL', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('embedded');
  });
  afterAll(() => app.close());

  it('filters every report, refuses unknown values by name, and gives another organisation nothing', async () => {
    const world = await createWorld(app);
    const site = { teamId: world.teamA1.slug, siteId: world.siteA1.slug };
    const siteId = world.siteA1.id;
    const day = periodRange('today').to;
    await app.db.models.RumPageGrouping.create({ siteId, name: 'Checkout', pattern: '/checkout/**' });
    const views = Array.from({ length: 200 }, (_, n) => pageViewOf(siteId, day, n));
    await store(app, views);
    await rollUpDay(app.db, siteId, day);
    const viewer = await actorHeaders(app, world.users.viewerA);
    const filters = { device: 'android', country: 'DE', pageGrouping: '', browser: null };
    const mobileDe = views.filter((view) => matches(view, { device: 'android', country: 'DE' }));

    const result = await gql<{
      rumDashboard: { pageViews: number };
      rumPages: { value: string; pageViews: number }[];
      rumMetric: { samples: number; breakdowns: { dimension: string }[] };
      rumMetricHistory: { samples: number }[];
      rumAudience: { pageViews: number; dimensions: { dimension: string }[] };
    }>(
      app,
      viewer,
      /* GraphQL */ `
      query ($teamId: ID!, $siteId: ID!, $filters: RumFilters) {
        rumDashboard(teamId: $teamId, siteId: $siteId, period: today, filters: $filters) { pageViews }
        rumPages(teamId: $teamId, siteId: $siteId, period: today, filters: $filters) { value pageViews }
        rumMetric(teamId: $teamId, siteId: $siteId, metric: "lcp", period: today, filters: $filters) {
          samples breakdowns { dimension }
        }
        rumMetricHistory(teamId: $teamId, siteId: $siteId, metric: "lcp", filters: $filters) { samples }
        rumAudience(teamId: $teamId, siteId: $siteId, period: today, filters: $filters) {
          pageViews dimensions { dimension }
        }
      }`,
      { ...site, filters },
    );
    expect(result.errors).toBeUndefined();
    const data = result.data!;
    expect(data.rumDashboard.pageViews).toBe(mobileDe.length);
    expect(data.rumMetric.samples).toBe(mobileDe.length);
    expect(data.rumMetric.breakdowns.map((b) => b.dimension)).not.toContain('path');
    expect(data.rumMetricHistory.at(-1)!.samples).toBe(mobileDe.length);
    expect(data.rumAudience.pageViews).toBe(mobileDe.length);
    expect(data.rumAudience.dimensions.map((d) => d.dimension)).toEqual([
      'deviceType',
      'browserName',
      'countryCode',
      'pageGrouping',
      'navigationType',
      'connectionType',
    ]);
    // Paths are not among the filter rollups: filtered pages are page groupings.
    expect(data.rumPages.reduce((sum, row) => sum + row.pageViews, 0)).toBe(mobileDe.length);
    expect(data.rumPages.map((row) => row.value)).toContain('Checkout');

    const all = await gql<{ rumDashboard: { pageViews: number } }>(app, viewer, DASHBOARD, {
      ...site,
      filters: { device: 'all' },
    });
    expect(all.data?.rumDashboard.pageViews).toBe(200);

    for (const [field, value, message] of [
      ['device', 'phablet', 'Unknown device filter: phablet'],
      ['country', 'Germany', 'Unknown country code: Germany'],
      ['country', 'ZZ', 'Unknown country code: ZZ'],
      ['pageGrouping', 'Blog', 'Unknown page grouping: Blog'],
      ['navigationType', 'teleport', 'Unknown navigation type: teleport'],
      ['connectionType', '5g', 'Unknown connection type: 5g'],
      ['browser', '<script>', 'Unknown browser: <script>'],
    ]) {
      const refused = await gql(app, viewer, DASHBOARD, { ...site, filters: { [field!]: value } });
      expect(refused.data).toBeNull();
      expect(refused.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', field: `filters.${field}` },
      });
    }

    // Another organisation's administrator finds no such site, filtered or not, and learns nothing of its
    // page groupings from the filter's validation.
    const stranger = await actorHeaders(app, world.users.adminB);
    for (const strangerFilters of [
      { device: 'mobile' },
      { pageGrouping: 'Checkout' },
      { pageGrouping: 'Nope' },
    ]) {
      const hidden = await gql(app, stranger, DASHBOARD, { ...site, filters: strangerFilters });
      expect(hidden.data).toBeNull();
      expect(hidden.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });
});
