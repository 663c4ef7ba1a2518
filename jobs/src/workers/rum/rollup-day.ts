import type { JobContext } from '@pace/platform/queues';
import { recordRollupCost, rollUpDay } from '@pace/rum';
import { BaseTask } from '../base-task.ts';

/** Recomputes a site's day of RUM rollups from its raw beacons; replaces the day, so reruns are harmless. */
export class RollupDayTask extends BaseTask<'rum-rollups', 'rollup-day'> {
  readonly queue = 'rum-rollups';
  readonly name = 'rollup-day';

  async perform({ siteId, day }: { siteId: number; day: string }, context: JobContext) {
    const started = performance.now();
    const rows = await rollUpDay(this.deps.db, siteId, day);
    const durationMs = performance.now() - started;
    await recordRollupCost(this.deps.kv, siteId, durationMs);
    context.log.debug({ siteId, day, ...rows, durationMs }, 'RUM day rolled up');
  }
}
