// The project's CrUX quota (150 queries a minute, every customer's) shared by organisation: a site with
// many pages spends its organisation's share of the minute and goes on at the next minute instead of
// spending the whole project's quota; another organisation still has its share; the daily collection is
// spread over the day rather than queued at once.
import { type CruxFixtureServer, startCruxFixtureServer } from '@pace/crux/fixtures';
import { CRUX_QUOTA, CruxQuota } from '@pace/crux/quota';
import { type Database, openDatabase, type Site } from '@pace/platform/db';
import { silentLogger } from '@pace/platform/log';
import { MemoryQueues, QUEUES } from '@pace/platform/queues';
import { MemoryStore } from '@pace/platform/redis';
import { createTestDatabase, type TestDatabase, testConfig } from '@pace/platform/testing';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { CollectSiteTask } from '../src/workers/crux/collect-site.ts';
import { ScheduleDailyCruxTask } from '../src/workers/crux/schedule-daily.ts';
import { firstAttempt } from './support.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let server: CruxFixtureServer;
let testDb: TestDatabase;
let db: Database;

const context = () => firstAttempt('crux', 'collect-site', 5);

beforeAll(async () => {
  server = await startCruxFixtureServer({ apiKey: 'test-key' });
  testDb = await createTestDatabase('sqlite');
  db = await openDatabase(testDb.config);
  await testDb.migrate(db);
});
afterEach(() => vi.useRealTimers());
afterAll(async () => {
  await server.close();
  await db.close();
  await testDb.drop();
});

async function siteWithPages(n: number, pages: number): Promise<Site> {
  const organisation = await db.models.Organisation.create({ name: `Org ${n}`, slug: `org-${n}` });
  const team = await db.models.Team.create({ organisationId: organisation.id, name: 'T', slug: `t-${n}` });
  const site = await db.models.Site.create({
    teamId: team.id,
    name: 'Shop',
    slug: 'shop',
    canonicalUrl: `https://www.shop${n}.example/`,
  });
  await db.models.Page.bulkCreate(
    Array.from({ length: pages }, (_, i) => ({
      siteId: site.id,
      name: `P${i}`,
      url: `${site.canonicalUrl}p${i}`,
    })),
  );
  return site;
}

test("a site with 60 pages spends its organisation's share of the minute, then goes on at the next", async () => {
  // The quota counts by clock minute: a minute that ends halfway would split one collection's queries
  // over two counts. Only Date is pinned, to the start of this minute (a date far off would start the
  // organisations' trials then); timers and I/O run as they do.
  vi.useFakeTimers({ toFake: ['Date'], now: Math.floor(Date.now() / 60_000) * 60_000 + 1_000 });
  const queues = new MemoryQueues(QUEUES);
  const kv = new MemoryStore();
  const deps = {
    db,
    kv,
    queues,
    log: silentLogger(),
    config: testConfig({ CRUX_API_URL: server.url, CRUX_API_KEY: 'test-key' }),
  };
  const big = await siteWithPages(1, 60);
  const small = await siteWithPages(2, 0);
  server.requests.length = 0;
  await new CollectSiteTask(deps).perform({ siteId: big.id, force: true }, context());
  // 61 targets × 3 form factors × 2 (history the first time) would be 366 queries: the share only.
  expect(server.requests).toHaveLength(CRUX_QUOTA.perOrganisation);
  // The rest waits for the next minute, in the queue.
  expect(await queues.counts('crux')).toMatchObject({ delayed: 1 });

  // Another organisation still has its share of the project's minute.
  server.requests.length = 0;
  await new CollectSiteTask(deps).perform({ siteId: small.id }, context());
  expect(server.requests.length).toBeGreaterThan(0);
  const team = await db.models.Team.findByPk(small.teamId);
  const left = await new CruxQuota(kv).left(team!.organisationId);
  expect(left.queries).toBe(CRUX_QUOTA.perOrganisation - server.requests.length);
  await queues.close();
});

test('the whole project never spends more than 150 queries a minute, whichever organisations ask', async () => {
  const quota = new CruxQuota(new MemoryStore(), CRUX_QUOTA, () => 120_000);
  let granted = 0;
  for (let organisation = 1; organisation <= 5; organisation++)
    for (let query = 0; query < 60; query++) if ((await quota.take(organisation)).granted) granted++;
  expect(granted).toBe(CRUX_QUOTA.perMinute);
  const refused = await quota.take(6);
  expect(refused).toEqual({ granted: false, retryAt: new Date(180_000) });
});

test('the daily collection is spread over the day, not queued all at once', async () => {
  for (let n = 10; n < 20; n++) await siteWithPages(n, 0);
  const queues = new MemoryQueues(QUEUES);
  const deps = {
    db,
    kv: new MemoryStore(),
    queues,
    log: silentLogger(),
    config: testConfig({ CRUX_API_URL: server.url, CRUX_API_KEY: 'test-key' }),
  };
  await new ScheduleDailyCruxTask(deps).perform();
  const sites = await db.models.Site.count();
  const counts = await queues.counts('crux');
  // At most one site's moment can fall on the very start of the day.
  expect(counts.waiting).toBeLessThanOrEqual(1);
  expect(counts.waiting + counts.delayed).toBe(sites);
  await queues.close();
});

test('spread moments are apart over the whole day', async () => {
  const { dailySpreadDelayMs } = await import('../src/workers/crux/spread.ts');
  const delays = Array.from({ length: 24 }, (_, i) => dailySpreadDelayMs(i + 1)).sort((a, b) => a - b);
  expect(delays.every((delay) => delay >= 0 && delay < DAY_MS)).toBe(true);
  expect(delays.at(-1)! - delays[0]!).toBeGreaterThan(DAY_MS * 0.9);
  // No two of 24 sites within 20 minutes of each other.
  const gaps = delays.slice(1).map((delay, i) => delay - delays[i]!);
  expect(Math.min(...gaps)).toBeGreaterThan(20 * 60_000);
});
