// The GraphQL client the shell hands to every remote: one cache for the whole page, same-origin /graphql
// with the session cookie. Created on first use, in the chunk that loads remotes (nothing in the first
// screen queries yet; the identity issue moves the current-user query, and this client, to the root).
import { type Client, cacheExchange, createClient, fetchExchange } from '@urql/core';
import { graphqlFetchOptions } from './fetch-options';
import { prefetchExchange } from './prefetchExchange';

let client: Client | undefined;

export function graphqlClient(): Client {
  client ??= createClient({
    url: '/graphql',
    // After the cache, so a prefetched answer is cached (and invalidated) like one fetched here.
    exchanges: [cacheExchange, prefetchExchange, fetchExchange],
    // The session's cookie and CSRF token, and the share link inside the report.
    fetchOptions: graphqlFetchOptions,
  });
  return client;
}
