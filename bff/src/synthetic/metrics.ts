// Measurements over time (metrics/{measurement}) and the pulse: the latest completed test of each page
// and profile of a site.
import { chartPeriodRange, findMetric, isChartPeriod, metricsFor } from '@pace/metrics';
import type { Database, Test } from '@pace/platform/db';
import { BadUserInputError } from '@pace/platform/errors';
import { literal, Op } from 'sequelize';
import type { Access } from '../kernel/auth/access.ts';
import { readSite, type SiteRef } from '../kernel/auth/site-scope.ts';

/** Metrics the pulse shows for each page and profile. */
export const PULSE_METRICS = ['performance_score', 'fcp', 'lcp', 'cls', 'tbt', 'total_transfer_size'];

/** A test's value of one metric, with the spread of its runs (null for a single run). */
export interface MeasuredValue {
  metric: string;
  value: number;
  iqr: number | null;
  ciLower: number | null;
  ciUpper: number | null;
  ciLevel: number | null;
}

export class MetricService {
  constructor(private readonly db: Database) {}

  async history(
    access: Access,
    ref: SiteRef,
    metric: string,
    options: {
      days?: number | null;
      /** A history chart's period (3, 6, 9, 12, 18 or 24 months); wins over `days`. */
      months?: number | null;
      pageIds?: string[] | null;
      profileIds?: string[] | null;
    } = {},
  ) {
    const { site } = await readSite(access, ref);
    if (!findMetric('synthetic', metric)) throw new BadUserInputError('Unknown metric', { field: 'metric' });
    if (options.months != null && !isChartPeriod(options.months)) {
      throw new BadUserInputError('The period is 3, 6, 9, 12, 18 or 24 months', { field: 'months' });
    }
    const days = Math.min(Math.max(options.days ?? 90, 1), 730);
    const since =
      options.months != null
        ? new Date(`${chartPeriodRange(options.months).from}T00:00:00Z`)
        : new Date(Date.now() - days * 86_400_000);
    const { Page, TestProfile, MetricMeasurement } = this.db.models;
    // A share link's history is its test's page and profile, whatever it asks for.
    const shared = access.sharedTest;
    const pages = await Page.findAll({
      where: {
        siteId: site.id,
        ...(options.pageIds?.length ? { uuid: options.pageIds } : {}),
        ...(shared ? { id: shared.pageId } : {}),
      },
    });
    const profiles = await TestProfile.findAll({
      where: {
        siteId: site.id,
        ...(options.profileIds?.length ? { uuid: options.profileIds } : {}),
        ...(shared ? { id: shared.profileId } : {}),
      },
    });
    const rows = await MetricMeasurement.findAll({
      where: {
        siteId: site.id,
        metric,
        measuredAt: { [Op.gte]: since },
        pageId: pages.map((page) => page.id),
        profileId: profiles.map((profile) => profile.id),
      },
      order: [['measuredAt', 'ASC']],
    });
    return {
      metric,
      series: pages.flatMap((page) =>
        profiles.map((profile) => ({
          page,
          profile,
          points: rows
            .filter((row) => row.pageId === page.id && row.profileId === profile.id)
            .map((row) => ({
              at: row.measuredAt,
              value: row.value,
              ciLower: row.ciLower,
              ciUpper: row.ciUpper,
              ciLevel: row.ciLevel,
            })),
        })),
      ),
    };
  }

  /** Measured values of one test, for the metrics the caller names (all when none). */
  async valuesOf(testIds: number[], metrics?: string[]) {
    const rows = await this.db.models.MetricMeasurement.findAll({
      where: { testId: testIds, ...(metrics ? { metric: metrics } : {}) },
    });
    const byTest = new Map<number, MeasuredValue[]>();
    for (const row of rows) {
      const list = byTest.get(row.testId) ?? [];
      list.push({
        metric: row.metric,
        value: row.value,
        iqr: row.iqr,
        ciLower: row.ciLower,
        ciUpper: row.ciUpper,
        ciLevel: row.ciLevel,
      });
      byTest.set(row.testId, list);
    }
    const order = metricsFor('synthetic').map((definition) => definition.key);
    for (const list of byTest.values())
      list.sort((a, b) => order.indexOf(a.metric) - order.indexOf(b.metric));
    return byTest;
  }

  async pulse(access: Access, ref: SiteRef) {
    const { site } = await readSite(access, ref);
    const { Page, TestProfile } = this.db.models;
    const [pages, profiles] = await Promise.all([
      Page.findAll({ where: { siteId: site.id }, order: [['name', 'ASC']] }),
      TestProfile.findAll({ where: { siteId: site.id }, order: [['name', 'ASC']] }),
    ]);
    const latest = await this.latestTests(site.id);
    const values = await this.valuesOf(
      [...latest.values()].map((test) => test.id),
      PULSE_METRICS,
    );
    return pages.flatMap((page) =>
      profiles.map((profile) => {
        const test = latest.get(`${page.id}:${profile.id}`) ?? null;
        return { page, profile, test, metrics: test ? (values.get(test.id) ?? []) : [] };
      }),
    );
  }

  /**
   * The latest completed test of each page and profile of a site, keyed `${pageId}:${profileId}`: one
   * query for the whole grid (the newest finish per cell, found by the (site, page, profile) index).
   */
  private async latestTests(siteId: number): Promise<Map<string, Test>> {
    const site = this.db.sequelize.escape(siteId);
    const rows = await this.db.models.Test.findAll({
      where: {
        siteId,
        status: 'completed',
        [Op.and]: literal(
          `(page_id, profile_id, finished_at) IN (SELECT page_id, profile_id, MAX(finished_at) FROM tests
            WHERE site_id = ${site} AND status = 'completed' GROUP BY page_id, profile_id)`,
        ),
      },
      // Two tests of a cell that finished in the same instant: the later one.
      order: [['id', 'DESC']],
    });
    const latest = new Map<string, Test>();
    for (const test of rows) {
      const key = `${test.pageId}:${test.profileId}`;
      if (!latest.has(key)) latest.set(key, test);
    }
    return latest;
  }
}
