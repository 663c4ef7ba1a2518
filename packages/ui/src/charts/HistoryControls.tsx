// The period and moving-average choice of every history chart (spec section 9), kept in the URL's
// `months` and `average` search parameters so a link shows the same chart. The pure parts (reading and
// writing the search, adding the average series) are exported for tests and for screens that need them.
import {
  CHART_PERIOD_MONTHS,
  type ChartPeriodMonths,
  chartPeriodLabel,
  DEFAULT_CHART_PERIOD,
  isChartPeriod,
  isMovingAverageWindow,
  MOVING_AVERAGE_WINDOW_KEYS,
  MOVING_AVERAGE_WINDOWS,
  type MovingAverageWindow,
  movingAverageOver,
} from '@pace/metrics';
import { useCallback, useEffect, useState } from 'react';
import styles from './charts.module.css';
import type { TimeSeries } from './time-series';

export interface HistoryChoice {
  months: ChartPeriodMonths;
  /** null: the raw series alone. */
  average: MovingAverageWindow | null;
}

type Search = Readonly<Record<string, unknown>>;

/** The choice a URL's search asks for; anything missing or unknown falls back to 3 months, no average. */
export function historyChoiceFrom(search: Search): HistoryChoice {
  const months = Number(search.months);
  return {
    months: isChartPeriod(months) ? months : DEFAULT_CHART_PERIOD,
    average: isMovingAverageWindow(search.average) ? search.average : null,
  };
}

/** The search string ('?…') for a choice, keeping the screen's other parameters (form factor, …). */
export function historySearch(search: Search, choice: HistoryChoice): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (key === 'months' || key === 'average' || value == null) continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  if (choice.months !== DEFAULT_CHART_PERIOD) params.set('months', String(choice.months));
  if (choice.average) params.set('average', choice.average);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The raw series and, when a window is chosen, its moving average drawn dashed over it. */
export function withMovingAverage(raw: TimeSeries, average: MovingAverageWindow | null): TimeSeries[] {
  if (!average) return [raw];
  return [
    raw,
    {
      name: `${raw.name}, ${MOVING_AVERAGE_WINDOWS[average].label} average`,
      points: movingAverageOver(raw.points, average),
      dashed: true,
    },
  ];
}

interface RouteLike {
  route: { path: string; search: Search };
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

/** The choice of the current URL, and a setter that writes it back (replacing the history entry). */
export function useHistoryChoice({ route, navigate }: RouteLike) {
  const [choice, setChoice] = useState(() => historyChoiceFrom(route.search));
  // A new URL (another metric's link, back and forward) brings its own choice; set here first so the
  // chart changes at once, before the shell hands over the new route.
  const { months, average } = historyChoiceFrom(route.search);
  useEffect(() => setChoice({ months, average }), [months, average]);
  const choose = useCallback(
    (next: HistoryChoice) => {
      setChoice(next);
      navigate(`${route.path}${historySearch(route.search, next)}`, { replace: true });
    },
    [navigate, route.path, route.search],
  );
  return [choice, choose] as const;
}

export interface HistoryControlsProps {
  value: HistoryChoice;
  onChange: (choice: HistoryChoice) => void;
  /** Prefix of the controls' test ids (default 'history'). */
  'data-testid'?: string;
}

/** Two selects: the period (3–24 months) and the moving-average window (none, 1 week … 6 months). */
export function HistoryControls({
  value,
  onChange,
  'data-testid': testId = 'history',
}: HistoryControlsProps) {
  return (
    <div className={styles.controls}>
      <label className={styles.control}>
        <span>Period</span>
        <select
          className={styles.select}
          value={value.months}
          data-testid={`${testId}-period`}
          onChange={(event) =>
            onChange({ ...value, months: Number(event.target.value) as ChartPeriodMonths })
          }
        >
          {CHART_PERIOD_MONTHS.map((months) => (
            <option key={months} value={months}>
              {chartPeriodLabel(months)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.control}>
        <span>Moving average</span>
        <select
          className={styles.select}
          value={value.average ?? ''}
          data-testid={`${testId}-average`}
          onChange={(event) =>
            onChange({ ...value, average: (event.target.value || null) as MovingAverageWindow | null })
          }
        >
          <option value="">None</option>
          {MOVING_AVERAGE_WINDOW_KEYS.map((key) => (
            <option key={key} value={key}>
              {MOVING_AVERAGE_WINDOWS[key].label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
