// What the beacon says about each metric beyond its value, computed from the entries web-vitals' standard
// build reports, the way its attribution build does (same formulas, same clamping) but without the parts
// we never send: the attribution build's Long Animation Frame matching for INP alone is 1 KB gzip, a fifth
// of the agent's budget. Pure functions of the entries, so Node tests cover every branch.
import type { BeaconMetrics } from '../../beacon.ts';

type Parts<K extends keyof BeaconMetrics> = Omit<NonNullable<BeaconMetrics[K]>, 'value' | 'target'>;

export type NavigationEntry = Pick<
  PerformanceNavigationTiming,
  'workerStart' | 'fetchStart' | 'domainLookupStart' | 'connectStart' | 'connectEnd' | 'responseStart'
> & { activationStart?: number };

export type EventEntry = Pick<
  PerformanceEventTiming,
  'name' | 'startTime' | 'duration' | 'processingStart' | 'processingEnd'
>;

/** TTFB split into waiting (redirects), cache (and service worker), DNS, connection and request. */
export function ttfbParts(ttfb: number, navigation: NavigationEntry | undefined): Parts<'ttfb'> {
  if (!navigation) return { waiting: 0, cache: 0, dns: 0, connection: 0, request: 0 };
  const since = (time: number) => Math.max(time - (navigation.activationStart || 0), 0);
  const waitEnd = since(navigation.workerStart || navigation.fetchStart);
  const dnsStart = since(navigation.domainLookupStart);
  const connectStart = since(navigation.connectStart);
  const connectEnd = since(navigation.connectEnd);
  return {
    waiting: waitEnd,
    cache: dnsStart - waitEnd,
    dns: connectStart - dnsStart,
    connection: connectEnd - connectStart,
    request: ttfb - connectEnd,
  };
}

/**
 * LCP split into time to first byte, resource load delay, resource load duration and element render
 * delay. Without a usable navigation entry (Safari sometimes has none) it is all render delay.
 */
export function lcpParts(
  lcp: number,
  navigation: NavigationEntry | undefined,
  resource: Pick<PerformanceResourceTiming, 'requestStart' | 'startTime' | 'responseEnd'> | undefined,
): Parts<'lcp'> {
  if (!navigation || !(navigation.responseStart > 0)) {
    return { ttfb: 0, resourceLoadDelay: 0, resourceLoadDuration: 0, elementRenderDelay: lcp };
  }
  const activationStart = navigation.activationStart || 0;
  const ttfb = Math.max(0, navigation.responseStart - activationStart);
  const requestStart = Math.max(
    ttfb,
    resource ? (resource.requestStart || resource.startTime) - activationStart : 0,
  );
  // Capped at LCP: a video, say, goes on downloading after it painted.
  const responseEnd = Math.min(
    lcp,
    Math.max(requestStart, resource ? resource.responseEnd - activationStart : 0),
  );
  return {
    ttfb,
    resourceLoadDelay: requestStart - ttfb,
    resourceLoadDuration: responseEnd - requestStart,
    elementRenderDelay: lcp - responseEnd,
  };
}

/**
 * The INP interaction split into input delay, processing and presentation delay, and its kind.
 * `frameProcessingEnd`: the latest processing end of the events painted in the same frame (interactions.ts).
 */
export function inpParts(entries: readonly EventEntry[], frameProcessingEnd = 0): Parts<'inp'> {
  const first = entries[0]!;
  const processingStart = first.processingStart;
  // Durations are rounded to 8 ms, so the paint may seem to come before processing started.
  const nextPaint = Math.max(first.startTime + first.duration, processingStart);
  let processingEnd = Math.max(processingStart, frameProcessingEnd);
  for (const entry of entries) processingEnd = Math.max(processingEnd, entry.processingEnd);
  // A synchronous dialog (alert()) can keep handlers running past the paint: processing stops there.
  processingEnd = Math.min(processingEnd, nextPaint);
  return {
    interactionType: first.name.startsWith('key') ? 'keyboard' : 'pointer',
    inputDelay: processingStart - first.startTime,
    processingDuration: processingEnd - processingStart,
    presentationDelay: nextPaint - processingEnd,
  };
}

/** The node that moved in a layout shift: the first element among its sources, else the first source. */
export function shiftedNode(shift: { sources?: readonly { node?: Node | null }[] }): Node | null | undefined {
  const sources = shift.sources || [];
  const source = sources.find(({ node }) => node && node.nodeType === 1) || sources[0];
  return source && source.node;
}
