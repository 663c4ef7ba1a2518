// RUM benchmarks. Ingest, in both modes: accepted beacons per second at POST /rum/collect (services: the
// bff on MariaDB and Redis, in a process of its own; embedded: the one process `npm start` runs with
// nothing set, on SQLite, writing the beacons itself) against a bare node:http server that only reads the
// body, same load, same run; then the writer catches up and every 2xx must be a stored row.
//
// Fair to both under a machine others load too: rounds alternate in ABBA order (bare, bff, bff, bare…),
// each bff round is compared with the bare round next to it and the ratio is the median of those pairs;
// in the embedded mode each round starts once the process has written what the last one left (its writer
// would otherwise run during the next bare round, on the same cores). The CPU time each server used per
// request is reported too: it does not depend on what else the machine runs.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, QueryTypes } from '@pace/platform/db';
import { silentLogger } from '@pace/platform/log';
import { BullQueues, type JobQueues, MemoryQueues, type PaceQueues, QUEUES } from '@pace/platform/queues';
import { type KeyValueStore, MemoryStore, RedisStore } from '@pace/platform/redis';
import {
  createTestDatabase,
  deleteKeys,
  TEST_REDIS_URL,
  testConfig,
  testKeyPrefix,
} from '@pace/platform/testing';
import { BeaconWriter, beaconStreamFor } from '@pace/rum';
import { createRumSite } from '@pace/rum/testing';
import type { Figure } from './report.ts';
import {
  CONNECTIONS,
  type Load,
  load,
  ORIGIN,
  pageViewIdOf,
  type Server,
  startServer,
  warmUp,
} from './rum-ingest-load.ts';

const ROUNDS = Number(process.env.RUM_BENCH_ROUNDS ?? 6);
const DURATION_S = Number(process.env.RUM_BENCH_SECONDS ?? 3);
const WARM_UP_S = 3;
/**
 * Beacons come from this many sites. One site alone would pass its own budget (RUM_SITE_RATE_LIMIT,
 * 120,000 a minute a process) within the run and be answered 429: that is the site limit working, not
 * what collection can take.
 */
const SITES = 20;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Round {
  rate: number;
  /** CPU seconds per 1,000 requests answered 2xx. */
  cpuPerThousand: number;
}

/** A round of load on one server; its CPU time counted until `settled` (the embedded writer's catch-up). */
async function round(server: Server, siteKeys: string[], first: number, settled: () => Promise<void>) {
  await settled();
  const cpuBefore = server.cpuSeconds();
  const result = await load(server.url, siteKeys, first, DURATION_S);
  await settled();
  const cpu = server.cpuSeconds() - cpuBefore;
  const round: Round = {
    rate: result.perSecond,
    cpuPerThousand: (1000 * cpu) / Math.max(1, result.acknowledged.length),
  };
  return { round, result };
}

export async function rumIngestBenchmark(mode: 'services' | 'embedded'): Promise<Figure[]> {
  const services = mode === 'services';
  const prefix = testKeyPrefix();
  const testDb = await createTestDatabase(services ? 'mysql' : 'sqlite');
  const redisEnv: Record<string, string> = services
    ? { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix }
    : {};
  const config = testConfig({ DATABASE_URL: testDb.url, ...redisEnv });
  const db = await openDatabase(config.database);
  await db.migrate();
  const kv: KeyValueStore = services ? new RedisStore(TEST_REDIS_URL, { prefix }) : new MemoryStore();
  const queues: JobQueues<PaceQueues> = services
    ? new BullQueues(QUEUES, TEST_REDIS_URL, { prefix: `${prefix}bull` })
    : new MemoryQueues(QUEUES);
  try {
    const siteKeys: string[] = [];
    for (let i = 0; i < SITES; i += 1) {
      siteKeys.push((await createRumSite(db, { allowedOrigins: [ORIGIN] })).siteKey);
    }
    const backlog = async () => {
      const [row] = await db.sequelize.query<{ n: number | string }>(
        'SELECT COUNT(*) AS n FROM rum_stream_entries',
        { type: QueryTypes.SELECT },
      );
      return Number(row?.n ?? 0);
    };
    /**
     * Embedded: beacons acknowledged and not yet moved from the process's acknowledgement log (a directory
     * beside the SQLite file) into the stream table: bytes in its segments.
     */
    const journal = testDb.config.dialect === 'sqlite' ? `${testDb.config.storage}.rum-journal` : '';
    const logged = () =>
      existsSync(journal)
        ? readdirSync(journal).reduce((sum, name) => sum + statSync(join(journal, name)).size, 0)
        : 0;
    /** Embedded: until the process has written the beacons it took (at most a minute). */
    const settled = async () => {
      if (services) return;
      const until = Date.now() + 60_000;
      while ((logged() > 0 || (await backlog()) > 0) && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    const bare = await startServer('bare');
    const bff = await startServer(services ? 'bff' : 'embedded', {
      TRUST_PROXY: 'true',
      DATABASE_URL: testDb.url,
      // Rollups are background work with a benchmark of their own: kept out of these rounds.
      RUM_ROLLUP_DELAY_MS: '600000',
      ...redisEnv,
    });
    let next = await warmUp(bare.url, siteKeys, 0, WARM_UP_S);
    next = await warmUp(bff.url, siteKeys, next, WARM_UP_S);
    await settled();
    const bareRounds: Round[] = [];
    const bffRounds: Round[] = [];
    const measured: Load[] = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      for (const which of i % 2 === 0 ? ['bare', 'bff'] : ['bff', 'bare']) {
        const server = which === 'bare' ? bare : bff;
        const { round: one, result } = await round(server, siteKeys, next, settled);
        next = result.next;
        if (which === 'bare') bareRounds.push(one);
        else {
          bffRounds.push(one);
          measured.push(result);
        }
      }
    }
    await Promise.all([bare.stop(), bff.stop()]);
    const ratios = bffRounds.map((one, i) => one.rate / bareRounds[i]!.rate);
    const acknowledged = measured.flatMap((one) => one.acknowledged);
    const non2xx = measured.reduce((sum, one) => sum + one.non2xx, 0);
    const errors = measured.reduce((sum, one) => sum + one.errors, 0);

    // The writer catches up (in the embedded mode, with what the process left in the database's stream
    // when it stopped); every acknowledged beacon must be a row.
    const writer = new BeaconWriter({
      db,
      kv,
      queues,
      stream: beaconStreamFor({ config, kv, db }),
      log: silentLogger(),
      rollupDelayMs: 60_000,
    });
    const started = performance.now();
    let written = 0;
    for (let batch = await writer.writeBatch(); batch > 0; batch = await writer.writeBatch())
      written += batch;
    const writeSeconds = (performance.now() - started) / 1000;
    const stored = new Set(
      (await db.models.RumBeacon.findAll({ attributes: ['pageViewId'], raw: true })).map(
        (row) => row.pageViewId,
      ),
    );
    const lost = acknowledged.filter((n) => !stored.has(pageViewIdOf(n))).length;
    const label = `(${mode})`;
    const bareCpu = median(bareRounds.map((one) => one.cpuPerThousand));
    const bffCpu = median(bffRounds.map((one) => one.cpuPerThousand));
    return [
      {
        name: `bare node:http, body read ${label}`,
        value: Math.round(median(bareRounds.map((one) => one.rate))),
        unit: 'req/s',
        note: `median of ${ROUNDS} rounds of ${DURATION_S} s, ${CONNECTIONS} connections, ABBA`,
      },
      {
        name: `POST /rum/collect accepted ${label}`,
        value: Math.round(median(bffRounds.map((one) => one.rate))),
        unit: 'beacons/s',
        note: `to bare, round by round: ${ratios.map((r) => r.toFixed(2)).join(' ')}`,
      },
      {
        name: `accepted, to bare node:http in the same rounds ${label}`,
        value: Number(median(ratios).toFixed(2)),
        unit: '×',
        target: { min: 0.55 },
      },
      {
        name: `CPU time per 1,000 beacons ${label}`,
        value: Number(bffCpu.toFixed(3)),
        unit: 's',
        note: `${(bffCpu / bareCpu).toFixed(1)}× bare's ${bareCpu.toFixed(3)} s${services ? '' : ', writing them included'}`,
      },
      {
        name: `acknowledged (2xx) not stored ${label}`,
        value: lost,
        unit: 'beacons',
        target: { max: 0 },
        note: `of ${acknowledged.length} acknowledged; ${non2xx} non-2xx, ${errors} errors`,
      },
      {
        name: `writer catch-up ${label}`,
        value: Math.round(written / writeSeconds),
        unit: 'rows/s',
        note: `${written} rows in ${writeSeconds.toFixed(1)} s`,
      },
    ];
  } finally {
    await queues.close();
    await kv.close();
    await db.close();
    await testDb.drop();
    await deleteKeys(prefix);
  }
}

/** Both modes, one after the other; RUM_BENCH_MODES=embedded (or services) runs one. */
export async function rumIngestBenchmarks(): Promise<Figure[]> {
  const modes = (process.env.RUM_BENCH_MODES ?? 'services,embedded').split(',') as (
    | 'services'
    | 'embedded'
  )[];
  const figures: Figure[] = [];
  for (const mode of modes) figures.push(...(await rumIngestBenchmark(mode)));
  return figures;
}
