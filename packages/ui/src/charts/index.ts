// @pace/ui/charts: the shared charts. Import from this subpath (not from `@pace/ui`), so a screen without
// charts never pulls them in; uPlot itself loads only when a time-series chart mounts.
export { CHART_ERROR_MESSAGE, ChartState, type ChartStateProps } from './ChartState';
export {
  DistributionBar,
  type DistributionBarProps,
  type DistributionRating,
  type DistributionShares,
  formatShare,
} from './DistributionBar';
export { HistoryChart, type HistoryChartProps, historyLines, periodSpan } from './HistoryChart';
export {
  type HistoryChoice,
  HistoryControls,
  type HistoryControlsProps,
  historyChoiceFrom,
  historySearch,
  useHistoryChoice,
  withMovingAverage,
} from './HistoryControls';
export { TimeSeriesChart, type TimeSeriesChartProps } from './TimeSeriesChart';
export type { ChartStops, TimeSeries, TimeSeriesPoint } from './time-series';
