// Sign-ups and verification mails are throttled per email address and per network, as sign-ins are: a
// burst of sign-ups with one address makes one account and one mail, and a network past its limit gets a
// 429 with when to try again. Both modes (the counters in memory, and in Redis).
import { type SmtpSink, startSmtpSink } from '@pace/service-fakes/smtp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { networkOf, SIGN_UP_LIMITS, SignUpThrottle } from '../src/accounts/sign-up-throttle.ts';
import { CookieClient } from './support/cookie-client.ts';
import { MODES, startTestApp, type TestApp } from './support.ts';

const PASSWORD = 'correct horse battery staple';
let counter = 0;
const BURST = 12;
const uniqueEmail = (label: string) => `${label}-${process.pid}-${++counter}@example.test`;

describe.each(MODES)('sign-up throttle (%s)', (mode) => {
  let app: TestApp;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startTestApp(mode, { withShell: false, env: { SMTP_URL: sink.url, TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await app?.close();
    await sink?.close();
  });

  /** A sign-up from `ip` (the proxy's X-Forwarded-For); returns the status and the error message. */
  async function signUp(email: string, ip: string) {
    const browser = new CookieClient(app.url);
    await browser.csrf();
    const response = await browser.fetch('/auth/sign-up', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-csrf-token': browser.cookie('pace_csrf')!,
        'x-forwarded-for': ip,
      },
      body: JSON.stringify({ name: 'Burst', email, password: PASSWORD, passwordConfirmation: PASSWORD }),
    });
    const body = (await response.json()) as { error?: { code: string; message: string } };
    return { status: response.status, error: body.error };
  }

  it('makes one account and sends one mail for a burst of sign-ups of one address at once', async () => {
    const email = uniqueEmail('burst');
    const results = await Promise.all(
      Array.from({ length: BURST }, (_, index) => signUp(email, `198.51.100.${index + 1}`)),
    );
    expect(results.filter((result) => result.status === 201)).toHaveLength(1);
    const refused = results.filter((result) => result.status === 429);
    expect(refused.length).toBe(BURST - SIGN_UP_LIMITS.perEmail);
    expect(refused[0]!.error).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many sign-ups; try again in 60 minutes',
    });
    expect(results.every((result) => [201, 409, 429].includes(result.status))).toBe(true);
    expect(await app.db.models.User.count({ where: { email } })).toBe(1);
    await sink.waitFor(email, { subject: /Verify your email/ });
    expect(sink.mails.filter((mail) => mail.to.includes(email))).toHaveLength(1);
  });

  it('refuses a network past its sign-ups, whichever addresses it tries; another network goes on', async () => {
    const network = '2001:db8:7:1::';
    // All but one of the network's sign-ups counted in the app's own store (no password hashing each).
    const throttle = new SignUpThrottle(app.kv);
    for (let index = 1; index < SIGN_UP_LIMITS.perNetwork; index++) {
      await throttle.admitSignUp(uniqueEmail('network'), `${network}${index}`);
    }
    expect((await signUp(uniqueEmail('network'), `${network}a`)).status).toBe(201);
    const refused = await signUp(uniqueEmail('network'), '2001:db8:7:1:ffff::9');
    expect(refused.status).toBe(429);
    expect(refused.error?.message).toBe('Too many sign-ups; try again in 60 minutes');
    expect((await signUp(uniqueEmail('network'), '2001:db8:7:2::1')).status).toBe(201);
  });

  it('groups IPv6 addresses by their /64 and IPv4 ones by address', () => {
    expect(networkOf('2001:db8:7:1::1')).toBe(networkOf('2001:0db8:0007:0001:ffff:0:0:9'));
    expect(networkOf('2001:db8:7:1::1')).not.toBe(networkOf('2001:db8:7:2::1'));
    expect(networkOf('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(networkOf('203.0.113.5')).not.toBe(networkOf('203.0.113.6'));
  });
});
