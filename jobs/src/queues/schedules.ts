// Jobs that repeat on their own. Scheduling is idempotent: every worker start re-states it.
import { HEARTBEAT_EVERY_MS } from '@pace/platform/heartbeat';
import type { JobQueues } from '@pace/platform/queues';

export async function scheduleRepeatingJobs(queues: JobQueues) {
  await queues.schedule('system', 'heartbeat', {}, { everyMs: HEARTBEAT_EVERY_MS });
}
