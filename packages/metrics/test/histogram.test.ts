import { describe, expect, it } from 'vitest';
import {
  AGGREGATIONS,
  aggregate,
  bucketIndex,
  bucketRange,
  bucketSchemeFor,
  CRUX,
  createHistogram,
  type Histogram,
  histogramFromValues,
  histogramTotal,
  LOG_BUCKETS,
  type MetricDefinition,
  mergeHistograms,
  percentile,
  RUM,
  rate,
  ratingShares,
  recordValue,
  SCALES,
  schemeOf,
  shareAtOrBelow,
} from '../src/index.ts';

/** A seeded generator (mulberry32), so every run sees the same data. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Log-normal values around a median, as web performance timings are distributed. */
function logNormal(seed: number, n: number, median: number, sigma: number): number[] {
  const next = random(seed);
  return Array.from({ length: n }, () => {
    const z = Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
    return median * Math.exp(sigma * z);
  });
}

/** The exact percentile of raw values, interpolating between closest ranks. */
function exactPercentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = (p / 100) * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.min(lower + 1, sorted.length - 1);
  return sorted[lower]! + (position - lower) * (sorted[upper]! - sorted[lower]!);
}

function expectExactShares(metric: MetricDefinition, histogram: Histogram, values: readonly number[]) {
  const share = (r: string) => values.filter((v) => rate(metric, v) === r).length / values.length;
  const shares = ratingShares(metric, histogram)!;
  expect(shares.good).toBeCloseTo(share('good'), 12);
  expect(shares.average).toBeCloseTo(share('average'), 12);
  expect(shares.poor).toBeCloseTo(share('poor'), 12);
}

const N = 50_000;
/** Measured over the continuous data sets below: 0.65 % at worst (LCP p95), about 0.1 % typically. */
const MAX_RELATIVE_ERROR = 0.0075;
const next = random(7);
const DATA_SETS = [
  { name: 'LCP, log-normal around 2.4 s', metric: RUM.lcp, values: logNormal(1, N, 2400, 0.5) },
  { name: 'INP, long tail around 120 ms', metric: RUM.inp, values: logNormal(2, N, 120, 0.9) },
  {
    name: 'TTFB, a tail past the top bucket (60 s)',
    metric: RUM.ttfb,
    values: logNormal(3, N, 900, 1.6),
  },
  {
    // Most page views shift nothing: CLS is 0 for 40 % of them.
    name: 'CLS, 40 % zeros',
    metric: RUM.cls,
    values: logNormal(4, N, 0.05, 1).map((v) => (next() < 0.4 ? 0 : v)),
  },
];

// The Network Information API rounds RTT to 25 ms, so many values sit exactly on the stops.
const RTT = { metric: CRUX.rtt, values: logNormal(5, N, 170, 0.5).map((v) => Math.round(v / 25) * 25) };

describe('percentile from a histogram against the exact percentile of the raw values', () => {
  describe.each(DATA_SETS)('$name', ({ metric, values }) => {
    const histogram = histogramFromValues(bucketSchemeFor(metric), values);

    it.each([50, 75, 95, 98])('p%d is within 1 %', (p) => {
      const exact = exactPercentile(values, p);
      const estimate = percentile(histogram, p)!;
      expect(Math.abs(estimate - exact)).toBeLessThanOrEqual(0.01 * exact);
    });

    it('min and max are exact', () => {
      expect(aggregate(histogram, 'min')).toBe(Math.min(...values));
      expect(aggregate(histogram, 'max')).toBe(Math.max(...values));
    });

    it('shares of good, needs improvement and poor equal rating each value', () => {
      expectExactShares(metric, histogram, values);
    });
  });

  describe('RTT, rounded to 25 ms (values on the stops themselves)', () => {
    const histogram = histogramFromValues(bucketSchemeFor(RTT.metric), RTT.values);

    it('shares of good, needs improvement and poor still equal rating each value', () => {
      expectExactShares(RTT.metric, histogram, RTT.values);
    });

    // Interpolation assumes values spread inside a bucket; whole steps of 25 ms are not, so here a
    // percentile is only as close as one bucket is wide (12 %).
    it.each([50, 75, 95, 98])('p%d is within one bucket', (p) => {
      const exact = exactPercentile(RTT.values, p);
      expect(Math.abs(percentile(histogram, p)! - exact)).toBeLessThanOrEqual(0.12 * exact);
    });
  });

  it('is far closer than one bucket (12 %) at every percentile of continuous data', () => {
    const errors = DATA_SETS.flatMap(({ metric, values }) => {
      const histogram = histogramFromValues(bucketSchemeFor(metric), values);
      return [50, 75, 95, 98].map((p) => {
        const exact = exactPercentile(values, p);
        return Math.abs(percentile(histogram, p)! - exact) / exact;
      });
    });
    expect(Math.max(...errors)).toBeLessThan(MAX_RELATIVE_ERROR);
  });
});

describe('aggregations', () => {
  it('offers p50, p75, p95, p98, min and max', () => {
    expect(AGGREGATIONS).toEqual(['p50', 'p75', 'p95', 'p98', 'min', 'max']);
  });

  it('answers null for an empty histogram', () => {
    const empty = createHistogram(bucketSchemeFor('duration'));
    for (const aggregation of AGGREGATIONS) expect(aggregate(empty, aggregation)).toBeNull();
    expect(shareAtOrBelow(empty, 100)).toBeNull();
    expect(ratingShares(RUM.lcp, empty)).toBeNull();
  });

  it('gives the value itself for a single value', () => {
    const one = histogramFromValues(bucketSchemeFor('duration'), [1234]);
    for (const aggregation of AGGREGATIONS) expect(aggregate(one, aggregation)).toBe(1234);
  });

  it('refuses a percentile outside 0–100', () => {
    const one = histogramFromValues(bucketSchemeFor('duration'), [1234]);
    expect(() => percentile(one, 101)).toThrow(RangeError);
    expect(() => percentile(one, Number.NaN)).toThrow(RangeError);
  });

  it('has no shares for a metric without stops', () => {
    const h = histogramFromValues(bucketSchemeFor(RUM.ttfb_dns), [10, 20]);
    expect(ratingShares(RUM.ttfb_dns, h)).toBeNull();
  });
});

describe('bucket scheme', () => {
  it.each(Object.keys(SCALES) as (keyof typeof SCALES)[])('%s has about 100 log-spaced buckets', (scale) => {
    const { bounds } = bucketSchemeFor(scale);
    expect(bounds.length).toBeGreaterThanOrEqual(LOG_BUCKETS + 1);
    expect(bounds.length).toBeLessThanOrEqual(LOG_BUCKETS + 1 + 20);
    expect([...bounds].sort((a, b) => a - b)).toEqual(bounds);
    // Log spacing: no bucket wider than one log step of the range (12 % for durations).
    const { low, high } = SCALES[scale].histogram;
    const step = (high / low) ** (1 / LOG_BUCKETS);
    for (let i = 1; i < bounds.length; i += 1) expect(bounds[i]! / bounds[i - 1]!).toBeLessThan(step * 1.001);
  });

  // Stored histograms are read back with the scheme named in them: its bounds must never move.
  it('keeps the bounds of each scheme id', () => {
    const fingerprints = Object.fromEntries(
      (Object.keys(SCALES) as (keyof typeof SCALES)[]).map((scale) => {
        const { id, bounds } = bucketSchemeFor(scale);
        return [id, [bounds.length, Number(bounds.reduce((a, b) => a + b).toPrecision(10))]];
      }),
    );
    expect(fingerprints).toEqual({
      'duration-log100-v1': [116, 590739.552],
      'score-log100-v1': [103, 2339.615],
      'size-log100-v1': [105, 6723863012],
      'milli-log100-v1': [102, 113887.413],
      'count-log100-v1': [103, 113737.413],
      'trust-log100-v1': [104, 114237.413],
      'percentage-log100-v1': [103, 2325.615],
      'layoutShift-log100-v1': [102, 113.887413],
    });
  });

  it('puts a value on a bound in the bucket below it, so a value equal to a good stop counts as good', () => {
    const scheme = bucketSchemeFor('duration');
    const index = bucketIndex(scheme, 2500);
    expect(bucketRange(scheme, index)[1]).toBe(2500);
    expect(bucketRange(scheme, bucketIndex(scheme, 2500.001))[0]).toBe(2500);
  });

  it('has an underflow bucket from 0 and an overflow bucket past the top', () => {
    const scheme = bucketSchemeFor('duration');
    expect(bucketIndex(scheme, 0)).toBe(0);
    expect(bucketRange(scheme, 0)).toEqual([0, 1]);
    expect(bucketIndex(scheme, 1e9)).toBe(scheme.bounds.length);
    expect(bucketRange(scheme, scheme.bounds.length)).toEqual([60000, Number.POSITIVE_INFINITY]);
  });
});

describe('recording and merging', () => {
  const scheme = bucketSchemeFor('duration');

  it('leaves out values no metric can take', () => {
    const h = createHistogram(scheme);
    expect([-1, Number.NaN, Number.POSITIVE_INFINITY].map((v) => recordValue(h, v))).toEqual([
      false,
      false,
      false,
    ]);
    expect(recordValue(h, 0)).toBe(true);
    expect(histogramTotal(h)).toBe(1);
  });

  it('merges daily histograms into the same histogram as all their values', () => {
    const values = logNormal(9, 10_000, 2000, 0.6);
    const days = [values.slice(0, 3000), values.slice(3000, 7000), values.slice(7000)].map((day) =>
      histogramFromValues(scheme, day),
    );
    const merged = days.reduce(mergeHistograms);
    expect(merged).toEqual(histogramFromValues(scheme, values));
    expect(mergeHistograms(createHistogram(scheme), days[0]!)).toEqual(days[0]);
  });

  it('refuses to merge histograms of different schemes', () => {
    expect(() => mergeHistograms(createHistogram(scheme), createHistogram(bucketSchemeFor('size')))).toThrow(
      RangeError,
    );
  });

  it('refuses a stored histogram whose scheme is unknown or whose counts do not fit', () => {
    const stored: Histogram = { scheme: 'duration-log100-v0', counts: [], min: null, max: null };
    expect(() => schemeOf(stored)).toThrow(/Unknown bucket scheme/);
    expect(() => percentile({ ...createHistogram(scheme), counts: [1, 2, 3] }, 50)).toThrow(RangeError);
    const withoutExtremes = {
      ...createHistogram(scheme),
      counts: createHistogram(scheme).counts.map(() => 1),
    };
    expect(() => percentile(withoutExtremes, 50)).toThrow(/minimum and maximum/);
  });
});
