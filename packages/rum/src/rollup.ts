// Daily rollups of a site's raw beacons: page views are merged from their beacons (for each metric the
// latest beacon that has it wins), weighted by 100 / sample rate, and summed into histograms per metric
// and dimension value, and into audience counts (page views, sessions, UX rating split). Pure: the
// rollup task streams the rows in and writes the result out.
import {
  bucketIndex,
  bucketSchemeFor,
  createHistogram,
  type Histogram,
  type Rating,
  RUM,
  rate,
} from '@pace/metrics';
import {
  ALL,
  BROKEN_DOWN_METRICS,
  OTHER_VALUE,
  type RolledUpMetric,
  type RumDimension,
  SUB_METRICS,
  TARGET_OF,
  TOP_VALUES_PER_DAY,
} from './dimensions.ts';
import { ElementRollup, type PageKind } from './element-rollup.ts';
import { FilterRollup } from './filter-rollup.ts';
import { connectionTypeOf, FILTER_TOP_VALUES, type FilterType, filterValuesOf } from './filters.ts';
import type { StoredBeacon } from './stored-beacon.ts';

/** The dimension whose first-pass weights pick a filter type's busiest values. */
const FILTER_DIMENSION = {
  browser: 'browserName',
  country: 'countryCode',
  pageGrouping: 'pageGrouping',
} as Record<FilterType, RumDimension>;

/** One page view of a day, merged from its beacons. */
export type PageView = Omit<StoredBeacon, 'seq' | 'receivedAt'> & { weight: number };

const METRIC_FIELDS = [...BROKEN_DOWN_METRICS, ...SUB_METRICS] as const;
const LATEST_WINS = [...METRIC_FIELDS, 'lcpTarget', 'inpTarget', 'inpInteractionType', 'clsTarget'] as const;

/** Merges the beacons of one page view, in seq order. */
export function mergePageView(beacons: readonly StoredBeacon[]): PageView {
  const first = beacons[0]!;
  const merged = { ...first, weight: 100 / first.sampleRate } as PageView & Partial<StoredBeacon>;
  delete merged.seq;
  delete merged.receivedAt;
  for (const beacon of beacons.slice(1)) {
    for (const field of LATEST_WINS) {
      if (beacon[field] !== null && beacon[field] !== undefined)
        (merged as Record<string, unknown>)[field] = beacon[field];
    }
  }
  return merged;
}

/** The page view's experience: poor if any Core Web Vital is poor, good if all measured ones are good. */
export function pageViewRating(view: PageView): Exclude<Rating, 'ungraded'> {
  const ratings = (['lcp', 'inp', 'cls'] as const)
    .filter((metric) => view[metric] !== null)
    .map((metric) => rate(RUM[metric], view[metric]));
  if (ratings.length === 0) return 'no_data';
  if (ratings.includes('poor')) return 'poor';
  return ratings.every((rating) => rating === 'good') ? 'good' : 'average';
}

const join = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ');

/** The value of each dimension for a page view ('' when unknown; null: the page view has none). */
export function dimensionValues(
  view: PageView,
  pageGrouping: (path: string) => string | null,
): Record<Exclude<RumDimension, 'attributionTarget'>, string | null> {
  return {
    path: view.path,
    pageGrouping: pageGrouping(view.path),
    countryCode: view.countryCode ?? '',
    city: view.city ?? '',
    browserName: view.browserName ?? '',
    browserMajorVersion: view.browserMajorVersion ? join(view.browserName, view.browserMajorVersion) : '',
    osName: view.osName ?? '',
    osVersion: view.osVersion ? join(view.osName, view.osVersion) : '',
    deviceType: view.deviceType ?? '',
    deviceVendor: view.deviceVendor ?? '',
    deviceModel: view.deviceModel ? join(view.deviceVendor, view.deviceModel) : '',
    navigationType: view.navigationType,
    connectionType: connectionTypeOf(view.rtt),
  };
}

export interface RollupCell {
  metric: RolledUpMetric;
  dimension: RumDimension | typeof ALL;
  value: string;
  samples: number;
  histogram: Histogram;
}

export interface AudienceCell {
  dimension: RumDimension | typeof ALL;
  value: string;
  pageViews: number;
  sessions: number;
  uxGood: number;
  uxAverage: number;
  uxPoor: number;
}

/**
 * Rolls up one day in two passes over its page views: the first finds the busiest values of each
 * dimension (the others become OTHER_VALUE, which bounds the rows a day makes), the second sums.
 */
export class DayRollup {
  private readonly weights = new Map<string, Map<string, number>>();
  private kept: Map<string, Set<string>> | undefined;
  private readonly cells = new Map<string, RollupCell>();
  private readonly audience = new Map<string, AudienceCell>();
  private readonly filters = new FilterRollup();
  private readonly elements = new ElementRollup();
  private filterKept: Partial<Record<FilterType, Set<string>>> | undefined;

  constructor(private readonly pageGrouping: (path: string) => string | null) {}

  /** First pass. */
  count(view: PageView) {
    const values = this.valuesOf(view);
    for (const [dimension, value] of values) {
      let weights = this.weights.get(dimension);
      if (!weights) {
        weights = new Map();
        this.weights.set(dimension, weights);
      }
      weights.set(value, (weights.get(value) ?? 0) + view.weight);
    }
  }

  /** Second pass. */
  add(view: PageView) {
    this.kept ??= this.topValues();
    const rating = pageViewRating(view);
    this.addToFilters(view, rating);
    this.addToElements(view);
    for (const [dimension, rawValue] of this.valuesOf(view)) {
      const value = this.keep(dimension, rawValue);
      const [dimensionName, metric] = dimension.split('/') as [RumDimension | typeof ALL, RolledUpMetric?];
      if (metric) {
        this.addValue(metric, 'attributionTarget', value, view[metric], view.weight);
        continue;
      }
      const key = `${dimensionName}\u0000${value}`;
      let cell = this.audience.get(key);
      if (!cell) {
        cell = {
          dimension: dimensionName,
          value,
          pageViews: 0,
          sessions: 0,
          uxGood: 0,
          uxAverage: 0,
          uxPoor: 0,
        };
        this.audience.set(key, cell);
      }
      cell.pageViews += view.weight;
      if (view.landing) cell.sessions += view.weight;
      if (rating === 'good') cell.uxGood += view.weight;
      else if (rating === 'average') cell.uxAverage += view.weight;
      else if (rating === 'poor') cell.uxPoor += view.weight;
      for (const metric of BROKEN_DOWN_METRICS)
        this.addValue(metric, dimensionName, value, view[metric], view.weight);
      if (dimensionName === ALL) {
        for (const metric of SUB_METRICS) this.addValue(metric, ALL, '', view[metric], view.weight);
      }
    }
  }

  result() {
    return {
      cells: [...this.cells.values()],
      audience: [...this.audience.values()],
      filterCells: this.filters.cells(),
      elementCells: this.elements.result(),
    };
  }

  /** Elements per page: the day's busiest paths (the others are left out) and the page grouping. */
  private addToElements(view: PageView) {
    const pages: [PageKind, string][] = [];
    if (this.keep('path', view.path) !== OTHER_VALUE) pages.push(['path', view.path]);
    const grouping = this.pageGrouping(view.path);
    if (grouping !== null) pages.push(['pageGrouping', grouping]);
    this.elements.add(view, pages);
  }

  /** The filter rollup keeps fewer values per type than the dimensions do (its rows multiply them). */
  private addToFilters(view: PageView, rating: string) {
    if (!this.filterKept) {
      this.filterKept = {};
      for (const [type, count] of Object.entries(FILTER_TOP_VALUES) as [FilterType, number][]) {
        const weights = this.weights.get(FILTER_DIMENSION[type]) ?? new Map<string, number>();
        const top = [...weights.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
        this.filterKept[type] = new Set(top.map(([value]) => value));
      }
    }
    const values = filterValuesOf({ ...view, pageGrouping: this.pageGrouping(view.path) });
    for (const [type, kept] of Object.entries(this.filterKept) as [FilterType, Set<string>][]) {
      values[type] = values[type].map((value) => (value === '' || kept.has(value) ? value : OTHER_VALUE));
    }
    this.filters.add(values, view, rating, BROKEN_DOWN_METRICS);
  }

  /** [dimension key, value] pairs; attribution targets are per metric ('attributionTarget/lcp'). */
  private valuesOf(view: PageView): [string, string][] {
    const pairs: [string, string][] = [[ALL, '']];
    for (const [dimension, value] of Object.entries(dimensionValues(view, this.pageGrouping))) {
      if (value !== null) pairs.push([dimension, value]);
    }
    for (const [metric, field] of Object.entries(TARGET_OF)) {
      const target = view[field as keyof typeof view] as string | null;
      if (target && view[metric as keyof typeof TARGET_OF] !== null)
        pairs.push([`attributionTarget/${metric}`, target]);
    }
    return pairs;
  }

  private topValues() {
    const kept = new Map<string, Set<string>>();
    for (const [dimension, weights] of this.weights) {
      const top = [...weights.entries()].sort((a, b) => b[1] - a[1]).slice(0, TOP_VALUES_PER_DAY);
      kept.set(dimension, new Set(top.map(([value]) => value)));
    }
    return kept;
  }

  private keep(dimension: string, value: string) {
    const kept = this.kept?.get(dimension);
    return !kept || kept.has(value) ? value : OTHER_VALUE;
  }

  private addValue(
    metric: RolledUpMetric,
    dimension: RumDimension | typeof ALL,
    value: string,
    measured: number | null,
    weight: number,
  ) {
    if (measured === null || measured === undefined || !(measured >= 0)) return;
    const key = `${metric}\u0000${dimension}\u0000${value}`;
    let cell = this.cells.get(key);
    if (!cell) {
      cell = {
        metric,
        dimension,
        value,
        samples: 0,
        histogram: createHistogram(bucketSchemeFor(RUM[metric])),
      };
      this.cells.set(key, cell);
    }
    const { histogram } = cell;
    histogram.counts[bucketIndex(bucketSchemeFor(RUM[metric]), measured)]! += weight;
    histogram.min = histogram.min === null ? measured : Math.min(histogram.min, measured);
    histogram.max = histogram.max === null ? measured : Math.max(histogram.max, measured);
    cell.samples += weight;
  }
}
