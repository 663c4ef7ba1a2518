import { describe, expect, it } from 'vitest';
import {
  CHART_PERIOD_MONTHS,
  chartPeriodLabel,
  chartPeriodRange,
  isChartPeriod,
  isMovingAverageWindow,
  MOVING_AVERAGE_WINDOW_KEYS,
  movingAverage,
  movingAverageOver,
} from '../src/index.ts';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 0, 1);
const daily = (values: (number | null)[]) => values.map((value, i) => ({ t: T0 + i * DAY, value }));
const valuesOf = (points: { value: number | null }[]) => points.map((p) => p.value);

describe('movingAverage', () => {
  it('averages the values of the trailing days, skipping gaps (worked by hand)', () => {
    // 3-day window: each point averages itself and the two days before it that have a value.
    const series = daily([10, 20, null, 40, 50, 60, 70, null, 90, 100]);
    expect(valuesOf(movingAverage(series, 3))).toEqual([
      10, // 10
      15, // (10 + 20) / 2
      15, // (10 + 20) / 2, the gap skipped
      30, // (20 + 40) / 2
      45, // (40 + 50) / 2
      50, // (40 + 50 + 60) / 3
      60, // (50 + 60 + 70) / 3
      65, // (60 + 70) / 2
      80, // (70 + 90) / 2
      95, // (90 + 100) / 2
    ]);
  });

  it('keeps the times of the raw series', () => {
    const series = daily([1, 2, 3]);
    expect(movingAverage(series, 7).map((p) => p.t)).toEqual(series.map((p) => p.t));
  });

  it('is a gap where the whole window is gaps', () => {
    expect(valuesOf(movingAverage(daily([5, null, null, null, 8]), 2))).toEqual([5, 5, null, null, 8]);
  });

  it('spans days, not points: weekly values under a 1-month window', () => {
    // Points every 7 days; a 30-day window at day 35 holds days 7…35 (day 0 is 35 days back).
    const weekly = [1, 2, 3, 4, 5, 6].map((value, i) => ({ t: T0 + i * 7 * DAY, value }));
    expect(valuesOf(movingAverageOver(weekly, '1m'))).toEqual([1, 1.5, 2, 2.5, 3, 4]);
  });

  it('a 1-week window over daily values is the mean of the last 7 days', () => {
    const series = daily([7, 1, 2, 3, 4, 5, 6, 7, 14]);
    const average = valuesOf(movingAverageOver(series, '1w'));
    expect(average[6]).toBeCloseTo((7 + 1 + 2 + 3 + 4 + 5 + 6) / 7, 10); // 4
    expect(average[7]).toBeCloseTo((1 + 2 + 3 + 4 + 5 + 6 + 7) / 7, 10); // 4
    expect(average[8]).toBeCloseTo((2 + 3 + 4 + 5 + 6 + 7 + 14) / 7, 10); // 41 / 7
  });

  it('an empty series stays empty', () => {
    expect(movingAverage([], 30)).toEqual([]);
  });
});

describe('chart periods', () => {
  it('offers 3, 6, 9, 12, 18 and 24 months and four windows', () => {
    expect(CHART_PERIOD_MONTHS).toEqual([3, 6, 9, 12, 18, 24]);
    expect(MOVING_AVERAGE_WINDOW_KEYS).toEqual(['1w', '1m', '3m', '6m']);
    expect(chartPeriodLabel(3)).toBe('3 months');
    expect(chartPeriodLabel(12)).toBe('1 year');
    expect(chartPeriodLabel(18)).toBe('18 months');
    expect(chartPeriodLabel(24)).toBe('2 years');
  });

  it('validates values read from a URL', () => {
    expect(isChartPeriod('6')).toBe(true);
    expect(isChartPeriod(18)).toBe(true);
    expect(isChartPeriod(4)).toBe(false);
    expect(isChartPeriod('x')).toBe(false);
    expect(isMovingAverageWindow('3m')).toBe(true);
    expect(isMovingAverageWindow('toString')).toBe(false);
  });

  it.each([
    ['2026-11-23T10:00:00Z', 3, '2026-08-24', '2026-11-23'],
    ['2026-11-23T10:00:00Z', 24, '2024-11-24', '2026-11-23'],
    ['2026-01-15T00:00:00Z', 12, '2025-01-16', '2026-01-15'],
    ['2026-05-31T12:00:00Z', 3, '2026-03-01', '2026-05-31'], // back to 28 February, clamped
    ['2024-05-31T12:00:00Z', 3, '2024-03-01', '2024-05-31'], // 29 February in a leap year
  ])('from %s, %d months cover %s … %s', (now, months, from, to) => {
    expect(chartPeriodRange(months, new Date(now))).toEqual({ from, to });
  });
});
