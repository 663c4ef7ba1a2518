import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { DistributionBar, formatShare, type TimeSeries, TimeSeriesChart } from '../src/charts';
import {
  alignSeries,
  bandSegments,
  describeSeries,
  ratingBands,
  valueRange,
} from '../src/charts/time-series';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const day = (n: number) => Date.UTC(2026, 0, n);
const lcp: TimeSeries = {
  name: 'p75',
  points: [
    { t: day(1), value: 2100 },
    { t: day(8), value: null },
    { t: day(15), value: 2600 },
  ],
};
const ms = (v: number) => `${v} ms`;
const date = (t: number) => new Date(t).toISOString().slice(0, 10);

describe('time series data', () => {
  test('aligns series on the union of their times, in seconds, with gaps as null', () => {
    const other: TimeSeries = { name: 'p95', points: [{ t: day(15), value: 4000 }] };
    expect(alignSeries([lcp, other])).toEqual([
      [day(1) / 1000, day(8) / 1000, day(15) / 1000],
      [2100, null, 2600],
      [null, null, 4000],
    ]);
  });

  test('the y range starts at 0 and leaves room above the data, the good stop and the budget', () => {
    expect(valueRange([lcp], { good: 2500, poor: 4000 }, null)).toEqual([0, 2600 * 1.15]);
    expect(valueRange([lcp], { good: 2500, poor: 4000 }, 3000)).toEqual([0, 3000 * 1.15]);
    expect(valueRange([{ name: 'x', points: [] }], null, null)).toEqual([0, 1]);
  });

  test('rating bands follow the direction of the stops and are clipped to the range', () => {
    expect(ratingBands({ good: 2500, poor: 4000 }, [0, 3000])).toEqual([
      { rating: 'good', from: 0, to: 2500 },
      { rating: 'average', from: 2500, to: 3000 },
    ]);
    expect(ratingBands({ good: 90, poor: 49 }, [0, 100]).map((b) => b.rating)).toEqual([
      'poor',
      'average',
      'good',
    ]);
  });

  test('the summary says the dates, the latest and the extremes', () => {
    expect(describeSeries('LCP at p75', [lcp], ms, date)).toBe(
      'LCP at p75. p75: 2 values from 2026-01-01 to 2026-01-15, latest 2600 ms, lowest 2100 ms, highest 2600 ms.',
    );
  });
});

describe('charts on a page', () => {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  test("a failed query shows 'Failed to load data'", () => {
    act(() =>
      root.render(<TimeSeriesChart label="LCP" series={[lcp]} formatValue={ms} theme="light" error />),
    );
    expect(container.querySelector('[data-testid="chart-error"]')?.textContent).toBe('Failed to load data');
  });

  test('no values shows the empty message, loading a skeleton', () => {
    act(() =>
      root.render(
        <TimeSeriesChart
          label="LCP"
          series={[{ name: 'p75', points: [] }]}
          formatValue={ms}
          theme="light"
          emptyMessage="No CrUX data"
        />,
      ),
    );
    expect(container.querySelector('[data-testid="chart-empty"]')?.textContent).toBe('No CrUX data');
    act(() => root.render(<TimeSeriesChart label="LCP" series={[]} formatValue={ms} theme="dark" loading />));
    expect(container.querySelector('[data-testid="skeleton"]')).not.toBeNull();
  });

  test('with data: a labelled plot and a table for screen readers', () => {
    act(() =>
      root.render(
        <TimeSeriesChart
          label="LCP at p75"
          series={[lcp]}
          formatValue={ms}
          formatTime={date}
          theme="light"
        />,
      ),
    );
    expect(container.querySelector('[role="img"]')?.getAttribute('aria-label')).toContain('latest 2600 ms');
    const rows = [...container.querySelectorAll('tbody tr')].map((row) => row.textContent);
    expect(rows).toEqual(['2026-01-012100 ms', '2026-01-08—', '2026-01-152600 ms']);
  });

  test('the distribution bar gives each share in words and a width', () => {
    act(() =>
      root.render(
        <DistributionBar label="LCP distribution" shares={{ good: 0.75, average: 0.2, poor: 0.05 }} />,
      ),
    );
    expect(container.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe(
      'LCP distribution: Good 75%, Needs improvement 20%, Poor 5%',
    );
    const widths = [...container.querySelectorAll<HTMLElement>('[title]')].map((s) => s.style.width);
    expect(widths).toEqual(['75%', '20%', '5%']);
  });

  test('the distribution bar without data says so', () => {
    act(() => root.render(<DistributionBar label="INP distribution" shares={null} />));
    expect(container.textContent).toBe('No data');
    expect(formatShare(0.001)).toBe('<1%');
    expect(formatShare(0)).toBe('0%');
  });
});

describe('the band of a series (the interval of each point)', () => {
  test('splits the band where a point has no interval, in time order', () => {
    const points = [
      { t: 3, value: 10, low: 9, high: 11 },
      { t: 1, value: 10, low: 8, high: 12 },
      { t: 2, value: 10, low: 9, high: 12 },
      { t: 4, value: 10 },
      { t: 5, value: 10, low: null, high: 12 },
      { t: 6, value: 10, low: 7, high: 13 },
    ];
    expect(bandSegments(points)).toEqual([
      [
        { t: 1, low: 8, high: 12 },
        { t: 2, low: 9, high: 12 },
        { t: 3, low: 9, high: 11 },
      ],
      [{ t: 6, low: 7, high: 13 }],
    ]);
    expect(bandSegments([{ t: 1, value: 1 }])).toEqual([]);
  });

  test('makes room on the y axis for the top of the band', () => {
    const series = { name: 'LCP', points: [{ t: 1, value: 1000, low: 900, high: 2000 }] };
    expect(valueRange([series], null, null)).toEqual([0, 2000 * 1.15]);
  });
});
