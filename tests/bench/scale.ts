// The backend at a large customer's size (issue 23, item 3): a generated organisation (scale-data.ts) in
// a database of its own, `pace_scale` (dropped and made again each run), served by the real bff app with
// a bare Koa app in the same process (bff/src/cli/scale-bench-server.ts). Signed in as an administrator
// of that organisation (who reaches all 10,000 sites), it times the screens' own GraphQL operations
// (read from their source files, so the bench sends what the screens send) and the same data from the
// bare routes, one request at a time, the two alternating so that the machine's other work weighs on both
// alike: p50 and p95 through /graphql (target p95 under 20 ms) and GraphQL's p50 over the bare route's
// (target at most 1.5×). Both are asked for uncompressed answers: compression is the same for both and
// is not what is compared.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { openDatabase } from '@pace/platform/db';
import { Redis } from 'ioredis';
import mysql from 'mysql2/promise';
import { repoRoot } from '../support/platform.ts';
import type { Figure } from './report.ts';
import { BIG_TEAM_SLUG, generateOrganisation, ORGANISATION_SLUG } from './scale-data.ts';

const SERVER = process.env.SCALE_BENCH_MYSQL ?? 'mysql://root@127.0.0.1:3306';
const DATABASE = 'pace_scale';
const REDIS_URL = process.env.SCALE_BENCH_REDIS ?? 'redis://127.0.0.1:6379/8';
const REDIS_PREFIX = 'pace_scale:';
const WARM_UP = 50;
const REQUESTS = Number(process.env.SCALE_BENCH_REQUESTS ?? 300);
const TARGET_P95_MS = 20;
const TARGET_RATIO = 1.5;
const VIEWER = { name: 'Scale Bench', email: 'scale-bench@pace.test', password: 'scale bench password 1' };

/** The text of the operation `name` as written in `file` (a `graphql(\`…\`)` template). */
function operationText(file: string, name: string): string {
  const source = readFileSync(join(repoRoot, file), 'utf8');
  const match = new RegExp(`graphql\\(\`(\\s*(?:query|fragment) ${name}\\b[^\`]*)\``).exec(source);
  if (!match) throw new Error(`${name} not found in ${file}: the bench follows the screens' operations`);
  return match[1]!.trim();
}

const TEAM_SITES = `${operationText('mfe-settings/src/graphql/sites.ts', 'TeamSites')}\n${operationText(
  'mfe-settings/src/graphql/fragments.ts',
  'PermissionFields',
)}`;
const SEARCH = operationText('shell/src/chrome/search/siteSearch.ts', 'ChromeSearchSites');
const SITE_SCOPE = operationText('shell/src/chrome/scope.ts', 'ChromeSiteScope');

interface Case {
  name: string;
  query: string;
  variables: Record<string, unknown>;
  bare: string;
}

function cases(siteSlug: string): Case[] {
  const teamSites = (label: string, sitesFilter: Record<string, string> | null, bare: string): Case => ({
    name: `team sites${label}`,
    query: TEAM_SITES,
    variables: { teamId: BIG_TEAM_SLUG, sitesFilter, cursor: null },
    bare: `/api/bare/team-sites?teamId=${BIG_TEAM_SLUG}${bare}`,
  });
  const search = (label: string, query: string): Case => ({
    name: `search${label}`,
    query: SEARCH,
    variables: { query },
    bare: `/api/bare/search?query=${encodeURIComponent(query)}`,
  });
  return [
    teamSites(', first page', null, ''),
    teamSites(', name filter', { nameContains: 'checkout' }, '&nameContains=checkout'),
    teamSites(', Synthetic filter', { dataSource: 'SYNTHETIC' }, '&dataSource=SYNTHETIC'),
    teamSites(', CrUX filter', { dataSource: 'CRUX' }, '&dataSource=CRUX'),
    teamSites(', RUM filter', { dataSource: 'RUM' }, '&dataSource=RUM'),
    search(' "checkout" (many)', 'checkout'),
    search(' "07421" (one)', '07421'),
    {
      name: 'site switcher (ChromeSiteScope)',
      query: SITE_SCOPE,
      variables: { teamId: BIG_TEAM_SLUG, siteId: siteSlug },
      bare: `/api/bare/site-scope?teamId=${BIG_TEAM_SLUG}&siteId=${siteSlug}`,
    },
  ];
}

async function recreateDatabase() {
  const admin = await mysql.createConnection(SERVER);
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE}`);
  await admin.query(`CREATE DATABASE ${DATABASE} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  return `${SERVER}/${DATABASE}`;
}

async function clearSessions() {
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${REDIS_PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
}

interface Servers {
  app: string;
  bare: string;
  stop(): Promise<unknown>;
}

async function startServers(databaseUrl: string): Promise<Servers> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'bff/src/cli/scale-bench-server.ts')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        DATABASE_URL: databaseUrl,
        REDIS_URL,
        REDIS_PREFIX,
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const [app, bare] = await new Promise<[number, number]>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /^listening (\d+) (\d+)$/.exec(line);
      if (match) resolve([Number(match[1]), Number(match[2])]);
    });
    child.once('exit', (code) => reject(new Error(`scale bench server exited (${code})`)));
  });
  return {
    app: `http://127.0.0.1:${app}`,
    bare: `http://127.0.0.1:${bare}`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

interface Session {
  cookie: string;
  /** The session's CSRF token (the pace_csrf cookie), which the shell sends with every POST. */
  csrf: string;
}

/** Signs the bench's viewer up through the real routes. */
async function signUp(app: string): Promise<Session> {
  const first = await fetch(`${app}/auth/csrf`);
  const { csrf } = (await first.json()) as { csrf: string };
  const cookies = first.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const response = await fetch(`${app}/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie: cookies.join('; ') },
    body: JSON.stringify({ ...VIEWER, passwordConfirmation: VIEWER.password }),
  });
  if (response.status !== 201)
    throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const set = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  const token = set.find((cookie) => cookie.startsWith('pace_csrf='));
  if (!token) throw new Error('sign-up set no CSRF cookie');
  return { cookie: set.join('; '), csrf: decodeURIComponent(token.slice('pace_csrf='.length)) };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function timedRequest(url: string, init: RequestInit): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, init);
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200 || text.includes('"errors"') || text.includes('"error"')) {
    throw new Error(`${url} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  return ms;
}

async function measure(servers: Servers, session: Session, item: Case) {
  const headers = { cookie: session.cookie, accept: 'application/json', 'accept-encoding': 'identity' };
  const graphql = () =>
    timedRequest(`${servers.app}/graphql`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'x-csrf-token': session.csrf },
      body: JSON.stringify({ query: item.query, variables: item.variables }),
    });
  const bare = () => timedRequest(`${servers.bare}${item.bare}`, { headers });
  for (let i = 0; i < WARM_UP; i += 1) {
    await graphql();
    await bare();
  }
  const times = { graphql: [] as number[], bare: [] as number[] };
  for (let i = 0; i < REQUESTS; i += 1) {
    times.graphql.push(await graphql());
    times.bare.push(await bare());
  }
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const [g, b] = [sorted(times.graphql), sorted(times.bare)];
  return {
    graphql: { p50: percentile(g, 50), p95: percentile(g, 95) },
    bare: { p50: percentile(b, 50), p95: percentile(b, 95) },
  };
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * SCALE_BENCH_REUSE=1 keeps a pace_scale database of an earlier run (new migrations are applied) instead
 * of generating it again: for working on the figures, not for the figures of record.
 */
async function prepareDatabase(figures: Figure[]): Promise<{ databaseUrl: string; siteSlug: string }> {
  const reuse = process.env.SCALE_BENCH_REUSE === '1';
  const databaseUrl = reuse ? `${SERVER}/${DATABASE}` : await recreateDatabase();
  const db = await openDatabase({ dialect: 'mysql', url: databaseUrl, database: DATABASE });
  const started = performance.now();
  try {
    await db.migrate();
    if (reuse) {
      await db.sequelize.query(`DELETE FROM users WHERE email = '${VIEWER.email}'`);
    } else {
      const generated = await generateOrganisation(db, (line) => process.stderr.write(`  scale: ${line}\n`));
      figures.push({
        name: 'generation (migrate and write)',
        value: Math.round((performance.now() - started) / 1000),
        unit: 's',
        note: ['sites', 'tests', 'metric_measurements']
          .map((table) => `${(generated.rows[table] ?? 0).toLocaleString('en')} ${table}`)
          .join(', '),
      });
    }
    // A site in the middle of the big team, for the site switcher.
    const [[site]] = (await db.sequelize.query(
      `SELECT s.slug FROM sites s JOIN teams t ON t.id = s.team_id WHERE t.slug = '${BIG_TEAM_SLUG}'
       ORDER BY s.name LIMIT 1 OFFSET 1000`,
    )) as [{ slug: string }[], unknown];
    return { databaseUrl, siteSlug: site!.slug };
  } finally {
    await db.close();
  }
}

export async function scaleBenchmark(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const { databaseUrl, siteSlug } = await prepareDatabase(figures);
  await clearSessions();
  const servers = await startServers(databaseUrl);
  try {
    const session = await signUp(servers.app);
    // The viewer administers the generated organisation, so it reaches every team and site.
    const grant = await openDatabase({ dialect: 'mysql', url: databaseUrl, database: DATABASE });
    await grant.sequelize.query(
      `INSERT INTO memberships (user_id, organisation_id, role, created_at, updated_at)
       SELECT u.id, o.id, 'admin', NOW(3), NOW(3) FROM users u, organisations o
       WHERE u.email = '${VIEWER.email}' AND o.slug = '${ORGANISATION_SLUG}'`,
    );
    await grant.close();
    // Latencies are wall times: what else the machine runs shows in them (the ratios, measured side by
    // side, much less).
    figures.push({
      name: 'machine load while measuring (1-minute average)',
      value: round(loadavg()[0]!),
      unit: '',
      note: `${availableParallelism()} cores`,
    });
    for (const item of cases(siteSlug)) {
      const result = await measure(servers, session, item);
      const ratio = result.graphql.p50 / result.bare.p50;
      figures.push(
        {
          name: `${item.name}: p50`,
          value: round(result.graphql.p50),
          unit: 'ms',
          note: `bare route ${round(result.bare.p50)} ms`,
        },
        {
          name: `${item.name}: p95`,
          value: round(result.graphql.p95),
          unit: 'ms',
          target: { max: TARGET_P95_MS },
          ratio: { to: 'bare p95', value: result.graphql.p95 / result.bare.p95 },
          note: `bare route ${round(result.bare.p95)} ms`,
        },
        {
          name: `${item.name}: GraphQL / bare (p50)`,
          value: round(ratio),
          unit: '×',
          target: { max: TARGET_RATIO },
          ratio: { to: 'bare p50', value: ratio },
        },
      );
      process.stderr.write(`  scale: ${item.name} measured\n`);
    }
  } finally {
    await servers.stop();
  }
  return figures;
}
