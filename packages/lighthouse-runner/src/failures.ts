// Why a test did not complete: every code of the spec's test artifact errors, what it means in plain
// words and what to try next, and one table from what really happened (Lighthouse's runtime error, our
// network guard's record of the document, the browser process, our own steps) to exactly one code.
// Everything that names a failure reads it from here: the audit process, the worker, the bff and CLI.
import type { GuardEvent } from './guard-proxy.ts';

export interface FailureInfo {
  /** True when the page is at fault (retrying will not help); false when the agent is. */
  pageFault: boolean;
  /** What happened, for the people who own the site. */
  explanation: string;
  /** What to try next. */
  nextStep: string;
}

/** The spec's test artifact errors (section 8), in its order. */
export const FAILURE_CODES = {
  DNS_FAILURE: {
    pageFault: true,
    explanation: "The page's host name could not be found: DNS returned no address for it.",
    nextStep: 'Check the spelling of the URL and that the domain has DNS records that resolve publicly.',
  },
  INTERSTITIAL_ERROR: {
    pageFault: true,
    explanation:
      'Something stood in front of the page: the address is not one our agents may visit (a private or internal network), so a block page was shown instead.',
    nextStep:
      'Test a publicly reachable URL, or ask an administrator to allow the network if the site is meant to be internal.',
  },
  RUN_TIMEOUT: {
    pageFault: true,
    explanation: 'The test did not finish within its time limit (300 seconds) and was stopped.',
    nextStep:
      'Look for requests that never finish (long polling, streaming, a stuck server) and run the test again.',
  },
  NO_RESULTS: {
    pageFault: false,
    explanation: 'Lighthouse finished without producing a report.',
    nextStep: 'Run the test again; if it keeps happening, contact support.',
  },
  ENVIRONMENT_ERROR: {
    pageFault: false,
    explanation: 'The test agent could not prepare the browser for the test.',
    nextStep: 'Nothing to change on your side: run the test again later.',
  },
  BROWSER_CONNECTION_ERROR: {
    pageFault: false,
    explanation: 'The browser closed or crashed while the test was running.',
    nextStep:
      'Run the test again; if it keeps happening, the page may use more memory than a browser tab can.',
  },
  CHROME_INTERSTITIAL_ERROR: {
    pageFault: true,
    explanation: 'Chrome showed its own error page instead of the page (for example a network error).',
    nextStep: 'Open the URL in Chrome yourself and fix what its error page says.',
  },
  AUTH_ERROR: {
    pageFault: true,
    explanation:
      "Signing in through the site's form failed: a field or button was not found, or the form did not lead anywhere.",
    nextStep:
      "Check the form authentication settings: the sign-in URL, the field and button selectors, and the account's credentials.",
  },
  PAGE_HUNG: {
    pageFault: true,
    explanation:
      'The page stopped responding: its main thread was busy for so long the test could not go on.',
    nextStep: 'Look for scripts with endless loops or very long tasks on the page.',
  },
  FAILED_DOCUMENT_REQUEST: {
    pageFault: true,
    explanation: 'The server could not be reached or closed the connection before answering the page.',
    nextStep: 'Check that the server is up and accepts connections from the internet on this port.',
  },
  ERRORED_DOCUMENT_REQUEST: {
    pageFault: true,
    explanation: 'The server answered the page with an error status (for example 404 Not Found or 500).',
    nextStep: "Open the URL and check the server's logs; test a URL that answers 200.",
  },
  INSECURE_DOCUMENT_REQUEST: {
    pageFault: true,
    explanation:
      "The page's HTTPS certificate is not valid (self-signed, expired, or for another name), so the browser refused it.",
    nextStep: 'Install a certificate from a trusted authority that covers this host name.',
  },
  NO_FCP: {
    pageFault: true,
    explanation: 'The page never painted any content, so there is nothing to measure.',
    nextStep:
      'Check that the page shows something without interaction: a blank page, a page hidden until a click, or a script error that stops rendering.',
  },
  SPEEDINDEX_OF_ZERO: {
    pageFault: true,
    explanation: 'Speed Index could not be computed: the page showed no visual progress while it loaded.',
    nextStep: 'Check that the page renders visible content as it loads, then run the test again.',
  },
  NOT_HTML: {
    pageFault: true,
    explanation: 'The URL answered with something other than an HTML page (for example JSON or an image).',
    nextStep: 'Test the URL of a web page; check the Content-Type the server sends.',
  },
  MISSING_MEASUREMENTS: {
    pageFault: true,
    explanation:
      'The test ran but some key metrics (such as Largest Contentful Paint) could not be measured.',
    nextStep: 'Run the test again; check that the page keeps showing content and is not redirected away.',
  },
  NO_MEASUREMENTS: {
    pageFault: false,
    explanation: 'The test ran but produced no metrics at all.',
    nextStep: 'Run the test again; if it keeps happening, contact support.',
  },
  MISSING_ASSETS: {
    pageFault: false,
    explanation: 'The test ran but the screenshots or trace it needs were not recorded.',
    nextStep: 'Run the test again.',
  },
  MISSING_EXTRACTS: {
    pageFault: false,
    explanation: 'The test ran but some of the information gathered from the page could not be read.',
    nextStep: 'Run the test again.',
  },
  HAR_ERROR: {
    pageFault: false,
    explanation: "The page's network log could not be recorded or stored.",
    nextStep: 'Run the test again.',
  },
  LIGHTHOUSE_ERROR: {
    pageFault: false,
    explanation: 'Lighthouse failed with an error of its own.',
    nextStep: 'Run the test again; if it keeps happening, contact support with the test link.',
  },
  REPORTER_ERROR: {
    pageFault: false,
    explanation: 'The test ran but its report could not be read or stored.',
    nextStep: 'Run the test again.',
  },
} as const satisfies Record<string, FailureInfo>;

export type FailureCode = keyof typeof FAILURE_CODES;

export interface Classified {
  code: FailureCode;
  pageFault: boolean;
}

const kind = (code: FailureCode): Classified => ({ code, pageFault: FAILURE_CODES[code].pageFault });

/** The plain-language explanation and next step of a stored code; null for an unknown one. */
export function explainFailure(code: string | null | undefined): FailureInfo | null {
  return code && Object.hasOwn(FAILURE_CODES, code) ? FAILURE_CODES[code as FailureCode] : null;
}

/** Our own causes, outside Lighthouse. */
export const FAILURES = {
  /** The run took longer than its limit and was killed. */
  timeout: kind('RUN_TIMEOUT'),
  /** The agent could not prepare the test: Chromium or the audit process did not start, the worker failed. */
  environment: kind('ENVIRONMENT_ERROR'),
  /** Chromium (or the audit process holding it) went away during the run. */
  browserGone: kind('BROWSER_CONNECTION_ERROR'),
  /** The site's form sign-in failed. */
  auth: kind('AUTH_ERROR'),
  /** A URL the audit was to open is not one the URL policy takes (another scheme, a private address). */
  refusedUrl: kind('INTERSTITIAL_ERROR'),
  /** Lighthouse resolved without a result. */
  noResults: kind('NO_RESULTS'),
  /** Lighthouse threw something we do not know. */
  lighthouse: kind('LIGHTHOUSE_ERROR'),
  /** The report has some, but not the key, metrics. */
  missingMeasurements: kind('MISSING_MEASUREMENTS'),
  /** The report has no metrics at all. */
  noMeasurements: kind('NO_MEASUREMENTS'),
  /** The report could not be read or stored. */
  reporter: kind('REPORTER_ERROR'),
  /** The network log could not be stored. */
  har: kind('HAR_ERROR'),
} as const satisfies Record<string, Classified>;

/** Lighthouse's runtime error codes (LighthouseError) and the code we store for each. */
const LIGHTHOUSE_RUNTIME_ERRORS: Record<string, FailureCode> = {
  DNS_FAILURE: 'DNS_FAILURE',
  FAILED_DOCUMENT_REQUEST: 'FAILED_DOCUMENT_REQUEST',
  ERRORED_DOCUMENT_REQUEST: 'ERRORED_DOCUMENT_REQUEST',
  NO_DOCUMENT_REQUEST: 'FAILED_DOCUMENT_REQUEST',
  INSECURE_DOCUMENT_REQUEST: 'INSECURE_DOCUMENT_REQUEST',
  CHROME_INTERSTITIAL_ERROR: 'CHROME_INTERSTITIAL_ERROR',
  PAGE_HUNG: 'PAGE_HUNG',
  NOT_HTML: 'NOT_HTML',
  NO_FCP: 'NO_FCP',
  NO_SPEEDLINE_FRAMES: 'SPEEDINDEX_OF_ZERO',
  SPEEDINDEX_OF_ZERO: 'SPEEDINDEX_OF_ZERO',
  INVALID_SPEEDLINE: 'SPEEDINDEX_OF_ZERO',
  NO_LCP: 'MISSING_MEASUREMENTS',
  NO_LCP_ALL_FRAMES: 'MISSING_MEASUREMENTS',
  NO_DCL: 'MISSING_MEASUREMENTS',
  NO_FMP: 'MISSING_MEASUREMENTS',
  NO_NAVSTART: 'MISSING_MEASUREMENTS',
  NO_TTI_CPU_IDLE_PERIOD: 'MISSING_MEASUREMENTS',
  NO_TTI_NETWORK_IDLE_PERIOD: 'MISSING_MEASUREMENTS',
  NO_SCREENSHOTS: 'MISSING_ASSETS',
  NO_TRACING_STARTED: 'MISSING_ASSETS',
  TRACING_ALREADY_STARTED: 'MISSING_ASSETS',
  NO_RESOURCE_REQUEST: 'HAR_ERROR',
  MISSING_REQUIRED_ARTIFACT: 'MISSING_EXTRACTS',
  ERRORED_REQUIRED_ARTIFACT: 'MISSING_EXTRACTS',
  PARSING_PROBLEM: 'REPORTER_ERROR',
  READ_FAILED: 'REPORTER_ERROR',
  TARGET_CRASHED: 'BROWSER_CONNECTION_ERROR',
  PROTOCOL_TIMEOUT: 'BROWSER_CONNECTION_ERROR',
  CRI_TIMEOUT: 'BROWSER_CONNECTION_ERROR',
  UNSUPPORTED_OLD_CHROME: 'ENVIRONMENT_ERROR',
};

/** What our guard proxy recorded for the document's host, and the code it means. */
const GUARD_DOCUMENT_EVENTS: Record<GuardEvent['kind'], FailureCode> = {
  // The guard answers an unresolvable name itself (502): to Lighthouse that is an errored document.
  dns: 'DNS_FAILURE',
  // The name resolved to an address audits may not visit: the guard's block page stood in front of it.
  refused: 'INTERSTITIAL_ERROR',
  // The server refused or dropped the connection: the guard answered 502 for it.
  connect: 'FAILED_DOCUMENT_REQUEST',
};

/** Lighthouse's codes for "the document did not arrive", where the guard's record says why. */
const DOCUMENT_NOT_LOADED = new Set([
  'NO_DOCUMENT_REQUEST',
  'FAILED_DOCUMENT_REQUEST',
  'ERRORED_DOCUMENT_REQUEST',
  // The guard's 502 for a server that hung up is shown by Chrome as its own error page.
  'CHROME_INTERSTITIAL_ERROR',
]);

/** A Lighthouse report's runtime error, read with what the guard saw of the document's host. */
export function classifyRuntimeError(
  lighthouseCode: string,
  guardEvents: readonly GuardEvent[],
  documentHost: string,
): Classified {
  if (DOCUMENT_NOT_LOADED.has(lighthouseCode)) {
    const event = guardEvents.find((seen) => seen.host === documentHost);
    if (event) return kind(GUARD_DOCUMENT_EVENTS[event.kind]);
  }
  return kind(LIGHTHOUSE_RUNTIME_ERRORS[lighthouseCode] ?? 'LIGHTHOUSE_ERROR');
}
