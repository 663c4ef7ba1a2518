import { AccountStandings } from '@pace/billing/standing';
import { BaseTask } from '../base-task.ts';
import { dailySpreadDelayMs } from './spread.ts';

/**
 * Queues one `collect-site` per site and day; the date in the job id makes a second run a no-op. Sites of
 * paused or ended accounts are left out: their collection would cost API quota no one pays for.
 */
export class ScheduleDailyCruxTask extends BaseTask<'crux', 'schedule-daily'> {
  readonly queue = 'crux';
  readonly name = 'schedule-daily';

  async perform() {
    const { config, db, queues } = this.deps;
    if (!config.cruxApiKey) return;
    const day = new Date().toISOString().slice(0, 10);
    const sites = await db.models.Site.findAll({ attributes: ['id'] });
    const accounts = new AccountStandings(db, { enabled: config.billing !== 'off' });
    const active = await accounts.activeSites(sites.map((site) => site.id));
    for (const site of sites) {
      if (!active.has(site.id)) continue;
      await queues.enqueue(
        'crux',
        'collect-site',
        { siteId: site.id },
        { jobId: `crux-${site.id}-${day}`, delayMs: dailySpreadDelayMs(site.id) },
      );
    }
  }
}
