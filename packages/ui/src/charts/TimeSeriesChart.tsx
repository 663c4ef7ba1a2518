// A line chart over time on uPlot: the good and poor stops as faint rating bands behind the lines, a
// band in the line's colour where its points carry an interval (the spread of a test's runs), an
// optional budget line, the exact value and date on hover (uPlot's live legend), colours from the theme
// tokens, and a table for screen readers in place of the canvas.
import { formatDate, NO_VALUE } from '@pace/metrics';
import { useEffect, useMemo, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { ChartState } from './ChartState';
import styles from './charts.module.css';
import { loadUPlot } from './load-uplot';
import {
  alignSeries,
  bandSegments,
  type ChartStops,
  describeSeries,
  hasPoints,
  ratingBands,
  type TimeSeries,
  valueRange,
} from './time-series';

export interface TimeSeriesChartProps {
  /** What the chart shows, for its caption and aria-label ("LCP at p75, phone"). */
  label: string;
  series: readonly TimeSeries[];
  /** Formats a value for the axis, the legend and the table (`formatMetric` of @pace/metrics). */
  formatValue: (value: number) => string;
  /** Formats a point's time (epoch ms); defaults to `formatDate` of @pace/metrics. */
  formatTime?: (t: number) => string;
  /** Drawn as faint good / needs-improvement / poor bands. */
  stops?: ChartStops | null;
  /** Drawn as a dashed line. */
  budget?: number | null;
  /** The span of the time axis in epoch ms (a history period); default: the data's first to last point. */
  timeRange?: readonly [number, number] | null;
  budgetLabel?: string;
  /** The theme the shell resolved: the chart redraws with the new colours when it changes. */
  theme: 'light' | 'dark';
  /** Height of the plot area in CSS pixels (the legend comes below). */
  height?: number;
  loading?: boolean;
  /** Any truthy value: the query behind the chart failed; shows 'Failed to load data'. */
  error?: unknown;
  emptyMessage?: string;
  'data-testid'?: string;
}

const defaultFormatTime = (t: number) => formatDate(t);

/**
 * Series colours: the module's custom properties, in order (see charts.module.css). The CSS module loader
 * renames custom properties as it renames classes (`--chart-series-2` becomes `--mfe_crux-…` in a
 * remote's build) and exports the new names, so they are looked up there; read under their written
 * names they are empty, and every series fell back to the accent colour.
 */
const SERIES_COLOURS = [1, 2, 3, 4].map((n) => {
  const renamed = (styles as Record<string, string | undefined>)[`chart-series-${n}`];
  return typeof renamed === 'string' && renamed.startsWith('--') ? renamed : `--chart-series-${n}`;
});
const LEGEND_HEIGHT = 32;

export function TimeSeriesChart({
  label,
  series,
  formatValue,
  formatTime = defaultFormatTime,
  stops,
  budget,
  budgetLabel = 'Budget',
  timeRange,
  theme,
  height = 240,
  loading = false,
  error,
  emptyMessage,
  'data-testid': testId = 'time-series-chart',
}: TimeSeriesChartProps) {
  const plotRef = useRef<HTMLDivElement>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const ready = !loading && !error && hasPoints(series);
  const summary = useMemo(
    () => describeSeries(label, series, formatValue, formatTime),
    [label, series, formatValue, formatTime],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `theme` rebuilds the chart, whose colours are read from the tokens
  useEffect(() => {
    const element = plotRef.current;
    if (!ready || !element) return;
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    loadUPlot().then(
      (UPlot) => {
        if (cancelled) return;
        try {
          chart = new UPlot(
            chartOptions({
              element,
              series,
              formatValue,
              formatTime,
              stops,
              budget,
              budgetLabel,
              height,
              timeRange,
            }),
            alignSeries(series) as uPlot.AlignedData,
            element,
          );
        } catch {
          // No canvas (an old or headless environment): the error state, not a broken screen.
          setLoadFailed(true);
          return;
        }
        if (typeof ResizeObserver === 'undefined') return;
        observer = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height }));
        observer.observe(element);
      },
      () => {
        if (!cancelled) setLoadFailed(true);
      },
    );
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [ready, series, formatValue, formatTime, stops, budget, budgetLabel, height, timeRange, theme]);

  if (loading) return <ChartState state="loading" height={height + LEGEND_HEIGHT} />;
  if (error || loadFailed) return <ChartState state="error" height={height + LEGEND_HEIGHT} />;
  if (!ready) return <ChartState state="empty" height={height + LEGEND_HEIGHT} emptyMessage={emptyMessage} />;

  const [times, ...columns] = alignSeries(series);
  return (
    <figure className={styles.figure} data-testid={testId}>
      <div
        ref={plotRef}
        className={styles.plot}
        style={{ minHeight: height + LEGEND_HEIGHT }}
        role="img"
        aria-label={summary}
      />
      <table className={styles.visuallyHidden}>
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            {series.map((s) => (
              <th scope="col" key={s.name}>
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {times.map((t, row) => (
            <tr key={t}>
              <th scope="row">{formatTime(t * 1000)}</th>
              {columns.map((column, index) => {
                const value = column[row];
                return <td key={series[index]!.name}>{value == null ? '—' : formatValue(value)}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

interface OptionsInput {
  element: HTMLElement;
  series: readonly TimeSeries[];
  formatValue: (value: number) => string;
  formatTime: (t: number) => string;
  stops: ChartStops | null | undefined;
  budget: number | null | undefined;
  budgetLabel: string;
  height: number;
  timeRange: readonly [number, number] | null | undefined;
}

/** uPlot's options, with every colour read from the design tokens as they apply to the chart's element. */
function chartOptions(input: OptionsInput): uPlot.Options {
  const { element, series, formatValue, formatTime, stops, budget, budgetLabel, height, timeRange } = input;
  const style = getComputedStyle(element);
  const token = (name: string) => style.getPropertyValue(name).trim();
  const text = token('--color-text-muted');
  const grid = token('--color-border');
  const font = `12px ${token('--font-sans') || 'sans-serif'}`;
  const range = valueRange(series, stops, budget);
  const axis = { stroke: text, font, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };

  const drawBands = (u: uPlot) => {
    if (!stops) return;
    const { ctx, bbox } = u;
    ctx.save();
    ctx.globalAlpha = 0.1;
    for (const band of ratingBands(stops, range)) {
      const top = u.valToPos(band.to, 'y', true);
      const bottom = u.valToPos(band.from, 'y', true);
      ctx.fillStyle = token(`--rating-${band.rating}`);
      ctx.fillRect(bbox.left, top, bbox.width, bottom - top);
    }
    ctx.restore();
  };
  const colourOf = (s: TimeSeries, index: number) =>
    token(SERIES_COLOURS[(s.colour ?? index) % SERIES_COLOURS.length]!) || token('--color-accent');
  // Drawn here rather than as uPlot band series: those would add two entries per line to the legend.
  const drawSpread = (u: uPlot) => {
    const { ctx, bbox } = u;
    const x = (t: number) => u.valToPos(t / 1000, 'x', true);
    const y = (value: number) => u.valToPos(value, 'y', true);
    ctx.save();
    ctx.beginPath();
    ctx.rect(bbox.left, bbox.top, bbox.width, bbox.height);
    ctx.clip();
    ctx.globalAlpha = 0.2;
    series.forEach((s, index) => {
      ctx.fillStyle = colourOf(s, index);
      for (const segment of bandSegments(s.points)) {
        if (segment.length === 1) {
          // One point: a short bar from low to high.
          const [point] = segment;
          const width = 4 * devicePixelRatio;
          ctx.fillRect(x(point!.t) - width / 2, y(point!.high), width, y(point!.low) - y(point!.high));
          continue;
        }
        ctx.beginPath();
        ctx.moveTo(x(segment[0]!.t), y(segment[0]!.high));
        for (const point of segment.slice(1)) ctx.lineTo(x(point.t), y(point.high));
        for (const point of [...segment].reverse()) ctx.lineTo(x(point.t), y(point.low));
        ctx.closePath();
        ctx.fill();
      }
    });
    ctx.restore();
  };
  const drawBudget = (u: uPlot) => {
    if (budget == null) return;
    const { ctx, bbox } = u;
    const y = Math.round(u.valToPos(budget, 'y', true));
    ctx.save();
    ctx.strokeStyle = token('--color-text');
    ctx.fillStyle = token('--color-text');
    ctx.lineWidth = devicePixelRatio;
    ctx.setLineDash([6 * devicePixelRatio, 4 * devicePixelRatio]);
    ctx.beginPath();
    ctx.moveTo(bbox.left, y);
    ctx.lineTo(bbox.left + bbox.width, y);
    ctx.stroke();
    ctx.font = `${12 * devicePixelRatio}px ${token('--font-sans') || 'sans-serif'}`;
    ctx.textAlign = 'right';
    ctx.fillText(
      `${budgetLabel} ${formatValue(budget)}`,
      bbox.left + bbox.width - 4,
      y - 4 * devicePixelRatio,
    );
    ctx.restore();
  };

  return {
    width: element.clientWidth || 600,
    height,
    scales: {
      // A fixed span (the period chosen) when given, so the axis does not shrink to the data.
      x: timeRange
        ? { time: true, range: (): uPlot.Range.MinMax => [timeRange[0] / 1000, timeRange[1] / 1000] }
        : { time: true },
      y: { range: () => range },
    },
    series: [
      { label: 'Date', value: (_u, v) => (v == null ? NO_VALUE : formatTime(v * 1000)) },
      ...series.map((s, index) => ({
        label: s.name,
        stroke: colourOf(s, index),
        width: s.weight === 'light' ? 1 : s.weight === 'bold' ? 3 : 2,
        dash: s.dashed ? [6, 4] : undefined,
        points: { show: s.weight !== 'bold', size: s.weight === 'light' ? 3 : 5 },
        value: (_u: uPlot, v: number | null) => (v == null ? NO_VALUE : formatValue(v)),
      })),
    ],
    axes: [
      { ...axis, values: (_u, splits) => timeTicks(splits) },
      { ...axis, size: 64, values: (_u, splits) => splits.map((v) => formatValue(v)) },
    ],
    legend: { show: true, live: true },
    cursor: { drag: { x: false, y: false } },
    hooks: { drawClear: [drawBands, drawSpread], draw: [drawBudget] },
  };
}

/**
 * The time axis' labels (uPlot gives seconds), through formatDate like every other date: day and month
 * over a few months ('Nov 20'), month and year over longer spans ('Nov 2026').
 */
export function timeTicks(splits: readonly number[]): string[] {
  const span = splits.length > 1 ? splits[splits.length - 1]! - splits[0]! : 0;
  const style = span > 200 * 86_400 ? 'monthYear' : 'dayMonth';
  return splits.map((s) => formatDate(s * 1000, { style, timeZone: 'UTC' }));
}
