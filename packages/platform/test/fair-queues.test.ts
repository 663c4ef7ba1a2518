// Fair audits: organisations take turns at the workers. Organisation A queues 500 tests, organisation
// B then queues one: B's test starts after at most one more of A's (counted by order of start, not by
// the clock). Both implementations, as in queues.test.ts.
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { FairWaiting } from '../src/queues/fair-waiting.ts';
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
    test: defineJob(z.object({ testId: z.number(), organisationId: z.number().optional() }), {
      attempts: 1,
      fairBy: 'organisationId',
    }),
  },
} satisfies QueueDefinitions;

const IMPLEMENTATIONS = [
  ['bullmq', (prefix: string) => new BullQueues(DEFINITIONS, TEST_REDIS_URL, { prefix })],
  ['memory', () => new MemoryQueues(DEFINITIONS)],
] as const;

async function until(done: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(IMPLEMENTATIONS)('fair audits on %s', (kind, create) => {
  let queues: JobQueues<typeof DEFINITIONS>;
  let prefix: string;
  let pool: WorkerPool | undefined;
  /** `<organisation>:<test>` in the order the tests started. */
  let started: string[];
  let release: () => void;

  beforeEach(() => {
    prefix = `${testKeyPrefix()}bull`;
    queues = create(prefix);
    started = [];
  });
  afterEach(async () => {
    await pool?.stop(0);
    await queues.close();
    if (kind === 'bullmq') await deleteKeys(prefix);
  });

  const work = async (concurrency: number) => {
    const firstDone = new Promise<void>((resolve) => {
      release = resolve;
    });
    pool = await queues.work(
      {
        audits: {
          test: async ({ testId, organisationId }) => {
            started.push(`${organisationId}:${testId}`);
            // The first audit holds its slot until B has queued: B meets A's whole queue.
            if (started.length === 1) await firstDone;
          },
        },
      },
      { concurrency, fairPollMs: 20 },
    );
  };
  const queueTests = async (organisationId: number, from: number, count: number) => {
    for (let testId = from; testId < from + count; testId++)
      await queues.enqueue('audits', 'test', { testId, organisationId }, { jobId: `test-${testId}` });
  };

  test('a second organisation’s first test starts after at most one of the first’s 500', async () => {
    await work(1);
    await queueTests(1, 1, 500);
    await until(() => started.length === 1);
    expect(await queues.counts('audits')).toMatchObject({ waiting: 499, active: 1 });
    await queueTests(2, 1001, 1);
    expect(await queues.hasJob('audits', 'test-1001')).toBe(true);
    release();
    await until(() => started.includes('2:1001'));
    const ofA = started.slice(0, started.indexOf('2:1001')).filter((entry) => entry.startsWith('1:'));
    // A's test that was running when B queued, and at most one more.
    expect(ofA.length).toBeLessThanOrEqual(2);
    expect(started.indexOf('2:1001')).toBeLessThanOrEqual(2);
  });

  test('three organisations take turns, each in its own order', async () => {
    await work(1);
    await queueTests(1, 1, 1);
    await until(() => started.length === 1);
    await queueTests(1, 2, 3);
    await queueTests(2, 101, 3);
    await queueTests(3, 201, 2);
    release();
    await until(() => started.length === 9);
    expect(started).toEqual(['1:1', '2:101', '3:201', '1:2', '2:102', '3:202', '1:3', '2:103', '1:4']);
  });
});

describe('fair audits on bullmq, a mover killed half way', () => {
  test('a job added to BullMQ but not yet taken off its waiting list runs once', async () => {
    const prefix = `${testKeyPrefix()}bull`;
    const queues = new BullQueues(DEFINITIONS, TEST_REDIS_URL, { prefix });
    const redis = new Redis(TEST_REDIS_URL);
    const ran: number[] = [];
    try {
      // The first goes straight into the idle queue; the second waits its turn.
      for (const testId of [1, 2])
        await queues.enqueue('audits', 'test', { testId, organisationId: 1 }, { jobId: `test-${testId}` });
      // A mover peeked the second and added it to BullMQ, then was killed before taking it off the list.
      const next = await new FairWaiting(redis, prefix).peek('audits');
      expect(next?.job.id).toBe('test-2');
      const raw = new Queue('audits', { connection: redis, prefix });
      await raw.add('test', next!.job.data, { jobId: 'test-2' });
      await raw.close();
      const pool = await queues.work(
        { audits: { test: async ({ testId }) => void ran.push(testId) } },
        { fairPollMs: 20 },
      );
      await until(() => ran.length >= 2);
      await until(async () => (await queues.counts('audits')).waiting === 0);
      await pool.stop(0);
      expect(ran.sort()).toEqual([1, 2]);
      expect(await queues.hasJob('audits', 'test-2')).toBe(false);
    } finally {
      await queues.close();
      redis.disconnect();
      await deleteKeys(prefix);
    }
  });
});
