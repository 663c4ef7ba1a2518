// Sign-in under attack and sessions after a password change, as OWASP ASVS asks (V2 and V3): parallel
// guesses are counted before the password is checked, so at most the limit is checked; a stranger
// guessing from elsewhere cannot lock a user out; each lock grows while the guessing goes on; a
// password change ends every other session and keeps the one that made it; a session ends at its
// absolute lifetime however busy it is. Each client address comes from X-Forwarded-For (TRUST_PROXY).
import { SESSION_COOKIE, SESSION_MAX_AGE_MS, type SessionStore } from '@pace/platform/credentials';
import { recordResilience } from '@pace/platform/resilience-report';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/accounts/passwords.ts';
import { SIGN_IN_LIMITS } from '../src/accounts/sign-in-throttle.ts';
import { createSessionStore } from '../src/kernel/auth/session-storage.ts';
import { CookieClient } from './support/cookie-client.ts';
import { MODES, startTestApp, type TestApp } from './support.ts';

const PASSWORD = 'correct horse battery staple';
let counter = 0;
const uniqueEmail = (label: string) => `${label}-${process.pid}-${++counter}@example.test`;
const address = () => `198.51.100.${(++counter % 250) + 1}`;

describe.each(MODES)('sign-in guessing and sessions (%s)', (mode) => {
  let app: TestApp;
  let passwordHash: string;

  beforeAll(async () => {
    app = await startTestApp(mode, { withShell: false, env: { TRUST_PROXY: 'true' } });
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(() => app?.close());

  /** A browser at `from`, with its CSRF cookie. */
  const browserAt = async (from: string) => {
    const browser = new CookieClient(app.url);
    const forwarded = browser.fetch.bind(browser);
    browser.fetch = (url, init = {}) => {
      const headers = new Headers(init.headers);
      headers.set('x-forwarded-for', from);
      return forwarded(url, { ...init, headers });
    };
    await browser.csrf();
    return browser;
  };
  const signIn = (browser: CookieClient, email: string, password: string) =>
    browser.json<{ error?: { code: string; message: string } }>('POST', '/auth/sign-in', { email, password });
  const createUser = (label: string) =>
    app.db.models.User.create({ name: label, email: uniqueEmail(label), passwordHash });

  it('checks at most the limit of 50 parallel wrong passwords', async () => {
    const user = await createUser('parallel');
    const browser = await browserAt(address());
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, guess) => signIn(browser, user.email, `wrong guess ${guess}`)),
    );
    const checked = answers.filter((answer) => answer.status === 401).length;
    const refused = answers.filter((answer) => answer.status === 429).length;
    recordResilience({
      scenario: `50 parallel wrong passwords (${mode})`,
      measured: `${checked} checked, ${refused} refused`,
      target: `at most ${SIGN_IN_LIMITS.perPair} checked`,
      met: checked <= SIGN_IN_LIMITS.perPair,
    });
    expect(checked).toBeLessThanOrEqual(SIGN_IN_LIMITS.perPair);
    expect(checked + refused).toBe(50);
  });

  it('does not let a stranger elsewhere lock the user out, and slows the stranger more each time', async () => {
    const user = await createUser('stranger');
    const stranger = await browserAt(address());
    for (let guess = 0; guess < SIGN_IN_LIMITS.perPair; guess++) {
      expect((await signIn(stranger, user.email, `guess ${guess}`)).status).toBe(401);
    }
    const locked = await signIn(stranger, user.email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.error?.message).toBe('Too many failed sign-ins; try again in 15 minutes');
    const again = await signIn(stranger, user.email, 'one more');
    expect(again.body.error?.message).toBe('Too many failed sign-ins; try again in 30 minutes');

    const owner = await browserAt(address());
    const signedIn = await signIn(owner, user.email, PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(owner.cookie(SESSION_COOKIE)).toBeDefined();
  });

  it('ends every other session when the password changes, and keeps the one that changed it', async () => {
    const user = await createUser('change');
    const here = await browserAt(address());
    const there = await browserAt(address());
    expect((await signIn(here, user.email, PASSWORD)).status).toBe(200);
    expect((await signIn(there, user.email, PASSWORD)).status).toBe(200);
    const changed = await here.json<{ data?: { changePassword: boolean }; errors?: unknown }>(
      'POST',
      '/graphql',
      {
        query:
          'mutation ($c: String, $p: String!) { changePassword(currentPassword: $c, password: $p, passwordConfirmation: $p) }',
        variables: { c: PASSWORD, p: 'a brand new passphrase' },
      },
    );
    expect(changed.body).toEqual({ data: { changePassword: true } });
    expect((await here.json('GET', '/auth/csrf')).body.signedIn).toBe(true);
    expect((await there.json('GET', '/auth/csrf')).body.signedIn).toBe(false);
  });

  it('ends a session at its absolute lifetime, however recently it was used', async () => {
    const user = await createUser('lifetime');
    const store = createSessionStore(app.deps) as SessionStore;
    const session = await store.create(user.id);
    const browser = new CookieClient(app.url);
    browser.setCookie(SESSION_COOKIE, session.id);
    expect((await browser.json('GET', '/auth/csrf')).body.signedIn).toBe(true);

    // The same session, signed in just over the absolute lifetime ago and used a minute ago.
    const old = await store.create(user.id);
    const signedInAt = new Date(Date.now() - SESSION_MAX_AGE_MS - 60_000).toISOString();
    await store.rewrite(old.id, { ...old.data, createdAt: signedInAt, signedInAt });
    const stale = new CookieClient(app.url);
    stale.setCookie(SESSION_COOKIE, old.id);
    expect((await stale.json('GET', '/auth/csrf')).body.signedIn).toBe(false);
    expect(await store.touch(old.id)).toBeNull();
  });
});
