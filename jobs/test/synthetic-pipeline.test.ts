// Snapshots through the real pipeline: the audits queue, real Lighthouse in Chromium against fixture
// sites on loopback, states, artifacts and measurements; and a worker killed in the middle of an audit.

import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { planGate } from '@pace/billing/gates';
import { type FixtureSites, startFixtureSites } from '@pace/lighthouse-runner/testing';
import { loadConfig } from '@pace/platform/config';
import { type Database, openDatabase } from '@pace/platform/db';
import { silentLogger } from '@pace/platform/log';
import { BullQueues, MemoryQueues, QUEUES } from '@pace/platform/queues';
import { MemoryStore } from '@pace/platform/redis';
import { createTestDatabase, deleteKeys, TEST_REDIS_URL, testKeyPrefix } from '@pace/platform/testing';
import { pseudoMedian, spreadOf, withinTarget } from '@pace/statistics';
import { SnapshotStarter } from '@pace/synthetic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobs } from '../src/start.ts';
import { RunTestTask } from '../src/workers/synthetic/run-test.ts';
import { alive, type Child, descendants, startTs } from './support.ts';

const AUDIT_ENV = { AUDIT_ALLOWED_NETWORKS: '127.0.0.0/8', LOG_LEVEL: 'silent' };

/** One run per test unless a test is about run counts: each run costs seconds of CPU. */
const ONE_RUN = { minRuns: 1, maxRuns: 1 };

async function seedSite(
  db: Database,
  origin: string,
  paths: string[],
  runs: { minRuns?: number; maxRuns?: number } = ONE_RUN,
) {
  const { Organisation, Team, Site, Page, TestProfile, Budget } = db.models;
  const slug = `synthetic-${process.pid}-${Date.now()}`;
  const organisation = await Organisation.create({ name: slug, slug });
  const team = await Team.create({ organisationId: organisation.id, name: slug, slug });
  const site = await Site.create({
    teamId: team.id,
    name: 'Fixture',
    slug: 'fixture',
    canonicalUrl: `${origin}/`,
    ...runs,
  });
  for (const path of paths) await Page.create({ siteId: site.id, name: path, url: `${origin}${path}` });
  await TestProfile.create({ siteId: site.id, name: 'Desktop', device: 'desktop', connection: 'cable' });
  await Budget.create({ siteId: site.id, metric: 'performance_score', value: 10 });
  return { organisation, site };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

let sites: FixtureSites;
beforeAll(async () => {
  sites = await startFixtureSites();
}, 60_000);
afterAll(() => sites?.close());

describe('a snapshot in one process (in-memory queues, SQLite)', () => {
  it('runs each test as often as the site says, stores the median run with the spread of its runs, and completes with the failed test counted', async () => {
    const testDb = await createTestDatabase('sqlite', { memory: true });
    const db = await openDatabase(testDb.config);
    await testDb.migrate(db);
    const artifactsDir = mkdtempSync(join(tmpdir(), 'pace-artifacts-'));
    const config = loadConfig({ ...AUDIT_ENV, ARTIFACTS_DIR: artifactsDir });
    const queues = new MemoryQueues(QUEUES);
    const runtime = { config, db, kv: new MemoryStore(), queues, log: silentLogger(), close: async () => {} };
    const pool = await startJobs(runtime);
    try {
      // The site's defaults: at least 3 runs, at most 9, until the performance score's interval is
      // within 5 % of its median; the fast page scores the same every time, so 3.
      const { organisation, site } = await seedSite(db, sites.origin, ['/fast', '/missing'], {});
      const snapshot = await new SnapshotStarter(db, queues, planGate(db, { billing: 'on' })).start(
        site,
        organisation.id,
        {
          trigger: 'manual',
          triggerClient: 'test',
        },
      );
      const done = await until(
        () => db.models.Snapshot.findByPk(snapshot.id, { rejectOnEmpty: true }),
        (s) => ['completed', 'failed', 'errored'].includes(s.status),
        300_000,
      );
      const tests = await db.models.Test.findAll({
        where: { snapshotId: snapshot.id },
        order: [['id', 'ASC']],
      });
      expect(done.status, JSON.stringify(tests.map((t) => [t.status, t.failureMessage]))).toBe('completed');
      expect(done.browserVersion).toMatch(/Chrome\/\d+/);
      expect(done.lighthouseVersion).toMatch(/^13\./);
      expect(tests.map((test) => test.status)).toEqual(['completed', 'failed']);
      // A page answering 404 is the page's fault: no retry, one code.
      expect(tests[1]).toMatchObject({ failureCode: 'ERRORED_DOCUMENT_REQUEST', attempts: 1, runCount: 0 });
      expect(tests[0]!.runCount).toBe(3);
      const [measured] = tests;
      expect(measured!.artifacts.map((artifact) => artifact.name)).toEqual(
        expect.arrayContaining(['lighthouse.json', 'screenshot.jpg', 'filmstrip-0.jpg']),
      );
      expect(readdirSync(join(artifactsDir, 'tests', measured!.uuid))).toContain('lighthouse.json');
      const values = await db.models.MetricMeasurement.findAll({ where: { testId: measured!.id } });
      const metric = (key: string) => values.find((value) => value.metric === key)?.value;
      expect(values.length).toBeGreaterThan(30);
      expect(metric('performance_score')).toBeGreaterThan(50);
      expect(metric('lcp')).toBeGreaterThan(0);
      // The median run's own time; the test's is every run's.
      expect(metric('test_duration')).toBeLessThan(measured!.durationMs!);
      // Every metric with the spread of the three runs, the three runs' values, and as its value their
      // pseudo-median with its interval: for three runs the widest, their minimum to maximum, at 75 %.
      for (const row of values) {
        expect(row.iqr, row.metric).toBeGreaterThanOrEqual(0);
        expect(row.runValues, row.metric).toHaveLength(3);
        expect(row.value, row.metric).toBeCloseTo(pseudoMedian(row.runValues!), 6);
        expect(row.ciLower, row.metric).toBe(Math.min(...row.runValues!));
        expect(row.ciUpper, row.metric).toBe(Math.max(...row.runValues!));
        expect(row.ciLevel, row.metric).toBe(0.75);
      }
      // It stopped at 3 because the key metric's runs agreed within 5 % (the stopping rule's interval).
      const score = values.find((value) => value.metric === 'performance_score')!;
      expect(withinTarget(spreadOf(score.runValues!), 0.05)).toBe(true);
      // Budgets are evaluated once the snapshot is over.
      const budget = await db.models.Budget.findOne({ where: { siteId: site.id } });
      expect(budget!.state).toBe('met');
    } finally {
      await pool.stop(1_000);
      await queues.close();
      await db.close();
      await testDb.drop();
    }
  }, 600_000);
});

describe('a report that cannot be stored', () => {
  it('is the agent’s fault: REPORTER_ERROR, and the test waits for its next attempt', async () => {
    const testDb = await createTestDatabase('sqlite', { memory: true });
    const db = await openDatabase(testDb.config);
    await testDb.migrate(db);
    // The artifacts directory is a file: every write under it fails, as a full or read-only disk would.
    const notADirectory = join(mkdtempSync(join(tmpdir(), 'pace-artifacts-')), 'file');
    writeFileSync(notADirectory, '');
    const config = loadConfig({ ...AUDIT_ENV, ARTIFACTS_DIR: notADirectory });
    const queues = new MemoryQueues(QUEUES);
    try {
      const { organisation, site } = await seedSite(db, sites.origin, ['/fast']);
      const snapshot = await new SnapshotStarter(db, queues, planGate(db, { billing: 'on' })).start(
        site,
        organisation.id,
        {
          trigger: 'manual',
          triggerClient: 'test',
        },
      );
      const test = await db.models.Test.findOne({ where: { snapshotId: snapshot.id }, rejectOnEmpty: true });
      const task = new RunTestTask({ config, db, kv: new MemoryStore(), queues, log: silentLogger() });
      const context = {
        id: '1',
        queue: 'audits',
        name: 'test',
        attempt: 1,
        attempts: 3,
        signal: new AbortController().signal,
        log: silentLogger(),
      };
      await expect(task.perform({ testId: test.id }, context)).rejects.toThrow(/^REPORTER_ERROR: /);
      await test.reload();
      expect(test).toMatchObject({ status: 'scheduled', failureCode: 'REPORTER_ERROR', attempts: 1 });
      expect(test.failureMessage).toMatch(/^The report could not be stored: /);
      expect(await db.models.MetricMeasurement.count({ where: { testId: test.id } })).toBe(0);
    } finally {
      await queues.close();
      await db.close();
      await testDb.drop();
    }
  }, 120_000);
});

describe('a worker killed in the middle of an audit (BullMQ, MariaDB)', () => {
  let first: Child | undefined;
  let second: Child | undefined;

  it('leaves the test to another worker, which completes it and the snapshot', async () => {
    const testDb = await createTestDatabase('mysql');
    const db = await openDatabase(testDb.config);
    await testDb.migrate(db);
    const prefix = testKeyPrefix();
    const queues = new BullQueues(QUEUES, TEST_REDIS_URL, { prefix: `${prefix}bull` });
    const env = {
      ...AUDIT_ENV,
      DATABASE_URL: testDb.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
      ARTIFACTS_DIR: mkdtempSync(join(tmpdir(), 'pace-artifacts-')),
      LOCK_MS: '4000',
      STALLED_MS: '2000',
    };
    try {
      first = startTs('jobs/test/fixtures/audit-worker.ts', env);
      await first.waitFor(/ready/, 60_000);
      const { organisation, site } = await seedSite(db, sites.origin, ['/fast']);
      const snapshot = await new SnapshotStarter(db, queues, planGate(db, { billing: 'on' })).start(
        site,
        organisation.id,
        {
          trigger: 'manual',
          triggerClient: 'test',
        },
      );
      const [test] = await db.models.Test.findAll({ where: { snapshotId: snapshot.id } });
      await until(
        () => test!.reload(),
        (t) => t.status === 'running',
        120_000,
      );
      // The audit process and its Chromium run below the worker: killing the worker must end them too.
      const below = descendants(first.process.pid!);
      expect(below.length).toBeGreaterThan(0);
      first.process.kill('SIGKILL');
      await first.exited();
      await until(
        async () => below.filter(alive),
        (left) => left.length === 0,
        30_000,
      );

      second = startTs('jobs/test/fixtures/audit-worker.ts', env);
      await second.waitFor(/ready/, 60_000);
      const done = await until(
        () => db.models.Snapshot.findByPk(snapshot.id, { rejectOnEmpty: true }),
        (s) => ['completed', 'failed', 'errored'].includes(s.status),
        300_000,
      );
      await test!.reload();
      expect(done.status).toBe('completed');
      expect(test!.status).toBe('completed');
      expect(test!.attempts).toBe(2);
    } finally {
      first?.process.kill('SIGKILL');
      second?.process.kill('SIGTERM');
      await second?.exited();
      await queues.close();
      await deleteKeys(prefix).catch(() => {});
      await db.close();
      await testDb.drop();
    }
  }, 600_000);
});
