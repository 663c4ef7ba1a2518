// The app served on port 0 in either mode, with its own database, Redis keys, shell build and remotes.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@pace/platform/db';
import { openDatabase } from '@pace/platform/db';
import { type Logger, silentLogger } from '@pace/platform/log';
import { BullQueues, MemoryQueues, QUEUES } from '@pace/platform/queues';
import { type KeyValueStore, MemoryStore, RedisStore } from '@pace/platform/redis';
import {
  createTestDatabase,
  deleteKeys,
  TEST_REDIS_URL,
  testConfig,
  testKeyPrefix,
} from '@pace/platform/testing';
import type { GraphQLSchema } from 'graphql';
import { type AppDeps, createApp } from '../src/kernel/app.ts';

export const MODES = ['embedded', 'services'] as const;
export type Mode = (typeof MODES)[number];

/** A JavaScript file large enough to be compressed. */
export const BIG_SCRIPT = `export const words = ${JSON.stringify('performance '.repeat(400))};\n`;

/** A few routes of the shell's table, as its build writes them (dist/routes.json). */
export const TEST_PAGE_TABLE = {
  paths: [
    '/',
    '/sign-in',
    '/docs',
    '/organisations/$orgId/teams',
    '/teams/$teamId/$siteId',
    '/teams/$teamId/$siteId/pulse',
    '/teams/$teamId/$siteId/rum/dashboard',
    '/organisations/$orgId/billing/plan',
    '/tests/$uuid/$shareToken',
    '/tests/$uuid/$shareToken/overview',
  ],
  report: '/tests/$uuid/$shareToken',
  remotes: {
    '/teams/$teamId/$siteId/pulse': 'mfe-synthetic',
    '/teams/$teamId/$siteId/rum/dashboard': 'mfe-rum',
    '/organisations/$orgId/billing/plan': 'mfe-billing',
  },
  screens: {
    '/teams/$teamId/$siteId/pulse': 'pulse',
    '/teams/$teamId/$siteId/rum/dashboard': 'rum/dashboard',
    '/organisations/$orgId/billing/plan': 'organisation/billing/plan',
  },
  loader: ['/assets/remote-runtime.5e6f7a8b.js', '/assets/932.0a1b2c3d.js'],
};

export interface TestApp {
  url: string;
  db: Database;
  kv: KeyValueStore;
  deps: AppDeps;
  dir: string;
  shellDist: string;
  remotesDir: string;
  close(): Promise<void>;
}

export async function startTestApp(
  mode: Mode,
  options: {
    startedAt?: Date;
    schema?: GraphQLSchema;
    withShell?: boolean;
    /** More configuration variables, e.g. TRUST_PROXY. */
    env?: Record<string, string>;
    /** Where the app logs; silent by default. */
    log?: Logger;
    /** The embedded mode's SQLite in memory (the default), or in a file as the embedded server keeps it. */
    sqlite?: 'memory' | 'file';
  } = {},
): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'pace-bff-'));
  const shellDist = join(dir, 'shell');
  const remotesDir = join(dir, 'remotes');
  if (options.withShell !== false) {
    mkdirSync(join(shellDist, 'assets'), { recursive: true });
    writeFileSync(join(shellDist, 'index.html'), '<!doctype html><title>Pace</title><div id="root"></div>');
    writeFileSync(join(shellDist, 'assets', 'main.3f9a1c2b.js'), BIG_SCRIPT);
    writeFileSync(join(shellDist, 'assets', 'tiny.77aa11bb.css'), 'body{margin:0}');
    writeFileSync(join(shellDist, 'sw.js'), BIG_SCRIPT);
    writeFileSync(join(shellDist, 'routes.json'), JSON.stringify(TEST_PAGE_TABLE));
  }
  mkdirSync(remotesDir, { recursive: true });

  const prefix = testKeyPrefix();
  const testDb = await createTestDatabase(mode === 'services' ? 'mysql' : 'sqlite', {
    memory: options.sqlite !== 'file',
  });
  const config = testConfig({
    DATABASE_URL: testDb.url,
    ...(mode === 'services' ? { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix } : {}),
    SHELL_DIST: shellDist,
    REMOTES_DIR: remotesDir,
    ...options.env,
  });
  const db = await openDatabase(testDb.config);
  await testDb.migrate(db);
  const kv = mode === 'services' ? new RedisStore(TEST_REDIS_URL, { prefix }) : new MemoryStore();
  const queues =
    mode === 'services'
      ? new BullQueues(QUEUES, TEST_REDIS_URL, { prefix: `${prefix}bull` })
      : new MemoryQueues(QUEUES);
  const deps: AppDeps = {
    config,
    log: options.log ?? silentLogger(),
    db,
    kv,
    queues,
    ...(options.startedAt ? { startedAt: options.startedAt } : {}),
    ...(options.schema ? { schema: options.schema } : {}),
  };
  const server: Server = createApp(deps).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    kv,
    deps,
    dir,
    shellDist,
    remotesDir,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await queues.close();
      await kv.close();
      await db.close().catch(() => {});
      await testDb.drop();
      if (mode === 'services') await deleteKeys(prefix);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Writes a stand-in remote build: manifest, entry and one hashed chunk. */
export function writeRemoteBuild(dir: string, label: string) {
  mkdirSync(join(dir, 'static', 'js'), { recursive: true });
  // The parts of a module federation manifest the bff reads: the entry's file and `./mount`'s chunks.
  const manifest = {
    id: label,
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    exposes: [{ path: './mount', assets: { js: { sync: ['static/js/812.4be2c1d0.js'], async: [] } } }],
    padding: 'x'.repeat(2000),
  };
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dir, 'remoteEntry.js'), `/* ${label} */`);
  writeFileSync(join(dir, 'static', 'js', '812.4be2c1d0.js'), BIG_SCRIPT);
  writeFileSync(join(dir, 'static', 'js', '812.4be2c1d0.js.map'), '{"version":3}');
  return dir;
}
