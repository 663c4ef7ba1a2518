// One suite, both implementations: handlers written against the in-process queues of the embedded mode
// must behave the same on BullMQ.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { z } from 'zod';
import {
  BullQueues,
  defineJob,
  type JobContext,
  type JobHandlers,
  JobPayloadError,
  type JobQueues,
  MemoryQueues,
  type QueueDefinitions,
  UnrecoverableJobError,
  type WorkerPool,
} from '../src/queues/index.ts';
import { deleteKeys, TEST_REDIS_URL, testKeyPrefix } from '../src/testing.ts';

const TEST_QUEUES = {
  test: {
    record: defineJob(z.object({ value: z.string() }), { attempts: 1 }),
    flaky: defineJob(z.object({ failTimes: z.number().int() }), {
      attempts: 3,
      backoff: { type: 'fixed', delayMs: 60 },
    }),
    doomed: defineJob(z.object({}), { attempts: 2, backoff: { type: 'exponential', delayMs: 20 } }),
    slow: defineJob(z.object({ ms: z.number() }), { attempts: 2, backoff: { type: 'fixed', delayMs: 20 } }),
    tick: defineJob(z.object({}), { attempts: 1 }),
  },
} satisfies QueueDefinitions;
type TestQueues = typeof TEST_QUEUES;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

const IMPLEMENTATIONS = [
  ['bullmq', (prefix: string) => new BullQueues(TEST_QUEUES, TEST_REDIS_URL, { prefix })],
  ['memory', () => new MemoryQueues(TEST_QUEUES)],
] as const;

describe.each(IMPLEMENTATIONS)('job queues on %s', (kind, create) => {
  let queues: JobQueues<TestQueues>;
  let prefix: string;
  const pools: WorkerPool[] = [];
  /** Every run a handler saw: job name, attempt, payload. */
  let runs: { name: string; attempt: number; attempts: number; payload: unknown; at: number }[];

  const record = (name: string) => async (payload: unknown, context: JobContext) => {
    runs.push({ name, attempt: context.attempt, attempts: context.attempts, payload, at: Date.now() });
  };
  const work = async (handlers: JobHandlers<TestQueues>, concurrency = 1) => {
    const pool = await queues.work(handlers, { concurrency });
    pools.push(pool);
    return pool;
  };

  beforeEach(() => {
    prefix = `${testKeyPrefix()}bull`;
    queues = create(prefix);
    runs = [];
  });
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((pool) => pool.stop(0)));
    await queues.close();
    if (kind === 'bullmq') await deleteKeys(prefix);
  });

  test('enqueue refuses a payload that does not fit the schema, naming the job', async () => {
    await expect(queues.enqueue('test', 'record', { value: 42 } as never)).rejects.toThrow(JobPayloadError);
    await expect(queues.enqueue('test', 'record', {} as never)).rejects.toThrow(
      /Invalid payload for test\.record at value/,
    );
    await expect(queues.enqueue('test', 'nope' as never, {} as never)).rejects.toThrow(
      /Unknown job test\.nope/,
    );
  });

  test('a job waits for a worker, then runs once with its payload', async () => {
    const id = await queues.enqueue('test', 'record', { value: 'hello' });
    expect(id).toBeTruthy();
    expect((await queues.counts('test')).waiting).toBe(1);
    await work({ test: { record: record('record') } });
    await expect.poll(() => runs.length).toBe(1);
    expect(runs[0]).toMatchObject({ name: 'record', attempt: 1, attempts: 1, payload: { value: 'hello' } });
    await expect.poll(async () => (await queues.counts('test')).waiting).toBe(0);
  });

  test('a failing job is retried with backoff until it succeeds', async () => {
    await work({
      test: {
        flaky: async (payload, context) => {
          runs.push({
            name: 'flaky',
            attempt: context.attempt,
            attempts: context.attempts,
            payload,
            at: Date.now(),
          });
          if (context.attempt <= payload.failTimes) throw new Error(`failure ${context.attempt}`);
        },
      },
    });
    await queues.enqueue('test', 'flaky', { failTimes: 2 });
    await expect.poll(() => runs.length, { timeout: 5_000 }).toBe(3);
    expect(runs.map((run) => run.attempt)).toEqual([1, 2, 3]);
    expect(runs[1]!.at - runs[0]!.at).toBeGreaterThanOrEqual(50);
    await expect.poll(async () => (await queues.counts('test')).failed).toBe(0);
  });

  test('a job failing every attempt stops after its attempts and counts as failed', async () => {
    await work({
      test: {
        doomed: async (payload, context) => {
          runs.push({
            name: 'doomed',
            attempt: context.attempt,
            attempts: context.attempts,
            payload,
            at: Date.now(),
          });
          throw new Error('always');
        },
      },
    });
    await queues.enqueue('test', 'doomed', {});
    await expect.poll(async () => (await queues.counts('test')).failed, { timeout: 5_000 }).toBe(1);
    expect(runs.map((run) => `${run.attempt}/${run.attempts}`)).toEqual(['1/2', '2/2']);
  });

  test('an unrecoverable error is not retried', async () => {
    await work({
      test: {
        slow: async (payload, context) => {
          runs.push({
            name: 'slow',
            attempt: context.attempt,
            attempts: context.attempts,
            payload,
            at: Date.now(),
          });
          throw new UnrecoverableJobError('the site is gone');
        },
      },
    });
    await queues.enqueue('test', 'slow', { ms: 0 });
    await expect.poll(async () => (await queues.counts('test')).failed).toBe(1);
    await sleep(100);
    expect(runs).toHaveLength(1);
  });

  test('a job id is an idempotency key: the same job is not added twice', async () => {
    const first = await queues.enqueue('test', 'record', { value: 'once' }, { jobId: 'site-7-rollup' });
    const second = await queues.enqueue('test', 'record', { value: 'once' }, { jobId: 'site-7-rollup' });
    expect(second).toBe(first);
    await work({ test: { record: record('record') } });
    await expect.poll(() => runs.length).toBe(1);
    await sleep(100);
    expect(runs).toHaveLength(1);
  });

  test('hasJob: a job is there while it waits or is delayed, and not once it has run', async () => {
    expect(await queues.hasJob('test', 'later')).toBe(false);
    await queues.enqueue('test', 'record', { value: 'now' }, { jobId: 'now' });
    await queues.enqueue('test', 'record', { value: 'later' }, { jobId: 'later', delayMs: 60_000 });
    expect(await queues.hasJob('test', 'now')).toBe(true);
    expect(await queues.hasJob('test', 'later')).toBe(true);
    await work({ test: { record: record('record') } });
    await expect.poll(() => runs.length).toBe(1);
    await expect.poll(() => queues.hasJob('test', 'now')).toBe(false);
    expect(await queues.hasJob('test', 'later')).toBe(true);
  });

  test('a delayed job runs after its delay', async () => {
    await work({ test: { record: record('record') } });
    const started = Date.now();
    await queues.enqueue('test', 'record', { value: 'later' }, { delayMs: 300 });
    await sleep(100);
    expect(runs).toHaveLength(0);
    await expect.poll(() => runs.length, { timeout: 5_000 }).toBe(1);
    expect(runs[0]!.at - started).toBeGreaterThanOrEqual(290);
  });

  test('a scheduled job runs now and then every interval; scheduling again replaces it', async () => {
    await work({ test: { tick: record('tick') } });
    await queues.schedule('test', 'tick', {}, { everyMs: 150 });
    await queues.schedule('test', 'tick', {}, { everyMs: 150 });
    await expect.poll(() => runs.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(3);
    const span = runs[2]!.at - runs[0]!.at;
    // Two schedules would tick twice as often.
    expect(span).toBeGreaterThanOrEqual(200);
  });

  test('stopping lets the job in flight finish and takes no new job', async () => {
    const finished: number[] = [];
    const pool = await work({
      test: {
        slow: async ({ ms }) => {
          await sleep(ms);
          finished.push(ms);
        },
      },
    });
    await queues.enqueue('test', 'slow', { ms: 400 });
    await expect.poll(() => pool.running).toBe(1);
    await queues.enqueue('test', 'slow', { ms: 1 });
    const result = await pool.stop(5_000);
    expect(result).toEqual({ returned: 0 });
    expect(finished).toEqual([400]);
    expect((await queues.counts('test')).waiting).toBe(1);
  });

  test('a job still running when the grace period ends goes back to its queue and runs again', async () => {
    const seen: { attempt: number; aborted: boolean }[] = [];
    const handlers: JobHandlers<TestQueues> = {
      test: {
        slow: async ({ ms }, context) => {
          const entry = { attempt: context.attempt, aborted: false };
          seen.push(entry);
          try {
            await sleep(seen.length === 1 ? ms : 10, context.signal);
          } catch (error) {
            entry.aborted = true;
            throw error;
          }
        },
      },
    };
    const first = await work(handlers);
    await queues.enqueue('test', 'slow', { ms: 30_000 });
    await expect.poll(() => first.running).toBe(1);
    expect(await first.stop(200)).toEqual({ returned: 1 });
    expect(seen[0]!.aborted).toBe(true);
    const counts = await queues.counts('test');
    expect(counts).toMatchObject({ waiting: 1, active: 0, failed: 0 });

    await work(handlers);
    await expect.poll(() => seen.length, { timeout: 5_000 }).toBe(2);
    // Returned, not failed: the second run is still the first attempt.
    expect(seen[1]!.attempt).toBe(1);
    await expect.poll(async () => (await queues.counts('test')).waiting).toBe(0);
    expect((await queues.counts('test')).failed).toBe(0);
  });
});
