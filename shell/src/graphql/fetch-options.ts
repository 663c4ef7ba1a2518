// What every GraphQL request of a remote's screen carries: the session cookie, the session's CSRF token
// and, inside the share report, the link's test and token. One place, for the urql client and for the
// first-screen prefetch that stands in for its first request.
import { shareHeaders } from '../report/shareLink';

export function graphqlFetchOptions(): RequestInit & { headers: Record<string, string> } {
  // Read on every request: the bff refuses a cookie-authenticated mutation without the session's CSRF
  // token (the non-httpOnly pace_csrf cookie) in x-csrf-token, and the token changes at sign-in.
  const csrf = /(?:^|;\s*)pace_csrf=([^;]*)/.exec(document.cookie)?.[1];
  return {
    credentials: 'include',
    headers: {
      ...(csrf ? { 'x-csrf-token': decodeURIComponent(csrf) } : {}),
      ...shareHeaders(window.location.pathname),
    },
  };
}
