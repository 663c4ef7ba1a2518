// Jobs that repeat on their own. Scheduling is idempotent: every worker start re-states it.
import { HEARTBEAT_EVERY_MS } from '@pace/platform/heartbeat';
import type { JobQueues } from '@pace/platform/queues';
import { SCHEDULE_TICK_MS } from '../workers/synthetic/scheduling.ts';

export async function scheduleRepeatingJobs(queues: JobQueues) {
  await queues.schedule('system', 'heartbeat', {}, { everyMs: HEARTBEAT_EVERY_MS });
  // Due scheduled snapshots, and tests a lost queue or a dead worker left behind.
  await queues.schedule('snapshot-scheduling', 'tick', {}, { everyMs: SCHEDULE_TICK_MS });
  // CrUX publishes a new 28-day period daily; each site is collected once a day (job ids carry the date).
  await queues.schedule('crux', 'schedule-daily', {}, { everyMs: 24 * 60 * 60 * 1000 });
  await queues.schedule('rum-collection', 'write-beacons', {}, { everyMs: 1_000 });
  await queues.schedule('rum-rollups', 'purge-retention', {}, { everyMs: 24 * 60 * 60 * 1000 });
  // Old tests' reports, screenshots and filmstrips, except those kept on purpose (their metrics stay).
  await queues.schedule('snapshot-scheduling', 'prune-artifacts', {}, { everyMs: 24 * 60 * 60 * 1000 });
  // Paused subscriptions whose 90 days are over resume and bill; trials that ran out expire.
  await queues.schedule('billing', 'resume-paused', {}, { everyMs: 60 * 60 * 1000 });
  await queues.schedule('billing', 'expire-trials', {}, { everyMs: 60 * 60 * 1000 });
  // Error reports anyone may send: kept a while, and never more than a cap.
  await queues.schedule('system', 'prune-error-reports', {}, { everyMs: 24 * 60 * 60 * 1000 });
  // The delivery log keeps its last days only.
  await queues.schedule('integrations', 'prune-deliveries', {}, { everyMs: 24 * 60 * 60 * 1000 });
  // Proved email domains whose TXT record is gone stop routing SAML sign-in.
  await queues.schedule('identity', 'recheck-domains', {}, { everyMs: 24 * 60 * 60 * 1000 });
  // The weekly summary email.
  await queues.schedule('integrations', 'weekly-summary', {}, { everyMs: 7 * 24 * 60 * 60 * 1000 });
}
