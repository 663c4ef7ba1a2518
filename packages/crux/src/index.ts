// @pace/crux: the Chrome UX Report API client (daily record and history) and the shapes it reads.
// The fixture server for tests is in `@pace/crux/fixtures`.
export {
  type CallOptions,
  CruxApiError,
  CruxClient,
  type CruxClientOptions,
  type CruxResult,
  type CruxTarget,
  FORM_FACTOR_CHOICES,
  type FormFactorChoice,
  parseRetryAfter,
} from './client.ts';
export {
  API_METRIC_NAMES,
  type CollectionPeriod,
  CRUX_COLLECTED_METRICS,
  CRUX_FIELD_METRICS,
  CRUX_LCP_PARTS,
  type CruxCollectedMetric,
  type CruxFieldMetric,
  type CruxLcpPart,
  type CruxSnapshot,
  type HistogramBin,
  isoDate,
  type MetricValue,
  type RatingShares,
  snapshotOfRecord,
  snapshotsOfHistory,
  toNumber,
} from './records.ts';
export * from './wire.ts';
