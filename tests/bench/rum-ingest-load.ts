// The servers and the load of the RUM ingest benchmark (rum.ts): both servers are started the same way
// (node with tsx, a process of their own), loaded by the same autocannon in the benchmark's process with
// the same beacons, and their CPU time is read from /proc, so that a round's cost per request can be
// compared whatever else the machine is doing.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { beacon } from '@pace/rum/testing';
import autocannon from 'autocannon';
import { repoRoot } from '../support/platform.ts';

export const CONNECTIONS = 100;
export const ORIGIN = 'https://shop.example.test';
const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** The page-view id of beacon `n`: the benchmark checks by it that every acknowledged beacon is stored. */
export const pageViewIdOf = (n: number) => n.toString(16).padStart(32, '0');

/** A beacon like the agent's (about 740 bytes), with a page-view id of its own, for one of the sites. */
function beaconBody(siteKeys: string[], n: number) {
  const base = beacon(siteKeys[n % siteKeys.length]!);
  return JSON.stringify({
    ...base,
    pageViewId: pageViewIdOf(n),
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

export interface Server {
  url: string;
  /** CPU time (user + system, all threads) the process has used so far, in seconds. */
  cpuSeconds(): number;
  stop(): Promise<unknown>;
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

function cpuSecondsOf(pid: number) {
  // The fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/**
 * `bare`: tests/bench/rum-ingest-server.ts. `bff`: the bff's own entry point, `bff/src/main.ts`, as
 * `npm start` runs it with REDIS_URL; `embedded`: `bff/src/embedded.ts`, as it runs with nothing set.
 * tests/ never imports the app. RUM_BENCH_NODE_OPTIONS (e.g. `--cpu-prof`) applies to the measured one.
 */
export async function startServer(
  kind: 'bare' | 'bff' | 'embedded',
  env: Record<string, string> = {},
): Promise<Server> {
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
    cpuSeconds: () => cpuSecondsOf(child.pid!),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

export interface Load {
  perSecond: number;
  /** Beacon numbers answered 2xx. */
  acknowledged: number[];
  non2xx: number;
  errors: number;
  /** The last beacon number sent. */
  next: number;
}

/** Sends unique beacons (numbered from `first` + 1) for `seconds`; counts those answered 2xx. */
export async function load(url: string, siteKeys: string[], first: number, seconds: number): Promise<Load> {
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
            body: beaconBody(siteKeys, n),
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

/** One beacon that must be answered 204, then load for `seconds`: JIT, caches and geolocation warm. */
export async function warmUp(url: string, siteKeys: string[], first: number, seconds: number) {
  const response = await fetch(`${url}/rum/collect`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'user-agent': USER_AGENT },
    body: beaconBody(siteKeys, first + 1),
  });
  if (response.status !== 204) throw new Error(`warm-up beacon answered ${response.status}`);
  return (await load(url, siteKeys, first + 1, seconds)).next;
}
