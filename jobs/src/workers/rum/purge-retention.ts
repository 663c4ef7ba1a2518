import type { JobContext } from '@pace/platform/queues';
import { purgeExpired } from '@pace/rum';
import { BaseTask } from '../base-task.ts';

/**
 * Deletes raw RUM beacons past the raw window (RUM_RAW_BEACON_DAYS), and beacons and rollups older than
 * each site's retention (at most 24 months). Daily.
 */
export class PurgeRetentionTask extends BaseTask<'rum-rollups', 'purge-retention'> {
  readonly queue = 'rum-rollups';
  readonly name = 'purge-retention';

  async perform(_payload: Record<string, never>, context: JobContext) {
    const deleted = await purgeExpired(this.deps.db, { rawBeaconDays: this.deps.config.rumRawBeaconDays });
    context.log.info({ deleted }, 'RUM data past retention deleted');
  }
}
