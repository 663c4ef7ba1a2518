// Scheduled snapshots (each site's schedule: off, hourly, daily, every N hours up to 168) and the
// safety net for work a lost in-memory queue or a dead worker left behind. `tick` repeats every minute;
// it enqueues one `site` job per due site with the schedule period in its job id, so a period gets one
// snapshot however many workers tick.

import { planGate } from '@pace/billing/gates';
import { FINAL_RUN_STATES, Op, type Site } from '@pace/platform/db';
import { SnapshotStarter } from '@pace/synthetic';
import { BaseTask } from '../base-task.ts';
import { finishSnapshotIfDone } from './snapshot-progress.ts';
import { sweepStuckTests } from './stuck-tests.ts';

export const SCHEDULE_TICK_MS = 60_000;
const UNFINISHED_TESTS_SNAPSHOTS = `SELECT snapshot_id FROM tests WHERE status NOT IN (${FINAL_RUN_STATES.map(
  (state) => `'${state}'`,
).join(', ')})`;
const HOUR_MS = 3_600_000;

/** How often a site's snapshots run, or null when its schedule is off. */
export function scheduleIntervalMs(
  site: Pick<Site, 'snapshotSchedule' | 'snapshotIntervalHours'>,
): number | null {
  switch (site.snapshotSchedule) {
    case 'hourly':
      return HOUR_MS;
    case 'daily':
      return 24 * HOUR_MS;
    case 'every_n_hours':
      return site.snapshotIntervalHours ? site.snapshotIntervalHours * HOUR_MS : null;
    default:
      return null;
  }
}

export class ScheduleTickTask extends BaseTask<'snapshot-scheduling', 'tick'> {
  readonly queue = 'snapshot-scheduling';
  readonly name = 'tick';

  async perform() {
    const { db, queues } = this.deps;
    const now = Date.now();
    const sites = await db.models.Site.findAll({ where: { snapshotSchedule: { [Op.ne]: 'off' } } });
    for (const site of sites) {
      const interval = scheduleIntervalMs(site);
      if (!interval) continue;
      const slot = Math.floor(now / interval);
      await queues.enqueue(
        'snapshot-scheduling',
        'site',
        { siteId: site.id, slot },
        { jobId: `schedule-${site.id}-${interval}-${slot}` },
      );
    }
    // Tests whose run or job was lost go back to the queue, or are errored at the attempt limit; then
    // snapshots left between their last test and completed are finished.
    await sweepStuckTests(this.deps, now);
    const stuckBefore = new Date(now - 10 * 60_000);
    const unfinished = await db.models.Snapshot.findAll({
      where: { status: ['verifying', 'processing'], updatedAt: { [Op.lt]: stuckBefore } },
      limit: 100,
    });
    for (const snapshot of unfinished) await finishSnapshotIfDone(this.deps, snapshot.id, { stuckBefore });
    // And those whose worker died between finishing their last test and moving them on.
    const overlooked = await db.models.Snapshot.findAll({
      where: {
        status: ['created', 'scheduled', 'running'],
        updatedAt: { [Op.lt]: stuckBefore },
        id: { [Op.notIn]: db.sequelize.literal(`(${UNFINISHED_TESTS_SNAPSHOTS})`) },
      },
      limit: 100,
    });
    for (const snapshot of overlooked) await finishSnapshotIfDone(this.deps, snapshot.id);
  }
}

export class ScheduledSnapshotTask extends BaseTask<'snapshot-scheduling', 'site'> {
  readonly queue = 'snapshot-scheduling';
  readonly name = 'site';

  async perform({ siteId, slot }: { siteId: number; slot: number }) {
    const { db, queues, log, config } = this.deps;
    const site = await db.models.Site.findByPk(siteId, { include: [{ association: 'team' }] });
    const interval = site ? scheduleIntervalMs(site) : null;
    if (!site || !interval) return;
    const already = await db.models.Snapshot.count({
      where: { siteId, trigger: 'schedule', createdAt: { [Op.gte]: new Date(slot * interval) } },
    });
    if (already > 0) return;
    const team = (site as Site & { team?: { organisationId: number } }).team;
    if (!team) return;
    try {
      await new SnapshotStarter(db, queues, planGate(db, config)).start(site, team.organisationId, {
        trigger: 'schedule',
        triggerClient: 'scheduler',
      });
    } catch (error) {
      // Nothing to test yet, or the account may not run tests now: wait for the next period.
      const name = (error as Error).name;
      if (name === 'BadUserInputError' || name === 'AccountGateError') {
        log.info({ siteId, reason: (error as Error).message }, 'scheduled snapshot skipped');
        return;
      }
      throw error;
    }
  }
}
