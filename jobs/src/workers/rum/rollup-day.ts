import type { JobContext } from '@pace/platform/queues';
import { rawBeaconCutoff, recordRollupCost, rollUpDay } from '@pace/rum';
import { BaseTask } from '../base-task.ts';

/**
 * Recomputes a site's day of RUM rollups from its raw beacons; replaces the day, so reruns are harmless.
 * Days past the raw window (RUM_RAW_BEACON_DAYS) are left as they are.
 */
export class RollupDayTask extends BaseTask<'rum-rollups', 'rollup-day'> {
  readonly queue = 'rum-rollups';
  readonly name = 'rollup-day';

  async perform({ siteId, day }: { siteId: number; day: string }, context: JobContext) {
    if (day < rawBeaconCutoff(this.deps.config.rumRawBeaconDays)) {
      // Its raw beacons are gone: rolling it up again would replace its rollups with nothing.
      context.log.warn(
        { siteId, day },
        'RUM day not rolled up again: its raw beacons are past the raw window',
      );
      return;
    }
    const started = performance.now();
    const rows = await rollUpDay(this.deps.db, siteId, day);
    const durationMs = performance.now() - started;
    await recordRollupCost(this.deps.kv, siteId, durationMs);
    context.log.debug({ siteId, day, ...rows, durationMs }, 'RUM day rolled up');
  }
}
