// A metric's history as every history screen shows it: the period and moving-average controls above a
// time-series chart of the raw series with its average drawn over it, and a period without data saying
// so. The screen fetches the series for `choice.months` and keeps the choice in the URL (useHistoryChoice).
import { type HistoryChoice, HistoryControls, withMovingAverage } from './HistoryControls';
import { TimeSeriesChart, type TimeSeriesChartProps } from './TimeSeriesChart';
import type { TimeSeries } from './time-series';

export interface HistoryChartProps extends Omit<TimeSeriesChartProps, 'series' | 'emptyMessage'> {
  /** The raw series over the chosen period. */
  series: TimeSeries;
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
  return (
    <div data-testid={`${testId}-block`} data-months={choice.months} data-average={choice.average ?? ''}>
      <HistoryControls value={choice} onChange={onChoiceChange} data-testid={testId} />
      <TimeSeriesChart
        {...chart}
        series={withMovingAverage(series, choice.average)}
        emptyMessage={`${noDataMessage} in the last ${choice.months} months`}
        data-testid={testId}
      />
    </div>
  );
}
