// History charts (spec section 9): the periods a chart spans, the moving-average windows drawn over the
// raw series, and the average itself. Pure, so the bff (which reads the period's rows) and the screens
// (which draw the average) agree on what "6 months" and "a 1-month average" mean.

/** The periods a history chart offers, in months, shortest first. */
export const CHART_PERIOD_MONTHS = [3, 6, 9, 12, 18, 24] as const;
export type ChartPeriodMonths = (typeof CHART_PERIOD_MONTHS)[number];
export const DEFAULT_CHART_PERIOD: ChartPeriodMonths = 3;

/**
 * The moving-average windows, by key as they appear in URLs. A window is a span of days (not a count of
 * points) so a series with gaps or one point a week still averages over the same stretch of time.
 */
export const MOVING_AVERAGE_WINDOWS = {
  '1w': { days: 7, label: '1 week' },
  '1m': { days: 30, label: '1 month' },
  '3m': { days: 91, label: '3 months' },
  '6m': { days: 182, label: '6 months' },
} as const;
export type MovingAverageWindow = keyof typeof MOVING_AVERAGE_WINDOWS;
export const MOVING_AVERAGE_WINDOW_KEYS = Object.keys(MOVING_AVERAGE_WINDOWS) as MovingAverageWindow[];

const DAY_MS = 86_400_000;

export const isChartPeriod = (value: unknown): value is ChartPeriodMonths =>
  CHART_PERIOD_MONTHS.includes(Number(value) as ChartPeriodMonths);

export const isMovingAverageWindow = (value: unknown): value is MovingAverageWindow =>
  typeof value === 'string' && Object.hasOwn(MOVING_AVERAGE_WINDOWS, value);

/** A period's label: '3 months', '1 year', '18 months', '2 years'. */
export function chartPeriodLabel(months: ChartPeriodMonths): string {
  if (months % 12 === 0) return months === 12 ? '1 year' : `${months / 12} years`;
  return `${months} months`;
}

export interface DayRange {
  /** First UTC day included, 'YYYY-MM-DD'. */
  from: string;
  /** Last UTC day included (today), 'YYYY-MM-DD'. */
  to: string;
}

const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * The UTC days a period of `months` covers, ending today: the same day of the month `months` back, the
 * day after it being the first included (so 3 months from 2026-11-23 is 2026-08-24 … 2026-11-23). A day
 * past the end of the shorter month is clamped (3 months back from 31 May is 28 or 29 February).
 */
export function chartPeriodRange(months: number, now: Date = new Date()): DayRange {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const back = Date.UTC(year, month, Math.min(now.getUTCDate(), lastDay));
  return { from: isoDay(back + DAY_MS), to: isoDay(now.getTime()) };
}

export interface SeriesPoint {
  /** Epoch milliseconds. */
  t: number;
  /** null: a gap (no data that day). */
  value: number | null;
}

/**
 * A trailing moving average over a span of days: at each point of the series, the mean of the values
 * measured in the `days` before it, the point itself included (t − days < t′ ≤ t). Gaps are skipped,
 * not counted as zero; a point whose window holds no value at all is a gap. Points must be in time order.
 */
export function movingAverage(points: readonly SeriesPoint[], days: number): SeriesPoint[] {
  const span = days * DAY_MS;
  const result: SeriesPoint[] = [];
  let start = 0;
  let sum = 0;
  let count = 0;
  for (let end = 0; end < points.length; end += 1) {
    const point = points[end]!;
    if (point.value != null) {
      sum += point.value;
      count += 1;
    }
    while (points[start]!.t <= point.t - span) {
      const leaving = points[start]!.value;
      if (leaving != null) {
        sum -= leaving;
        count -= 1;
      }
      start += 1;
    }
    result.push({ t: point.t, value: count > 0 ? sum / count : null });
  }
  return result;
}

/** The moving average of one of the named windows. */
export const movingAverageOver = (points: readonly SeriesPoint[], window: MovingAverageWindow) =>
  movingAverage(points, MOVING_AVERAGE_WINDOWS[window].days);
