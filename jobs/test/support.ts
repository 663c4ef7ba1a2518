import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '@pace/platform/config';
import { type Database, openDatabase } from '@pace/platform/db';
import { silentLogger } from '@pace/platform/log';
import type { JobContext } from '@pace/platform/queues';
import {
  createTestDatabase,
  deleteKeys,
  killOnExit,
  TEST_REDIS_URL,
  testKeyPrefix,
} from '@pace/platform/testing';

export interface Child {
  process: ChildProcessWithoutNullStreams;
  output(): string;
  /** Resolves when the output matches, with the match. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  exited(): Promise<number | null>;
}

/** Runs a TypeScript entry point with tsx, as the start script does. */
export function startTs(file: string, env: Record<string, string | undefined>): Child {
  const merged: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn' };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete merged[key];
    else merged[key] = value;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, file)], {
    cwd: REPO_ROOT,
    env: merged,
  });
  killOnExit(child);
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    process: child,
    output: () => output,
    exited: () => exit,
    waitFor(pattern, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(output);
          if (match) {
            listeners.delete(check);
            clearTimeout(timer);
            resolve(match);
          }
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no ${pattern} in ${timeoutMs} ms; output:\n${output}`));
        }, timeoutMs);
        listeners.add(check);
        exit.then(() => setTimeout(check, 0));
        check();
      });
    },
  };
}

export interface BffProcess {
  /** http://127.0.0.1:<port> (a restarted process listens on another port). */
  url: string;
  /** The bff's database (MariaDB, or the SQLite file of the embedded mode), migrated, for seeding and reading. */
  db: Database;
  /** What a worker process needs to share the bff's database, Redis keys and queues. */
  env: { DATABASE_URL: string; REDIS_URL: string; REDIS_PREFIX: string };
  child: Child;
  /** Starts the process again on the same database and keys (after it was killed). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The bff as its own process (`bff/src/main.ts`, as `npm start` runs it with REDIS_URL) on a throw-away
 * MariaDB database and Redis prefix: jobs' tests meet the bff over HTTP and never import it. `embedded`:
 * the single-process mode instead (`bff/src/embedded.ts` on a SQLite file, no REDIS_URL), as `npm start`
 * runs it with nothing set; it runs the job handlers itself. `mysqlUrl`, `redisUrl`: servers of the test's
 * own (a fault test's private MariaDB and Redis) instead of the shared ones.
 */
export async function startBff(
  env: Record<string, string> = {},
  options: { embedded?: boolean; mysqlUrl?: string; redisUrl?: string } = {},
): Promise<BffProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'pace-jobs-bff-'));
  mkdirSync(join(dir, 'shell'), { recursive: true });
  mkdirSync(join(dir, 'remotes'), { recursive: true });
  writeFileSync(join(dir, 'shell', 'index.html'), '<!doctype html><title>Pace</title><div id="root"></div>');
  const prefix = testKeyPrefix();
  const redisUrl = options.redisUrl ?? TEST_REDIS_URL;
  const testDb = await createTestDatabase(
    options.embedded ? 'sqlite' : 'mysql',
    options.mysqlUrl ? { server: options.mysqlUrl } : {},
  );
  const db = await openDatabase(testDb.config);
  await testDb.migrate(db);
  const shared = { DATABASE_URL: testDb.url, REDIS_URL: redisUrl, REDIS_PREFIX: prefix };
  const spawnBff = () =>
    startTs(options.embedded ? 'bff/src/embedded.ts' : 'bff/src/main.ts', {
      ...shared,
      REDIS_URL: options.embedded ? undefined : redisUrl,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      SHELL_DIST: join(dir, 'shell'),
      REMOTES_DIR: join(dir, 'remotes'),
      ...env,
    });
  const listening = async (child: Child) => {
    const [, url] = await child.waitFor(/^Pace is running at (http:\/\/\S+?)\/?$/m, 60_000);
    return url!;
  };
  const app: BffProcess = {
    url: '',
    db,
    env: shared,
    child: spawnBff(),
    async restart() {
      if (app.child.process.exitCode === null && app.child.process.signalCode === null) {
        throw new Error('the bff is still running');
      }
      app.child = spawnBff();
      app.url = await listening(app.child);
    },
    async close() {
      const { process: child } = app.child;
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await app.child.exited();
      }
      await db.close().catch(() => {});
      await testDb.drop();
      await deleteKeys(prefix, redisUrl);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    app.url = await listening(app.child);
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}

/** Every process below `pid` (its audit process and Chromium), from /proc. */
export function descendants(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone already
    }
  }
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of parents) {
      if (ppid === parent) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return found;
}

export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The context a worker gives a job's first attempt: enough for a task run by hand in a test. */
export function firstAttempt(queue: string, name: string, attempts = 3): JobContext {
  return {
    id: '1',
    queue,
    name,
    attempt: 1,
    attempts,
    signal: new AbortController().signal,
    log: silentLogger(),
  };
}
