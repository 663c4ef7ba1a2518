// Tests nobody is running any more: a worker killed in the middle of an audit leaves its test `running`
// (or `verifying`, `processing`); a lost in-memory queue leaves it `scheduled` with no job. The scheduling
// tick sweeps them every minute, and a job BullMQ failed for stalling hands its test here at once. Under
// the attempt limit (runs started, counted on the Test row) the test is queued again; at it, the test is
// errored and its snapshot finished, so every snapshot reaches a final state. Each decision is a
// conditional update on what was read, so of two sweepers (or a sweeper and a worker) only one acts.
import { FAILURES } from '@pace/lighthouse-runner';
import { FINAL_RUN_STATES, Op, type RunState, type Test } from '@pace/platform/db';
import { metrics } from '@pace/platform/metrics';
import { type JobQueues, QUEUES } from '@pace/platform/queues';
import type { TaskDeps } from '../base-task.ts';
import { finishSnapshotIfDone } from './snapshot-progress.ts';

/** Runs a test may start in all, however they end: the audit job's attempts. */
export const AUDIT_ATTEMPTS = QUEUES.audits.test.attempts;

/** Past the audit timeout, for storing artifacts and a worker's own retry to begin. */
export const STUCK_GRACE_MS = 5 * 60_000;

// Runs that all ended without a word died with their worker: the process holding Chromium was killed
// (most often for memory) or crashed. The agent's fault, not the page's, so BROWSER_CONNECTION_ERROR
// ("the browser closed or crashed while the test was running") and `errored`, like any test the agent
// failed on its last attempt; not RUN_TIMEOUT, which the runner reports itself when a page outlasts the
// limit, and which would blame the page.
export const LOST_RUNS = FAILURES.browserGone;

const WAITING: readonly RunState[] = ['created', 'scheduled'];
const IN_FLIGHT: readonly RunState[] = ['running', 'verifying', 'processing'];
const BATCH = 100;

/** The job id of a test queued again after `attempts` runs (the first job is the starter's `test-<id>`). */
export const requeuedJobId = (testId: number, attempts: number) => `test-${testId}-${attempts}`;

async function hasLiveJob(queues: JobQueues, test: Test) {
  return (
    (await queues.hasJob('audits', `test-${test.id}`, test.location)) ||
    (await queues.hasJob('audits', requeuedJobId(test.id, test.attempts), test.location))
  );
}

async function organisationOf(deps: TaskDeps, siteId: number): Promise<number | undefined> {
  const site = await deps.db.models.Site.findByPk(siteId, { include: [{ association: 'team' }] });
  return (site as { team?: { organisationId: number } } | null)?.team?.organisationId;
}

/** Queues again, or errors, the tests untouched for longer than a run could take. */
export async function sweepStuckTests(deps: TaskDeps, now = Date.now()) {
  const cutoff = new Date(now - deps.config.audits.timeoutMs - STUCK_GRACE_MS);
  const swept = { requeued: [] as number[], errored: [] as number[] };
  // Apart, so that a long queue of waiting tests cannot crowd out the ones whose worker died.
  for (const states of [IN_FLIGHT, WAITING]) {
    const stuck = await deps.db.models.Test.findAll({
      where: { status: states as RunState[], updatedAt: { [Op.lt]: cutoff } },
      order: [['updatedAt', 'ASC']],
      limit: BATCH,
    });
    for (const test of stuck) {
      // Waiting for a job that is there: a long queue, not a lost test. A test in flight is judged by its
      // age alone: no run lasts that long, so its worker is gone (a job BullMQ still holds for it finds
      // the test queued again or final, and run-test is idempotent).
      if (states === WAITING && (await hasLiveJob(deps.queues, test))) continue;
      const outcome = await recoverTest(deps, test, cutoff);
      if (outcome) swept[outcome].push(test.id);
    }
  }
  return swept;
}

/**
 * A test whose run or job was lost: queued again under the attempt limit, errored at it (and its
 * snapshot finished). Acts only if the test is as read (and, with `staleBefore`, untouched since then);
 * returns what it did, or null when someone else moved the test first.
 */
export async function recoverTest(
  deps: TaskDeps,
  test: Test,
  staleBefore?: Date,
): Promise<'requeued' | 'errored' | null> {
  const { Test } = deps.db.models;
  if (FINAL_RUN_STATES.includes(test.status)) return null;
  const unchanged = {
    id: test.id,
    status: test.status,
    attempts: test.attempts,
    ...(staleBefore ? { updatedAt: { [Op.lt]: staleBefore } } : {}),
  };
  if (test.attempts < AUDIT_ATTEMPTS) {
    // Claimed before its job is added: should adding fail, the next sweep finds it scheduled with no job.
    const [claimed] = await Test.update({ status: 'scheduled' }, { where: unchanged });
    if (claimed === 0) return null;
    let jobId = requeuedJobId(test.id, test.attempts);
    // Back to the workers of the location it was routed to.
    const location = test.location;
    // In its organisation's turn again, like the first time.
    const payload = { testId: test.id, organisationId: await organisationOf(deps, test.siteId) };
    await deps.queues.enqueue('audits', 'test', payload, { jobId, location });
    // BullMQ keeps finished jobs for a while and adds nothing under their id: take a fresh one.
    if (!(await deps.queues.hasJob('audits', jobId, location))) {
      jobId = `${jobId}-${Date.now()}`;
      await deps.queues.enqueue('audits', 'test', payload, { jobId, location });
    }
    deps.log.warn({ testId: test.id, attempts: test.attempts, jobId }, 'lost test queued again');
    return 'requeued';
  }
  const [claimed] = await Test.update(
    {
      status: 'errored',
      // A test waiting for its retry keeps what its last run said; a run that died said nothing.
      failureCode: test.failureCode ?? LOST_RUNS.code,
      failureMessage:
        test.failureMessage ??
        `Its ${test.attempts} runs all stopped without finishing: the worker running it was stopped or crashed`,
      finishedAt: new Date(),
    },
    { where: unchanged },
  );
  if (claimed === 0) return null;
  deps.log.warn({ testId: test.id, attempts: test.attempts }, 'lost test errored');
  metrics.audits.inc({ state: 'errored' });
  await finishSnapshotIfDone(deps, test.snapshotId);
  return 'errored';
}
