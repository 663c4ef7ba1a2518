// What the RUM screens show, read from the daily rollups (never from raw beacons): percentiles and
// rating shares from merged histograms, page views and sessions from the audience rollups, live visitors
// from the beacon stream's counters.
import {
  type Aggregation,
  aggregate,
  findMetric,
  type Histogram,
  histogramTotal,
  mergeHistograms,
  RUM,
  rate,
  ratingShares,
  uxRatingFromSessions,
} from '@pace/metrics';
import type { Database } from '@pace/platform/db';
import { Op } from '@pace/platform/db';
import type { BeaconStream } from './beacon-stream.ts';
import {
  ALL,
  BROKEN_DOWN_METRICS,
  type RolledUpMetric,
  type RumDimension,
  SUB_METRICS,
} from './dimensions.ts';
import { filteredAudience, filteredHistograms, filterTypeOf } from './filter-reports.ts';
import { hasFilters, type RumFilters } from './filters.ts';
import type { DayRange } from './periods.ts';

export interface Segment {
  value: string;
  pageViews: number;
  sessions: number;
}

export interface MetricFigure {
  metric: string;
  value: number | null;
  rating: string;
  samples: number;
  shares: { good: number; average: number; poor: number } | null;
}

export class RumReports {
  constructor(private readonly deps: { db: Database; stream: BeaconStream }) {}

  /**
   * The merged histogram of a metric over the range, per dimension value. Under filters, from the filter
   * rollups, which break down only by the filter types' own dimensions (nothing for the others).
   */
  async histograms(
    siteId: number,
    metric: string,
    dimension: RumDimension | typeof ALL,
    range: DayRange,
    filters?: RumFilters,
  ) {
    if (hasFilters(filters)) {
      const by = dimension === ALL ? undefined : filterTypeOf(dimension);
      if (dimension !== ALL && !by) return { days: [], byValue: new Map() };
      return filteredHistograms(this.deps.db, siteId, metric as RolledUpMetric, filters, range, by);
    }
    const rows = await this.deps.db.models.RumRollup.findAll({
      where: { siteId, metric, dimension, day: { [Op.between]: [range.from, range.to] } },
      attributes: ['day', 'value', 'samples', 'histogram'],
      raw: true,
    });
    const byValue = new Map<string, { samples: number; histogram: Histogram }>();
    // Day by day: for the whole site (ALL) one histogram a day, which the history charts read.
    const days: { day: string; histogram: Histogram }[] = [];
    for (const row of rows) {
      const histogram = JSON.parse(row.histogram) as Histogram;
      days.push({ day: row.day, histogram });
      const current = byValue.get(row.value);
      byValue.set(
        row.value,
        current
          ? {
              samples: current.samples + row.samples,
              histogram: mergeHistograms(current.histogram, histogram),
            }
          : { samples: row.samples, histogram },
      );
    }
    return { days, byValue };
  }

  figure(metric: string, histogram: Histogram | null, aggregation: Aggregation = 'p75'): MetricFigure {
    const definition = findMetric('rum', metric)!;
    const value = histogram && histogramTotal(histogram) > 0 ? aggregate(histogram, aggregation) : null;
    return {
      metric,
      value,
      rating: rate(definition, value),
      samples: histogram ? histogramTotal(histogram) : 0,
      shares: histogram ? ratingShares(definition, histogram) : null,
    };
  }

  /** p75 (or another aggregation) of one metric for the whole site over the range. */
  async metricValue(
    siteId: number,
    metric: string,
    range: DayRange,
    aggregation: Aggregation = 'p75',
    filters?: RumFilters,
  ) {
    const { byValue } = await this.histograms(siteId, metric, ALL, range, filters);
    return this.figure(metric, byValue.get('')?.histogram ?? null, aggregation);
  }

  async audience(
    siteId: number,
    dimension: RumDimension | typeof ALL,
    range: DayRange,
    filters?: RumFilters,
  ) {
    if (hasFilters(filters)) {
      const by = dimension === ALL ? undefined : filterTypeOf(dimension);
      if (dimension !== ALL && !by) return new Map();
      return filteredAudience(this.deps.db, siteId, filters, range, by);
    }
    const rows = await this.deps.db.models.RumAudienceRollup.findAll({
      where: { siteId, dimension, day: { [Op.between]: [range.from, range.to] } },
      raw: true,
    });
    const byValue = new Map<
      string,
      { pageViews: number; sessions: number; good: number; average: number; poor: number }
    >();
    for (const row of rows) {
      const cell = byValue.get(row.value) ?? { pageViews: 0, sessions: 0, good: 0, average: 0, poor: 0 };
      cell.pageViews += row.pageViews;
      cell.sessions += row.sessions;
      cell.good += row.uxGood;
      cell.average += row.uxAverage;
      cell.poor += row.uxPoor;
      byValue.set(row.value, cell);
    }
    return byValue;
  }

  async segments(
    siteId: number,
    dimension: RumDimension,
    range: DayRange,
    limit = 50,
    filters?: RumFilters,
  ): Promise<Segment[]> {
    const byValue = await this.audience(siteId, dimension, range, filters);
    return [...byValue.entries()]
      .map(([value, cell]) => ({ value, pageViews: cell.pageViews, sessions: cell.sessions }))
      .sort((a, b) => b.sessions - a.sessions || b.pageViews - a.pageViews)
      .slice(0, limit);
  }

  async dashboard(siteId: number, range: DayRange, filters?: RumFilters) {
    const [all, liveVisitors, locations, coreWebVitals] = await Promise.all([
      this.audience(siteId, ALL, range, filters),
      this.deps.stream.liveVisitors(siteId),
      this.segments(siteId, 'countryCode', range, 250, filters),
      Promise.all(
        (['lcp', 'inp', 'cls'] as const).map((metric) =>
          this.metricValue(siteId, metric, range, 'p75', filters),
        ),
      ),
    ]);
    const total = all.get('') ?? { pageViews: 0, sessions: 0, good: 0, average: 0, poor: 0 };
    const rated = total.good + total.average + total.poor;
    const uxScore = uxRatingFromSessions(total);
    return {
      pageViews: total.pageViews,
      sessions: total.sessions,
      liveVisitors,
      uxRating: {
        good: rated > 0 ? total.good / rated : 0,
        average: rated > 0 ? total.average / rated : 0,
        poor: rated > 0 ? total.poor / rated : 0,
        score: uxScore,
        rating: rate(RUM.ux_rating, uxScore),
      },
      locations,
      coreWebVitals,
    };
  }

  /** One metric: its figure, its daily history, its parts, and its breakdowns by dimension. */
  async metric(
    siteId: number,
    metric: string,
    range: DayRange,
    aggregation: Aggregation,
    dimensions: RumDimension[],
    filters?: RumFilters,
  ) {
    const { days, byValue } = await this.histograms(siteId, metric, ALL, range, filters);
    const history = this.daily(metric, days, range, aggregation);
    // The filter rollups hold the main metrics only: a filtered view has no parts.
    const parts = hasFilters(filters) ? [] : SUB_METRICS.filter((key) => RUM[key].parent === metric);
    const subMetrics = await Promise.all(
      parts.map((key) => this.metricValue(siteId, key, range, aggregation, filters)),
    );
    // Under filters, breakdowns by what the filter rollups hold (not by element or path).
    const shown = hasFilters(filters)
      ? dimensions.filter((dimension) => filterTypeOf(dimension))
      : dimensions;
    const breakdowns = await Promise.all(
      shown.map(async (dimension) => {
        const values = await this.histograms(siteId, metric, dimension, range, filters);
        const segments = [...values.byValue.entries()]
          .map(([value, cell]) => {
            const figure = this.figure(metric, cell.histogram, aggregation);
            return { ...figure, metricValue: figure.value, value };
          })
          .sort((a, b) => b.samples - a.samples)
          .slice(0, 25);
        return { dimension, segments };
      }),
    );
    return {
      ...this.figure(metric, byValue.get('')?.histogram ?? null, aggregation),
      history,
      subMetrics,
      breakdowns,
    };
  }

  /** A metric's daily history over a range (a history chart's period), without the rest of the report. */
  async history(
    siteId: number,
    metric: string,
    range: DayRange,
    aggregation: Aggregation,
    filters?: RumFilters,
  ) {
    const { days } = await this.histograms(siteId, metric, ALL, range, filters);
    return this.daily(metric, days, range, aggregation);
  }

  /** One point per day of the range (null without data), so the chart spans the period asked for. */
  private daily(
    metric: string,
    days: { day: string; histogram: Histogram }[],
    range: DayRange,
    aggregation: Aggregation,
  ) {
    const byDay = new Map(days.map((row) => [row.day, row.histogram]));
    return range.days.map((day) => ({ day, ...this.figure(metric, byDay.get(day) ?? null, aggregation) }));
  }

  /** The pages table: per path or page grouping, page views and the p75 of each main metric. */
  async pages(
    siteId: number,
    groupBy: 'path' | 'pageGrouping',
    range: DayRange,
    limit = 100,
    filters?: RumFilters,
  ) {
    const views = await this.audience(siteId, groupBy, range, filters);
    const metrics = await Promise.all(
      BROKEN_DOWN_METRICS.map(
        async (metric) =>
          [metric, (await this.histograms(siteId, metric, groupBy, range, filters)).byValue] as const,
      ),
    );
    return [...views.entries()]
      .sort((a, b) => b[1].pageViews - a[1].pageViews)
      .slice(0, limit)
      .map(([value, cell]) => ({
        value,
        pageViews: cell.pageViews,
        sessions: cell.sessions,
        metrics: metrics.map(([metric, byValue]) =>
          this.figure(metric, byValue.get(value)?.histogram ?? null),
        ),
      }));
  }

  liveVisitors(siteId: number) {
    return this.deps.stream.liveVisitors(siteId);
  }
}
