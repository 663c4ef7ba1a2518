// The chrome's own calls to the bff. Plain fetch on purpose: urql (the client remotes get) lives in the
// loader chunk, and the first screen's JavaScript has a budget the chrome must fit in.
import { HttpError } from '../../errors';
import type { TypedDocumentString } from '../../graphql/generated/graphql';

const CSRF_COOKIE = 'pace_csrf';

/** The session's CSRF token, which the bff wants back in a header on every state-changing request. */
export function csrfToken(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === CSRF_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** A GraphQL error with the bff's stable code (NOT_FOUND, FORBIDDEN, ...), never matched by text. */
export class GraphQLRequestError extends Error {
  override name = 'GraphQLRequestError';
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly field?: string,
  ) {
    super(message);
  }
}

interface GraphQLResponse<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
  /** Errors raised before GraphQL runs (CSRF, a bad token) come in the bff's REST shape. */
  error?: { message: string; code?: string };
}

function writeHeaders(): Record<string, string> {
  const csrf = csrfToken();
  return { 'content-type': 'application/json', ...(csrf ? { 'x-csrf-token': csrf } : {}) };
}

/**
 * Sends a document written with the generated `graphql()` (its result and variables typed from the bff
 * schema); the variables are required exactly when the operation declares some.
 */
export async function graphqlRequest<T, V>(
  document: TypedDocumentString<T, V>,
  ...[variables]: V extends Record<string, never> ? [] : [V]
): Promise<T> {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...writeHeaders() },
    body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
  });
  const body = (await response.json().catch(() => null)) as GraphQLResponse<T> | null;
  if (!body) throw new HttpError(response.status, response.statusText);
  const first = body.errors?.[0];
  if (first) throw new GraphQLRequestError(first.message, first.extensions?.code, first.extensions?.field);
  if (body.error) throw new GraphQLRequestError(body.error.message, body.error.code);
  if (!response.ok || !body.data) throw new HttpError(response.status, response.statusText);
  return body.data;
}

/**
 * A REST answer of the bff, checked with the guard of its type (`@pace/rest-api`): an answer that is not
 * what the route serves (a proxy's page, another version's shape) fails like an HTTP error does.
 */
export async function getJson<T>(path: string, isAnswer: (value: unknown) => value is T): Promise<T> {
  const response = await fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok) throw new HttpError(response.status, response.statusText);
  const body: unknown = await response.json();
  if (!isAnswer(body)) throw new Error(`Unexpected answer from ${path}`);
  return body;
}

export async function postJson(path: string, body: unknown, options: { keepalive?: boolean } = {}) {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: writeHeaders(),
    body: JSON.stringify(body),
    keepalive: options.keepalive ?? false,
  });
  if (!response.ok) throw new HttpError(response.status, response.statusText);
  return response;
}
