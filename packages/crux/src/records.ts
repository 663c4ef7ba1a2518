// From the API's shapes to ours: one snapshot per 28-day collection period, with each field metric's p75
// (a number, also for CLS), its three histogram bins, and the good / needs improvement / poor shares; and
// the four parts of image LCPs, which the API reports as a p75 alone (no histogram, so no shares).
import { CRUX, CRUX_METRIC_KEYS, LCP_PART_KEYS, type LcpPartKey } from '@pace/metrics';
import type {
  CruxCollectionPeriod,
  CruxDate,
  CruxHistoryResponse,
  CruxMetric,
  CruxQueryResponse,
} from './wire.ts';

/** The six metrics Pace collects (LCP, CLS, INP, TTFB, FCP, RTT), by their @pace/metrics keys. */
export type CruxFieldMetric = (typeof CRUX_METRIC_KEYS)[number];
export const CRUX_FIELD_METRICS: readonly CruxFieldMetric[] = CRUX_METRIC_KEYS;

/**
 * LCP's parts for image LCPs (time to first byte, resource load delay, resource load duration, element
 * render delay), by their @pace/metrics keys. The API reports them since February 2025, as
 * `largest_contentful_paint_image_*` metrics with `percentiles.p75` only (history: `p75s`), and leaves
 * them out where too few page loads had an image LCP.
 */
export type CruxLcpPart = LcpPartKey;
export const CRUX_LCP_PARTS: readonly CruxLcpPart[] = LCP_PART_KEYS;

/** Everything Pace asks the API for: the six field metrics and LCP's four parts. */
export type CruxCollectedMetric = CruxFieldMetric | CruxLcpPart;
export const CRUX_COLLECTED_METRICS: readonly CruxCollectedMetric[] = [
  ...CRUX_FIELD_METRICS,
  ...CRUX_LCP_PARTS,
];

/** API metric name of each key: largest_contentful_paint, ..., largest_contentful_paint_image_time_to_first_byte. */
export const API_METRIC_NAMES = Object.fromEntries(
  CRUX_COLLECTED_METRICS.map((key) => [key, CRUX[key].valueField]),
) as Record<CruxCollectedMetric, string>;

export interface HistogramBin {
  start: number;
  /** null for the last, open bin. */
  end: number | null;
  density: number;
}

/** Shares from 0 to 1 of the three bins CrUX reports: good, needs improvement, poor. */
export interface RatingShares {
  good: number;
  average: number;
  poor: number;
}

export interface MetricValue {
  /** 75th percentile in the metric's unit: ms, or unitless CLS. null when the period had too little data. */
  p75: number | null;
  /** Empty for LCP's parts, which the API reports as a p75 alone. */
  histogram: HistogramBin[];
  shares: RatingShares | null;
}

/** A collection period as ISO dates (YYYY-MM-DD), both days included. */
export interface CollectionPeriod {
  firstDate: string;
  lastDate: string;
}

export interface CruxSnapshot {
  period: CollectionPeriod;
  metrics: Partial<Record<CruxCollectedMetric, MetricValue>>;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const isoDate = (date: CruxDate) => `${date.year}-${pad(date.month)}-${pad(date.day)}`;
export const toCruxDate = (iso: string): CruxDate => {
  const [year, month, day] = iso.split('-').map(Number);
  return { year: year!, month: month!, day: day! };
};
const periodOf = (period: CruxCollectionPeriod): CollectionPeriod => ({
  firstDate: isoDate(period.firstDate),
  lastDate: isoDate(period.lastDate),
});

/** CLS arrives as strings, missing history values as "NaN" or null: all become numbers or null. */
export function toNumber(value: number | string | null | undefined): number | null {
  if (value == null) return null;
  const number = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(number) ? number : null;
}

function sharesOf(histogram: HistogramBin[]): RatingShares | null {
  if (histogram.length !== 3) return null;
  const [good, average, poor] = histogram.map((bin) => bin.density) as [number, number, number];
  return { good, average, poor };
}

function metricValue(p75: number | null, histogram: HistogramBin[]): MetricValue | null {
  if (p75 == null && histogram.length === 0) return null;
  return { p75, histogram, shares: sharesOf(histogram) };
}

function dailyMetric(metric: CruxMetric | undefined): MetricValue | null {
  if (!metric) return null;
  const histogram = (metric.histogram ?? []).map((bin) => ({
    start: toNumber(bin.start) ?? 0,
    end: toNumber(bin.end),
    density: bin.density,
  }));
  return metricValue(toNumber(metric.percentiles?.p75), histogram);
}

/** The latest period of a `queryRecord` answer. */
export function snapshotOfRecord(response: CruxQueryResponse): CruxSnapshot {
  const metrics: CruxSnapshot['metrics'] = {};
  for (const key of CRUX_COLLECTED_METRICS) {
    const value = dailyMetric(response.record.metrics[API_METRIC_NAMES[key]]);
    if (value) metrics[key] = value;
  }
  return { period: periodOf(response.record.collectionPeriod), metrics };
}

/** Every period of a `queryHistoryRecord` answer with data, oldest first; empty periods are left out. */
export function snapshotsOfHistory(response: CruxHistoryResponse): CruxSnapshot[] {
  const { collectionPeriods, metrics } = response.record;
  return collectionPeriods
    .map((period, index) => {
      const values: CruxSnapshot['metrics'] = {};
      for (const key of CRUX_COLLECTED_METRICS) {
        const metric = metrics[API_METRIC_NAMES[key]];
        if (!metric) continue;
        const bins = metric.histogramTimeseries ?? [];
        const densities = bins.map((bin) => toNumber(bin.densities[index]));
        const histogram = densities.every((d) => d != null)
          ? bins.map((bin, i) => ({
              start: toNumber(bin.start) ?? 0,
              end: toNumber(bin.end),
              density: densities[i]!,
            }))
          : [];
        const value = metricValue(toNumber(metric.percentilesTimeseries?.p75s[index]), histogram);
        if (value) values[key] = value;
      }
      return { period: periodOf(period), metrics: values };
    })
    .filter((snapshot) => Object.keys(snapshot.metrics).length > 0);
}
