// The delivery log keeps its last DELIVERY_LOG_KEEP_DAYS days: the daily job deletes older rows whose
// call is over, keeps the recent ones and those still queued or retrying (their job reads them), and is
// scheduled with the other repeating jobs. On MariaDB and on SQLite.
import { type Database, openDatabase } from '@pace/platform/db';
import { silentLogger } from '@pace/platform/log';
import { MemoryQueues, QUEUES } from '@pace/platform/queues';
import { MemoryStore } from '@pace/platform/redis';
import { createTestDatabase, DIALECTS, testConfig } from '@pace/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleRepeatingJobs } from '../src/queues/schedules.ts';
import { DELIVERY_LOG_KEEP_DAYS, PruneDeliveriesTask } from '../src/workers/integrations/prune-deliveries.ts';
import { firstAttempt } from './support.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const context = () => firstAttempt('integrations', 'prune-deliveries', 3);

describe.each(DIALECTS)('the delivery log retention on %s', (dialect) => {
  let db: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const testDb = await createTestDatabase(dialect, dialect === 'sqlite' ? { memory: true } : {});
    drop = testDb.drop;
    db = await openDatabase(testDb.config);
    await testDb.migrate(db);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await drop?.();
  });

  it('deletes finished rows older than the log keeps, and only those', async () => {
    const organisation = await db.models.Organisation.create({ name: 'o', slug: `o-${dialect}` });
    const integration = await db.models.Integration.create({
      organisationId: organisation.id,
      provider: 'webhook',
      name: 'Hook',
      url: 'https://example.com/hook',
    } as never);
    const row = (status: string, ageDays: number) =>
      db.models.IntegrationDelivery.create({
        integrationId: integration.id,
        event: 'deploy',
        status,
        createdAt: new Date(Date.now() - ageDays * DAY_MS),
      } as never);
    const old = DELIVERY_LOG_KEEP_DAYS + 1;
    const gone = [await row('delivered', old), await row('failed', old), await row('skipped', old + 300)];
    const kept = [
      await row('delivered', DELIVERY_LOG_KEEP_DAYS - 1),
      await row('retrying', old),
      await row('queued', old),
    ];

    const queues = new MemoryQueues(QUEUES);
    const deps = { db, kv: new MemoryStore(), queues, log: silentLogger(), config: testConfig() };
    await new PruneDeliveriesTask(deps).perform({}, context());
    const left = await db.models.IntegrationDelivery.findAll({ attributes: ['id'] });
    expect(left.map((r) => r.id).sort()).toEqual(kept.map((r) => r.id).sort());
    expect(gone.length).toBe(3);

    // Scheduled daily with the other repeating jobs (the first run is at once).
    await scheduleRepeatingJobs(queues);
    expect(await queues.hasJob('integrations', 'schedule:integrations.prune-deliveries')).toBe(true);
    await queues.close();
  });
});
