// The one source of metric definitions, formatting and rating for the bff, the job workers and every
// micro-frontend. Pure TypeScript: no DOM, no Node-only API.

export {
  BUDGET_AT_RISK_SHARE,
  BUDGET_HISTORY_MIN_MEASUREMENTS,
  BUDGET_HISTORY_WINDOW_DAYS,
  BUDGET_STATES,
  type BudgetState,
  budgetState,
  budgetStateLabel,
  hasBudgetHistory,
} from './budget.ts';
export {
  assessCoreWebVitals,
  assessCruxMetrics,
  type CoreWebVitalsP75,
  type CruxAssessment,
  cruxAssessmentLabel,
} from './crux-assessment.ts';
export { CRUX, CRUX_METRIC_KEYS, type CruxMetricKey } from './definitions/crux.ts';
export { RUM, RUM_METRIC_KEYS, type RumMetricKey } from './definitions/rum.ts';
export { SYNTHETIC, type SyntheticMetricKey } from './definitions/synthetic.ts';
export {
  type DateOptions,
  type DateStyle,
  DEFAULT_LOCALE,
  describeStops,
  formatCurrency,
  formatDate,
  formatMetric,
  formatMilliseconds,
  formatNumber,
  formatRegion,
  formatRelativeTime,
  formatShare,
  formatterLabel,
  hasValue,
  type LocaleOptions,
  NO_VALUE,
  resolveLocale,
} from './format.ts';
export {
  AGGREGATIONS,
  type Aggregation,
  aggregate,
  type BucketScheme,
  bucketIndex,
  bucketRange,
  bucketSchemeFor,
  createHistogram,
  type Histogram,
  histogramFromValues,
  histogramTotal,
  LOG_BUCKETS,
  mergeHistograms,
  percentile,
  type RatingShares,
  ratingShares,
  recordValue,
  schemeOf,
  shareAtOrBelow,
} from './histogram.ts';
export {
  LCP_PART_GUIDE,
  LCP_PART_KEYS,
  type LcpPartKey,
  type LcpPartsBreakdown,
  type LcpPartValue,
  lcpPartsBreakdown,
} from './lcp-parts.ts';
export {
  RATINGS,
  type RatingCounts,
  type RatingShape,
  rate,
  ratingLabel,
  ratingShape,
  uxRatingFromSessions,
} from './rating.ts';
export {
  ALL_METRICS,
  CORE_WEB_VITALS,
  findMetric,
  getMetric,
  METRIC_SOURCES,
  METRICS,
  metricsFor,
} from './registry.ts';
export { SCALES, type Scale } from './scales.ts';
export {
  CHART_PERIOD_MONTHS,
  type ChartPeriodMonths,
  chartPeriodLabel,
  chartPeriodRange,
  type DayRange,
  DEFAULT_CHART_PERIOD,
  isChartPeriod,
  isMovingAverageWindow,
  MOVING_AVERAGE_WINDOW_KEYS,
  MOVING_AVERAGE_WINDOWS,
  type MovingAverageWindow,
  movingAverage,
  movingAverageOver,
  type SeriesPoint,
} from './series.ts';
export type {
  BudgetDirection,
  Formatter,
  MetricCategory,
  MetricDefinition,
  MetricSource,
  Rating,
  ScaleName,
  Stops,
} from './types.ts';
