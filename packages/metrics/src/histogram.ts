import { SCALES, type Scale } from './scales.ts';
import type { MetricDefinition, ScaleName } from './types.ts';

/**
 * Log-spaced bucket histograms: what RUM rollups and CrUX storage keep instead of raw values, and how
 * percentiles and rating shares are read back from them.
 *
 * Each scale has one bucket scheme: 100 log-spaced bounds from the scale's `low` to `high` (rounded to
 * 4 significant digits, so every JavaScript engine computes the same bounds), plus the scale's anchors
 * (the field metrics' stops). Buckets are closed on the right, (lo, hi], so that a value equal to a good
 * stop counts as good, as rating does for lower-is-better metrics. Around them sit an underflow bucket
 * [0, low] and an overflow bucket (high, ∞). A histogram also keeps its exact minimum and maximum, which
 * bound the interpolation in the first and last buckets.
 */

/** Log-spaced buckets per scale, before the anchors are added. */
export const LOG_BUCKETS = 100;

export interface BucketScheme {
  /** Stored with every histogram; a scheme whose bounds change must get a new id. */
  readonly id: string;
  readonly scale: ScaleName;
  /** Ascending. Bucket i (1 ≤ i < bounds.length) is (bounds[i−1], bounds[i]]. */
  readonly bounds: readonly number[];
}

export interface Histogram {
  /** The id of its BucketScheme. */
  readonly scheme: string;
  /** counts[0]: [0, bounds[0]]; counts[i]: (bounds[i−1], bounds[i]]; counts[bounds.length]: above the last. */
  readonly counts: number[];
  /** Exact smallest and largest recorded value; null while empty. */
  min: number | null;
  max: number | null;
}

function createScheme(scale: Scale): BucketScheme {
  const { version, low, high, anchors } = scale.histogram;
  const step = (high / low) ** (1 / LOG_BUCKETS);
  const bounds = new Set<number>([low, high]);
  for (let i = 1; i < LOG_BUCKETS; i += 1) bounds.add(Number((low * step ** i).toPrecision(4)));
  for (const anchor of anchors) if (anchor > low && anchor < high) bounds.add(anchor);
  return Object.freeze({
    id: `${scale.name}-log${LOG_BUCKETS}-v${version}`,
    scale: scale.name,
    bounds: Object.freeze([...bounds].sort((a, b) => a - b)),
  });
}

const SCHEMES_BY_SCALE = Object.fromEntries(
  Object.values(SCALES).map((scale) => [scale.name, createScheme(scale)]),
) as Readonly<Record<ScaleName, BucketScheme>>;

const SCHEMES_BY_ID = new Map(Object.values(SCHEMES_BY_SCALE).map((scheme) => [scheme.id, scheme]));

/** The bucket scheme of a scale, or of the scale a metric is measured on. */
export function bucketSchemeFor(
  scaleOrDefinition: ScaleName | Pick<MetricDefinition, 'scale'>,
): BucketScheme {
  const scale = typeof scaleOrDefinition === 'string' ? scaleOrDefinition : scaleOrDefinition.scale;
  return SCHEMES_BY_SCALE[scale];
}

/** The scheme a histogram was recorded with; throws when the id is unknown or the counts do not fit it. */
export function schemeOf(histogram: Pick<Histogram, 'scheme' | 'counts'>): BucketScheme {
  const scheme = SCHEMES_BY_ID.get(histogram.scheme);
  if (!scheme) throw new RangeError(`Unknown bucket scheme: ${histogram.scheme}`);
  if (histogram.counts.length !== scheme.bounds.length + 1) {
    throw new RangeError(
      `A ${scheme.id} histogram has ${scheme.bounds.length + 1} counts, not ${histogram.counts.length}`,
    );
  }
  return scheme;
}

/** The index in `counts` of the bucket that holds a value (binary search, no floating-point logs). */
export function bucketIndex(scheme: BucketScheme, value: number): number {
  const { bounds } = scheme;
  let lo = 0;
  let hi = bounds.length; // answer in [lo, hi]; bounds.length is the overflow bucket
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (value <= bounds[mid]!) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The value range of a bucket: [0, low] for the underflow bucket, (high, Infinity) for the overflow. */
export function bucketRange(scheme: BucketScheme, index: number): readonly [number, number] {
  const { bounds } = scheme;
  if (index <= 0) return [0, bounds[0]!];
  if (index >= bounds.length) return [bounds[bounds.length - 1]!, Number.POSITIVE_INFINITY];
  return [bounds[index - 1]!, bounds[index]!];
}

export function createHistogram(scheme: BucketScheme): Histogram {
  return {
    scheme: scheme.id,
    counts: new Array<number>(scheme.bounds.length + 1).fill(0),
    min: null,
    max: null,
  };
}

/**
 * Adds one value to a histogram, in place (rollups add hundreds of thousands). Values that no metric
 * can take (negative, infinite, NaN) are left out; the return value says whether it was recorded.
 */
export function recordValue(histogram: Histogram, value: number): boolean {
  if (!Number.isFinite(value) || value < 0) return false;
  const index = bucketIndex(schemeOf(histogram), value);
  histogram.counts[index]! += 1;
  histogram.min = histogram.min === null ? value : Math.min(histogram.min, value);
  histogram.max = histogram.max === null ? value : Math.max(histogram.max, value);
  return true;
}

export function histogramFromValues(scheme: BucketScheme, values: Iterable<number>): Histogram {
  const histogram = createHistogram(scheme);
  for (const value of values) recordValue(histogram, value);
  return histogram;
}

/** The sum of two histograms of the same scheme (daily rollups into a 28-day window), as a new one. */
export function mergeHistograms(a: Histogram, b: Histogram): Histogram {
  if (a.scheme !== b.scheme) throw new RangeError(`Cannot merge ${a.scheme} and ${b.scheme} histograms`);
  schemeOf(a);
  schemeOf(b);
  const extreme = (f: (x: number, y: number) => number, x: number | null, y: number | null) =>
    x === null ? y : y === null ? x : f(x, y);
  return {
    scheme: a.scheme,
    counts: a.counts.map((count, i) => count + b.counts[i]!),
    min: extreme(Math.min, a.min, b.min),
    max: extreme(Math.max, a.max, b.max),
  };
}

export const histogramTotal = (histogram: Pick<Histogram, 'counts'>): number =>
  histogram.counts.reduce((sum, count) => sum + count, 0);

/** A bucket's range narrowed to the recorded minimum and maximum, which no value lies outside. */
function valueRange(scheme: BucketScheme, histogram: Histogram, index: number): readonly [number, number] {
  const [lo, hi] = bucketRange(scheme, index);
  return [Math.max(lo, histogram.min ?? lo), Math.min(hi, histogram.max ?? hi)];
}

/**
 * The p-th percentile (0–100) of the recorded values, assuming values spread evenly inside a bucket
 * (linear interpolation). 0 and 100 give the exact minimum and maximum. null for an empty histogram.
 */
export function percentile(histogram: Histogram, p: number): number | null {
  if (!(p >= 0 && p <= 100)) throw new RangeError(`A percentile is between 0 and 100: ${p}`);
  const scheme = schemeOf(histogram);
  const total = histogramTotal(histogram);
  if (total === 0) return null;
  if (histogram.min === null || histogram.max === null) {
    throw new RangeError(`A histogram with ${total} values must record their minimum and maximum`);
  }
  if (p === 0) return histogram.min;
  if (p === 100) return histogram.max;
  const rank = (p / 100) * total;
  let below = 0;
  for (let i = 0; i < histogram.counts.length; i += 1) {
    const count = histogram.counts[i]!;
    if (count === 0) continue;
    if (below + count >= rank) {
      const [lo, hi] = valueRange(scheme, histogram, i);
      return lo + ((rank - below) / count) * (hi - lo);
    }
    below += count;
  }
  return histogram.max;
}

/** The aggregations the RUM screens offer (spec section 9). */
export const AGGREGATIONS = ['p50', 'p75', 'p95', 'p98', 'min', 'max'] as const;
export type Aggregation = (typeof AGGREGATIONS)[number];

const AGGREGATION_PERCENTILES: Readonly<Record<Aggregation, number>> = {
  p50: 50,
  p75: 75,
  p95: 95,
  p98: 98,
  min: 0,
  max: 100,
};

export const aggregate = (histogram: Histogram, aggregation: Aggregation): number | null =>
  percentile(histogram, AGGREGATION_PERCENTILES[aggregation]);

/** The share (0–1) of recorded values at or below a value, interpolating inside its bucket. */
export function shareAtOrBelow(histogram: Histogram, value: number): number | null {
  const scheme = schemeOf(histogram);
  const total = histogramTotal(histogram);
  if (total === 0) return null;
  let below = 0;
  for (let i = 0; i < histogram.counts.length; i += 1) {
    const count = histogram.counts[i]!;
    if (count === 0) continue;
    const [lo, hi] = valueRange(scheme, histogram, i);
    if (hi <= value) below += count;
    else if (lo < value) below += (count * (value - lo)) / (hi - lo);
  }
  return below / total;
}

/** Shares (0–1, summing to 1) of good, needs-improvement and poor values. */
export interface RatingShares {
  readonly good: number;
  readonly average: number;
  readonly poor: number;
}

/**
 * The shares of good, needs-improvement and poor values in a histogram, by the metric's stops: the
 * distribution bars of the CrUX and RUM screens. null when the histogram is empty or the metric has no
 * stops. Exact for lower-is-better metrics whose stops are bucket bounds (the anchors: every field
 * metric), interpolated inside a bucket otherwise.
 */
export function ratingShares(
  definition: Pick<MetricDefinition, 'stops' | 'budgetDirection'>,
  histogram: Histogram,
): RatingShares | null {
  const { stops } = definition;
  if (!stops) return null;
  const atGood = shareAtOrBelow(histogram, stops.good);
  const atPoor = shareAtOrBelow(histogram, stops.poor);
  if (atGood === null || atPoor === null) return null;
  const [good, poor] =
    definition.budgetDirection === 'LessThan' ? [1 - atGood, atPoor] : [atGood, 1 - atPoor];
  return { good, average: Math.max(0, 1 - good - poor), poor };
}
