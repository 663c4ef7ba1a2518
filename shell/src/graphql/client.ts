// The GraphQL client the shell hands to every remote: one cache for the whole page, same-origin /graphql
// with the session cookie. Created on first use, in the chunk that loads remotes (nothing in the first
// screen queries yet; the identity issue moves the current-user query, and this client, to the root).
import { type Client, cacheExchange, createClient, fetchExchange } from '@urql/core';
import { shareHeaders } from '../report/shareLink';

let client: Client | undefined;

export function graphqlClient(): Client {
  client ??= createClient({
    url: '/graphql',
    exchanges: [cacheExchange, fetchExchange],
    // Read on every request: the bff refuses a cookie-authenticated mutation without the session's CSRF
    // token (the non-httpOnly pace_csrf cookie) in x-csrf-token, and the token changes at sign-in.
    // Inside the share report, the link's test and token go along too (../report/shareLink.ts).
    fetchOptions: () => {
      const csrf = /(?:^|;\s*)pace_csrf=([^;]*)/.exec(document.cookie)?.[1];
      return {
        credentials: 'include',
        headers: {
          ...(csrf ? { 'x-csrf-token': decodeURIComponent(csrf) } : {}),
          ...shareHeaders(window.location.pathname),
        },
      };
    },
  });
  return client;
}
