// RUM benchmarks. Ingest, in both modes: accepted beacons per second at POST /rum/collect (services: the
// bff on MariaDB and Redis, in a process of its own; embedded: the one process `npm start` runs with
// nothing set, on SQLite, writing the beacons itself) against a bare node:http server that only reads the
// body, same load, same run; then the writer catches up and every 2xx must be a stored row.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { openDatabase } from '@pace/platform/db';
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
import { beacon } from '@pace/rum/testing';
import autocannon from 'autocannon';
import { repoRoot } from '../support/platform.ts';
import type { Figure } from './report.ts';

// Alternating rounds of each server, so that load from other processes on the machine hits both alike.
const ROUNDS = 3;
const DURATION_S = Number(process.env.RUM_BENCH_SECONDS ?? 5);
const CONNECTIONS = 100;
const ORIGIN = 'https://shop.example.test';
const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A beacon like the agent's (about 740 bytes), with a page-view id of its own. */
function beaconBody(siteKey: string, n: number) {
  const base = beacon(siteKey);
  return JSON.stringify({
    ...base,
    pageViewId: n.toString(16).padStart(32, '0'),
    path: `/shop/item/${n % 50}`,
    landing: n % 3 === 0,
    metrics: {
      ...base.metrics,
      lcp: { ...base.metrics.lcp!, value: 372 + (n % 900) },
      cls: { ...base.metrics.cls!, value: 0.1204 },
    },
  });
}

/**
 * Visitors come from 10,000 addresses (through a trusted proxy, as in production): each stays far below the
 * per-address rate limit, and geolocation looks up many addresses, not one.
 */
function visitorAddress(n: number) {
  const visitor = n % 10_000;
  return `${24 + (visitor % 150)}.${(visitor * 7) % 256}.${visitor % 251}.${(visitor >> 4) % 254}`;
}

/**
 * `bare`: tests/bench/rum-ingest-server.ts. `bff`: the bff's own entry point, `bff/src/main.ts`, as
 * `npm start` runs it with REDIS_URL (a process of its own; tests/ never imports the app).
 */
async function startServer(kind: 'bare' | 'bff' | 'embedded', env: Record<string, string> = {}) {
  const entry = {
    bff: 'bff/src/main.ts',
    embedded: 'bff/src/embedded.ts',
    bare: 'tests/bench/rum-ingest-server.ts',
  }[kind];
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(process.env.RUM_BENCH_NODE_OPTIONS?.split(' ') ?? []).filter((o) => o && kind !== 'bare'),
      '--import',
      'tsx',
      join(repoRoot, entry),
    ],
    {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', ...env, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      // The bare server prints `listening <port>`; the bff the line the start script waits for.
      const match = /^(?:listening |Pace is running at http:\/\/127\.0\.0\.1:)(\d+)\/?$/.exec(line);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`${kind} server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** Sends unique beacons for DURATION_S; returns the page-view ids acknowledged with 2xx. */
async function warmUp(url: string, siteKey: string, first: number) {
  const response = await fetch(`${url}/rum/collect`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'user-agent': USER_AGENT },
    body: beaconBody(siteKey, first + 1),
  });
  if (response.status !== 204) throw new Error(`warm-up beacon answered ${response.status}`);
  return (await load(url, siteKey, first + 1, 2)).next;
}

async function load(url: string, siteKey: string, first: number, seconds = DURATION_S) {
  let n = first;
  const acknowledged: number[] = [];
  const result = await autocannon({
    url: `${url}/rum/collect`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: ORIGIN, 'user-agent': USER_AGENT },
    requests: [
      {
        method: 'POST',
        setupRequest: (request, context: { n?: number }) => {
          context.n = ++n;
          return {
            ...request,
            headers: { ...request.headers, 'x-forwarded-for': visitorAddress(n) },
            body: beaconBody(siteKey, n),
          };
        },
        onResponse: (status, _body, context: { n?: number }) => {
          if (status >= 200 && status < 300) acknowledged.push(context.n!);
        },
      },
    ],
  });
  return {
    perSecond: result['2xx'] / seconds,
    acknowledged,
    non2xx: result.non2xx,
    errors: result.errors,
    next: n,
  };
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
    const { Organisation, Team, Site, RumSettings } = db.models;
    const organisation = await Organisation.create({ name: 'bench', slug: 'bench' });
    const team = await Team.create({ organisationId: organisation.id, name: 'bench', slug: 'bench' });
    const site = await Site.create({
      teamId: team.id,
      name: 'bench',
      slug: 'bench',
      canonicalUrl: `${ORIGIN}/`,
    });
    const { siteKey } = await RumSettings.create({ siteId: site.id, allowedOrigins: [ORIGIN] });

    const bare = await startServer('bare');
    const bff = await startServer(services ? 'bff' : 'embedded', {
      TRUST_PROXY: 'true',
      DATABASE_URL: testDb.url,
      ...redisEnv,
    });
    // Warm both up (the bff loads the geolocation data on its first beacon).
    let next = await warmUp(bare.url, siteKey, 0);
    next = await warmUp(bff.url, siteKey, next);
    const bareRates: number[] = [];
    const bffRates: number[] = [];
    const acknowledged: number[] = [];
    let non2xx = 0;
    let errors = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const baseline = await load(bare.url, siteKey, next);
      bareRates.push(baseline.perSecond);
      next = baseline.next;
      const measured = await load(bff.url, siteKey, next);
      bffRates.push(measured.perSecond);
      acknowledged.push(...measured.acknowledged);
      non2xx += measured.non2xx;
      errors += measured.errors;
      next = measured.next;
    }
    await Promise.all([bare.stop(), bff.stop()]);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const baseline = { perSecond: median(bareRates) };
    const measured = { perSecond: median(bffRates), acknowledged, non2xx, errors };

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
    const lost = measured.acknowledged.filter((n) => !stored.has(n.toString(16).padStart(32, '0'))).length;
    const label = `(${mode})`;
    return [
      {
        name: `bare node:http, body read ${label}`,
        value: Math.round(baseline.perSecond),
        unit: 'req/s',
        note: `median of ${ROUNDS} rounds of ${DURATION_S} s, ${CONNECTIONS} connections`,
      },
      {
        name: `POST /rum/collect accepted ${label}`,
        value: Math.round(measured.perSecond),
        unit: 'beacons/s',
        target: { min: Math.round(baseline.perSecond * 0.55) },
        ratio: { to: 'bare node:http', value: measured.perSecond / baseline.perSecond },
      },
      {
        name: `acknowledged (2xx) not stored ${label}`,
        value: lost,
        unit: 'beacons',
        target: { max: 0 },
        note: `of ${measured.acknowledged.length} acknowledged; ${measured.non2xx} non-2xx, ${measured.errors} errors`,
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

/** Both modes, one after the other. */
export async function rumIngestBenchmarks(): Promise<Figure[]> {
  return [...(await rumIngestBenchmark('services')), ...(await rumIngestBenchmark('embedded'))];
}
