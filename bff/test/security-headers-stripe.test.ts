// The payment screen's Stripe.js under the Content-Security-Policy: the script, its card field and 3-D
// Secure frames and its API calls are allowed from Stripe's hosts with real Stripe (js.stripe.com,
// hooks.stripe.com, api.stripe.com), from STRIPE_JS_URL's origin when set, and from the local
// Stripe-format server's loopback origin when no key is configured; nothing else is framed.
import { afterEach, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from './support.ts';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function shellPolicy(env: Record<string, string>): Promise<Record<string, string[]>> {
  app = await startTestApp('embedded', { env });
  const response = await fetch(`${app.url}/`, { headers: { accept: 'text/html' } });
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  const header = response.headers.get('content-security-policy') ?? '';
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('the Content-Security-Policy and Stripe.js', () => {
  test('real Stripe: Stripe.js from js.stripe.com, its frames, its API', async () => {
    const csp = await shellPolicy({ STRIPE_SECRET_KEY: 'sk_test_csp', STRIPE_WEBHOOK_SECRET: 'whsec_csp' });
    expect(csp['script-src']).toContain('https://js.stripe.com');
    expect(csp['frame-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(csp['connect-src']).toContain('https://api.stripe.com');
    for (const directive of ['script-src', 'frame-src', 'connect-src'])
      expect(csp[directive]).not.toContain('http://127.0.0.1:*');
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
  });

  test('STRIPE_JS_URL and STRIPE_API_BASE: that origin, and no Stripe host', async () => {
    const csp = await shellPolicy({
      STRIPE_SECRET_KEY: 'sk_test_csp',
      STRIPE_WEBHOOK_SECRET: 'whsec_csp',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
      STRIPE_JS_URL: 'http://127.0.0.1:12111/v3/',
    });
    expect(csp['script-src']).toContain('http://127.0.0.1:12111');
    expect(csp['frame-src']).toEqual(["'self'", 'http://127.0.0.1:12111']);
    expect(csp['connect-src']).toContain('http://127.0.0.1:12111');
    expect(csp['frame-src']).not.toContain('https://js.stripe.com');
  });

  test('no key: the local Stripe-format server on its loopback port', async () => {
    const csp = await shellPolicy({});
    for (const directive of ['script-src', 'frame-src', 'connect-src'])
      expect(csp[directive]).toContain('http://127.0.0.1:*');
    expect(csp['frame-src']).not.toContain('*');
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  test('BILLING=off: no payment screen, so no Stripe and no loopback origin at all', async () => {
    const csp = await shellPolicy({ BILLING: 'off' });
    const everything = Object.values(csp).flat();
    expect(everything.filter((source) => /127\.0\.0\.1|localhost|stripe/.test(source))).toEqual([]);
    expect(csp['frame-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
  });
});
