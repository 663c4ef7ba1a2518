import { recordHeartbeat } from '@pace/platform/heartbeat';
import { BaseTask } from '../base-task.ts';

/** Records that a worker is alive and taking jobs from the queue; /healthz reports it. */
export class HeartbeatTask extends BaseTask<'system', 'heartbeat'> {
  readonly queue = 'system';
  readonly name = 'heartbeat';

  async perform() {
    // Idempotent: the latest beat wins.
    await recordHeartbeat(this.deps.kv);
  }
}
