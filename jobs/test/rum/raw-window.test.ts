// A RUM day past the raw window (RUM_RAW_BEACON_DAYS) has only its rollups: the rollup job must leave it
// alone, since rolling it up from no beacons would replace its rollups with nothing.
import { silentLogger } from '@pace/platform/log';
import { type JobContext, MemoryQueues, QUEUES } from '@pace/platform/queues';
import { MemoryStore } from '@pace/platform/redis';
import { testConfig, useMigratedDatabase } from '@pace/platform/testing';
import { rollUpDay } from '@pace/rum/rollup-store';
import { utcDay } from '@pace/rum/stored-beacon';
import { describe, expect, test } from 'vitest';
import type { TaskDeps } from '../../src/workers/base-task.ts';
import { RollupDayTask } from '../../src/workers/rum/rollup-day.ts';

const RAW_DAYS = 3;
const context: JobContext = {
  id: '1',
  queue: 'rum-rollups',
  name: 'rollup-day',
  attempt: 1,
  attempts: 1,
  signal: new AbortController().signal,
  log: silentLogger(),
};

describe.each(['sqlite', 'mysql'] as const)('the rollup job and the raw window (%s)', (dialect) => {
  const handle = useMigratedDatabase(dialect);

  test('rolls up a day in the window; leaves a day past it as it is', async () => {
    const { db } = handle;
    const deps: TaskDeps = {
      config: testConfig({ RUM_RAW_BEACON_DAYS: String(RAW_DAYS) }),
      db,
      kv: new MemoryStore(),
      queues: new MemoryQueues(QUEUES),
      log: silentLogger(),
    };
    const organisation = await db.models.Organisation.create({ name: 'Raw window', slug: 'raw-window' });
    const team = await db.models.Team.create({
      organisationId: organisation.id,
      name: 'Web',
      slug: 'raw-web',
    });
    const site = await db.models.Site.create({
      teamId: team.id,
      name: 'Shop',
      slug: 'raw-shop',
      canonicalUrl: 'https://shop.example/',
    });
    const at = (daysBack: number) => new Date(Date.now() - daysBack * 86_400_000);
    const store = (received: Date, pageViewId: string, lcp: number) =>
      db.models.RumBeacon.create({
        siteId: site.id,
        pageViewId,
        seq: 0,
        day: utcDay(received.getTime()),
        receivedAt: received,
        path: '/',
        query: null,
        navigationType: 'navigate',
        landing: true,
        sampleRate: 100,
        lcp,
      } as never);
    const task = new RollupDayTask(deps).handler();

    // Past the window: rolled up while it had beacons, then the beacons went with the raw purge.
    const old = utcDay(at(RAW_DAYS).getTime());
    await store(at(RAW_DAYS), 'a'.repeat(32), 1200);
    await rollUpDay(db, site.id, old);
    const kept = await db.models.RumRollup.count({ where: { siteId: site.id, day: old } });
    expect(kept).toBeGreaterThan(0);
    await db.models.RumBeacon.destroy({ where: { siteId: site.id, day: old } });
    await task({ siteId: site.id, day: old }, context);
    expect(await db.models.RumRollup.count({ where: { siteId: site.id, day: old } })).toBe(kept);

    // In the window: rolled up as always.
    const recent = utcDay(at(RAW_DAYS - 1).getTime());
    await store(at(RAW_DAYS - 1), 'b'.repeat(32), 1500);
    await task({ siteId: site.id, day: recent }, context);
    expect(await db.models.RumRollup.count({ where: { siteId: site.id, day: recent } })).toBeGreaterThan(0);
    await deps.kv.close();
    await deps.queues.close();
  });
});
