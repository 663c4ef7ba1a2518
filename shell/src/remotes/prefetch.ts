// A screen's data asked for while its remote's code loads (issue 23): the release declares the first
// operation of each screen (first-screens.json, carried by the remote manifest), and the slot sends it
// as soon as the manifest is here instead of when the screen renders behind the loader chunk, the
// remote's entry and the screen's chunk. The answer waits here for the screen's own query, which the
// GraphQL client's prefetch exchange (../graphql/prefetchExchange.ts) answers with it.
// Part of the first screen's JavaScript: plain fetch, no urql.
import { firstScreenRequestUrl, firstScreenVariables, type RemoteName, type RouteInfo } from '@pace/mfe-kit';
import { remoteEntries } from './manifest';

export interface GraphQLBody {
  data?: unknown;
  errors?: unknown[];
  extensions?: Record<string, unknown>;
}

export interface PrefetchedQuery {
  query: string;
  variables: Record<string, unknown>;
  sentAt: number;
  /** The bff's answer; null when the request failed (the screen then asks on its own). */
  answer: Promise<GraphQLBody | null>;
}

/** An answer older than this is not handed to a screen: it asks again. */
export const PREFETCH_MAX_AGE_MS = 30_000;

const waiting: PrefetchedQuery[] = [];

/**
 * Sends one operation by GET, at the URL the page's preload hint names (the bff hints a signed-in page's
 * first operation, bff/src/kernel/static.ts), so the browser hands over the answer it has been fetching
 * since the page arrived. Nothing a preload could not send: no headers of our own (the CSRF token is for
 * mutations, and a read-only share report has no prefetch), the default credentials (same origin).
 */
export function sendPrefetch(query: string, variables: Record<string, unknown>, now = Date.now()) {
  // Asked at boot for the first screen, then again when its slot mounts: one request is enough.
  const asked = JSON.stringify(variables);
  const fresh = (p: PrefetchedQuery) => now - p.sentAt <= PREFETCH_MAX_AGE_MS;
  if (waiting.some((p) => fresh(p) && p.query === query && JSON.stringify(p.variables) === asked)) return;
  const answer = fetch(firstScreenRequestUrl(query, variables))
    .then((response) => (response.ok ? (response.json() as Promise<GraphQLBody>) : null))
    .catch(() => null);
  waiting.push({ query, variables, sentAt: now, answer });
}

/**
 * Sends the first operation `route`'s screen declares, if the route gives all its variables. Never
 * throws and never delays the remote: a missing manifest or declaration just means no prefetch.
 */
export function prefetchFirstScreen(remote: RemoteName, route: RouteInfo): void {
  remoteEntries()
    .then((entries) => {
      const declared = entries.get(remote)?.firstScreens?.[route.screen];
      const variables = declared ? firstScreenVariables(declared, route) : null;
      if (declared && variables) sendPrefetch(declared.query, variables);
    })
    .catch(() => undefined);
}

/**
 * The first fresh prefetch `matches` accepts (stale ones are dropped on the way). It stays until it is
 * claimed: urql may tear a query down before sending it and send it again, and the one sent gets it.
 */
export function findPrefetched(
  matches: (prefetched: PrefetchedQuery) => boolean,
  now = Date.now(),
): PrefetchedQuery | undefined {
  for (let index = waiting.length - 1; index >= 0; index -= 1) {
    if (now - waiting[index]!.sentAt > PREFETCH_MAX_AGE_MS) waiting.splice(index, 1);
  }
  return waiting.find(matches);
}

/** Takes a prefetch for the one request it stands in for; false when another took it already. */
export function claimPrefetched(prefetched: PrefetchedQuery): boolean {
  const index = waiting.indexOf(prefetched);
  if (index !== -1) waiting.splice(index, 1);
  return index !== -1;
}

/** Whether any prefetch waits: the exchange skips its matching work when none does. */
export function hasPrefetched(): boolean {
  return waiting.length > 0;
}
