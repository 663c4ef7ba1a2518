// The Chrome UX Report API client: `queryRecord` (the latest 28-day period) and `queryHistoryRecord`
// (weekly 28-day periods), for an origin or a URL, per form factor or all of them together.
// - A 404 is not an error: the API has no record for this origin/URL and form factor (too little
//   traffic), which is a normal state the screens show. It comes back as `{ status: 'no_data' }`.
// - 429 (quota: RESOURCE_EXHAUSTED) and 5xx/network failures are retried with exponential backoff and
//   jitter, waiting at least what Retry-After says. When the tries run out, or Retry-After asks for longer
//   than `maxDelayMs`, a CruxApiError says so (`quotaExceeded`, `retryAfterMs`) for the caller's queue to
//   retry later. Other 4xx (bad request, bad key) are not retried.
import { API_METRIC_NAMES, type CruxSnapshot, snapshotOfRecord, snapshotsOfHistory } from './records.ts';
import {
  type CruxFormFactor,
  type CruxHistoryRequest,
  type CruxHistoryResponse,
  type CruxQueryRequest,
  type CruxQueryResponse,
  DEFAULT_CRUX_API_URL,
  type GoogleApiErrorBody,
  QUERY_HISTORY_RECORD_PATH,
  QUERY_RECORD_PATH,
} from './wire.ts';

/** What to look up: every page of an origin together, or one URL. */
export type CruxTarget = { origin: string } | { url: string };
/** A form factor, or ALL: the request leaves the form factor out and gets every device together. */
export type FormFactorChoice = CruxFormFactor | 'ALL';
export const FORM_FACTOR_CHOICES: readonly FormFactorChoice[] = ['ALL', 'PHONE', 'DESKTOP', 'TABLET'];

export type CruxResult<T> =
  | {
      status: 'ok';
      data: T;
      /** The URL the API answered for, when it normalised the one asked for. */
      normalizedUrl: string | null;
    }
  | { status: 'no_data' };

export interface CruxClientOptions {
  /** CRUX_API_URL: the API's base, up to and including `/v1`. */
  baseUrl?: string;
  /** CRUX_API_KEY: sent in the X-Goog-Api-Key header (kept out of URLs, and so out of logs). */
  apiKey?: string | null;
  /** Tries per call, the first included. */
  maxAttempts?: number;
  /** First wait before a retry; doubles after each failure, with jitter. */
  baseDelayMs?: number;
  /** The longest the client waits before one retry; a longer Retry-After is left to the caller. */
  maxDelayMs?: number;
  /** Per request. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export class CruxApiError extends Error {
  override name = 'CruxApiError';
  constructor(
    message: string,
    /** HTTP status; 0 when no answer came (network failure, timeout). */
    readonly httpStatus: number,
    /** Google's status word (RESOURCE_EXHAUSTED, INVALID_ARGUMENT, ...), when the body had one. */
    readonly apiStatus: string | null,
    /** What the last Retry-After asked for. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }

  get quotaExceeded(): boolean {
    return this.httpStatus === 429 || this.apiStatus === 'RESOURCE_EXHAUSTED';
  }

  /** Worth trying again later: quota, server errors, no answer. */
  get retryable(): boolean {
    return this.quotaExceeded || this.httpStatus === 0 || this.httpStatus >= 500;
  }
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/** Retry-After in seconds or as an HTTP date, in milliseconds; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

export class CruxClient {
  readonly baseUrl: string;
  private readonly apiKey: string | null;
  private readonly maxAttempts: number;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;

  constructor(options: CruxClientOptions = {}) {
    this.baseUrl = (options.baseUrl ?? DEFAULT_CRUX_API_URL).replace(/\/$/, '');
    this.apiKey = options.apiKey ?? null;
    this.maxAttempts = options.maxAttempts ?? 4;
    this.baseDelayMs = options.baseDelayMs ?? 1_000;
    this.maxDelayMs = options.maxDelayMs ?? 30_000;
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  /** The latest 28-day collection period. */
  async queryRecord(
    target: CruxTarget,
    formFactor: FormFactorChoice,
    options: CallOptions = {},
  ): Promise<CruxResult<CruxSnapshot>> {
    const result = await this.post<CruxQueryResponse>(
      QUERY_RECORD_PATH,
      requestBody(target, formFactor),
      options,
    );
    if (result.status === 'no_data') return result;
    return {
      status: 'ok',
      data: snapshotOfRecord(result.body),
      normalizedUrl: result.body.urlNormalizationDetails?.normalizedUrl ?? null,
    };
  }

  /** Weekly 28-day periods, oldest first (periods without data left out); `periods` 1–40, default 25. */
  async queryHistoryRecord(
    target: CruxTarget,
    formFactor: FormFactorChoice,
    options: CallOptions & { periods?: number } = {},
  ): Promise<CruxResult<CruxSnapshot[]>> {
    const body: CruxHistoryRequest = requestBody(target, formFactor);
    if (options.periods) body.collectionPeriodCount = options.periods;
    const result = await this.post<CruxHistoryResponse>(QUERY_HISTORY_RECORD_PATH, body, options);
    if (result.status === 'no_data') return result;
    return {
      status: 'ok',
      data: snapshotsOfHistory(result.body),
      normalizedUrl: result.body.urlNormalizationDetails?.normalizedUrl ?? null,
    };
  }

  private async post<T>(
    path: string,
    body: CruxQueryRequest,
    { signal }: CallOptions,
  ): Promise<{ status: 'ok'; body: T } | { status: 'no_data' }> {
    let lastError: CruxApiError | null = null;
    for (let attempt = 1; attempt <= this.maxAttempts; attempt++) {
      if (lastError) {
        const backoff = this.baseDelayMs * 2 ** (attempt - 2) * (0.75 + Math.random() * 0.5);
        const wait = Math.max(backoff, lastError.retryAfterMs ?? 0);
        if (wait > this.maxDelayMs) break;
        await sleep(wait, signal);
      }
      try {
        const response = await this.fetch(`${this.baseUrl}/${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(this.apiKey ? { 'x-goog-api-key': this.apiKey } : {}),
          },
          body: JSON.stringify(body),
          signal: signal
            ? AbortSignal.any([signal, AbortSignal.timeout(this.timeoutMs)])
            : AbortSignal.timeout(this.timeoutMs),
        });
        if (response.ok) return { status: 'ok', body: (await response.json()) as T };
        if (response.status === 404) {
          await response.body?.cancel();
          return { status: 'no_data' };
        }
        lastError = await errorOf(response);
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        if (error instanceof CruxApiError) throw error;
        lastError = new CruxApiError(`CrUX API unreachable: ${(error as Error).message}`, 0, null);
      }
      if (!lastError.retryable) throw lastError;
    }
    throw lastError!;
  }
}

function requestBody(target: CruxTarget, formFactor: FormFactorChoice): CruxQueryRequest {
  return {
    ...('origin' in target ? { origin: target.origin } : { url: target.url }),
    ...(formFactor === 'ALL' ? {} : { formFactor }),
    metrics: Object.values(API_METRIC_NAMES),
  };
}

async function errorOf(response: Response): Promise<CruxApiError> {
  const text = await response.text();
  let apiStatus: string | null = null;
  let message = `CrUX API answered ${response.status}`;
  try {
    const body = JSON.parse(text) as Partial<GoogleApiErrorBody>;
    if (body.error) {
      apiStatus = body.error.status ?? null;
      message = `CrUX API answered ${response.status} ${apiStatus ?? ''}: ${body.error.message}`.replace(
        '  ',
        ' ',
      );
    }
  } catch {
    // Not Google's error body (a proxy's page): the status says enough.
  }
  return new CruxApiError(
    message,
    response.status,
    apiStatus,
    parseRetryAfter(response.headers.get('retry-after')),
  );
}
