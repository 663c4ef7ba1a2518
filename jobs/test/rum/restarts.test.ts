// RUM collection and storage while the services restart under load (Redis mode): beacons stream into the
// bff while, one after the other, Redis is shut down (SIGTERM), then killed (kill -9), and started again,
// MariaDB is killed (kill -9) and started again on the same data (down past the bff's 10 s settings
// cache), and the bff is killed (kill -9) and started again. Redis and MariaDB are servers of
// the test's own (the machine's MariaDB and Redis are shared by every other test). After each restart:
// - every beacon answered 204 is stored exactly once (none lost, none twice), and each row is whole;
// - the worker stores again: a beacon collected after the service is back is stored within HUNG_MS
//   (recorded: the time to the first write once back, and to the first beacon collected since back);
// - while a service is down, collection answers 503 (or, the bff being dead, nothing): never another 5xx.
// Redis runs with an append-only file fsynced on every write: a Redis without persistence loses the
// stream at a restart, acknowledged beacons included (packages/rum/README.md).
import { type Database, Op } from '@pace/platform/db';
import { recordResilience } from '@pace/platform/resilience-report';
import {
  type PrivateMariadb,
  type PrivateRedis,
  startPrivateMariadb,
  startPrivateRedis,
} from '@pace/platform/testing';
import { beacon, createRumSite as createRumSiteIn, SITE_ORIGIN } from '@pace/rum/testing';
import type { Beacon } from '@pace/rum-agent/beacon';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BffProcess, type Child, startBff, startTs } from '../support.ts';

const CONCURRENCY = 8;
/** How long a service stays down. */
const OUTAGE_MS = 3_000;
/** A worker that stores nothing new this long after the service is back is hung. */
const HUNG_MS = 30_000;
const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The columns a row must hold as the beacon carried them (a row missing any is half-written). */
const wholeRow = (sent: Beacon) => ({
  seq: sent.seq,
  path: sent.path,
  lcp: sent.metrics.lcp!.value,
  lcpTarget: sent.metrics.lcp!.target,
  lcp_element_render_delay: sent.metrics.lcp!.elementRenderDelay,
  inp: sent.metrics.inp!.value,
  inpTarget: sent.metrics.inp!.target,
  cls: sent.metrics.cls!.value,
  ttfb: sent.metrics.ttfb!.value,
  ttfb_request: sent.metrics.ttfb!.request,
  fcp: sent.metrics.fcp!.value,
});
type RowColumns = ReturnType<typeof wholeRow>;

/** Beacons posted without a break by CONCURRENCY senders until stopped, each one once (no retry). */
function startLoad(siteKey: string, url: () => string) {
  const sent = new Map<string, Beacon>();
  const acknowledged = new Set<string>();
  /** Each answer: when it came, the status ('no answer' when the connection failed), how long it took. */
  const answers: { at: number; status: string; ms: number }[] = [];
  let stopping = false;
  const sender = async () => {
    while (!stopping) {
      const n = sent.size;
      // Values of its own in each beacon: a row mixing two beacons, or missing columns, shows.
      const one = beacon(siteKey, { path: `/shop/item/${n}` });
      one.metrics.lcp!.value = 1_000 + n;
      one.metrics.inp!.value = 2_000 + (n % 5_000);
      sent.set(one.pageViewId, one);
      const startedAt = Date.now();
      const response = await fetch(`${url()}/rum/collect`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: SITE_ORIGIN, 'User-Agent': CHROME_UA },
        body: JSON.stringify(one),
      }).catch(() => null);
      await response?.arrayBuffer();
      answers.push({
        at: Date.now(),
        status: response ? String(response.status) : 'no answer',
        ms: Date.now() - startedAt,
      });
      if (response?.status === 204) acknowledged.add(one.pageViewId);
      else await pause(100); // down: a page does not send again at once either
    }
  };
  const running = Promise.all(Array.from({ length: CONCURRENCY }, sender));
  return {
    sent,
    acknowledged,
    /** Beacons answered 204 between `from` and `to`. */
    acknowledgedBetween(from: number, to: number) {
      return answers.filter(({ at, status }) => status === '204' && at >= from && at <= to).length;
    },
    /** The answers that came between `from` and `to`, by status, and the slowest. */
    answersBetween(from: number, to: number) {
      const counts = new Map<string, number>();
      let slowestMs = 0;
      for (const { at, status, ms } of answers) {
        if (at < from || at > to) continue;
        counts.set(status, (counts.get(status) ?? 0) + 1);
        slowestMs = Math.max(slowestMs, ms);
      }
      return { counts: [...counts], slowestMs };
    },
    async stop() {
      stopping = true;
      await running;
    },
  };
}

/** The site's rows (received since `since`); null while the database is down. */
const tryCount = (db: Database, siteId: number, since = 0) =>
  db.models.RumBeacon.count({ where: { siteId, receivedAt: { [Op.gte]: new Date(since) } } }).catch(
    () => null,
  );

describe('RUM collection with Redis, MariaDB and the bff restarted mid-load (Redis mode)', () => {
  let redis: PrivateRedis;
  let mariadb: PrivateMariadb;
  let app: BffProcess;
  let worker: Child;
  let probe: Redis;

  beforeAll(async () => {
    [redis, mariadb] = await Promise.all([startPrivateRedis({ durable: true }), startPrivateMariadb()]);
    // One address sends them all: no per-address or per-site limit here, the restarts are what is tested.
    app = await startBff(
      { RUM_RATE_LIMIT: '0', RUM_SITE_RATE_LIMIT: '0' },
      { mysqlUrl: mariadb.url, redisUrl: redis.url },
    );
    probe = new Redis(app.env.REDIS_URL);
    probe.on('error', () => {}); // it reconnects once Redis is back
    worker = startTs('jobs/src/main.ts', { ...app.env, LOG_LEVEL: 'warn' });
  }, 120_000);
  afterAll(async () => {
    if (worker && worker.process.exitCode === null) {
      worker.process.kill('SIGTERM');
      await worker.exited();
    }
    probe?.disconnect();
    await app?.close();
    await mariadb?.close();
    await redis?.close();
  }, 60_000);

  /** A site collecting RUM from SITE_ORIGIN, one per scenario so that each counts its own beacons. */
  const createRumSite = async () => {
    const { site, siteKey } = await createRumSiteIn(app.db);
    return { siteId: site.id, siteKey };
  };

  const scenarios = [
    {
      scenario: 'Redis restarted mid-load (SIGTERM, 3 s down; append-only file, fsync always)',
      down: () => redis.stop('SIGTERM'),
      outageMs: OUTAGE_MS,
      up: () => redis.start(),
    },
    {
      // No shutdown to write the file: what Redis answered is on disk already (fsync before the answer).
      scenario: 'Redis killed mid-load (kill -9, 3 s down; append-only file, fsync always)',
      down: () => redis.stop('SIGKILL'),
      outageMs: OUTAGE_MS,
      up: () => redis.start(),
    },
    {
      // Down longer than the bff keeps a site's collection settings (10 s): they expire mid-outage.
      scenario: 'MariaDB killed mid-load (kill -9, 12 s down, restarted on its data)',
      down: () => mariadb.stop('SIGKILL'),
      outageMs: 12_000,
      up: () => mariadb.start(),
    },
    {
      scenario: 'kill -9 of the bff mid-load (restarted after 3 s)',
      async down() {
        app.child.process.kill('SIGKILL');
        await app.child.exited();
      },
      outageMs: OUTAGE_MS,
      up: () => app.restart(),
    },
  ];

  it.each(scenarios)(
    '$scenario: every acknowledged beacon stored once, the worker storing again',
    {
      timeout: 120_000,
    },
    async ({ scenario, down, outageMs, up }) => {
      const { siteId, siteKey } = await createRumSite();
      const load = startLoad(siteKey, () => app.url);
      await expect.poll(() => tryCount(app.db, siteId), { timeout: 60_000, interval: 50 }).toBeGreaterThan(0);
      await pause(1_000);

      const stoppingAt = Date.now();
      await down();
      const downAt = Date.now();
      await pause(outageMs);
      await up();
      const backAt = Date.now();
      // Writing again: the first beacon collected since the service went down is stored (with MariaDB down,
      // those waited in the stream; with Redis or the bff down, none was collected before it was back).
      // Current again: the first beacon collected since it is back is stored (after the outage's backlog).
      let writingMs: number | null = null;
      let currentMs: number | null = null;
      while (currentMs === null && Date.now() - backAt < HUNG_MS) {
        if (writingMs === null && ((await tryCount(app.db, siteId, downAt)) ?? 0) > 0)
          writingMs = Date.now() - backAt;
        if (writingMs !== null && ((await tryCount(app.db, siteId, backAt)) ?? 0) > 0)
          currentMs = Date.now() - backAt;
        await pause(25);
      }
      const backlogAtBack = load.acknowledgedBetween(downAt, backAt);
      await pause(2_000);
      await load.stop();

      // Everything in the stream is written, then the rows are compared with what was acknowledged.
      await expect
        .poll(() => probe.xlen(`${app.env.REDIS_PREFIX}rum:beacons`), { timeout: 60_000, interval: 250 })
        .toBe(0);
      const rows = (await app.db.models.RumBeacon.findAll({
        where: { siteId },
        attributes: ['pageViewId', ...(Object.keys(wholeRow(beacon(''))) as (keyof RowColumns)[])],
        raw: true,
      })) as unknown as (RowColumns & { pageViewId: string })[];
      const stored = new Set(rows.map((row) => row.pageViewId));
      const lost = [...load.acknowledged].filter((id) => !stored.has(id)).length;
      const duplicated = rows.length - stored.size;
      const partial = rows.filter(({ pageViewId, ...columns }) => {
        const sent = load.sent.get(pageViewId);
        return !sent || JSON.stringify(columns) !== JSON.stringify(wholeRow(sent));
      }).length;
      // Answered 503 (or not at all) and stored all the same: the write reached Redis, its answer did not.
      const storedUnacknowledged = [...stored].filter((id) => !load.acknowledged.has(id)).length;
      const otherServerErrors = load
        .answersBetween(0, Number.POSITIVE_INFINITY)
        .counts.filter(([status]) => /^5/.test(status) && status !== '503')
        .reduce((sum, [, n]) => sum + n, 0);
      const hung = currentMs === null ? 1 : 0;

      const whileDown = load.answersBetween(downAt, backAt);
      const answered = whileDown.counts.map(([status, n]) => `${n}×${status}`).join(', ');
      const measured =
        `${load.acknowledged.size} acknowledged, ${stored.size} stored (${storedUnacknowledged} of them unacknowledged); ` +
        `${lost} lost, ${duplicated} duplicated, ${partial} partial; ` +
        `back: writing in ${writingMs ?? '–'} ms, current in ${currentMs ?? `over ${HUNG_MS}`} ms (acknowledged while down: ${backlogAtBack}); while down: ${answered || 'no answer'}, the slowest in ${whileDown.slowestMs} ms`;
      process.stdout.write(`${scenario}: ${measured} (stopping took ${downAt - stoppingAt} ms)\n`);
      recordResilience({
        scenario,
        measured,
        target: `0 lost, 0 duplicated, 0 partial, current within ${HUNG_MS / 1_000} s, no 5xx but 503`,
        met: lost === 0 && duplicated === 0 && partial === 0 && hung === 0 && otherServerErrors === 0,
      });
      expect({ lost, duplicated, partial, hung, otherServerErrors }).toEqual({
        lost: 0,
        duplicated: 0,
        partial: 0,
        hung: 0,
        otherServerErrors: 0,
      });
      expect(load.acknowledged.size).toBeGreaterThan(0);
      expect(worker.process.exitCode).toBeNull();
    },
  );
});
