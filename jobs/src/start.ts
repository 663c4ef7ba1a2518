// Starting the job handlers on a runtime: the same for the worker process and the embedded mode.
import { STALL_DEFAULTS, type WorkerPool, type WorkOptions } from '@pace/platform/queues';
import type { Runtime } from '@pace/platform/runtime';
import { createTasks, handlersFor } from './queues/handlers.ts';
import { scheduleRepeatingJobs } from './queues/schedules.ts';

export async function startJobs(runtime: Runtime, options: WorkOptions = {}): Promise<WorkerPool> {
  const pool = await runtime.queues.work(handlersFor(createTasks(runtime)), {
    log: runtime.log,
    // Each audit holds a Chromium (about 0.85 GB): their own, configured, concurrency.
    concurrencyPerQueue: { audits: runtime.config.audits.concurrency },
    // A worker killed mid-audit (BullMQ): its job runs again after one stall and is failed at the second,
    // which runs RunTestTask's onFailed; the test's own attempt count then decides (stuck-tests.ts).
    ...STALL_DEFAULTS,
    ...options,
  });
  await scheduleRepeatingJobs(runtime.queues);
  return pool;
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
