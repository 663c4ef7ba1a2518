// A small stand-in for a browser over fetch: keeps cookies per origin, follows redirects by hand (so each
// hop's cookies are kept and seen), and sends the CSRF header the shell would send.
import { CSRF_COOKIE, CSRF_HEADER } from '@pace/platform/credentials';

export interface JsonResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export class CookieClient {
  private readonly jars = new Map<string, Map<string, string>>();

  constructor(readonly baseUrl: string) {}

  cookie(name: string, origin = this.baseUrl): string | undefined {
    return this.jars.get(new URL(origin).origin)?.get(name);
  }

  setCookie(name: string, value: string, origin = this.baseUrl) {
    const key = new URL(origin).origin;
    if (!this.jars.has(key)) this.jars.set(key, new Map());
    this.jars.get(key)!.set(name, value);
  }

  /** One request, no redirect followed; Set-Cookie headers update the jar. */
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url, this.baseUrl);
    const jar = this.jars.get(target.origin) ?? new Map<string, string>();
    this.jars.set(target.origin, jar);
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired =
        value === '' ||
        attributes.some((attribute) => {
          const [key = '', val = ''] = attribute.trim().split('=');
          if (key.toLowerCase() === 'max-age') return Number(val) <= 0;
          if (key.toLowerCase() === 'expires') return new Date(val).getTime() <= Date.now();
          return false;
        });
      if (expired) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }

  /**
   * Follows redirects like a browser's navigation; returns the last response and every URL visited. With
   * `until`, stops before opening the first URL it accepts (that URL is the last one in `visited`).
   */
  async navigate(
    url: string,
    options: { until?: (url: string) => boolean } = {},
  ): Promise<{ response: Response | null; visited: string[] }> {
    const visited: string[] = [];
    let current = new URL(url, this.baseUrl).href;
    let response: Response | null = null;
    for (let hop = 0; hop < 15; hop++) {
      visited.push(current);
      if (options.until?.(current)) return { response, visited };
      response = await this.fetch(current);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response, visited };
      await response.arrayBuffer();
      current = new URL(location, current).href;
    }
    throw new Error(`Too many redirects: ${visited.join(' -> ')}`);
  }

  /** GET /auth/csrf, as the shell's account pages do before their first POST. */
  async csrf(): Promise<string> {
    const { body } = await this.json<{ csrf: string }>('GET', '/auth/csrf');
    return body.csrf;
  }

  /** A JSON request with the CSRF header taken from the cookie (as the shell sends it). */
  async json<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<JsonResponse<T>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    const csrf = this.cookie(CSRF_COOKIE);
    if (csrf) headers[CSRF_HEADER] = csrf;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await this.fetch(path, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as T, headers: response.headers };
  }
}
