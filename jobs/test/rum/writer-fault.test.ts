// The fault test of RUM collection, in both modes: beacons stream into the bff while beacons are being
// written, the process that writes them is killed with SIGKILL while it holds beacons it acknowledged and
// has not stored, and started again. Every beacon acknowledged with 204 must be stored exactly once.
// - services: the bff and the worker are processes of their own (bff/src/main.ts, jobs/src/main.ts) on
//   MariaDB and Redis, as in production; the worker is killed while it holds read, unacknowledged entries.
// - embedded: one process (bff/src/embedded.ts) on a SQLite file and no Redis, as `npm start` runs with
//   nothing set; that process, which answered the beacons and writes them, is killed.

import { recordResilience } from '@pace/platform/resilience-report';
import { beacon, createRumSite as createRumSiteIn, SITE_ORIGIN } from '@pace/rum/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BffProcess, type Child, startBff, startTs } from '../support.ts';

const BEACONS = 6_000;
const CONCURRENCY = 16;
const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(['services', 'embedded'] as const)('the RUM beacon writer, killed mid-stream (%s)', (mode) => {
  let app: BffProcess;
  let redis: Redis | undefined;
  const workers: Child[] = [];

  beforeAll(async () => {
    // One address sends them all: no per-address limit here, the writer is what is tested.
    app = await startBff({ RUM_RATE_LIMIT: '0' }, { embedded: mode === 'embedded' });
    if (mode === 'services') redis = new Redis(app.env.REDIS_URL);
  }, 90_000);
  afterAll(async () => {
    for (const worker of workers) if (worker.process.exitCode === null) worker.process.kill('SIGKILL');
    redis?.disconnect();
    await app?.close();
  });

  const startWorker = () => {
    const worker = startTs('jobs/src/main.ts', { ...app.env, LOG_LEVEL: 'warn' });
    workers.push(worker);
    return worker;
  };
  /** A site collecting RUM from SITE_ORIGIN, made in the bff's database. */
  const createRumSite = () => createRumSiteIn(app.db);
  /** A beacon as the agent posts it from a page of SITE_ORIGIN, to wherever the bff listens now. */
  const post = (body: unknown) =>
    fetch(`${app.url}/rum/collect`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: SITE_ORIGIN, 'User-Agent': CHROME_UA },
      body: JSON.stringify(body),
    });
  const streamKey = () => `${app.env.REDIS_PREFIX}rum:beacons`;
  /** Entries read by a writer and not acknowledged. */
  const pendingCount = async () => {
    const summary = (await redis!.xpending(streamKey(), 'writers').catch(() => [0])) as [number];
    return Number(summary[0] ?? 0);
  };
  /** Entries not yet acknowledged, whoever holds them. */
  const backlog = async () => {
    if (redis) return redis.xlen(streamKey());
    const [rows] = await app.db.sequelize.query('SELECT COUNT(*) AS n FROM rum_stream_entries');
    return Number((rows as { n: number }[])[0]!.n);
  };
  const storedCount = (siteId: number) => app.db.models.RumBeacon.count({ where: { siteId } });

  it('stores every acknowledged beacon exactly once', { timeout: 150_000 }, async () => {
    const { site, siteKey } = await createRumSite();
    const acknowledged = new Set<string>();
    /** Every beacon sent: one sent as the process died may be stored though never answered. */
    const sentIds = new Set<string>();
    let sent = 0;
    let refused = 0;
    const sender = async () => {
      while (sent < BEACONS) {
        sent += 1;
        const one = beacon(siteKey);
        sentIds.add(one.pageViewId);
        const response = await post(one).catch(() => null);
        if (response?.status === 204) acknowledged.add(one.pageViewId);
        else {
          refused += 1;
          await pause(200); // the bff is down (embedded): wait for it rather than spend the beacons
        }
      }
    };
    let worker = mode === 'services' ? startWorker() : undefined;
    const sending = Promise.all(Array.from({ length: CONCURRENCY }, sender));

    await expect.poll(() => storedCount(site.id), { timeout: 60_000, interval: 50 }).toBeGreaterThan(0);
    let acknowledgedAtKill: number;
    let storedAtKill: number;
    if (worker) {
      // Kill the worker at a moment it holds entries it has read and not yet acknowledged. SIGKILL is
      // immediate, so what is pending right after the kill is what the worker held when it died; when the
      // kill fell between two batches, start another worker and try again.
      let pendingAtKill = 0;
      for (let attempt = 0; attempt < 5 && pendingAtKill === 0; attempt += 1) {
        if (attempt > 0) worker = startWorker();
        await expect.poll(pendingCount, { timeout: 60_000, interval: 2 }).toBeGreaterThan(0);
        worker.process.kill('SIGKILL');
        await worker.exited();
        pendingAtKill = await pendingCount();
      }
      expect(pendingAtKill).toBeGreaterThan(0);
      acknowledgedAtKill = acknowledged.size;
      storedAtKill = await storedCount(site.id);
      // Beacons keep coming while no worker runs; then a new worker takes over the dead one's entries.
      await pause(500);
      worker = startWorker();
    } else {
      // The one process answers and writes: killed while beacons keep coming, it holds some answered
      // and not yet stored (the writer runs every second). Beacons sent while it is down are refused.
      app.child.process.kill('SIGKILL');
      await app.child.exited();
      acknowledgedAtKill = acknowledged.size;
      storedAtKill = await storedCount(site.id);
      await pause(500);
      await app.restart();
    }
    await sending;
    // The dead writer's entries are claimed once idle for 15 s; then nothing is left in the stream.
    await expect.poll(backlog, { timeout: 60_000, interval: 500 }).toBe(0);
    await expect
      .poll(() => storedCount(site.id), { timeout: 60_000, interval: 500 })
      .toBeGreaterThanOrEqual(acknowledged.size);

    const rows = await app.db.models.RumBeacon.findAll({
      where: { siteId: site.id },
      attributes: ['pageViewId'],
      raw: true,
    });
    const stored = rows.map((row) => row.pageViewId);
    // The figures, for the resilience report (acknowledged against stored in both modes).
    const storedSet = new Set(stored);
    const lost = [...acknowledged].filter((id) => !storedSet.has(id)).length;
    const duplicated = stored.length - new Set(stored).size;
    recordResilience({
      scenario: `kill -9 of the ${mode === 'services' ? 'worker' : 'embedded process'} mid-load (${mode === 'services' ? 'Redis' : 'embedded'} mode)`,
      measured: `${acknowledged.size} acknowledged, ${stored.length} stored, ${lost} lost, ${duplicated} twice; ${refused} unanswered or refused while down`,
      target: '0 lost, 0 twice',
      met: lost === 0 && duplicated === 0,
    });
    expect(new Set(stored).size).toBe(stored.length);
    expect(lost).toBe(0);
    // Beyond the acknowledged ones, only beacons the killed process stored and never answered.
    const unanswered = stored.filter((id) => !acknowledged.has(id));
    expect(unanswered.every((id) => sentIds.has(id))).toBe(true);
    expect(unanswered.length).toBeLessThanOrEqual(refused);
    if (mode === 'services') expect(refused).toBe(0);
    expect(storedAtKill).toBeLessThan(acknowledgedAtKill);
    if (worker) {
      worker.process.kill('SIGTERM');
      await worker.exited();
    }
  });
});
