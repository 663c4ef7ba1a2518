// Fair audits with a cap per organisation: a pool of four slots, organisation A queues 20 tests, then
// B queues 2. At no moment do more than two of A's run (over all pools), B's run meanwhile, and every
// test runs once. A pool that stops or dies with A's tests running leaves nothing that holds A back for
// good. Both implementations, as in fair-queues.test.ts.
import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { z } from 'zod';
import {
  BullQueues,
  defineJob,
  type JobQueues,
  MemoryQueues,
  type QueueDefinitions,
  type WorkerPool,
} from '../src/queues/index.ts';
import { deleteKeys, TEST_REDIS_URL, testKeyPrefix } from '../src/testing.ts';

const DEFINITIONS = {
  audits: {
    test: defineJob(z.object({ testId: z.number(), organisationId: z.number() }), {
      attempts: 1,
      fairBy: 'organisationId',
      concurrencyPerGroup: 2,
    }),
  },
} satisfies QueueDefinitions;

const A = 1;
const B = 2;
const ALL_TESTS = [...Array.from({ length: 20 }, (_, i) => `${A}:${i + 1}`), `${B}:101`, `${B}:102`].sort();

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function until(done: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** What the handlers saw: runs per organisation now and at most, and `start`/`end <org>:<test>` in order. */
class Runs {
  readonly events: string[] = [];
  private readonly now = new Map<number, number>();
  readonly most = new Map<number, number>();

  start(organisationId: number, testId: number) {
    const running = (this.now.get(organisationId) ?? 0) + 1;
    this.now.set(organisationId, running);
    this.most.set(organisationId, Math.max(running, this.most.get(organisationId) ?? 0));
    this.events.push(`start ${organisationId}:${testId}`);
  }

  end(organisationId: number, testId: number) {
    this.now.set(organisationId, this.now.get(organisationId)! - 1);
    this.events.push(`end ${organisationId}:${testId}`);
  }

  running(organisationId: number) {
    return this.now.get(organisationId) ?? 0;
  }

  of(kind: 'start' | 'end') {
    return this.events.filter((event) => event.startsWith(`${kind} `)).map((event) => event.split(' ')[1]!);
  }
}

const queueTestsOf = async (queues: JobQueues<typeof DEFINITIONS>, organisationId: number) => {
  for (const testId of organisationId === A ? Array.from({ length: 20 }, (_, i) => i + 1) : [101, 102])
    await queues.enqueue('audits', 'test', { testId, organisationId }, { jobId: `test-${testId}` });
};
const queueTests = async (queues: JobQueues<typeof DEFINITIONS>) => {
  await queueTestsOf(queues, A);
  await queueTestsOf(queues, B);
};

const IMPLEMENTATIONS = [
  ['bullmq', (prefix: string) => new BullQueues(DEFINITIONS, TEST_REDIS_URL, { prefix })],
  ['memory', () => new MemoryQueues(DEFINITIONS)],
] as const;

describe.each(IMPLEMENTATIONS)('an organisation’s cap on %s', (kind, create) => {
  let queues: JobQueues<typeof DEFINITIONS>;
  let prefix: string;
  const pools: WorkerPool[] = [];

  beforeEach(() => {
    prefix = `${testKeyPrefix()}bull`;
    queues = create(prefix);
  });
  afterEach(async () => {
    for (const pool of pools.splice(0)) await pool.stop(0);
    await queues.close();
    if (kind === 'bullmq') await deleteKeys(prefix);
  });

  /**
   * A pool of four (of `on`'s) whose handlers record their runs; `hold` keeps a test running until it
   * resolves.
   */
  const work = async (record: Runs, hold: (signal: AbortSignal) => Promise<void>, on = queues) => {
    const pool = await on.work(
      {
        audits: {
          test: async ({ testId, organisationId }, { signal }) => {
            record.start(organisationId, testId);
            try {
              await hold(signal);
            } finally {
              record.end(organisationId, testId);
            }
          },
        },
      },
      { concurrency: 4, fairPollMs: 20 },
    );
    pools.push(pool);
    return pool;
  };

  test('at most two of A’s 20 tests run at once, B’s run meanwhile, and each runs once', async () => {
    const record = new Runs();
    // The first four runs hold their slots until four run: without a cap, A alone would fill them.
    await work(record, () => until(() => record.of('start').length >= 4).then(() => sleep(5)));
    await queueTests(queues);
    await until(() => record.of('end').length === ALL_TESTS.length);
    expect(record.most.get(A)).toBe(2);
    const events = record.events;
    expect(events.indexOf(`start ${B}:101`)).toBeLessThan(events.lastIndexOf(`end ${A}:20`));
    expect(events.indexOf(`start ${B}:102`)).toBeLessThan(events.lastIndexOf(`end ${A}:20`));
    expect(record.of('start').sort()).toEqual(ALL_TESTS);
    await until(async () => (await queues.counts('audits')).active === 0);
    expect(await queues.counts('audits')).toMatchObject({ waiting: 0, active: 0 });
  });

  test('two pools (two processes on BullMQ) share the cap: still two of A’s at once', async () => {
    const other = kind === 'bullmq' ? create(prefix) : queues;
    try {
      const record = new Runs();
      // Eight slots: the first four runs hold theirs until four run, as above.
      const hold = () => until(() => record.of('start').length >= 4).then(() => sleep(5));
      await work(record, hold);
      await work(record, hold, other);
      await queueTests(queues);
      await until(() => record.of('end').length === ALL_TESTS.length);
      expect(record.most.get(A)).toBe(2);
      expect(record.of('start').sort()).toEqual(ALL_TESTS);
    } finally {
      for (const pool of pools.splice(0)) await pool.stop(0);
      if (other !== queues) await other.close();
    }
  });

  test('a pool stopped with two of A’s tests running leaves A to the next pool, still two at a time', async () => {
    const first = new Runs();
    // Every run holds its slot until the pool stops and hands it back.
    const stopping = await work(
      first,
      (signal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    );
    await queueTests(queues);
    await until(() => first.of('start').length === 4);
    expect(first.running(A)).toBe(2);
    expect(first.running(B)).toBe(2);
    pools.splice(pools.indexOf(stopping), 1);
    expect(await stopping.stop(0)).toEqual({ returned: 4 });

    const next = new Runs();
    await work(next, () => sleep(5));
    await until(() => next.of('end').length === ALL_TESTS.length);
    expect(next.most.get(A)).toBe(2);
    expect(next.of('end').sort()).toEqual(ALL_TESTS);
  });
});

describe('an organisation’s cap on bullmq, a worker killed with two of A’s tests active', () => {
  test('its jobs count against A until BullMQ finds them stalled, then run, and A is not held back', async () => {
    const prefix = `${testKeyPrefix()}bull`;
    const queues = new BullQueues(DEFINITIONS, TEST_REDIS_URL, { prefix });
    const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: null });
    let pool: WorkerPool | undefined;
    try {
      await queueTestsOf(queues, A);
      // A worker process took A's first two tests (their locks last a second) and was killed: nobody
      // renews the locks, nobody finishes the jobs.
      await queues.fill('audits', 2);
      const dead = new Worker('audits', null, { connection: redis, prefix, lockDuration: 1_000 });
      for (const testId of [1, 2])
        expect((await dead.getNextJob('killed-worker', { block: false }))?.id).toBe(`test-${testId}`);
      await dead.close();
      await queueTestsOf(queues, B);
      expect(await queues.counts('audits')).toMatchObject({ active: 2, waiting: 20 });

      const record = new Runs();
      pool = await queues.work(
        {
          audits: {
            test: async ({ testId, organisationId }) => {
              record.start(organisationId, testId);
              await sleep(5);
              record.end(organisationId, testId);
            },
          },
        },
        { concurrency: 4, fairPollMs: 20, stalledIntervalMs: 200 },
      );
      await until(() => record.of('end').length === ALL_TESTS.length);
      // The killed worker's two ran here once each, like every other test, and A never had more than two.
      expect(record.of('start').sort()).toEqual(ALL_TESTS);
      expect(record.most.get(A)).toBeLessThanOrEqual(2);
    } finally {
      await pool?.stop(0);
      await queues.close();
      redis.disconnect();
      await deleteKeys(prefix);
    }
  });
});
