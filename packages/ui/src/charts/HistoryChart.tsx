// A metric's history as every history screen shows it: the period and moving-average controls above a
// time-series chart of the raw series with their averages drawn over them, the time axis spanning the
// whole period, and a period without data saying so. The screen fetches the series for `choice.months`
// and keeps the choice in the URL (useHistoryChoice).
import { chartPeriodRange, type MovingAverageWindow } from '@pace/metrics';
import { useMemo } from 'react';
import { type HistoryChoice, HistoryControls, withMovingAverage } from './HistoryControls';
import { TimeSeriesChart, type TimeSeriesChartProps } from './TimeSeriesChart';
import type { TimeSeries } from './time-series';

export interface HistoryChartProps extends Omit<TimeSeriesChartProps, 'series' | 'emptyMessage'> {
  /** The raw series over the chosen period (one, or one per page and profile). */
  series: TimeSeries | readonly TimeSeries[];
  choice: HistoryChoice;
  onChoiceChange: (choice: HistoryChoice) => void;
  /** What has no data ('No RUM data'); the period is added: 'No RUM data in the last 6 months'. */
  noDataMessage?: string;
}

export function HistoryChart({
  series,
  choice,
  onChoiceChange,
  noDataMessage = 'No data',
  'data-testid': testId = 'history-chart',
  ...chart
}: HistoryChartProps) {
  const drawn = useMemo(
    () => historyLines('points' in series ? [series] : series, choice.average),
    [series, choice.average],
  );
  const timeRange = useMemo(() => periodSpan(choice.months), [choice.months]);
  return (
    <div data-testid={`${testId}-block`} data-months={choice.months} data-average={choice.average ?? ''}>
      <HistoryControls value={choice} onChange={onChoiceChange} data-testid={testId} />
      <TimeSeriesChart
        {...chart}
        series={drawn}
        timeRange={timeRange}
        emptyMessage={`${noDataMessage} in the last ${choice.months} months`}
        data-testid={testId}
      />
    </div>
  );
}

/** The period in epoch ms, from its first day to now: the span of the chart's time axis. */
export function periodSpan(months: number, now: Date = new Date()): [number, number] {
  return [Date.parse(`${chartPeriodRange(months, now).from}T00:00:00Z`), now.getTime()];
}

/**
 * Each raw series followed by its moving average when a window is chosen: the raw values thin, the
 * average bold in the same colour, so each page and profile reads as one colour.
 */
export function historyLines(
  series: readonly TimeSeries[],
  average: MovingAverageWindow | null,
): TimeSeries[] {
  if (!average) return [...series];
  return series.flatMap((line, index) => {
    const [raw, smooth] = withMovingAverage(line, average);
    return [
      { ...raw!, colour: index, weight: 'light' as const },
      { ...smooth!, colour: index, weight: 'bold' as const, dashed: line.dashed },
    ];
  });
}
