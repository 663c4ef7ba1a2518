import { AccountStandings } from '@pace/billing/standing';
import { CruxClient } from '@pace/crux';
import { CruxQuota, CruxQuotaUsedUp } from '@pace/crux/quota';
import { type JobContext, UnrecoverableJobError } from '@pace/platform/queues';
import { BaseTask } from '../base-task.ts';
import { collectSite } from './collector.ts';

/** Collects one site's CrUX data now: enqueued daily by `schedule-daily`, or by "collect now". */
export class CollectSiteTask extends BaseTask<'crux', 'collect-site'> {
  readonly queue = 'crux';
  readonly name = 'collect-site';

  async perform(payload: { siteId: number; force?: boolean }, context: JobContext) {
    const { config, db } = this.deps;
    if (!config.cruxApiKey) {
      context.log.info('CrUX collection is off: CRUX_API_KEY is not set');
      return;
    }
    const site = await db.models.Site.findByPk(payload.siteId);
    // Deleted since the job was queued: nothing to collect, nothing to retry.
    if (!site) throw new UnrecoverableJobError(`Site ${payload.siteId} no longer exists`);
    // The demo organisation's sites live on loopback, where Chrome has no field data: their sample CrUX
    // (from the fixtures, @pace/demo) stays as it is rather than turning into "no data".
    const team = await db.models.Team.findByPk(site.teamId, { attributes: ['organisationId'] });
    const organisation = team && (await db.models.Organisation.findByPk(team.organisationId));
    if (organisation?.demo) {
      context.log.info({ siteId: site.id }, 'CrUX collection skipped: a demo site (sample data)');
      return;
    }
    // Queued before its account was paused or ended (or asked for since): nothing is collected.
    const standing = team
      ? await new AccountStandings(db, { enabled: config.billing !== 'off' }).ofOrganisation(
          team.organisationId,
        )
      : { active: true as const };
    if (!standing.active) {
      context.log.info({ siteId: site.id }, 'CrUX collection skipped: the account is not active');
      return;
    }
    const client = new CruxClient({ baseUrl: config.cruxApiUrl ?? undefined, apiKey: config.cruxApiKey });
    const quota = new CruxQuota(this.deps.kv);
    const organisationId = team?.organisationId ?? 0;
    try {
      const summary = await collectSite(
        {
          db,
          client,
          log: context.log,
          signal: context.signal,
          takeQuery: () => quota.take(organisationId),
        },
        site,
        { force: payload.force },
      );
      context.log.info({ siteId: site.id, ...summary }, 'CrUX data collected');
    } catch (error) {
      if (!(error instanceof CruxQuotaUsedUp)) throw error;
      await this.continueAt(site.id, error.retryAt);
      context.log.info(
        { siteId: site.id, at: error.retryAt },
        'CrUX collection goes on when the quota allows',
      );
    }
  }

  /**
   * The rest of the site at the next minute: targets collected today are skipped then, so a "collect now"
   * goes on without asking again for what it has (its first part is fresh).
   */
  private async continueAt(siteId: number, at: Date) {
    await this.deps.queues.enqueue(
      'crux',
      'collect-site',
      { siteId },
      { jobId: `crux-more-${siteId}-${at.getTime()}`, delayMs: Math.max(1, at.getTime() - Date.now()) },
    );
  }
}
