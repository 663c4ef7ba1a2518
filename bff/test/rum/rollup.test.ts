// Rollups and retention on both databases: beacons in, daily histograms out, percentiles and shares read
// back from them; and the purges that delete what is past a site's retention or the raw window, and
// nothing else.

import { periodRange } from '@pace/rum/periods';
import { RumReports } from '@pace/rum/reports';
import { purgeExpired, rollUpDay } from '@pace/rum/rollup-store';
import { utcDay } from '@pace/rum/stored-beacon';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MODES, startTestApp, type TestApp } from '../support.ts';
import { ANDROID_UA, beacon, createRumSite, post, streamOf, writerFor } from './support.ts';

// "Today" is the UTC day of the clock: the beacons' day is taken when they are received, the test's and the
// reports' when they read. The clock is set (the bff runs in this process; the databases and Redis date
// nothing here) and stands still, so that a test run across midnight does not roll up or read the next
// day, on days where that would happen or where months are counted: the last millisecond of a year and
// of 29 February, midnight on the 1st, the 31st (13 months back is a 31 February). They lie within a
// few months of each other, so the purge of one day's test leaves the others' beacons alone.
const DAYS = [
  '2027-12-31T23:59:59.999Z',
  '2028-01-01T00:00:00.000Z',
  '2028-02-29T23:59:59.999Z',
  '2028-03-31T12:00:00.000Z',
];

/** A beacon of the site as stored, without its id: a template for rows of other days. */
async function storedBeacon(app: TestApp, siteId: number) {
  const row = (await app.db.models.RumBeacon.findOne({ where: { siteId }, raw: true })) as unknown as Record<
    string,
    unknown
  >;
  delete row.id;
  return row;
}

describe.each(MODES)('RUM rollups (%s)', (mode) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(mode);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => app.close());

  it.each(DAYS)(
    'rolls a day up into histograms per metric and dimension; p75 and sessions come from them (%s)',
    async (now) => {
      vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] });
      const { site, siteKey } = await createRumSite(app);
      await app.db.models.RumPageGrouping.create({
        siteId: site.id,
        name: 'Products',
        pattern: '/products/*',
      });
      const lcps: number[] = [];
      for (let i = 0; i < 40; i += 1) {
        const lcp = 1000 + i * 100;
        lcps.push(lcp);
        const sent = beacon(siteKey, {
          path: i % 2 ? `/products/${i}` : '/',
          landing: i % 4 === 0,
          metrics: {
            lcp: {
              value: lcp,
              target: '#hero',
              ttfb: 100,
              resourceLoadDelay: 100,
              resourceLoadDuration: 100,
              elementRenderDelay: lcp - 300,
            },
          },
        });
        await post(app, sent, i % 5 === 0 ? { 'User-Agent': ANDROID_UA } : {});
        // A follow-up beacon of the page view brings its INP later.
        await post(app, {
          ...sent,
          seq: 1,
          metrics: {
            inp: {
              value: 100 + i,
              interactionType: 'pointer',
              inputDelay: 10,
              processingDuration: 50,
              presentationDelay: 40 + i,
            },
          },
        });
      }
      await writerFor(app).drain();
      const day = utcDay(Date.now());
      await rollUpDay(app.db, site.id, day);

      const reports = new RumReports({ db: app.db, stream: streamOf(app) });
      const range = periodRange('today');
      const lcp = await reports.metricValue(site.id, 'lcp', range);
      const exact = [...lcps].sort((a, b) => a - b)[Math.ceil(0.75 * lcps.length) - 1]!;
      expect(lcp.samples).toBe(40);
      expect(Math.abs(lcp.value! - exact) / exact).toBeLessThan(0.05);
      expect(lcp.rating).toBe('average');
      expect((await reports.metricValue(site.id, 'inp', range)).samples).toBe(40);

      const dashboard = await reports.dashboard(site.id, range);
      expect(dashboard.pageViews).toBe(40);
      expect(dashboard.sessions).toBe(10);
      expect(dashboard.liveVisitors).toBeGreaterThanOrEqual(40);
      expect(dashboard.uxRating.good + dashboard.uxRating.average + dashboard.uxRating.poor).toBeCloseTo(1);

      const pages = await reports.pages(site.id, 'pageGrouping', range);
      expect(pages).toEqual([expect.objectContaining({ value: 'Products', pageViews: 20 })]);
      const devices = await reports.segments(site.id, 'deviceType', range);
      expect(Object.fromEntries(devices.map((segment) => [segment.value, segment.pageViews]))).toEqual({
        desktop: 32,
        mobile: 8,
      });

      const detail = await reports.metric(site.id, 'lcp', range, 'p75', ['attributionTarget', 'path']);
      expect(detail.history).toHaveLength(1);
      expect(detail.subMetrics.map((sub) => sub.metric)).toEqual([
        'lcp_ttfb',
        'lcp_resource_load_delay',
        'lcp_resource_load_duration',
        'lcp_element_render_delay',
      ]);
      expect(detail.breakdowns[0]!.segments[0]).toMatchObject({ value: '#hero', samples: 40 });

      // Rolling up again replaces the day: same rows, no double counting.
      const before = await app.db.models.RumRollup.count({ where: { siteId: site.id } });
      await rollUpDay(app.db, site.id, day);
      expect(await app.db.models.RumRollup.count({ where: { siteId: site.id } })).toBe(before);
      expect((await reports.metricValue(site.id, 'lcp', range)).samples).toBe(40);
    },
  );

  it.each(DAYS)('weights page views by 100 / sample rate (%s)', async (now) => {
    vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] });
    const { site, siteKey } = await createRumSite(app);
    for (let i = 0; i < 4; i += 1) await post(app, beacon(siteKey, { sampleRate: 25 }));
    await writerFor(app).drain();
    await rollUpDay(app.db, site.id, utcDay(Date.now()));
    const reports = new RumReports({ db: app.db, stream: streamOf(app) });
    const dashboard = await reports.dashboard(site.id, periodRange('today'));
    expect(dashboard.pageViews).toBe(16);
    const lcp = await reports.metricValue(site.id, 'lcp', periodRange('today'));
    expect(lcp.samples).toBe(16);
    expect(lcp.value).toBe(372);
  });

  it.each(DAYS)('purges raw beacons and rollups past the retention, and keeps the rest (%s)', async (now) => {
    vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] });
    const { site, siteKey } = await createRumSite(app, { retentionMonths: 12 });
    const other = await createRumSite(app, { retentionMonths: 24 });
    await post(app, beacon(siteKey));
    await writerFor(app).drain();
    const old = new Date();
    old.setUTCMonth(old.getUTCMonth() - 13);
    const oldDay = utcDay(old.getTime());
    const { RumBeacon, RumRollup } = app.db.models;
    const template = await storedBeacon(app, site.id);
    await RumBeacon.create({
      ...template,
      pageViewId: 'a'.repeat(32),
      day: oldDay,
      receivedAt: old,
    } as never);
    await RumBeacon.create({
      ...template,
      siteId: other.site.id,
      pageViewId: 'b'.repeat(32),
      day: oldDay,
      receivedAt: old,
    } as never);
    await rollUpDay(app.db, site.id, oldDay);
    expect(await RumRollup.count({ where: { siteId: site.id, day: oldDay } })).toBeGreaterThan(0);

    // A raw window longer than any retention: this is the retention's purge alone.
    const deleted = await purgeExpired(app.db, { rawBeaconDays: 1_000 });
    expect(deleted).toBe(1);
    expect(await RumBeacon.count({ where: { siteId: site.id } })).toBe(1);
    expect(await RumRollup.count({ where: { siteId: site.id, day: oldDay } })).toBe(0);
    expect(await RumBeacon.count({ where: { siteId: other.site.id } })).toBe(1);
  });

  it.each(DAYS)('keeps raw beacons for the raw window only; their rollups outlive them (%s)', async (now) => {
    vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] });
    const { site, siteKey } = await createRumSite(app, { retentionMonths: 24 });
    await post(app, beacon(siteKey));
    await writerFor(app).drain();
    const { RumBeacon, RumRollup } = app.db.models;
    const template = await storedBeacon(app, site.id);
    // Three days back is past a three-day window (today and the two days before); two days back is in it.
    const daysBack = (days: number) => new Date(Date.now() - days * 86_400_000);
    const [inside, outside] = [daysBack(2), daysBack(3)];
    for (const [letter, at] of [
      ['c', inside],
      ['d', outside],
    ] as const) {
      await RumBeacon.create({
        ...template,
        pageViewId: letter.repeat(32),
        day: utcDay(at.getTime()),
        receivedAt: at,
      } as never);
      await rollUpDay(app.db, site.id, utcDay(at.getTime()));
    }
    const outsideDay = utcDay(outside.getTime());
    const rollupsOutside = await RumRollup.count({ where: { siteId: site.id, day: outsideDay } });
    expect(rollupsOutside).toBeGreaterThan(0);

    const deleted = await purgeExpired(app.db, { rawBeaconDays: 3 });
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await RumBeacon.count({ where: { siteId: site.id, day: outsideDay } })).toBe(0);
    expect(await RumBeacon.count({ where: { siteId: site.id, day: utcDay(inside.getTime()) } })).toBe(1);
    expect(await RumBeacon.count({ where: { siteId: site.id, day: utcDay(Date.now()) } })).toBe(1);
    expect(await RumRollup.count({ where: { siteId: site.id, day: outsideDay } })).toBe(rollupsOutside);
    const reports = new RumReports({ db: app.db, stream: streamOf(app) });
    const day = { from: outsideDay, to: outsideDay, days: [outsideDay] };
    expect((await reports.metricValue(site.id, 'lcp', day)).samples).toBe(1);
  });
});
