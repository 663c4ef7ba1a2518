// The filter rollup of a day: page views summed per combination of their filter values as seen, then each
// combination spread over every way of leaving filter types open ('*'), so that any set of filters reads
// one cell. Summing first and spreading after costs one histogram merge per combination and cell instead
// of one per page view and cell.
import { bucketIndex, bucketSchemeFor, createHistogram, type Histogram, RUM } from '@pace/metrics';
import type { RolledUpMetric } from './dimensions.ts';
import { ANY, FILTER_TYPES, type FilterType } from './filters.ts';

/** A histogram as the filter rollups store it: only its non-empty buckets, as [index, count] pairs. */
export interface PackedHistogram {
  scheme: string;
  samples: number;
  min: number | null;
  max: number | null;
  counts: [number, number][];
}

/**
 * The histograms of a cell, as stored in one column: most cells hold few page views (one combination of
 * six values), so most of a scheme's buckets are empty.
 */
export function packHistograms(metrics: Sums['metrics']): string {
  const packed: Record<string, PackedHistogram> = {};
  for (const [metric, { samples, histogram }] of metrics) {
    const counts: [number, number][] = [];
    histogram.counts.forEach((count, index) => {
      if (count !== 0) counts.push([index, count]);
    });
    packed[metric] = { scheme: histogram.scheme, samples, min: histogram.min, max: histogram.max, counts };
  }
  return JSON.stringify(packed);
}

/** The histogram of `metric` as packHistograms stored it. */
export function unpackHistogram(metric: RolledUpMetric, packed: PackedHistogram): Histogram {
  const histogram = createHistogram(bucketSchemeFor(RUM[metric]));
  if (packed.scheme !== histogram.scheme)
    throw new RangeError(`Unexpected bucket scheme ${packed.scheme} for ${metric}`);
  for (const [index, count] of packed.counts) histogram.counts[index] = count;
  histogram.min = packed.min;
  histogram.max = packed.max;
  return histogram;
}

export type FilterKey = Record<FilterType, string>;

interface Sums {
  pageViews: number;
  sessions: number;
  uxGood: number;
  uxAverage: number;
  uxPoor: number;
  metrics: Map<RolledUpMetric, { samples: number; histogram: Histogram }>;
}

export interface FilterCell extends Sums {
  key: FilterKey;
}

const newSums = (): Sums => ({
  pageViews: 0,
  sessions: 0,
  uxGood: 0,
  uxAverage: 0,
  uxPoor: 0,
  metrics: new Map(),
});

function addHistogram(into: Histogram, from: Histogram) {
  for (let i = 0; i < from.counts.length; i += 1) {
    const count = from.counts[i]!;
    if (count !== 0) into.counts[i]! += count;
  }
  if (from.min !== null) into.min = into.min === null ? from.min : Math.min(into.min, from.min);
  if (from.max !== null) into.max = into.max === null ? from.max : Math.max(into.max, from.max);
}

/** Every key a combination counts under: each type's own value(s) or ANY. */
function spread(values: Record<FilterType, string[]>): FilterKey[] {
  let keys: Partial<FilterKey>[] = [{}];
  for (const type of FILTER_TYPES) {
    const next: Partial<FilterKey>[] = [];
    for (const key of keys) for (const value of [...values[type], ANY]) next.push({ ...key, [type]: value });
    keys = next;
  }
  return keys as FilterKey[];
}

export class FilterRollup {
  private readonly combinations = new Map<string, { values: Record<FilterType, string[]>; sums: Sums }>();

  add(
    values: Record<FilterType, string[]>,
    view: { weight: number; landing: boolean } & Partial<Record<RolledUpMetric, number | null>>,
    rating: string,
    metrics: readonly RolledUpMetric[],
  ) {
    const id = FILTER_TYPES.map((type) => values[type].join('\u0001')).join('\u0000');
    let combination = this.combinations.get(id);
    if (!combination) {
      combination = { values, sums: newSums() };
      this.combinations.set(id, combination);
    }
    const { sums } = combination;
    sums.pageViews += view.weight;
    if (view.landing) sums.sessions += view.weight;
    if (rating === 'good') sums.uxGood += view.weight;
    else if (rating === 'average') sums.uxAverage += view.weight;
    else if (rating === 'poor') sums.uxPoor += view.weight;
    for (const metric of metrics) {
      const measured = view[metric];
      if (measured === null || measured === undefined || !(measured >= 0)) continue;
      const scheme = bucketSchemeFor(RUM[metric]);
      let cell = sums.metrics.get(metric);
      if (!cell) {
        cell = { samples: 0, histogram: createHistogram(scheme) };
        sums.metrics.set(metric, cell);
      }
      const { histogram } = cell;
      histogram.counts[bucketIndex(scheme, measured)]! += view.weight;
      histogram.min = histogram.min === null ? measured : Math.min(histogram.min, measured);
      histogram.max = histogram.max === null ? measured : Math.max(histogram.max, measured);
      cell.samples += view.weight;
    }
  }

  /** The cells: every combination seen, with every set of its filter types left open. */
  cells(): FilterCell[] {
    const cells = new Map<string, FilterCell>();
    for (const { values, sums } of this.combinations.values()) {
      for (const key of spread(values)) {
        const id = FILTER_TYPES.map((type) => key[type]).join('\u0000');
        let cell = cells.get(id);
        if (!cell) {
          cell = { key, ...newSums() };
          cells.set(id, cell);
        }
        cell.pageViews += sums.pageViews;
        cell.sessions += sums.sessions;
        cell.uxGood += sums.uxGood;
        cell.uxAverage += sums.uxAverage;
        cell.uxPoor += sums.uxPoor;
        for (const [metric, from] of sums.metrics) {
          let into = cell.metrics.get(metric);
          if (!into) {
            into = { samples: 0, histogram: createHistogram(bucketSchemeFor(RUM[metric])) };
            cell.metrics.set(metric, into);
          }
          into.samples += from.samples;
          addHistogram(into.histogram, from.histogram);
        }
      }
    }
    return [...cells.values()];
  }
}
