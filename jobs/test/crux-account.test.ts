// CrUX collection follows the account state, on both databases: the daily schedule leaves out the sites
// of paused and ended organisations, and a collection queued for one (daily, or "collect now") asks the
// API nothing. With BILLING=off every site is collected, as before.
import { startCruxFixtureServer } from '@pace/crux/fixtures';
import { type Database, openDatabase, type SubscriptionStatus } from '@pace/platform/db';
import { silentLogger } from '@pace/platform/log';
import { MemoryQueues, QUEUES } from '@pace/platform/queues';
import { MemoryStore } from '@pace/platform/redis';
import { createTestDatabase, DIALECTS, type TestDatabase, testConfig } from '@pace/platform/testing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CollectSiteTask } from '../src/workers/crux/collect-site.ts';
import { ScheduleDailyCruxTask } from '../src/workers/crux/schedule-daily.ts';
import { firstAttempt } from './support.ts';

const context = () => firstAttempt('crux', 'collect-site', 5);

describe.each(DIALECTS)('CrUX and the account state on %s', (dialect) => {
  let testDb: TestDatabase;
  let db: Database;
  let counter = 0;
  const server = startCruxFixtureServer({ apiKey: 'test-key' });
  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    db = await openDatabase(testDb.config);
    await testDb.migrate(db);
  });
  afterAll(async () => {
    await (await server).close();
    await db.close();
    await testDb.drop();
  });

  /** A site of a new organisation in `status` (none: no subscription row, created `createdDaysAgo`). */
  async function siteIn(status: SubscriptionStatus | null, createdDaysAgo = 0) {
    counter++;
    const createdAt = new Date(Date.now() - createdDaysAgo * 86_400_000);
    const inactive = status !== null && ['canceled', 'trial_canceled', 'trial_expired'].includes(status);
    const organisation = await db.models.Organisation.create({
      name: `Org ${counter}`,
      slug: `crux-org-${counter}`,
      isActive: !inactive,
      createdAt,
    });
    if (status) {
      await db.models.Subscription.create({
        organisationId: organisation.id,
        organisationName: organisation.name,
        status,
        plan: status === 'trial_expired' ? null : 'pro',
      });
    }
    const team = await db.models.Team.create({
      organisationId: organisation.id,
      name: 'T',
      slug: `t-${counter}`,
    });
    return db.models.Site.create({
      teamId: team.id,
      name: 'S',
      slug: `s-${counter}`,
      canonicalUrl: 'https://www.example.com/',
    });
  }

  test('the daily schedule queues active organisations’ sites only, and a queued collection of another asks nothing', async () => {
    const active = [await siteIn('active'), await siteIn('trialing'), await siteIn(null)];
    const stopped = [
      await siteIn('paused'),
      await siteIn('trial_expired'),
      await siteIn('canceled'),
      // No subscription row yet, and a trial (15 days from its creation) long over.
      await siteIn(null, 30),
    ];
    const { url } = await server;
    const queues = new MemoryQueues(QUEUES);
    const deps = { db, kv: new MemoryStore(), queues, log: silentLogger() };
    const on = { ...deps, config: testConfig({ CRUX_API_URL: url, CRUX_API_KEY: 'test-key' }) };
    await new ScheduleDailyCruxTask(on).perform();
    // Spread over the day: most are delayed (crux-quota.test.ts).
    const counts = await queues.counts('crux');
    expect(counts.waiting + counts.delayed).toBe(active.length);

    const requests = (await server).requests;
    requests.length = 0;
    for (const site of stopped)
      await new CollectSiteTask(on).perform({ siteId: site.id, force: true }, context());
    expect(requests).toHaveLength(0);
    await new CollectSiteTask(on).perform({ siteId: active[0]!.id, force: true }, context());
    expect(requests.length).toBeGreaterThan(0);
    await queues.close();

    const offQueues = new MemoryQueues(QUEUES);
    const off = {
      ...deps,
      queues: offQueues,
      config: testConfig({ CRUX_API_URL: url, CRUX_API_KEY: 'test-key', BILLING: 'off' }),
    };
    await new ScheduleDailyCruxTask(off).perform();
    const all = await offQueues.counts('crux');
    expect(all.waiting + all.delayed).toBe(await db.models.Site.count());
    await offQueues.close();
  });
});
