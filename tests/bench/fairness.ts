// Fair audits: how long a second organisation's first test waits for a worker while a first organisation
// has 500 tests queued, against its wait when the first has one test running and nothing queued, on the
// platform's own audit queue definitions, in both queue implementations. One worker slot; each audit is
// stubbed at the edge as a fixed wait (no browser), so the figures are about the queue's order alone:
// a fair queue makes the second organisation wait for the audit in progress only (about 1× the wait
// with the queue empty, at most one audit's length more).
import { BullQueues, type JobQueues, MemoryQueues, QUEUES } from '@pace/platform/queues';
import { deleteKeys, TEST_REDIS_URL, testKeyPrefix } from '@pace/platform/testing';
import type { Figure } from './report.ts';

const AUDIT_MS = 400;
const QUEUED = 500;
const ROUNDS = 3;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(done: () => boolean) {
  while (!done()) await sleep(2);
}

/** Ms from B's enqueue to the start of its test, with A's `queued` tests queued first. */
async function secondOrganisationWait(queues: JobQueues, queued: number) {
  const started = new Map<number, number>();
  for (let testId = 1; testId <= queued; testId++)
    await queues.enqueue('audits', 'test', { testId, organisationId: 1 }, { jobId: `test-${testId}` });
  const pool = await queues.work(
    {
      audits: {
        test: async ({ testId }) => {
          started.set(testId, performance.now());
          await sleep(AUDIT_MS);
        },
      },
    },
    { concurrency: 1, fairPollMs: 50 },
  );
  await until(() => started.has(1));
  const queuedAt = performance.now();
  await queues.enqueue('audits', 'test', { testId: 100_000, organisationId: 2 }, { jobId: 'test-b' });
  await until(() => started.has(100_000));
  const wait = started.get(100_000)! - queuedAt;
  const before = [...started.keys()].filter((id) => id !== 100_000).length;
  await pool.stop(0);
  return { wait, before };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(kind: string, create: (prefix: string) => JobQueues): Promise<Figure[]> {
  const waits = { empty: [] as number[], loaded: [] as number[] };
  let before = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const [scenario, queued] of [
      ['empty', 1],
      ['loaded', QUEUED],
    ] as const) {
      const prefix = `${testKeyPrefix()}bull`;
      const queues = create(prefix);
      try {
        const result = await secondOrganisationWait(queues, queued);
        waits[scenario].push(result.wait);
        if (scenario === 'loaded') before = Math.max(before, result.before);
      } finally {
        await queues.close();
        if (kind === 'bullmq') await deleteKeys(prefix);
      }
    }
  }
  const empty = median(waits.empty);
  const loaded = median(waits.loaded);
  return [
    { name: `${kind}: B's first test, A has 1 running`, value: Math.round(empty), unit: 'ms' },
    {
      name: `${kind}: B's first test, A has ${QUEUED} queued`,
      value: Math.round(loaded),
      unit: 'ms',
      target: { max: Math.round(2 * Math.max(empty, AUDIT_MS)) },
      ratio: { to: 'A has 1 running', value: loaded / empty },
      note: `one audit ${AUDIT_MS} ms, median of ${ROUNDS}`,
    },
    {
      name: `${kind}: A's tests started before B's`,
      value: before,
      unit: '',
      target: { max: 2 },
      note: 'worst of the rounds, the one running when B queued included',
    },
  ];
}

export async function fairnessBenchmark(): Promise<Figure[]> {
  return [
    ...(await measure('bullmq', (prefix) => new BullQueues(QUEUES, TEST_REDIS_URL, { prefix }))),
    ...(await measure('memory', () => new MemoryQueues(QUEUES))),
  ];
}
