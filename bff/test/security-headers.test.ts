// The headers every response carries: a Content-Security-Policy that lets the shell run its own scripts
// (the inline theme script by its hash) and the remotes' release paths, frames nothing but the public
// share report, no sniffing, a referrer policy, HSTS over https, and the session cookie's __Host- name.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '../src/accounts/passwords.ts';
import { startTestApp, type TestApp, writeRemoteBuild } from './support.ts';

const THEME_SCRIPT = "\n      document.documentElement.dataset.theme = 'dark';\n    ";
const SHELL_HTML = `<!doctype html><html><head><title>Pace</title><script>${THEME_SCRIPT}</script><script defer src="/assets/main.3f9a1c2b.js"></script></head><body><div id="root"></div></body></html>`;
const THEME_HASH = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Record<string, string[]> {
  expect(header).toBeTruthy();
  return Object.fromEntries(
    header!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

async function get(app: TestApp, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}${path}`, { headers: { accept: 'text/html', ...headers } });
  await response.arrayBuffer();
  return response;
}

describe('security headers (http)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('embedded');
    writeFileSync(join(app.shellDist, 'index.html'), SHELL_HTML);
    const release = join(app.remotesDir, 'mfe-rum', '1.2.0');
    mkdirSync(release, { recursive: true });
    writeRemoteBuild(release, 'mfe-rum 1.2.0');
  });
  afterAll(async () => {
    await app?.close();
  });

  test('the shell page: own scripts and the inline theme script by hash, no framing', async () => {
    for (const path of ['/', '/organisations/demo/teams']) {
      const response = await get(app, path);
      expect(response.status).toBe(200);
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp['script-src']).toEqual(expect.arrayContaining(["'self'", THEME_HASH]));
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
      expect(csp['script-src']).not.toContain("'unsafe-eval'");
      expect(csp['connect-src']).toContain("'self'");
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  test('a remote asset: the same policy, readable from other origins', async () => {
    const response = await get(app, '/remotes/mfe-rum/1.2.0/remoteEntry.js', { accept: '*/*' });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  test('the share report may be framed by any site; everything else may not', async () => {
    const response = await get(
      app,
      '/tests/6f1c2b1e-8a40-4f5e-9d0c-2f4a7f0b9e11/share-token-value/lighthouse',
    );
    // No such link: its not-found page (a 404) is the report's frame all the same.
    expect(response.status).toBe(404);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp['frame-ancestors']).toEqual(['*']);
    expect(csp['script-src']).toEqual(expect.arrayContaining(["'self'", THEME_HASH]));
    expect(response.headers.get('x-frame-options')).toBeNull();
    // The link's token is in the address: other sites get the origin only.
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  test('the API: nothing may load or frame', async () => {
    for (const path of ['/api/remotes', '/healthz', '/graphql?query=%7B__typename%7D']) {
      const response = await get(app, path, { accept: 'application/json' });
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp['default-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  test('RUM collection still answers other origins (CORS preflight)', async () => {
    const response = await fetch(`${app.url}/rum/collect`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://shop.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBeTruthy();
  });

  test('the session cookie keeps its plain name over http', async () => {
    const response = await fetch(`${app.url}/auth/csrf`);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join('\n')).not.toContain('__Host-');
  });
});

describe('security headers (https behind a trusted proxy)', () => {
  let app: TestApp;
  const https = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' };
  beforeAll(async () => {
    app = await startTestApp('embedded', {
      env: { PUBLIC_URL: 'https://pace.example.com', TRUST_PROXY: 'true' },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  test('HSTS on every response served over https', async () => {
    for (const path of ['/', '/api/remotes']) {
      const response = await get(app, path, https);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    }
    expect((await get(app, '/')).headers.get('strict-transport-security')).toBeNull();
  });

  test('the session cookie is __Host-: secure, path /, no domain, and signs the browser in', async () => {
    const password = 'correct horse battery staple';
    const user = await app.db.models.User.create({
      name: 'Ada',
      email: 'ada-https@example.test',
      passwordHash: await hashPassword(password),
    });
    const csrfResponse = await fetch(`${app.url}/auth/csrf`, { headers: https });
    const csrfCookie = csrfResponse.headers.getSetCookie()[0]!.split(';')[0]!;
    const { csrf } = (await csrfResponse.json()) as { csrf: string };
    const signIn = await fetch(`${app.url}/auth/sign-in`, {
      method: 'POST',
      headers: { ...https, cookie: csrfCookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password }),
    });
    expect(signIn.status).toBeLessThan(300);
    const session = signIn.headers.getSetCookie().find((line) => line.includes('pace_session='));
    expect(session).toMatch(/^__Host-pace_session=[\w-]+;/);
    expect(session).toMatch(/; secure/i);
    expect(session).toMatch(/; path=\//i);
    expect(session).not.toMatch(/domain=/i);
    const after = await fetch(`${app.url}/auth/csrf`, {
      headers: { ...https, cookie: session!.split(';')[0]! },
    });
    expect(((await after.json()) as { signedIn: boolean }).signedIn).toBe(true);
  });
});
