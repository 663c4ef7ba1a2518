// Test locations in the queues (issue 21): a job for a location waits in a queue of its own
// (`audits@<location>`) and only a pool of that location takes it; the default location keeps the plain
// `audits` queue; every other queue is shared by all pools. Both implementations, as in queues.test.ts.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { z } from 'zod';
import {
  BullQueues,
  defineJob,
  type JobQueues,
  locatedQueue,
  MemoryQueues,
  type QueueDefinitions,
  type WorkerPool,
} from '../src/queues/index.ts';
import { deleteKeys, TEST_REDIS_URL, testKeyPrefix } from '../src/testing.ts';

const DEFINITIONS = {
  audits: { test: defineJob(z.object({ testId: z.number() }), { attempts: 1 }) },
  system: { beat: defineJob(z.object({ n: z.number() }), { attempts: 1 }) },
} satisfies QueueDefinitions;

const IMPLEMENTATIONS = [
  ['bullmq', (prefix: string) => new BullQueues(DEFINITIONS, TEST_REDIS_URL, { prefix })],
  ['memory', () => new MemoryQueues(DEFINITIONS)],
] as const;

async function until(done: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(IMPLEMENTATIONS)('locations on %s', (kind, create) => {
  let queues: JobQueues<typeof DEFINITIONS>;
  let prefix: string;
  const pools: WorkerPool[] = [];
  /** Which pool ran what: `<pool>:<queue>:<id>`. */
  let ran: string[];

  /** A pool at `location` (null: the default) that records each job it runs. */
  const pool = async (label: string, location: string | null) => {
    const started = await queues.work(
      {
        audits: { test: async ({ testId }) => void ran.push(`${label}:audits:${testId}`) },
        system: { beat: async ({ n }) => void ran.push(`${label}:system:${n}`) },
      },
      { location, concurrency: 2 },
    );
    pools.push(started);
    return started;
  };

  beforeEach(() => {
    prefix = `${testKeyPrefix()}bull`;
    queues = create(prefix);
    ran = [];
  });
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((started) => started.stop(0)));
    await queues.close();
    if (kind === 'bullmq') await deleteKeys(prefix);
  });

  test('each audit runs on its location’s pool only; shared queues go to any pool', async () => {
    // Queued before any pool exists: nothing may run them early.
    await queues.enqueue('audits', 'test', { testId: 1 }, { location: 'eu-west', jobId: 'test-1' });
    await queues.enqueue('audits', 'test', { testId: 2 }, { location: 'us-east', jobId: 'test-2' });
    await queues.enqueue('audits', 'test', { testId: 3 }, { jobId: 'test-3' });
    expect(await queues.counts('audits', 'eu-west')).toMatchObject({ waiting: 1 });
    expect(await queues.counts('audits', 'us-east')).toMatchObject({ waiting: 1 });
    expect(await queues.counts('audits')).toMatchObject({ waiting: 1 });
    expect(await queues.hasJob('audits', 'test-1', 'eu-west')).toBe(true);
    expect(await queues.hasJob('audits', 'test-1')).toBe(false);
    expect(await queues.hasJob('audits', 'test-1', 'us-east')).toBe(false);

    await pool('eu', 'eu-west');
    await pool('default', null);
    await until(() => ran.length >= 2);
    // us-east has no pool: its audit waits for one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ran.sort()).toEqual(['default:audits:3', 'eu:audits:1']);
    expect(await queues.hasJob('audits', 'test-2', 'us-east')).toBe(true);

    await pool('us', 'us-east');
    await until(() => ran.length >= 3);
    expect(ran).toContain('us:audits:2');

    // A shared queue: each job runs once, on whichever pool is free, located or not.
    for (let n = 1; n <= 6; n++) await queues.enqueue('system', 'beat', { n });
    await until(() => ran.filter((entry) => entry.includes(':system:')).length >= 6);
    const shared = ran.filter((entry) => entry.includes(':system:'));
    expect(shared.map((entry) => entry.split(':')[2]).sort()).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  test('refuses a location on a shared queue, and a name that is not a location', async () => {
    await expect(queues.enqueue('system', 'beat', { n: 1 }, { location: 'eu-west' })).rejects.toThrow(
      'The system queue has no locations',
    );
    await expect(queues.enqueue('audits', 'test', { testId: 1 }, { location: 'EU West' })).rejects.toThrow(
      'EU West is not a location name like eu-west',
    );
  });
});

test('a location’s audits wait in their own queue; the default location keeps today’s', () => {
  expect(locatedQueue('audits')).toBe('audits');
  expect(locatedQueue('audits', null)).toBe('audits');
  expect(locatedQueue('audits', 'eu-west')).toBe('audits@eu-west');
});
