// Hands a first screen's prefetched answer (../remotes/prefetch.ts) to the screen's own query: a query
// whose operation (document and variables, compared by urql's key of the document's text, so an AST and
// a string of the same operation match) was prefetched is answered by that answer instead of a second
// request. The fetch exchange still does the work, with a fetch that returns the prefetched answer, so
// results, errors and the cache behave as for any request; a failed or erroneous prefetch falls back to
// the real fetch, and a network-only query (a refresh) always goes to the bff.
import { operationKey } from '@pace/mfe-kit';
import { makeOperation, mapExchange, type Operation } from '@urql/core';
import { claimPrefetched, findPrefetched, hasPrefetched, type PrefetchedQuery } from '../remotes/prefetch';

const keys = new WeakMap<PrefetchedQuery, number>();
function keyOf(prefetched: PrefetchedQuery): number | null {
  let key = keys.get(prefetched);
  if (key === undefined) {
    try {
      key = operationKey(prefetched.query, prefetched.variables);
    } catch {
      return null; // a declaration whose text does not parse answers nothing
    }
    keys.set(prefetched, key);
  }
  return key;
}

/**
 * A fetch that answers with the prefetched body when it is a usable answer (and not taken by another
 * request already), and asks the bff otherwise.
 */
function answeringWith(prefetched: PrefetchedQuery, fallback: typeof fetch): typeof fetch {
  return async (input, init) => {
    if (!claimPrefetched(prefetched)) return fallback(input, init);
    const body = await prefetched.answer;
    if (!body?.data || body.errors?.length) return fallback(input, init);
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  };
}

export function withPrefetchedAnswer(operation: Operation): Operation {
  if (operation.kind !== 'query' || operation.context.requestPolicy === 'network-only' || !hasPrefetched())
    return operation;
  const key = operationKey(operation.query, operation.variables ?? {});
  const prefetched = findPrefetched((candidate) => keyOf(candidate) === key);
  if (!prefetched) return operation;
  const fallback = operation.context.fetch ?? ((input, init) => fetch(input, init));
  return makeOperation(operation.kind, operation, {
    ...operation.context,
    fetch: answeringWith(prefetched, fallback),
  });
}

export const prefetchExchange = mapExchange({ onOperation: withPrefetchedAnswer });
