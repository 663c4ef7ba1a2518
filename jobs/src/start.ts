// Starting the job handlers on a runtime: the same for the worker process and the embedded mode.
import { STALL_DEFAULTS, type WorkerPool, type WorkOptions } from '@pace/platform/queues';
import type { Runtime } from '@pace/platform/runtime';
import { AGENT_BEAT_EVERY_MS, AuditAgent } from '@pace/synthetic/test-locations';
import { createTasks, handlersFor } from './queues/handlers.ts';
import { scheduleRepeatingJobs } from './queues/schedules.ts';

/** The workers, and the beat that tells the agent screen their location is alive. */
export interface JobWorkers extends WorkerPool {
  readonly location: string | null;
  readonly agent: AuditAgent;
}

/**
 * `options.location` (else PACE_LOCATION, else the default location): the audits this pool takes. Every
 * other queue's jobs it shares with all workers.
 */
export async function startJobs(runtime: Runtime, options: WorkOptions = {}): Promise<JobWorkers> {
  const location = options.location !== undefined ? options.location : runtime.config.audits.location;
  const pool = await runtime.queues.work(handlersFor(createTasks(runtime, { location })), {
    log: runtime.log,
    // Each audit holds a Chromium (about 0.85 GB): their own, configured, concurrency.
    concurrencyPerQueue: { audits: runtime.config.audits.concurrency },
    // However many it has queued, one organisation runs this many audits at once over all workers.
    concurrencyPerGroup: { audits: runtime.config.audits.concurrencyPerOrganisation },
    // A worker killed mid-audit (BullMQ): its job runs again after one stall and is failed at the second,
    // which runs RunTestTask's onFailed; the test's own attempt count then decides (stuck-tests.ts).
    ...STALL_DEFAULTS,
    ...options,
    location,
  });
  await scheduleRepeatingJobs(runtime.queues);
  const agent = new AuditAgent(runtime.db, location);
  const beat = () =>
    agent.beat().catch((error: unknown) => runtime.log.warn({ err: error }, 'the location beat failed'));
  await beat();
  const timer = setInterval(beat, AGENT_BEAT_EVERY_MS);
  timer.unref();
  if (location) runtime.log.info({ location }, 'taking the audits of this test location');
  return {
    location,
    agent,
    get running() {
      return pool.running;
    },
    async stop(graceMs: number) {
      clearInterval(timer);
      // Off the agent screen's list before the last jobs end: no new test should pick this location.
      await agent.leave().catch(() => {});
      return pool.stop(graceMs);
    },
  };
}

export { announceAuditBrowser } from './workers/synthetic/audit-browser.ts';

/** Stops taking jobs, lets those in flight finish within the grace period, returns the rest. */
export async function stopJobs(runtime: Runtime, pool: WorkerPool) {
  const grace = runtime.config.shutdownGraceMs;
  runtime.log.info({ running: pool.running, graceMs: grace }, 'stopping the workers');
  const { returned } = await pool.stop(grace);
  if (returned > 0)
    runtime.log.warn(
      { returned },
      'jobs still running at the end of the grace period went back to their queue',
    );
}
