// The fault test of RUM collection: beacons stream into the bff while the worker process writes them;
// the worker is killed with SIGKILL while it holds beacons it has read but not acknowledged, and
// started again. Every beacon acknowledged with 204 must be stored exactly once.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beacon, createRumSite, post } from '../../../bff/test/rum/support.ts';
import { startTestApp, type TestApp } from '../../../bff/test/support.ts';
import { type Child, startTs } from '../support.ts';

const BEACONS = 6_000;
const CONCURRENCY = 16;

describe('the RUM beacon writer, killed mid-stream', () => {
  let app: TestApp;
  let redis: Redis;
  const workers: Child[] = [];

  beforeAll(async () => {
    // One address sends them all: no per-address limit here, the writer is what is tested.
    app = await startTestApp('services', { env: { RUM_RATE_LIMIT: '0' } });
    redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  });
  afterAll(async () => {
    for (const worker of workers) if (worker.process.exitCode === null) worker.process.kill('SIGKILL');
    redis.disconnect();
    await app.close();
  });

  const startWorker = () => {
    const { config } = app.deps;
    const worker = startTs('jobs/src/main.ts', {
      REDIS_URL: config.redisUrl!,
      REDIS_PREFIX: config.redisPrefix,
      DATABASE_URL: config.database.dialect === 'mysql' ? config.database.url : undefined,
      LOG_LEVEL: 'warn',
    });
    workers.push(worker);
    return worker;
  };
  const streamKey = () => `${app.deps.config.redisPrefix}rum:beacons`;
  const pendingCount = async () => {
    const summary = (await redis.xpending(streamKey(), 'writers').catch(() => [0])) as [number];
    return Number(summary[0] ?? 0);
  };

  it('stores every acknowledged beacon exactly once', { timeout: 120_000 }, async () => {
    const { site, siteKey } = await createRumSite(app);
    const acknowledged = new Set<string>();
    let sent = 0;
    let refused = 0;
    const sender = async () => {
      while (sent < BEACONS) {
        sent += 1;
        const one = beacon(siteKey);
        const response = await post(app, one).catch(() => null);
        if (response?.status === 204) acknowledged.add(one.pageViewId);
        else refused += 1;
      }
    };
    let worker = startWorker();
    const sending = Promise.all(Array.from({ length: CONCURRENCY }, sender));

    // Kill the worker at a moment it holds entries it has read and not yet acknowledged. SIGKILL is
    // immediate, so what is pending right after the kill is what the worker held when it died; when the
    // kill fell between two batches, start another worker and try again.
    await expect
      .poll(() => app.db.models.RumBeacon.count({ where: { siteId: site.id } }), {
        timeout: 60_000,
        interval: 50,
      })
      .toBeGreaterThan(0);
    let pendingAtKill = 0;
    for (let attempt = 0; attempt < 5 && pendingAtKill === 0; attempt += 1) {
      if (attempt > 0) worker = startWorker();
      await expect.poll(pendingCount, { timeout: 60_000, interval: 2 }).toBeGreaterThan(0);
      worker.process.kill('SIGKILL');
      await worker.exited();
      pendingAtKill = await pendingCount();
    }
    const storedAtKill = await app.db.models.RumBeacon.count({ where: { siteId: site.id } });

    // Beacons keep coming while no worker runs; then a new worker takes over the dead one's entries.
    await new Promise((resolve) => setTimeout(resolve, 500));
    worker = startWorker();
    await sending;
    // The dead worker's entries are claimed once idle for 15 s; then nothing is left in the stream.
    await expect.poll(() => redis.xlen(streamKey()), { timeout: 60_000, interval: 500 }).toBe(0);
    await expect
      .poll(() => app.db.models.RumBeacon.count({ where: { siteId: site.id } }), {
        timeout: 60_000,
        interval: 500,
      })
      .toBe(acknowledged.size);

    const rows = await app.db.models.RumBeacon.findAll({
      where: { siteId: site.id },
      attributes: ['pageViewId'],
      raw: true,
    });
    const stored = rows.map((row) => row.pageViewId);
    expect(new Set(stored).size).toBe(stored.length);
    expect(new Set(stored)).toEqual(acknowledged);
    expect(refused).toBe(0);
    expect(pendingAtKill).toBeGreaterThan(0);
    expect(storedAtKill).toBeLessThan(acknowledged.size);
    worker.process.kill('SIGTERM');
    await worker.exited();
  });
});
