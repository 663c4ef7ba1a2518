// The pure half of the time-series chart: points to uPlot's columns, the y range, and the words a screen
// reader gets instead of the canvas. Kept apart from the component so it is tested without a canvas.

/** One point of a series: `t` in epoch milliseconds, `value` in the metric's stored unit (null: a gap). */
export interface TimeSeriesPoint {
  t: number;
  value: number | null;
  /** An interval around the value (a test's 95 % confidence interval over its runs): drawn as a band. */
  low?: number | null;
  high?: number | null;
}

/** A stretch of consecutive points that all have an interval: one band is drawn per stretch. */
export type BandSegment = { t: number; low: number; high: number }[];

/** The series' intervals as stretches of consecutive points; a point without one breaks the band. */
export function bandSegments(points: readonly TimeSeriesPoint[]): BandSegment[] {
  const segments: BandSegment[] = [];
  let current: BandSegment = [];
  for (const point of [...points].sort((a, b) => a.t - b.t)) {
    if (point.low == null || point.high == null) {
      if (current.length) segments.push(current);
      current = [];
      continue;
    }
    current.push({ t: point.t, low: point.low, high: point.high });
  }
  if (current.length) segments.push(current);
  return segments;
}

export interface TimeSeries {
  /** Shown in the legend and the summary table ("p75", "Phone"). */
  name: string;
  points: readonly TimeSeriesPoint[];
  /** Draws the line dashed, to tell series apart without colour. */
  dashed?: boolean;
  /** The colour of the series at this index (default its own): an average in its raw series' colour. */
  colour?: number;
  /** light: a thin line under a bold one (raw values under their average); bold: a line without dots. */
  weight?: 'light' | 'normal' | 'bold';
}

/**
 * Good and poor stops in the series' unit, as `@pace/metrics` gives them. Lower is better when
 * good < poor (durations, CLS), higher is better otherwise (scores).
 */
export interface ChartStops {
  good: number;
  poor: number;
}

/** uPlot's aligned data: x in seconds (uPlot's time scale unit), one y column per series. */
export function alignSeries(series: readonly TimeSeries[]): [number[], ...(number | null)[][]] {
  const times = [...new Set(series.flatMap((s) => s.points.map((p) => p.t)))].sort((a, b) => a - b);
  const columns = series.map((s) => {
    const byTime = new Map(s.points.map((p) => [p.t, p.value]));
    return times.map((t) => byTime.get(t) ?? null);
  });
  return [times.map((t) => t / 1000), ...columns];
}

/** The y range: from 0 (or below, for negative data) to a bit above the data, the good stop and the budget. */
export function valueRange(
  series: readonly TimeSeries[],
  stops: ChartStops | null | undefined,
  budget: number | null | undefined,
): [number, number] {
  const values = series
    .flatMap((s) => s.points.flatMap((p) => [p.value, p.low, p.high]))
    .filter((v): v is number => v != null);
  const min = Math.min(0, ...values);
  const top = Math.max(...values, budget ?? 0, stops ? Math.min(stops.good, stops.poor) : 0);
  return [min, top > min ? top * 1.15 : min + 1];
}

/** Band edges for drawing: each rating's span of the y axis, clipped to the visible range. */
export function ratingBands(stops: ChartStops, [min, max]: [number, number]) {
  const lowerIsBetter = stops.good <= stops.poor;
  const low = Math.min(stops.good, stops.poor);
  const high = Math.max(stops.good, stops.poor);
  const spans = [
    { rating: lowerIsBetter ? 'good' : 'poor', from: min, to: low },
    { rating: 'average', from: low, to: high },
    { rating: lowerIsBetter ? 'poor' : 'good', from: high, to: max },
  ] as const;
  return spans
    .map((span) => ({ ...span, from: Math.max(span.from, min), to: Math.min(span.to, max) }))
    .filter((span) => span.to > span.from);
}

/** One sentence for the chart's aria-label: what it shows, over which dates, the latest and extreme values. */
export function describeSeries(
  label: string,
  series: readonly TimeSeries[],
  formatValue: (value: number) => string,
  formatTime: (t: number) => string,
): string {
  const parts = series.map((s) => {
    const points = s.points.filter((p): p is { t: number; value: number } => p.value != null);
    if (points.length === 0) return `${s.name}: no data`;
    const values = points.map((p) => p.value);
    const first = points[0]!;
    const last = points[points.length - 1]!;
    return (
      `${s.name}: ${points.length} values from ${formatTime(first.t)} to ${formatTime(last.t)}, ` +
      `latest ${formatValue(last.value)}, lowest ${formatValue(Math.min(...values))}, ` +
      `highest ${formatValue(Math.max(...values))}`
    );
  });
  return `${label}. ${parts.join('. ')}.`;
}

export function hasPoints(series: readonly TimeSeries[]): boolean {
  return series.some((s) => s.points.some((p) => p.value != null));
}
