// The Chrome UX Report API on the wire, as its reference documents it: the request bodies and responses
// of `records:queryRecord` (the latest 28-day collection period) and `records:queryHistoryRecord` (weekly
// 28-day periods, 25 by default, up to 40), and Google's error body. Shared by the client and the
// fixture server so both speak exactly this.

/** The API's form factors; leaving it out of a request means all form factors together. */
export type CruxFormFactor = 'PHONE' | 'DESKTOP' | 'TABLET';

export interface CruxDate {
  year: number;
  month: number;
  day: number;
}

export interface CruxCollectionPeriod {
  firstDate: CruxDate;
  lastDate: CruxDate;
}

/** Exactly one of `origin` and `url`. */
export interface CruxQueryRequest {
  origin?: string;
  url?: string;
  formFactor?: CruxFormFactor;
  /** API metric names; all metrics when left out. */
  metrics?: string[];
}

export interface CruxHistoryRequest extends CruxQueryRequest {
  /** 1–40; 25 when left out. */
  collectionPeriodCount?: number;
}

export interface CruxRecordKey {
  origin?: string;
  url?: string;
  formFactor?: CruxFormFactor;
}

/**
 * A bin of a histogram. cumulative_layout_shift is sent as strings ("0.10"); the last bin has no end.
 * Metrics are rounded: durations to whole milliseconds, densities to 4 decimals.
 */
export interface CruxBin {
  start: number | string;
  end?: number | string;
  density: number;
}

export interface CruxMetric {
  histogram?: CruxBin[];
  /** CLS's p75 is a string ("0.05"). */
  percentiles?: { p75: number | string };
  /** navigation_types, form_factors: shares by name instead of a histogram. */
  fractions?: Record<string, number>;
}

export interface UrlNormalizationDetails {
  originalUrl: string;
  normalizedUrl: string;
}

export interface CruxQueryResponse {
  record: {
    key: CruxRecordKey;
    metrics: Record<string, CruxMetric>;
    collectionPeriod: CruxCollectionPeriod;
  };
  /** Present when the API normalised the URL that was asked for (a trailing slash, a fragment...). */
  urlNormalizationDetails?: UrlNormalizationDetails;
}

/** A history bin: one density per collection period; "NaN" for a period without enough data. */
export interface CruxHistoryBin {
  start: number | string;
  end?: number | string;
  densities: (number | 'NaN')[];
}

export interface CruxHistoryMetric {
  histogramTimeseries?: CruxHistoryBin[];
  /** One p75 per collection period; null for a period without enough data. */
  percentilesTimeseries?: { p75s: (number | string | null)[] };
  fractionTimeseries?: Record<string, { fractions: (number | 'NaN')[] }>;
}

export interface CruxHistoryResponse {
  record: {
    key: CruxRecordKey;
    metrics: Record<string, CruxHistoryMetric>;
    /** Oldest first, each 28 days long, one week apart. */
    collectionPeriods: CruxCollectionPeriod[];
  };
  urlNormalizationDetails?: UrlNormalizationDetails;
}

/** Google's API error body, e.g. 404 NOT_FOUND "chrome ux report data not found", 429 RESOURCE_EXHAUSTED. */
export interface GoogleApiErrorBody {
  error: {
    code: number;
    message: string;
    status: string;
    details?: unknown[];
  };
}

export const QUERY_RECORD_PATH = 'records:queryRecord';
export const QUERY_HISTORY_RECORD_PATH = 'records:queryHistoryRecord';
/** Where the API lives; CRUX_API_URL replaces it (a fixture server in tests). */
export const DEFAULT_CRUX_API_URL = 'https://chromeuxreport.googleapis.com/v1';
/** The message the API gives with its 404 when it holds no record for the origin or URL. */
export const NO_DATA_MESSAGE = 'chrome ux report data not found';
