import { BaseTask } from '../base-task.ts';
import { dailySpreadDelayMs } from './spread.ts';

/** Queues one `collect-site` per site and day; the date in the job id makes a second run a no-op. */
export class ScheduleDailyCruxTask extends BaseTask<'crux', 'schedule-daily'> {
  readonly queue = 'crux';
  readonly name = 'schedule-daily';

  async perform() {
    const { config, db, queues } = this.deps;
    if (!config.cruxApiKey) return;
    const day = new Date().toISOString().slice(0, 10);
    const sites = await db.models.Site.findAll({ attributes: ['id'] });
    for (const site of sites) {
      await queues.enqueue(
        'crux',
        'collect-site',
        { siteId: site.id },
        { jobId: `crux-${site.id}-${day}`, delayMs: dailySpreadDelayMs(site.id) },
      );
    }
  }
}
