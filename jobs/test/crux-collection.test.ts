// CrUX collection against the fixture server, on both databases: what it stores, that running it again
// changes nothing, no-data targets, history backfill once, quota errors handed to the queue.
import { CruxClient } from '@pace/crux';
import {
  type CruxFixtureServer,
  fixtureLatestPeriodEnd,
  historyPeriodEnds,
  lcpPartProfile,
  metricProfile,
  quotaExceededError,
  startCruxFixtureServer,
} from '@pace/crux/fixtures';
import { type Database, openDatabase, type Site } from '@pace/platform/db';
import { silentLogger } from '@pace/platform/log';
import { MemoryQueues, QUEUES } from '@pace/platform/queues';
import { MemoryStore } from '@pace/platform/redis';
import { createTestDatabase, DIALECTS, type TestDatabase, testConfig } from '@pace/platform/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { CollectSiteTask } from '../src/workers/crux/collect-site.ts';
import { collectSite, HISTORY_PERIODS } from '../src/workers/crux/collector.ts';
import { ScheduleDailyCruxTask } from '../src/workers/crux/schedule-daily.ts';
import { firstAttempt } from './support.ts';

// A Tuesday: the daily period (ending two days before) is not also a weekly history period, which end on Saturdays.
const today = new Date(Date.UTC(2026, 10, 24, 9));
const latestEnd = fixtureLatestPeriodEnd(today);
let server: CruxFixtureServer;

beforeAll(async () => {
  server = await startCruxFixtureServer({ apiKey: 'test-key', today });
});
afterAll(() => server.close());

const context = () => firstAttempt('crux', 'collect-site', 5);

describe.each(DIALECTS)('CrUX collection on %s', (dialect) => {
  let testDb: TestDatabase;
  let db: Database;
  let site: Site;
  let quiet: Site;
  let counter = 0;
  const client = () => new CruxClient({ baseUrl: server.url, apiKey: 'test-key', baseDelayMs: 5 });
  const collect = (s: Site, options: { force?: boolean; now?: Date } = {}) =>
    collectSite({ db, client: client(), log: silentLogger(), now: () => options.now ?? today }, s, options);

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    db = await openDatabase(testDb.config);
    await testDb.migrate(db);
  });
  afterAll(async () => {
    await db.close();
    await testDb.drop();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  beforeEach(async () => {
    counter++;
    const organisation = await db.models.Organisation.create({
      name: `Org ${counter}`,
      slug: `org-${counter}`,
    });
    const team = await db.models.Team.create({
      organisationId: organisation.id,
      name: `Team ${counter}`,
      slug: `team-${dialect}-${counter}`,
    });
    site = await db.models.Site.create({
      teamId: team.id,
      name: 'Shop',
      slug: 'shop',
      canonicalUrl: `https://www.shop${counter}.example/`,
    });
    quiet = await db.models.Site.create({
      teamId: team.id,
      name: 'Tiny',
      slug: 'tiny',
      canonicalUrl: `https://no-crux.tiny${counter}.example/`,
    });
    server.requests.length = 0;
  });

  test('stores p75 and densities of the six metrics for the origin and the page, per form factor', async () => {
    const summary = await collect(site);
    // Origin and canonical URL, each for PHONE, DESKTOP and ALL.
    expect(summary).toMatchObject({ targets: 6, collected: 6, noData: 0, failed: 0 });
    const origin = `https://www.shop${counter}.example`;
    const row = await db.models.CruxMeasurement.findOne({
      where: { siteId: site.id, target: origin, formFactor: 'PHONE', metric: 'lcp', periodEnd: latestEnd },
    });
    const lcp = metricProfile(origin, 'PHONE', 'lcp');
    expect(row).toMatchObject({
      kind: 'origin',
      periodStart: '2026-10-26',
      p75: lcp.p75,
      goodDensity: lcp.good,
      niDensity: lcp.average,
      poorDensity: lcp.poor,
      histogram: [
        { start: 0, end: 2500, density: lcp.good },
        { start: 2500, end: 4000, density: lcp.average },
        { start: 4000, end: null, density: lcp.poor },
      ],
    });
    const cls = await db.models.CruxMeasurement.findOne({
      where: {
        siteId: site.id,
        target: site.canonicalUrl,
        formFactor: 'ALL',
        metric: 'cls',
        periodEnd: latestEnd,
      },
    });
    expect(cls?.p75).toBe(metricProfile(site.canonicalUrl, 'ALL', 'cls').p75);
    const metrics = await db.models.CruxMeasurement.findAll({
      where: { siteId: site.id, targetHash: row!.targetHash, formFactor: 'PHONE', periodEnd: latestEnd },
    });
    expect(metrics.map((m) => m.metric).sort()).toEqual([
      'cls',
      'fcp',
      'inp',
      'lcp',
      'lcp_element_render_delay',
      'lcp_resource_load_delay',
      'lcp_resource_load_duration',
      'lcp_ttfb',
      'rtt',
      'ttfb',
    ]);
  });

  test("stores LCP's image parts as a p75 alone, daily and weekly, where the API reports them", async () => {
    await collect(site);
    const origin = `https://www.shop${counter}.example`;
    const parts = await db.models.CruxMeasurement.findAll({
      where: { siteId: site.id, target: origin, formFactor: 'PHONE', metric: 'lcp_resource_load_duration' },
      order: [['periodEnd', 'ASC']],
    });
    const weeks = historyPeriodEnds(today, HISTORY_PERIODS).map((d) => d.toISOString().slice(0, 10));
    expect(parts.map((p) => p.periodEnd)).toEqual([...weeks, latestEnd]);
    expect(parts.at(-1)).toMatchObject({
      kind: 'origin',
      p75: lcpPartProfile(origin, 'PHONE', 'lcp_resource_load_duration'),
      goodDensity: null,
      niDensity: null,
      poorDensity: null,
      histogram: [],
    });
    // The oldest weekly period, as the History API gave it.
    expect(parts[0]?.p75).toBe(
      lcpPartProfile(origin, 'PHONE', 'lcp_resource_load_duration', HISTORY_PERIODS - 1),
    );
    // The fixture's desktops have too few image LCPs: CrUX leaves the parts out, so nothing is stored.
    expect(
      await db.models.CruxMeasurement.count({
        where: { siteId: site.id, formFactor: 'DESKTOP', metric: 'lcp_ttfb' },
      }),
    ).toBe(0);
    expect(
      await db.models.CruxMeasurement.count({
        where: { siteId: site.id, target: origin, formFactor: 'DESKTOP', metric: 'lcp' },
      }),
    ).toBe(HISTORY_PERIODS + 1);
  });

  test('backfills history on the first run only, and a second run changes nothing', async () => {
    await collect(site);
    const history = server.requests.filter((r) => r.path === 'records:queryHistoryRecord');
    expect(history).toHaveLength(6);
    expect(history[0]?.body.collectionPeriodCount).toBe(HISTORY_PERIODS);
    const count = await db.models.CruxMeasurement.count({ where: { siteId: site.id } });
    // 40 weekly periods + the latest daily one; 6 metrics for the 6 target/form-factor pairs, and LCP's 4
    // parts for the 4 pairs that are not desktops.
    expect(count).toBe((HISTORY_PERIODS + 1) * (6 * 6 + 4 * 4));

    server.requests.length = 0;
    const again = await collect(site, { force: true });
    expect(again.collected).toBe(6);
    expect(server.requests.every((r) => r.path === 'records:queryRecord')).toBe(true);
    expect(await db.models.CruxMeasurement.count({ where: { siteId: site.id } })).toBe(count);
    const targets = await db.models.CruxTarget.findAll({ where: { siteId: site.id } });
    expect(targets).toHaveLength(6);
    expect(targets.every((t) => t.status === 'collected' && t.lastPeriodEnd === latestEnd)).toBe(true);
    expect(targets.every((t) => t.historyBackfilledAt != null)).toBe(true);
  });

  test('targets already collected today are skipped unless forced', async () => {
    await collect(site);
    server.requests.length = 0;
    expect(await collect(site)).toMatchObject({ skipped: 6, collected: 0 });
    expect(server.requests).toHaveLength(0);
    const tomorrow = new Date(today.getTime() + 24 * 3600 * 1000);
    expect(await collect(site, { now: tomorrow })).toMatchObject({ skipped: 0, collected: 6 });
  });

  test("the site's pages are collected too, each URL once", async () => {
    await db.models.Page.create({
      siteId: site.id,
      name: 'Basket',
      url: `https://www.shop${counter}.example/basket`,
    });
    await db.models.Page.create({ siteId: site.id, name: 'Home', url: site.canonicalUrl });
    expect(await collect(site)).toMatchObject({ targets: 9, collected: 9 });
    const urls = await db.models.CruxTarget.findAll({
      where: { siteId: site.id, kind: 'url', formFactor: 'ALL' },
    });
    expect(urls.map((t) => t.target).sort()).toEqual([
      site.canonicalUrl,
      `https://www.shop${counter}.example/basket`,
    ]);
  });

  test('a site without CrUX data is recorded as no_data, with nothing stored', async () => {
    const summary = await collect(quiet);
    expect(summary).toMatchObject({ targets: 6, collected: 0, noData: 6 });
    expect(await db.models.CruxMeasurement.count({ where: { siteId: quiet.id } })).toBe(0);
    const states = await db.models.CruxTarget.findAll({ where: { siteId: quiet.id } });
    expect(states.map((s) => s.status)).toEqual(Array(6).fill('no_data'));
  });

  test('a quota error that outlasts the retries fails the job for the queue to retry; stored rows stay', async () => {
    // The first target's history and daily record succeed, then the quota runs out.
    const quota = { status: 429, body: quotaExceededError(), retryAfter: '3600' };
    await collect(site).catch(() => {});
    server.requests.length = 0;
    server.script(quota);
    const later = new Date(today.getTime() + 24 * 3600 * 1000);
    const error = await collect(site, { now: later }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'CruxApiError', quotaExceeded: true, retryAfterMs: 3_600_000 });
    expect(await db.models.CruxMeasurement.count({ where: { siteId: site.id } })).toBeGreaterThan(0);
  });

  test('the task does nothing without CRUX_API_KEY, and the daily schedule queues one job per site and day', async () => {
    const queues = new MemoryQueues(QUEUES);
    const deps = { db, kv: new MemoryStore(), queues, log: silentLogger() };
    const off = new CollectSiteTask({ ...deps, config: testConfig({ CRUX_API_URL: server.url }) });
    await off.perform({ siteId: site.id }, context());
    expect(server.requests).toHaveLength(0);

    // Billing off: the clock moves two years on below, past these organisations' trials (the account
    // state's part is crux-account.test.ts).
    const on = {
      ...deps,
      config: testConfig({ CRUX_API_URL: server.url, CRUX_API_KEY: 'test-key', BILLING: 'off' }),
    };
    await new CollectSiteTask(on).perform({ siteId: site.id }, context());
    expect(await db.models.CruxTarget.count({ where: { siteId: site.id } })).toBe(6);
    await expect(new CollectSiteTask(on).perform({ siteId: 999_999 }, context())).rejects.toThrow(
      'no longer exists',
    );

    // The demo organisation's sites keep their sample CrUX: nothing is asked of the API for them.
    const team = await db.models.Team.findByPk(site.teamId);
    await db.models.Organisation.update({ demo: true }, { where: { id: team!.organisationId } });
    server.requests.length = 0;
    await new CollectSiteTask(on).perform({ siteId: site.id, force: true }, context());
    expect(server.requests).toHaveLength(0);
    await db.models.Organisation.update({ demo: false }, { where: { id: team!.organisationId } });

    // The day is the clock's (UTC): set (nothing else here reads it) to the first and the last millisecond
    // of one day, 29 February, for the two runs.
    vi.useFakeTimers({ now: new Date('2028-02-29T00:00:00.000Z'), toFake: ['Date'] });
    await new ScheduleDailyCruxTask(on).perform();
    vi.setSystemTime(new Date('2028-02-29T23:59:59.999Z'));
    await new ScheduleDailyCruxTask(on).perform();
    const sites = await db.models.Site.count();
    // Spread over the day: delayed, most of them (crux-quota.test.ts).
    const counts = await queues.counts('crux');
    expect(counts.waiting + counts.delayed).toBe(sites);
    await queues.close();
  });
});
