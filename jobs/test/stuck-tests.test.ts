// Every snapshot reaches a final state: tests whose run or job was lost (a worker killed in the middle of
// an audit, a job BullMQ failed for stalling) are queued again by the scheduling tick while under the
// attempt limit, and errored at it, with their snapshot finished; two ticks at once act once. On MariaDB
// with BullMQ on Redis, and on SQLite with the in-process queues of the embedded mode.
import { loadConfig } from '@pace/platform/config';
import { type Database, openDatabase, type Test } from '@pace/platform/db';
import { silentLogger } from '@pace/platform/log';
import { BullQueues, type JobQueues, MemoryQueues, QUEUES } from '@pace/platform/queues';
import { MemoryStore } from '@pace/platform/redis';
import {
  auditTarget,
  createTestDatabase,
  deleteKeys,
  TEST_REDIS_URL,
  testKeyPrefix,
} from '@pace/platform/testing';
import { Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BaseTask, type TaskDeps } from '../src/workers/base-task.ts';
import { RunTestTask } from '../src/workers/synthetic/run-test.ts';
import { ScheduleTickTask } from '../src/workers/synthetic/scheduling.ts';

const HOUR_MS = 3_600_000;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const modes = [
  { name: 'MariaDB and BullMQ', dialect: 'mysql' as const, bull: true },
  { name: 'SQLite and the in-process queues (embedded)', dialect: 'sqlite' as const, bull: false },
];

describe.each(modes)('stuck tests on $name', ({ dialect, bull }) => {
  let db: Database;
  let queues: JobQueues;
  let drop: () => Promise<void>;
  let deps: TaskDeps;
  const prefix = `${testKeyPrefix()}bull`;

  beforeAll(async () => {
    const testDb = await createTestDatabase(dialect, dialect === 'sqlite' ? { memory: true } : {});
    drop = testDb.drop;
    db = await openDatabase(testDb.config);
    await testDb.migrate(db);
    queues = bull ? new BullQueues(QUEUES, TEST_REDIS_URL, { prefix }) : new MemoryQueues(QUEUES);
    // No Chromium: an audit that did start would fail at once rather than measure anything.
    const config = loadConfig({ LOG_LEVEL: 'silent', CHROME_PATH: '/nonexistent/chromium' });
    deps = { config, db, kv: new MemoryStore(), queues, log: silentLogger() };
  }, 60_000);
  afterAll(async () => {
    await queues.close();
    if (bull) await deleteKeys(prefix);
    await db.close();
    await drop();
  });

  /** A snapshot with one test per entry, each made directly in the given state (no audit runs). */
  async function snapshotWith(...states: { status: Test['status']; attempts: number; ageMs?: number }[]) {
    const { site, page, profile, snapshot } = await auditTarget(
      db,
      `stuck-${Math.random().toString(36).slice(2, 8)}`,
    );
    await snapshot.update({ status: 'running' });
    const tests = [];
    for (const state of states) {
      const test = await db.models.Test.create({
        snapshotId: snapshot.id,
        siteId: site.id,
        pageId: page.id,
        profileId: profile.id,
        url: page.url,
        status: state.status,
        attempts: state.attempts,
      });
      // Last touched long ago: the worker that had it was killed and nothing touched it since.
      const at = new Date(Date.now() - (state.ageMs ?? HOUR_MS));
      await db.sequelize.query('UPDATE tests SET updated_at = ? WHERE id = ?', {
        replacements: [at.toISOString().replace('T', ' ').replace('Z', ''), test.id],
      });
      tests.push(test);
    }
    return { snapshot, tests };
  }

  /** Audit jobs added for the test, as seen by a spy on `enqueue`. */
  const auditEnqueues = (spy: { mock: { calls: unknown[][] } }, testId: number) =>
    spy.mock.calls.filter(
      ([queue, , payload]) => queue === 'audits' && (payload as { testId: number }).testId === testId,
    ).length;

  it('queues a test left running with no job (its worker killed mid-audit) again', async () => {
    const { tests } = await snapshotWith({ status: 'running', attempts: 1 });
    const before = (await queues.counts('audits')).waiting;
    await new ScheduleTickTask(deps).perform();
    const test = await tests[0]!.reload();
    expect(test.status).toBe('scheduled');
    expect(test.attempts).toBe(1);
    expect((await queues.counts('audits')).waiting).toBe(before + 1);
  });

  it('errors a test at the attempt limit with BROWSER_CONNECTION_ERROR and finishes its snapshot', async () => {
    const { snapshot, tests } = await snapshotWith(
      { status: 'completed', attempts: 1 },
      { status: 'running', attempts: QUEUES.audits.test.attempts },
    );
    const before = (await queues.counts('audits')).waiting;
    await new ScheduleTickTask(deps).perform();
    const stuck = await tests[1]!.reload();
    expect(stuck).toMatchObject({ status: 'errored', failureCode: 'BROWSER_CONNECTION_ERROR' });
    expect(stuck.finishedAt).not.toBeNull();
    expect((await queues.counts('audits')).waiting).toBe(before);
    await snapshot.reload();
    expect(snapshot.status).toBe('completed');
    expect(snapshot.finishedAt).not.toBeNull();
  });

  it('finishes a snapshot whose only test is errored: the snapshot is errored, not left running', async () => {
    const { snapshot } = await snapshotWith({ status: 'processing', attempts: QUEUES.audits.test.attempts });
    await new ScheduleTickTask(deps).perform();
    expect((await snapshot.reload()).status).toBe('errored');
  });

  it('finishes a snapshot left running after its last test (its worker died in between)', async () => {
    const { snapshot } = await snapshotWith({ status: 'completed', attempts: 1 });
    const at = new Date(Date.now() - HOUR_MS).toISOString().replace('T', ' ').replace('Z', '');
    await db.sequelize.query('UPDATE snapshots SET updated_at = ? WHERE id = ?', {
      replacements: [at, snapshot.id],
    });
    await new ScheduleTickTask(deps).perform();
    expect((await snapshot.reload()).status).toBe('completed');
  });

  it('acts once when two ticks sweep at the same time', async () => {
    const { tests } = await snapshotWith({ status: 'running', attempts: 2 });
    const spy = vi.spyOn(queues, 'enqueue');
    try {
      await Promise.all([new ScheduleTickTask(deps).perform(), new ScheduleTickTask(deps).perform()]);
      expect(auditEnqueues(spy, tests[0]!.id)).toBe(1);
      expect((await tests[0]!.reload()).status).toBe('scheduled');
    } finally {
      spy.mockRestore();
    }
  });

  it('leaves a scheduled test whose job is still waiting to that job (no second job)', async () => {
    const { tests } = await snapshotWith({ status: 'scheduled', attempts: 0 });
    const testId = tests[0]!.id;
    await queues.enqueue('audits', 'test', { testId }, { jobId: `test-${testId}` });
    const spy = vi.spyOn(queues, 'enqueue');
    try {
      await new ScheduleTickTask(deps).perform();
      expect(auditEnqueues(spy, testId)).toBe(0);
      expect((await tests[0]!.reload()).status).toBe('scheduled');
    } finally {
      spy.mockRestore();
    }
  });

  it('a job for a test whose runs were all lost errors the test instead of auditing again', async () => {
    const { snapshot, tests } = await snapshotWith({
      status: 'running',
      attempts: QUEUES.audits.test.attempts,
      ageMs: 1_000,
    });
    const task = new RunTestTask(deps);
    const context = {
      id: 'x',
      queue: 'audits',
      name: 'test',
      attempt: 1,
      attempts: 3,
      signal: new AbortController().signal,
      log: silentLogger(),
    };
    await task.perform({ testId: tests[0]!.id }, context);
    expect(await tests[0]!.reload()).toMatchObject({
      status: 'errored',
      failureCode: 'BROWSER_CONNECTION_ERROR',
      attempts: QUEUES.audits.test.attempts,
    });
    expect((await snapshot.reload()).status).toBe('errored');
  });

  it.runIf(bull)(
    'runs our failure handling for a job BullMQ fails for stalling',
    async () => {
      const { snapshot, tests } = await snapshotWith({
        status: 'running',
        attempts: QUEUES.audits.test.attempts,
        ageMs: 1_000,
      });
      const testId = tests[0]!.id;
      // A queue of its own, so that the dying worker below takes this job and no other.
      const stallPrefix = `${testKeyPrefix()}bull`;
      const stallQueues = new BullQueues(QUEUES, TEST_REDIS_URL, { prefix: stallPrefix });
      await stallQueues.enqueue('audits', 'test', { testId }, { jobId: `test-${testId}` });
      // A worker takes the job and dies: its lock is never renewed (a bare worker that does not run it).
      const dying = new Worker('audits', null, {
        connection: { url: TEST_REDIS_URL },
        prefix: stallPrefix,
        autorun: false,
        lockDuration: 500,
      });
      const job = await dying.getNextJob('dying-token', { block: false });
      expect(job?.id).toBe(`test-${testId}`);
      await dying.close(true);
      // The BaseTask handler (not RunTestTask's, which would warm an audit process): the job never reaches it.
      const handler = BaseTask.prototype.handler.call(new RunTestTask({ ...deps, queues: stallQueues }));
      const pool = await stallQueues.work(
        { audits: { test: handler } },
        { lockDurationMs: 500, stalledIntervalMs: 300, maxStalledCount: 0 },
      );
      try {
        const test = await until(
          () => tests[0]!.reload(),
          (t) => t.status === 'errored',
          15_000,
        );
        expect(test.failureCode).toBe('BROWSER_CONNECTION_ERROR');
        // The snapshot is finished just after the test (verifying, processing, then errored).
        await until(
          () => snapshot.reload(),
          (s) => s.status === 'errored',
          5_000,
        );
      } finally {
        await pool.stop(1_000);
        await stallQueues.close();
        await deleteKeys(stallPrefix);
      }
    },
    30_000,
  );
});
