// Graceful shutdown of a worker process on BullMQ: what SIGTERM and SIGKILL do to the job in flight.

import { BullQueues, type WorkerPool } from '@pace/platform/queues';
import { deleteKeys, TEST_REDIS_URL, testKeyPrefix } from '@pace/platform/testing';
import { Queue } from 'bullmq';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { TEST_QUEUES } from './fixtures/queues.ts';
import { type Child, startTs } from './support.ts';

describe('a worker process stopping', () => {
  let prefix: string;
  let queues: BullQueues<typeof TEST_QUEUES>;
  let inspect: Queue;
  const children: Child[] = [];
  const pools: WorkerPool[] = [];

  const startWorker = async (env: Record<string, string>) => {
    const child = startTs('jobs/test/fixtures/sleepy-worker.ts', {
      REDIS_URL: TEST_REDIS_URL,
      BULL_PREFIX: prefix,
      ...env,
    });
    children.push(child);
    await child.waitFor(/^ready$/m);
    return child;
  };
  const state = async (id: string) => (await inspect.getJob(id))?.getState();
  /** Another worker (this process), to show the job is not stuck: it picks the job up and completes it. */
  const finishElsewhere = async (options: { lockDurationMs?: number; stalledIntervalMs?: number } = {}) => {
    const pool = await queues.work({ test: { sleep: async () => {} } }, options);
    pools.push(pool);
  };

  beforeEach(() => {
    prefix = `${testKeyPrefix()}bull`;
    queues = new BullQueues(TEST_QUEUES, TEST_REDIS_URL, { prefix });
    inspect = new Queue('test', { connection: { url: TEST_REDIS_URL }, prefix });
  });
  afterEach(async () => {
    for (const child of children.splice(0))
      if (child.process.exitCode === null) child.process.kill('SIGKILL');
    await Promise.all(pools.splice(0).map((pool) => pool.stop(0)));
    await inspect.close();
    await queues.close();
    await deleteKeys(prefix);
  });

  test('SIGTERM lets the job in flight finish, then the process exits 0', async () => {
    const worker = await startWorker({ GRACE_MS: '10000' });
    const id = await queues.enqueue('test', 'sleep', { ms: 1_500 });
    await worker.waitFor(new RegExp(`^started ${id}$`, 'm'));
    worker.process.kill('SIGTERM');
    expect(await worker.exited()).toBe(0);
    expect(worker.output()).toMatch(new RegExp(`finished ${id}\\nstopped returned=0`));
    expect(await state(id)).toBe('completed');
  });

  test('a job still running at the end of the grace period goes back to the queue and completes elsewhere', async () => {
    const worker = await startWorker({ GRACE_MS: '300' });
    const id = await queues.enqueue('test', 'sleep', { ms: 60_000 });
    await worker.waitFor(new RegExp(`^started ${id}$`, 'm'));
    const stopping = Date.now();
    worker.process.kill('SIGTERM');
    expect(await worker.exited()).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(5_000);
    expect(worker.output()).toContain('stopped returned=1');
    expect(worker.output()).not.toContain(`finished ${id}`);
    expect(await state(id)).toBe('waiting');

    await finishElsewhere();
    await expect.poll(() => state(id), { timeout: 5_000 }).toBe('completed');
    // Returned, not failed: the one attempt counted is the run that completed it.
    const job = await inspect.getJob(id);
    expect(job?.attemptsMade).toBe(1);
    expect(job?.failedReason).toBeFalsy();
  });

  test('a handler that ignores the stop signal does not hold the process, nor its job', async () => {
    const worker = await startWorker({ GRACE_MS: '300' });
    const id = await queues.enqueue('test', 'sleep', { ms: 60_000, ignoreAbort: true });
    await worker.waitFor(new RegExp(`^started ${id}$`, 'm'));
    worker.process.kill('SIGTERM');
    expect(await worker.exited()).toBe(0);
    expect(await state(id)).toBe('waiting');
    await finishElsewhere();
    await expect.poll(() => state(id), { timeout: 5_000 }).toBe('completed');
  });

  test('a worker killed mid-run (SIGKILL) leaves its job to be retried by another, which completes it', async () => {
    // Workers of one deployment share these settings (the stalled check is throttled queue-wide).
    const worker = await startWorker({ LOCK_MS: '1000', STALLED_MS: '300' });
    const id = await queues.enqueue('test', 'sleep', { ms: 60_000 });
    await worker.waitFor(new RegExp(`^started ${id}$`, 'm'));
    worker.process.kill('SIGKILL');
    await worker.exited();
    expect(await state(id)).toBe('active'); // its lock has not expired yet

    // Once the dead worker's lock expires, the stalled-job check returns the job to the queue.
    await finishElsewhere({ lockDurationMs: 1_000, stalledIntervalMs: 300 });
    await expect.poll(() => state(id), { timeout: 10_000, interval: 200 }).toBe('completed');
  });
});
