// From what happened in an audit to one code of the spec's test artifact errors. One table, so the
// classifier of issue 12 grows here rather than in string matches spread over the pipeline.
import type { GuardEvent } from './guard-proxy.ts';

/** Lighthouse runtime error codes that name the page's fault, and the code we store for each. */
const LIGHTHOUSE_PAGE_ERRORS: Record<string, string> = {
  DNS_FAILURE: 'DNS_FAILURE',
  FAILED_DOCUMENT_REQUEST: 'FAILED_DOCUMENT_REQUEST',
  ERRORED_DOCUMENT_REQUEST: 'ERRORED_DOCUMENT_REQUEST',
  INSECURE_DOCUMENT_REQUEST: 'INSECURE_DOCUMENT_REQUEST',
  CHROME_INTERSTITIAL_ERROR: 'CHROME_INTERSTITIAL_ERROR',
  PAGE_HUNG: 'PAGE_HUNG',
  NOT_HTML: 'NOT_HTML',
  NO_FCP: 'NO_FCP',
  NO_SPEEDLINE_FRAMES: 'SPEEDINDEX_OF_ZERO',
  SPEEDINDEX_OF_ZERO: 'SPEEDINDEX_OF_ZERO',
  NO_LCP: 'MISSING_MEASUREMENTS',
  NO_TTI_CPU_IDLE_PERIOD: 'MISSING_MEASUREMENTS',
};

export interface Classified {
  code: string;
  pageFault: boolean;
}

export function classifyRuntimeError(
  lighthouseCode: string,
  guardEvents: readonly GuardEvent[],
  documentHost: string,
): Classified {
  // Our guard answered the document itself: a name that does not resolve is the page's DNS failure.
  const documentEvents = guardEvents.filter((event) => event.host === documentHost);
  if (documentEvents.some((event) => event.kind === 'dns') && lighthouseCode.endsWith('DOCUMENT_REQUEST')) {
    return { code: 'DNS_FAILURE', pageFault: true };
  }
  const code = LIGHTHOUSE_PAGE_ERRORS[lighthouseCode];
  return code ? { code, pageFault: true } : { code: 'LIGHTHOUSE_ERROR', pageFault: false };
}

export const FAILURES = {
  timeout: { code: 'RUN_TIMEOUT', pageFault: true },
  browserLaunch: { code: 'ENVIRONMENT_ERROR', pageFault: false },
  browserGone: { code: 'BROWSER_CONNECTION_ERROR', pageFault: false },
  auth: { code: 'AUTH_ERROR', pageFault: true },
  noResults: { code: 'NO_RESULTS', pageFault: false },
  lighthouse: { code: 'LIGHTHOUSE_ERROR', pageFault: false },
} as const satisfies Record<string, Classified>;
