// Collecting one site: for its origin and each page URL, per form factor, the latest 28-day period from
// the CrUX API (and, the first time, up to 40 weekly periods of history), stored as measurement rows:
// the six field metrics and, where the API reports them, LCP's four image parts (a p75 each).
// - No data (the API's 404) is a state, recorded on the target, not a failure.
// - A quota or server error that outlasted the client's retries stops the run and is thrown: the job is
//   retried later with its backoff. What was stored stays (upserts), and targets already collected today
//   are skipped on the retry, so the quota is not spent twice.
// - Any other API error (a bad request for one URL) is recorded on that target; the others go on.
import { CruxApiError, type CruxClient, type CruxSnapshot, type FormFactorChoice } from '@pace/crux';
import { CruxQuotaUsedUp, type QuotaGrant } from '@pace/crux/quota';
import type { Database, Site } from '@pace/platform/db';
import type { Logger } from '@pace/platform/log';
import { measurementRows, recordTarget, upsertMeasurements } from './store.ts';
import { COLLECTED_FORM_FACTORS, type SiteTarget, siteTargets } from './targets.ts';

/** The History API's maximum: about 9 months of weekly periods. */
export const HISTORY_PERIODS = 40;

export interface CollectDeps {
  db: Database;
  client: CruxClient;
  log: Logger;
  signal?: AbortSignal;
  now?: () => Date;
  /** One query from the site's organisation's share of the project's CrUX quota (see @pace/crux/quota). */
  takeQuery?: () => Promise<QuotaGrant>;
}

/** Before each query: past the organisation's share, the run stops (what is stored stays) to go on later. */
async function spend(deps: CollectDeps) {
  const grant = await deps.takeQuery?.();
  if (grant && !grant.granted) throw new CruxQuotaUsedUp(grant.retryAt);
}

export interface CollectSummary {
  targets: number;
  collected: number;
  noData: number;
  failed: number;
  skipped: number;
  rows: number;
}

const startOfUtcDay = (date: Date) => Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());

export async function collectSite(
  deps: CollectDeps,
  site: Site,
  options: { force?: boolean } = {},
): Promise<CollectSummary> {
  const now = deps.now?.() ?? new Date();
  const summary: CollectSummary = { targets: 0, collected: 0, noData: 0, failed: 0, skipped: 0, rows: 0 };
  for (const target of await siteTargets(deps.db, site)) {
    for (const formFactor of COLLECTED_FORM_FACTORS) {
      summary.targets++;
      const state = await deps.db.models.CruxTarget.findOne({
        where: { siteId: site.id, targetHash: target.hash, formFactor },
      });
      const doneToday = state && state.status !== 'failed' && state.checkedAt.getTime() >= startOfUtcDay(now);
      if (doneToday && !options.force) {
        summary.skipped++;
        continue;
      }
      try {
        const outcome = await collectTarget(deps, site, target, formFactor, !state?.historyBackfilledAt);
        summary.rows += outcome.rows;
        summary[outcome.status === 'collected' ? 'collected' : 'noData']++;
        await recordTarget(deps.db, site.id, target, formFactor, outcome, now);
      } catch (error) {
        if (!(error instanceof CruxApiError) || error.retryable) throw error;
        summary.failed++;
        deps.log.warn({ err: error, target: target.value, formFactor }, 'CrUX API refused a target');
        await recordTarget(
          deps.db,
          site.id,
          target,
          formFactor,
          { status: 'failed', error: error.message },
          now,
        );
      }
    }
  }
  return summary;
}

async function collectTarget(
  deps: CollectDeps,
  site: Site,
  target: SiteTarget,
  formFactor: FormFactorChoice,
  backfill: boolean,
) {
  const call = { signal: deps.signal };
  const snapshots: CruxSnapshot[] = [];
  if (backfill) {
    await spend(deps);
    const history = await deps.client.queryHistoryRecord(target.query, formFactor, {
      ...call,
      periods: HISTORY_PERIODS,
    });
    if (history.status === 'ok') snapshots.push(...history.data);
  }
  await spend(deps);
  const latest = await deps.client.queryRecord(target.query, formFactor, call);
  if (latest.status === 'ok') snapshots.push(latest.data);
  const rows = measurementRows(site.id, target, formFactor, snapshots);
  await upsertMeasurements(deps.db, rows);
  const lastPeriodEnd =
    snapshots
      .map((s) => s.period.lastDate)
      .sort()
      .at(-1) ?? null;
  return {
    status: latest.status === 'ok' ? ('collected' as const) : ('no_data' as const),
    lastPeriodEnd,
    historyBackfilled: backfill,
    rows: rows.length,
  };
}
