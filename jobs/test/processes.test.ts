// The two ways the job handlers run: the worker process (BullMQ) and the embedded mode (in-process), and
// the embedded mode's console as `npm start` shows it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@pace/platform/db';
import { HEARTBEAT_KEY } from '@pace/platform/heartbeat';
import { consoleLine } from '@pace/platform/log';
import { RedisStore } from '@pace/platform/redis';
import { createTestDatabase, deleteKeys, TEST_REDIS_URL, testKeyPrefix } from '@pace/platform/testing';
import { describe, expect, test } from 'vitest';
import { startTs } from './support.ts';

describe('jobs/src/main.ts, the worker process', () => {
  test('runs the heartbeat job on start, and exits 0 on SIGTERM', async () => {
    const prefix = testKeyPrefix();
    const testDb = await createTestDatabase('sqlite');
    const kv = new RedisStore(TEST_REDIS_URL, { prefix });
    const worker = startTs('jobs/src/main.ts', {
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
      DATABASE_URL: testDb.url,
    });
    try {
      await expect.poll(() => kv.get(HEARTBEAT_KEY), { timeout: 15_000, interval: 200 }).not.toBeNull();
      const beat = JSON.parse((await kv.get(HEARTBEAT_KEY))!);
      expect(Date.now() - Date.parse(beat.at)).toBeLessThan(15_000);
      worker.process.kill('SIGTERM');
      expect(await worker.exited()).toBe(0);
    } finally {
      if (worker.process.exitCode === null) worker.process.kill('SIGKILL');
      await kv.close();
      await deleteKeys(prefix);
      await testDb.drop();
    }
  });

  test('refuses to start without REDIS_URL, and says what to run instead', async () => {
    const worker = startTs('jobs/src/main.ts', { REDIS_URL: undefined, DATABASE_URL: 'sqlite::memory:' });
    expect(await worker.exited()).toBe(1);
    expect(worker.output()).toMatch(/needs REDIS_URL.*bff\/src\/embedded\.ts/s);
  });
});

describe('bff/src/embedded.ts, the single-process mode', () => {
  test('serves the app, runs the heartbeat in-process, and stops on SIGTERM', async () => {
    const testDb = await createTestDatabase('sqlite');
    const db = await openDatabase(testDb.config);
    await testDb.migrate(db);
    await db.close();
    const pace = startTs('bff/src/embedded.ts', {
      REDIS_URL: undefined,
      DATABASE_URL: testDb.url,
      PORT: '0',
      HOST: '127.0.0.1',
    });
    try {
      // Starting means compiling the bff and the workers with tsx: CI's busiest minutes took over 15 s.
      const [, url] = await pace.waitFor(/^Pace is running at (http:\/\/127\.0\.0\.1:\d+)$/m, 60_000);
      const response = await fetch(`${url}/healthz`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        status: 'ok',
        database: { status: 'ok', dialect: 'sqlite' },
        redis: { status: 'memory' },
        worker: { status: 'ok', lastHeartbeat: expect.any(String) },
      });
      const manifest = await fetch(`${url}/api/remotes`);
      expect(await manifest.json()).toEqual({ remotes: [] });
      pace.process.kill('SIGTERM');
      expect(await pace.exited()).toBe(0);
    } finally {
      if (pace.process.exitCode === null) pace.process.kill('SIGKILL');
      await testDb.drop();
    }
  }, 120_000);

  test('with LOG_FORMAT=text (npm start): one plain line per event, the JSON lines in DATA_DIR', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pace-console-'));
    const testDb = await createTestDatabase('sqlite');
    const db = await openDatabase(testDb.config);
    await testDb.migrate(db);
    await db.close();
    const pace = startTs('bff/src/embedded.ts', {
      REDIS_URL: undefined,
      DATABASE_URL: testDb.url,
      DATA_DIR: dataDir,
      LOG_FORMAT: 'text',
      LOG_LEVEL: 'info',
      PORT: '0',
      HOST: '127.0.0.1',
    });
    try {
      await pace.waitFor(/^Pace is running at http:\/\/127\.0\.0\.1:\d+$/m, 90_000);
      await pace.waitFor(/^(warning: )?Audits /m, 60_000);
      pace.process.kill('SIGTERM');
      expect(await pace.exited()).toBe(0);
      const lines = pace.output().trim().split('\n');
      expect(lines.filter((line) => line.startsWith('{'))).toEqual([]);
      expect(lines.filter((line) => line.startsWith('Pace is running at'))).toHaveLength(1);
      expect(lines.filter((line) => /^(warning: )?Audits /.test(line))).toHaveLength(1);
      expect(lines[0]).toMatch(/^Database: embedded SQLite/);
      const events = readFileSync(join(dataDir, 'logs', 'pace.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      // Each event of the file is one line on the console, in the same order.
      // (Node's own warnings, on stderr, aside.)
      const logged = lines.filter((line) => !/^\((node:\d+|Use `node)/.test(line));
      expect(logged).toEqual(events.map(consoleLine));
      expect(new Set(events.map((event) => event.service))).toEqual(new Set(['pace']));
    } finally {
      if (pace.process.exitCode === null) pace.process.kill('SIGKILL');
      await testDb.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
