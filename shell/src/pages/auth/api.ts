// The account routes of the bff (/auth/*), called with fetch: JSON in, JSON out, errors as
// { error: { code, message, field? } }. Every POST carries the CSRF token from the `pace_csrf` cookie,
// which GET /auth/csrf sets for a visitor who is not signed in yet.
import { csrfToken } from '../../chrome/data/request';

export interface AuthError {
  code: string;
  message: string;
  field?: string;
}

export class AuthRequestError extends Error {
  override name = 'AuthRequestError';
  constructor(
    readonly error: AuthError,
    readonly status: number,
  ) {
    super(error.message);
  }
}

export interface AuthOptions {
  csrf: string;
  googleEnabled: boolean;
  signedIn: boolean;
}

const UNEXPECTED: AuthError = { code: 'INTERNAL_SERVER_ERROR', message: 'There was an unexpected error' };
const OFFLINE: AuthError = { code: 'NETWORK', message: 'Pace could not be reached; check your connection' };

let options: Promise<AuthOptions> | undefined;

async function request<T>(path: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...init });
  } catch {
    throw new AuthRequestError(OFFLINE, 0);
  }
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => null)) as (T & { error?: AuthError }) | null;
  if (!response.ok) throw new AuthRequestError(body?.error ?? UNEXPECTED, response.status);
  return body as T;
}

/** What the account pages need to know first (and the CSRF cookie, set on the way). Asked once a page. */
export function authOptions(): Promise<AuthOptions> {
  options ??= request<AuthOptions>('/auth/csrf', { headers: { accept: 'application/json' } }).catch(
    (error: unknown) => {
      options = undefined;
      throw error;
    },
  );
  return options;
}

export function authGet<T>(path: string): Promise<T> {
  return request<T>(path, { headers: { accept: 'application/json' } });
}

export async function authPost<T = void>(path: string, body: unknown = {}): Promise<T> {
  if (!csrfToken()) await authOptions();
  return request<T>(path, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      'x-csrf-token': csrfToken() ?? '',
    },
    body: JSON.stringify(body),
  });
}

/** Where to go after signing in: `redirect_to` of this page's address when it is a path on this site. */
export function redirectFromPage(search = window.location.search): string | null {
  const value = new URLSearchParams(search).get('redirect_to');
  return value?.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : null;
}

/** After signing in or out the whole page loads again, so everything on it knows who is looking. */
export function goTo(path: string) {
  window.location.assign(path);
}
