import { describe, expect, it } from 'vitest';
import {
  getMetric,
  type MetricSource,
  RATINGS,
  type Rating,
  rate,
  ratingLabel,
  ratingShape,
  SCALES,
  uxRatingFromSessions,
} from '../src/index.ts';

type Row = readonly [source: MetricSource, key: string, good: number, poor: number];

// Spec section 9, "Metric stops" and "Sub-metric stops", one row per metric variant.
const METRIC_STOPS: readonly Row[] = [
  ['synthetic', 'fcp', 1800, 3000],
  ['crux', 'fcp', 1800, 3000],
  ['rum', 'fcp', 1800, 3000],
  ['synthetic', 'lcp', 2500, 4000],
  ['crux', 'lcp', 2500, 4000],
  ['rum', 'lcp', 2500, 4000],
  ['crux', 'ttfb', 800, 1800],
  ['rum', 'ttfb', 800, 1800],
  ['synthetic', 'ttfb', 300, 800],
  ['synthetic', 'tbt', 300, 600],
  ['synthetic', 'tti', 3800, 7300],
  ['synthetic', 'speed_index', 3300, 5800],
  ['crux', 'cls', 0.1, 0.25],
  ['rum', 'cls', 0.1, 0.25],
  ['synthetic', 'cls', 100, 250],
  ['crux', 'inp', 200, 500],
  ['rum', 'inp', 200, 500],
  ['crux', 'rtt', 175, 300],
  ['rum', 'rtt', 175, 300],
  ['synthetic', 'third_party_main_thread_duration', 300, 600],
  ['synthetic', 'third_party_size', 153_600, 307_200],
  ['synthetic', 'response_time', 100, 250],
  ['synthetic', 'test_duration', 30_000, 210_000],
  ['synthetic', 'first_cpu_idle', 4700, 6500],
  ['synthetic', 'first_meaningful_paint', 2000, 4000],
  ['synthetic', 'max_potential_fid', 100, 300],
  ['rum', 'lcp_ttfb', 100, 500],
  ['rum', 'lcp_resource_load_delay', 50, 250],
  ['rum', 'lcp_resource_load_duration', 300, 1000],
  ['rum', 'lcp_element_render_delay', 50, 250],
  ['rum', 'inp_input_delay', 25, 150],
  ['rum', 'inp_processing_duration', 25, 150],
  ['rum', 'inp_presentation_delay', 25, 150],
  ['crux', 'lcp_ttfb', 300, 800],
  ['crux', 'lcp_resource_load_delay', 50, 250],
  ['crux', 'lcp_resource_load_duration', 300, 800],
  ['crux', 'lcp_element_render_delay', 50, 250],
];

// Metrics on the spec's generic scales.
const SIZE_KEYS = ['document', 'script', 'stylesheet', 'image', 'font', 'media', 'other', 'total'].flatMap(
  (asset) => [`${asset}_size`, `${asset}_transfer_size`],
);
const GENERIC_STOPS: readonly Row[] = [
  ...SIZE_KEYS.map((key): Row => ['synthetic', key, 1_000_000, 5_000_000]),
  ['synthetic', 'third_party_count', 25, 75],
];

// Higher is better: scores (good ≥ 90, poor ≤ 49) and the benchmark index (lower is worse).
const HIGHER_IS_BETTER: readonly Row[] = [
  ['synthetic', 'performance_score', 90, 49],
  ['synthetic', 'accessibility_score', 90, 49],
  ['synthetic', 'best_practices_score', 90, 49],
  ['synthetic', 'seo_score', 90, 49],
  ['synthetic', 'benchmark_index', 1000, 500],
];

/** A step small against the stop: 1 for whole-number stops (ms, bytes, points), 0.001 for field CLS. */
const step = (stop: number) => (Number.isInteger(stop) ? 1 : 0.001);

const cases = (rows: readonly Row[]) =>
  rows.map(([source, key, good, poor]) => ({ source, key, good, poor }));

describe('rate: lower is better, good at or below the good stop, poor above the poor stop', () => {
  it.each(cases([...METRIC_STOPS, ...GENERIC_STOPS]))(
    '$source $key: good $good, poor $poor',
    ({ source, key, good, poor }) => {
      const metric = getMetric(source, key);
      expect(metric.budgetDirection).toBe('GreaterThan');
      expect(metric.stops).toMatchObject({ good, poor });
      const expected: [number, Rating][] = [
        [0, 'good'],
        [good - step(good), 'good'],
        [good, 'good'],
        [good + step(good), 'average'],
        [poor - step(poor), 'average'],
        [poor, 'average'],
        [poor + step(poor), 'poor'],
      ];
      expect(expected.map(([value]) => [value, rate(metric, value)])).toEqual(expected);
    },
  );
});

describe('rate: higher is better, good at or above the good stop, poor at or below the poor stop', () => {
  it.each(cases(HIGHER_IS_BETTER))('$source $key: good $good, poor $poor', ({ source, key, good, poor }) => {
    const metric = getMetric(source, key);
    expect(metric.budgetDirection).toBe('LessThan');
    const expected: [number, Rating][] = [
      [good + 1, 'good'],
      [good, 'good'],
      [good - 1, 'average'],
      [poor + 1, 'average'],
      [poor, 'poor'],
      [poor - 1, 'poor'],
    ];
    expect(expected.map(([value]) => [value, rate(metric, value)])).toEqual(expected);
  });

  it('rates a Lighthouse score of 49.5 (shown as 50) as needs improvement', () => {
    expect(rate(getMetric('synthetic', 'performance_score'), 49.5)).toBe('average');
  });
});

describe('rate: UX rating, good above 75 % of good sessions, poor below 50 %', () => {
  const ux = getMetric('rum', 'ux_rating');
  it.each([
    [100, 'good'],
    [75.1, 'good'],
    [75, 'average'],
    [74.9, 'average'],
    [50.1, 'average'],
    [50, 'average'],
    [49.9, 'poor'],
    [0, 'poor'],
  ] as const)('%s %% is %s', (value, rating) => {
    expect(rate(ux, value)).toBe(rating);
  });

  it('is the share of good sessions', () => {
    expect(uxRatingFromSessions({ good: 80, average: 15, poor: 5 })).toBe(80);
    expect(uxRatingFromSessions({ good: 0, average: 0, poor: 0 })).toBeNull();
  });
});

describe('rate: no data and ungraded', () => {
  const lcp = getMetric('rum', 'lcp');
  it.each([null, undefined, Number.NaN])('%s is no data', (value) => {
    expect(rate(lcp, value)).toBe('no_data');
  });

  it('rates a value of a metric the spec gives no stops for as ungraded, never against invented stops', () => {
    const dns = getMetric('rum', 'ttfb_dns');
    expect(dns.stops).toBeNull();
    expect(rate(dns, 40)).toBe('ungraded');
    expect(rate(dns, null)).toBe('no_data');
  });

  it('rates an infinite duration as poor', () => {
    expect(rate(lcp, Number.POSITIVE_INFINITY)).toBe('poor');
  });
});

describe('generic scales', () => {
  it.each([
    ['duration', 2500, 5000],
    ['score', 90, 49],
    ['size', 1_000_000, 5_000_000],
    ['milli', 100, 250],
    ['count', 25, 75],
    ['trust', 25, 75],
  ] as const)('%s: good %d, poor %d', (name, good, poor) => {
    expect(SCALES[name]).toMatchObject({ good, poor });
  });

  it('caps the duration scale at 30000 ms', () => {
    expect(SCALES.duration.max).toBe(30000);
  });
});

describe('rating labels and shapes', () => {
  it('labels every rating for the UI', () => {
    expect(RATINGS.map((r) => ratingLabel(r))).toEqual([
      'Good',
      'Needs improvement',
      'Poor',
      'Not rated',
      'No data',
    ]);
  });

  it('falls back to English words for a language without a translation', () => {
    expect(ratingLabel('average', { locale: 'de' })).toBe('Needs improvement');
  });

  it('gives each rating its own shape, so colour is never the only signal', () => {
    expect(RATINGS.map(ratingShape)).toEqual(['circle', 'square', 'triangle', 'dash', 'dash']);
    expect(new Set(['good', 'average', 'poor'].map((r) => ratingShape(r as Rating))).size).toBe(3);
  });
});
