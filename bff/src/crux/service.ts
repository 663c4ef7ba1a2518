// CrUX field data for the screens, read from what the CrUX worker stored (never from the API): a site's
// origin summary (Core Web Vitals assessment, each metric's p75, shares and trend), its pages, and one
// metric's history. "Collect now" queues the worker's job. Every call goes through the access guard.

import { AccountGateError } from '@pace/billing/errors';
import { AccountStandings } from '@pace/billing/standing';
import { CruxQuota } from '@pace/crux/quota';
import {
  assessCruxMetrics,
  CHART_PERIOD_MONTHS,
  CRUX,
  CRUX_METRIC_KEYS,
  type CruxAssessment,
  type CruxMetricKey,
  chartPeriodRange,
  findMetric,
  type Rating,
  rate,
} from '@pace/metrics';
import type { Config } from '@pace/platform/config';
import {
  type CruxFormFactorName,
  type CruxMeasurement,
  type CruxTarget,
  type CruxTargetStatus,
  type Database,
  Op,
} from '@pace/platform/db';
import { BadUserInputError, TooManyRequestsError } from '@pace/platform/errors';
import type { JobQueues } from '@pace/platform/queues';
import type { KeyValueStore } from '@pace/platform/redis';
import type { Access } from '../kernel/auth/access.ts';
import { registerDataSource } from '../organisations/index.ts';
import { type CruxLcpParts, readLcpParts } from './lcp-parts.ts';

/** The form factors collected (see jobs/src/workers/crux/targets.ts). */
export const CRUX_SCREEN_FORM_FACTORS = ['ALL', 'PHONE', 'DESKTOP'] as const;
export type CruxScreenFormFactor = (typeof CRUX_SCREEN_FORM_FACTORS)[number];
/** The spec's CrUX time periods, in months. */
export const CRUX_HISTORY_MONTHS = CHART_PERIOD_MONTHS;
/** A trend compares the latest p75 with the period that ended about this long before. */
const TREND_DAYS = 28;
/** Changes smaller than this share of the earlier value are "same" (CrUX rounding and noise). */
const SAME_WITHIN = 0.02;

export interface CruxShares {
  good: number;
  average: number;
  poor: number;
}
export interface CruxTrend {
  previousP75: number;
  previousPeriodEnd: string;
  /** Relative change of the p75: 0.1 is 10 % higher. */
  change: number;
  direction: 'better' | 'worse' | 'same';
}
export interface CruxMetricSummary {
  metric: CruxMetricKey;
  p75: number | null;
  rating: Rating;
  shares: CruxShares | null;
  trend: CruxTrend | null;
}
export interface CruxPeriod {
  firstDate: string;
  lastDate: string;
}
/** One origin or URL of a site for one form factor, as the screens show it. */
export interface CruxTargetSummary {
  target: string;
  /** 'not_collected': collection has not reached it yet. */
  status: CruxTargetStatus | 'not_collected';
  checkedAt: Date | null;
  period: CruxPeriod | null;
  assessment: CruxAssessment;
  metrics: CruxMetricSummary[];
}
export interface CruxSiteSummary extends CruxTargetSummary {
  formFactor: CruxScreenFormFactor;
  /** Whether anything at all is stored for the site: false shows the empty state. */
  hasData: boolean;
  /** The demo organisation's: sample figures from the CrUX fixtures, labelled so on screen. */
  sampleData: boolean;
}
export interface CruxHistoryPoint {
  periodStart: string;
  periodEnd: string;
  p75: number | null;
  shares: CruxShares | null;
}
export interface CruxMetricHistory {
  metric: CruxMetricKey;
  formFactor: CruxScreenFormFactor;
  target: string;
  months: number;
  points: CruxHistoryPoint[];
}

const sharesOf = (row: CruxMeasurement): CruxShares | null =>
  row.goodDensity == null || row.niDensity == null || row.poorDensity == null
    ? null
    : { good: row.goodDensity, average: row.niDensity, poor: row.poorDensity };

const daysBefore = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

export function trendOf(metric: CruxMetricKey, rows: readonly CruxMeasurement[]): CruxTrend | null {
  const sorted = rows.filter((r) => r.p75 != null).sort((a, b) => a.periodEnd.localeCompare(b.periodEnd));
  const latest = sorted.at(-1);
  if (!latest) return null;
  const cutoff = daysBefore(latest.periodEnd, TREND_DAYS);
  const previous = sorted.filter((r) => r.periodEnd <= cutoff).at(-1);
  if (!previous || previous.p75 == null || latest.p75 == null) return null;
  const change = previous.p75 === 0 ? 0 : (latest.p75 - previous.p75) / previous.p75;
  const lowerIsBetter = CRUX[metric].budgetDirection === 'GreaterThan';
  const direction =
    Math.abs(change) < SAME_WITHIN ? 'same' : change < 0 === lowerIsBetter ? 'better' : 'worse';
  return { previousP75: previous.p75, previousPeriodEnd: previous.periodEnd, change, direction };
}

/** The summary of one target from its rows of one form factor (the latest period, and the trend). */
export function summarise(
  target: string,
  state: CruxTarget | undefined,
  rows: readonly CruxMeasurement[],
): CruxTargetSummary {
  const latestEnd = rows.reduce<string | null>(
    (max, r) => (max && max > r.periodEnd ? max : r.periodEnd),
    null,
  );
  const latest = rows.filter((r) => r.periodEnd === latestEnd);
  const metrics = CRUX_METRIC_KEYS.map((metric): CruxMetricSummary => {
    const row = latest.find((r) => r.metric === metric);
    return {
      metric,
      p75: row?.p75 ?? null,
      rating: rate(CRUX[metric], row?.p75),
      shares: row ? sharesOf(row) : null,
      trend: trendOf(
        metric,
        rows.filter((r) => r.metric === metric),
      ),
    };
  });
  return {
    target,
    status: state?.status ?? 'not_collected',
    checkedAt: state?.checkedAt ?? null,
    period: latest[0] ? { firstDate: latest[0].periodStart, lastDate: latest[0].periodEnd } : null,
    assessment: assessCruxMetrics(metrics),
    metrics,
  };
}

function checkFormFactor(formFactor: string): CruxScreenFormFactor {
  if (!(CRUX_SCREEN_FORM_FACTORS as readonly string[]).includes(formFactor)) {
    throw new BadUserInputError(`Form factor must be one of ${CRUX_SCREEN_FORM_FACTORS.join(', ')}`, {
      field: 'formFactor',
    });
  }
  return formFactor as CruxScreenFormFactor;
}

function checkMonths(months: number): number {
  if (!(CRUX_HISTORY_MONTHS as readonly number[]).includes(months)) {
    throw new BadUserInputError(`Months must be one of ${CRUX_HISTORY_MONTHS.join(', ')}`, {
      field: 'months',
    });
  }
  return months;
}

/** Sites with CrUX data (a collected target; kept in crux_sites): the site lists' CrUX filter and badge. */
registerDataSource('CRUX', 'SELECT site_id FROM crux_sites');

export class CruxService {
  private readonly accounts: AccountStandings;

  constructor(private readonly deps: { db: Database; queues: JobQueues; kv: KeyValueStore; config: Config }) {
    this.accounts = new AccountStandings(deps.db, { enabled: deps.config.billing !== 'off' }).watch();
  }

  /** The site's origin for one form factor. */
  async summary(
    access: Access,
    teamSlug: string,
    siteSlug: string,
    formFactor = 'ALL',
  ): Promise<CruxSiteSummary> {
    const { site, organisation } = await access.site(teamSlug, siteSlug, 'readSites');
    const factor = checkFormFactor(formFactor);
    const origin = new URL(site.canonicalUrl).origin;
    const [targets, rows, any] = await Promise.all([
      this.targets(site.id, factor),
      this.recentRows(site.id, factor, 'origin'),
      this.deps.db.models.CruxMeasurement.findOne({ where: { siteId: site.id }, attributes: ['id'] }),
    ]);
    const state = targets.find((t) => t.kind === 'origin' && t.target === origin);
    const summary = summarise(
      origin,
      state,
      rows.filter((r) => r.target === origin),
    );
    return { ...summary, formFactor: factor, hasData: any != null, sampleData: organisation.demo };
  }

  /** Every page (URL) of the site collection has reached, for one form factor. */
  async pages(
    access: Access,
    teamSlug: string,
    siteSlug: string,
    formFactor = 'ALL',
  ): Promise<CruxTargetSummary[]> {
    const { site } = await access.site(teamSlug, siteSlug, 'readSites');
    const factor = checkFormFactor(formFactor);
    const [targets, rows] = await Promise.all([
      this.targets(site.id, factor),
      this.recentRows(site.id, factor, 'url'),
    ]);
    return targets
      .filter((t) => t.kind === 'url')
      .map((t) =>
        summarise(
          t.target,
          t,
          rows.filter((r) => r.targetHash === t.targetHash),
        ),
      )
      .sort((a, b) => a.target.localeCompare(b.target));
  }

  /** One metric's p75 and shares per collection period over the last `months`, for the origin or a URL. */
  async metricHistory(
    access: Access,
    teamSlug: string,
    siteSlug: string,
    input: { metric: string; formFactor?: string; months?: number; target?: string | null },
  ): Promise<CruxMetricHistory> {
    const { site } = await access.site(teamSlug, siteSlug, 'readSites');
    const definition = findMetric('crux', input.metric);
    if (!definition || !(CRUX_METRIC_KEYS as readonly string[]).includes(input.metric)) {
      throw new BadUserInputError(`Unknown CrUX metric: ${input.metric}`, { field: 'metric' });
    }
    const metric = input.metric as CruxMetricKey;
    const formFactor = checkFormFactor(input.formFactor ?? 'ALL');
    const months = checkMonths(input.months ?? 6);
    const target = input.target ?? new URL(site.canonicalUrl).origin;
    // Everything stored for the period: the History API's backfill and our own collections after it.
    const since = chartPeriodRange(months).from;
    const rows = await this.deps.db.models.CruxMeasurement.findAll({
      where: {
        siteId: site.id,
        formFactor,
        metric,
        target,
        periodEnd: { [Op.gte]: since },
      },
      order: [['periodEnd', 'ASC']],
    });
    return {
      metric,
      formFactor,
      target,
      months,
      points: rows.map((row) => ({
        periodStart: row.periodStart,
        periodEnd: row.periodEnd,
        p75: row.p75,
        shares: sharesOf(row),
      })),
    };
  }

  /** LCP's image parts of the origin or a URL: the latest p75s, the dominant part, and their history. */
  async lcpParts(
    access: Access,
    teamSlug: string,
    siteSlug: string,
    input: { formFactor?: string; months?: number; target?: string | null },
  ): Promise<CruxLcpParts & { formFactor: CruxScreenFormFactor; months: number }> {
    const { site } = await access.site(teamSlug, siteSlug, 'readSites');
    const formFactor = checkFormFactor(input.formFactor ?? 'ALL');
    const months = checkMonths(input.months ?? 6);
    const target = input.target ?? new URL(site.canonicalUrl).origin;
    const parts = await readLcpParts(
      this.deps.db,
      { siteId: site.id, formFactor, target },
      chartPeriodRange(months).from,
    );
    return { ...parts, formFactor, months };
  }

  /** Queues a collection of the site now (all targets, even those collected today). */
  async collectNow(access: Access, teamSlug: string, siteSlug: string): Promise<{ jobId: string }> {
    const { site, team } = await access.site(teamSlug, siteSlug, 'updateSites');
    // A paused or ended account collects nothing: said here, where a person asked.
    const standing = await this.accounts.ofOrganisation(team.organisationId);
    if (!standing.active) throw new AccountGateError(standing.message);
    // Its queries come out of the organisation's share of the project's CrUX quota, as the daily ones do:
    // with none left this minute, it is refused, saying when to ask again.
    const left = await new CruxQuota(this.deps.kv).left(team.organisationId);
    if (left.queries === 0)
      throw new TooManyRequestsError(
        `Your organisation has used its share of the CrUX quota for this minute: collect now again after ${left.resetsAt.toISOString().slice(11, 19)} UTC`,
      );
    // One manual run per site and minute: repeated clicks do not pile up jobs.
    const minute = new Date().toISOString().slice(0, 16);
    const jobId = await this.deps.queues.enqueue(
      'crux',
      'collect-site',
      { siteId: site.id, force: true },
      { jobId: `crux-now-${site.id}-${minute.replace(/\D/g, '')}` },
    );
    return { jobId };
  }

  private targets(siteId: number, formFactor: CruxFormFactorName) {
    return this.deps.db.models.CruxTarget.findAll({ where: { siteId, formFactor } });
  }

  /** Rows of the latest period of each target and enough before it for the trend. */
  private async recentRows(siteId: number, formFactor: CruxFormFactorName, kind: 'origin' | 'url') {
    const { CruxMeasurement } = this.deps.db.models;
    const latest = (await CruxMeasurement.max('periodEnd', { where: { siteId, formFactor, kind } })) as
      | string
      | null;
    if (!latest) return [];
    return CruxMeasurement.findAll({
      where: { siteId, formFactor, kind, periodEnd: { [Op.gte]: daysBefore(latest, TREND_DAYS + 14) } },
    });
  }
}
