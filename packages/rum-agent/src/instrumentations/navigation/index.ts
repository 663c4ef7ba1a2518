// What kind of page view this is, from the Navigation Timing entry and the page lifecycle. Of the URL, only
// the path is kept, scrubbed by the site's path rules, and the query parameters the site allows: never the
// hash, nor any other parameter.
import { MAX_PATH_LENGTH, MAX_QUERY_LENGTH, MAX_RTT_MS, type NavigationType } from '../../beacon-limits.ts';
import type { Config } from '../../config.ts';
import { keepQuery, scrubPath } from '../../privacy.ts';

export interface Navigation {
  path: string;
  query?: string;
  navigationType: NavigationType;
  landing: boolean;
  rtt?: number;
}

type NavigationEntry = PerformanceNavigationTiming & { activationStart?: number };
type LifecycleDocument = Document & { prerendering?: boolean; wasDiscarded?: boolean };

function navigationType(restored: boolean): NavigationType {
  if (restored) return 'back_forward_cache';
  const entry = performance.getEntriesByType('navigation')[0] as NavigationEntry | undefined;
  const doc = document as LifecycleDocument;
  if (doc.prerendering || (entry && entry.activationStart! > 0)) return 'prerender';
  if (doc.wasDiscarded) return 'restore';
  const type = entry && (entry.type as string);
  return type === 'reload' || type === 'back_forward' || type === 'prerender' ? type : 'navigate';
}

/** @param restored the page view starts with a back/forward cache restore, not a document load. */
export function readNavigation(restored: boolean, config: Config): Navigation {
  const type = navigationType(restored);
  const rtt = ((navigator as { connection?: object }).connection || {}) as { rtt?: unknown };
  return {
    path: scrubPath(location.pathname, config.pathRules).slice(0, MAX_PATH_LENGTH),
    query: keepQuery(location.search, config.query).slice(0, MAX_QUERY_LENGTH) || undefined,
    navigationType: type,
    // A visit starts here when this is a fresh navigation that did not come from another page of the
    // same origin. The server counts sessions from it without the agent storing any identifier.
    landing:
      (type === 'navigate' || type === 'prerender') && document.referrer.indexOf(`${location.origin}/`) !== 0,
    rtt: typeof rtt.rtt === 'number' && rtt.rtt >= 0 ? Math.min(Math.round(rtt.rtt), MAX_RTT_MS) : undefined,
  };
}

/**
 * Calls back when the page comes back from the back/forward cache: a new page view for the same document.
 * Registered before web-vitals' own listener so the new page view exists before its metrics arrive.
 */
export function onRestore(callback: () => void): void {
  addEventListener('pageshow', (event) => event.persisted && callback(), true);
}
