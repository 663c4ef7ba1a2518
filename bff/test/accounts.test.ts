// The account routes of the identity contract over HTTP, in both modes: every route's success and each
// of its error messages, with mail received by a real SMTP server.

import { SESSION_COOKIE } from '@pace/platform/credentials';
import type { User } from '@pace/platform/db';
import { linkIn, type SmtpSink, startSmtpSink } from '@pace/service-fakes/smtp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OneTimeTokens } from '../src/accounts/one-time-tokens.ts';
import { hashPassword } from '../src/accounts/passwords.ts';
import { addressKey, pairKey, SignInThrottle } from '../src/accounts/sign-in-throttle.ts';
import { CookieClient } from './support/cookie-client.ts';
import { MODES, startTestApp, type TestApp } from './support.ts';

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${process.pid}-${++counter}@example.test`;
const PASSWORD = 'correct horse battery staple';

describe.each(MODES)('accounts (%s)', (mode) => {
  let app: TestApp;
  let sink: SmtpSink;
  /** A user whose password matters: one hash, shared by the sign-in tests. */
  let passwordHash: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startTestApp(mode, { withShell: false, env: { SMTP_URL: sink.url } });
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    await app?.close();
    await sink?.close();
  });

  const client = async () => {
    const browser = new CookieClient(app.url);
    await browser.csrf();
    return browser;
  };
  /** A user made directly in the database (no hashing cost unless a password is needed). */
  const createUser = (label: string, values: Partial<User> = {}) =>
    app.db.models.User.create({ name: label, email: uniqueEmail(label), ...values });
  const signedIn = async (browser: CookieClient) =>
    (await browser.json<{ signedIn: boolean }>('GET', '/auth/csrf')).body.signedIn;

  describe('CSRF', () => {
    it('GET /auth/csrf sets the double-submit cookie once and returns its value', async () => {
      const browser = new CookieClient(app.url);
      const first = await browser.json<{ csrf: string; googleEnabled: boolean; signedIn: boolean }>(
        'GET',
        '/auth/csrf',
      );
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('no-store');
      expect(first.body.csrf).toMatch(/^[\w-]{40,}$/);
      expect(first.body.googleEnabled).toBe(false);
      expect(first.body.signedIn).toBe(false);
      expect(browser.cookie('pace_csrf')).toBe(first.body.csrf);
      expect((await browser.json('GET', '/auth/csrf')).body.csrf).toBe(first.body.csrf);
    });

    it('refuses an anonymous POST without the header, or with one that differs from the cookie', async () => {
      const bare = await fetch(`${app.url}/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'a@example.test', password: 'x' }),
      });
      expect(bare.status).toBe(403);
      expect(await bare.json()).toEqual({
        error: { code: 'FORBIDDEN', message: 'Invalid CSRF token; reload the page' },
      });
      const browser = await client();
      const forged = await browser.fetch('/auth/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': 'another-token-of-enough-length' },
        body: JSON.stringify({ email: 'a@example.test', password: 'x' }),
      });
      expect(forged.status).toBe(403);
    });

    it('answers a body that is not JSON with a 400', async () => {
      const browser = await client();
      const response = await browser.fetch('/auth/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': browser.cookie('pace_csrf')! },
        body: '{nope',
      });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe('The request body is not valid JSON');
    });
  });

  it('sends Google sign-in back to the sign-in page with the error when Google is not configured', async () => {
    const response = await new CookieClient(app.url).fetch('/auth/google/start');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/sign-in?error=Google%20sign-in%20failed');
  });

  describe('sign-up', () => {
    it('creates the account, signs in, and mails a verification link that works once', async () => {
      const browser = await client();
      const email = uniqueEmail('Sign-Up');
      // 63 characters: the longest password allowed.
      const password = 'p'.repeat(63);
      const response = await browser.json<{ user: { uuid: string }; redirectTo: string }>(
        'POST',
        '/auth/sign-up',
        {
          name: 'Grace Hopper',
          email,
          password,
          passwordConfirmation: password,
        },
      );
      expect(response.status).toBe(201);
      expect(response.body.redirectTo).toBe('/setup');
      const user = await app.db.models.User.findOne({ where: { uuid: response.body.user.uuid } });
      expect(user?.email).toBe(email.toLowerCase());
      expect(user?.name).toBe('Grace Hopper');
      expect(user?.passwordHash).toMatch(/^scrypt\$/);
      expect(user?.emailVerifiedAt).toBeNull();
      expect(browser.cookie(SESSION_COOKIE)).toBeTruthy();
      expect(browser.cookie('pace_csrf')).not.toBe('');
      expect(await signedIn(browser)).toBe(true);

      const mail = await sink.waitFor(email, { subject: /Verify your email/ });
      const link = linkIn(mail, '/verify-email/');
      expect(link.startsWith(`${app.deps.config.publicUrl}/verify-email/`)).toBe(true);
      const token = link.split('/verify-email/')[1];

      const anonymous = await client();
      expect((await anonymous.json('POST', '/auth/verify-email', { token })).status).toBe(200);
      await user!.reload();
      expect(user!.emailVerifiedAt).toBeInstanceOf(Date);
      const again = await anonymous.json('POST', '/auth/verify-email', { token });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({
        error: {
          code: 'BAD_USER_INPUT',
          message: 'Email verification token invalid or expired',
          field: 'token',
        },
      });
    });

    it('carries a same-origin redirect and ignores any other', async () => {
      const cases: [unknown, string][] = [
        ['/teams/web/shop/pulse?range=7d', '/teams/web/shop/pulse?range=7d'],
        ['https://evil.example/', '/setup'],
        ['//evil.example/', '/setup'],
        ['/\\evil.example', '/setup'],
        [42, '/setup'],
      ];
      // Validation runs before hashing, so the cases are tried with a too-short password first...
      const browser = await client();
      const bad = await browser.json('POST', '/auth/sign-up', {
        name: 'R',
        email: uniqueEmail('redirect'),
        password: 'short',
        passwordConfirmation: 'short',
        redirectTo: 'https://evil.example/',
      });
      expect(bad.status).toBe(400);
      // ...and for real once per accepted shape, sharing the cost of one sign-up each.
      for (const [redirectTo, expected] of cases.slice(0, 2)) {
        const response = await (await client()).json<{ redirectTo: string }>('POST', '/auth/sign-up', {
          name: 'R',
          email: uniqueEmail('redirect'),
          password: PASSWORD,
          passwordConfirmation: PASSWORD,
          redirectTo,
        });
        expect(response.body.redirectTo).toBe(expected);
      }
    });

    it.each([
      [
        { password: 'abcdefgh', passwordConfirmation: 'abcdefgX' },
        'passwordConfirmation',
        'Passwords did not match',
      ],
      [
        { password: 'p'.repeat(64), passwordConfirmation: 'p'.repeat(64) },
        'password',
        'Password must be under 64 characters',
      ],
      [
        { password: 'short', passwordConfirmation: 'short' },
        'password',
        'Password must be at least 8 characters',
      ],
      [{ name: 'n'.repeat(255) }, 'name', 'Name must be under 255 characters'],
      [{ name: '  ' }, 'name', 'Name is required'],
      [{ email: `${'e'.repeat(243)}@example.test` }, 'email', 'Email must be under 255 characters'],
      [{ email: 'not-an-address' }, 'email', 'Enter a valid email address'],
      [{ email: undefined }, 'email', 'Email is required'],
    ])('rejects %j: %s "%s", writing nothing', async (change, field, message) => {
      const browser = await client();
      const before = await app.db.models.User.count();
      const response = await browser.json('POST', '/auth/sign-up', {
        name: 'Valid Name',
        email: uniqueEmail('invalid'),
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
        ...change,
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: { code: 'BAD_USER_INPUT', message, field } });
      expect(await app.db.models.User.count()).toBe(before);
      expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
    });

    it('rejects an address that already has an account, whatever its letter case', async () => {
      const existing = await createUser('taken');
      const response = await (await client()).json('POST', '/auth/sign-up', {
        name: 'Someone',
        email: existing.email.toUpperCase(),
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
      });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        error: { code: 'CONFLICT', message: 'An account with this email already exists', field: 'email' },
      });
    });
  });

  describe('email verification', () => {
    it('refuses unknown, malformed, expired and superseded tokens', async () => {
      const browser = await client();
      const user = await createUser('verify');
      const tokens = new OneTimeTokens(app.db);
      const expired = await tokens.issue(user, 'verify-email');
      await app.db.models.OneTimeToken.update(
        { expiresAt: new Date(Date.now() - 1000) },
        { where: { userId: user.id } },
      );
      const forOldAddress = await tokens.issue(user, 'verify-email');
      await user.update({ email: uniqueEmail('verify-moved') });
      const reset = await tokens.issue(user, 'password-reset');
      for (const token of ['x'.repeat(43), 'bad', expired, forOldAddress, reset, undefined]) {
        const response = await browser.json('POST', '/auth/verify-email', { token });
        expect(response.status).toBe(400);
        expect((response.body.error as { message: string }).message).toMatch(
          /^(Email verification token invalid or expired|Token is required)$/,
        );
      }
      await user.reload();
      expect(user.emailVerifiedAt).toBeNull();
    });

    it('resends the mail to a signed-in, unverified user, once a minute', async () => {
      const anonymous = await client();
      const refused = await anonymous.json('POST', '/auth/verify-email/resend');
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'You need to sign in' } });

      const user = await createUser('resend', { passwordHash });
      const browser = await client();
      await browser.json('POST', '/auth/sign-in', { email: user.email, password: PASSWORD });
      expect((await browser.json('POST', '/auth/verify-email/resend')).status).toBe(204);
      const mail = await sink.waitFor(user.email, { subject: /Verify your email/ });
      const token = linkIn(mail, '/verify-email/').split('/verify-email/')[1];
      const tooSoon = await browser.json('POST', '/auth/verify-email/resend');
      expect(tooSoon.status).toBe(429);
      expect(tooSoon.body).toEqual({
        error: { code: 'TOO_MANY_REQUESTS', message: 'Please wait a minute before asking for another email' },
      });
      expect((await browser.json('POST', '/auth/verify-email', { token })).status).toBe(200);
      // Verified: nothing more to send.
      expect((await browser.json('POST', '/auth/verify-email/resend')).status).toBe(204);
    });
  });

  describe('sign-in and sign-out', () => {
    it('signs in with a new session, to /setup without an organisation or / with one, or where asked', async () => {
      const user = await createUser('sign-in', { passwordHash });
      const browser = await client();
      const first = await browser.json('POST', '/auth/sign-in', {
        email: ` ${user.email.toUpperCase()} `,
        password: PASSWORD,
      });
      expect(first).toMatchObject({ status: 200, body: { redirectTo: '/setup' } });
      const firstSession = browser.cookie(SESSION_COOKIE);
      expect(firstSession).toBeTruthy();

      const organisation = await app.db.models.Organisation.create({
        name: 'Acme',
        slug: `acme-${++counter}`,
      });
      await app.db.models.Membership.create({
        userId: user.id,
        organisationId: organisation.id,
        role: 'viewer',
      });
      const second = await browser.json('POST', '/auth/sign-in', { email: user.email, password: PASSWORD });
      expect(second.body).toEqual({ redirectTo: '/' });
      // Signing in again replaces the session: the old one no longer works.
      expect(browser.cookie(SESSION_COOKIE)).not.toBe(firstSession);
      const old = new CookieClient(app.url);
      old.setCookie(SESSION_COOKIE, firstSession!);
      expect(await signedIn(old)).toBe(false);

      const third = await (await client()).json('POST', '/auth/sign-in', {
        email: user.email,
        password: PASSWORD,
        redirectTo: '/teams/a/b/rum/dashboard',
      });
      expect(third.body).toEqual({ redirectTo: '/teams/a/b/rum/dashboard' });
    });

    it('answers a wrong password, an unknown address and a password-less account alike', async () => {
      const user = await createUser('wrong', { passwordHash });
      const googleOnly = await createUser('google-only');
      for (const [email, password] of [
        [user.email, 'not the password'],
        [uniqueEmail('nobody'), PASSWORD],
        [googleOnly.email, PASSWORD],
      ]) {
        const browser = await client();
        const response = await browser.json('POST', '/auth/sign-in', { email, password });
        expect(response.status).toBe(401);
        expect(response.body).toEqual({
          error: { code: 'UNAUTHENTICATED', message: 'Incorrect email or password' },
        });
        expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
      }
      const missing = await (await client()).json('POST', '/auth/sign-in', { email: user.email });
      expect(missing.body).toEqual({
        error: { code: 'BAD_USER_INPUT', message: 'Password is required', field: 'password' },
      });
    });

    it('locks an account after 5 failed sign-ins, even for the right password', async () => {
      const user = await createUser('locked', { passwordHash });
      const browser = await client();
      for (let attempt = 0; attempt < 5; attempt++) {
        expect(
          (await browser.json('POST', '/auth/sign-in', { email: user.email, password: 'wrong-guess' }))
            .status,
        ).toBe(401);
      }
      const locked = await browser.json('POST', '/auth/sign-in', { email: user.email, password: PASSWORD });
      expect(locked.status).toBe(429);
      expect(locked.body).toEqual({
        error: { code: 'TOO_MANY_REQUESTS', message: 'Too many failed sign-ins; try again in 15 minutes' },
      });
      expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
      // The window is in the store with its expiry.
      expect(await app.kv.ttl(pairKey(user.email, '127.0.0.1'))).toBeGreaterThan(14 * 60_000);
    });

    it('forgets an account\u2019s failures once it signs in', async () => {
      const user = await createUser('forgiven', { passwordHash });
      const throttle = new SignInThrottle(app.kv);
      for (let attempt = 0; attempt < 4; attempt++) await throttle.admit(user.email, '127.0.0.1');
      expect(
        (await (await client()).json('POST', '/auth/sign-in', { email: user.email, password: PASSWORD }))
          .status,
      ).toBe(200);
      expect(await app.kv.get(pairKey(user.email, '127.0.0.1'))).toBeNull();
    });

    it('locks an address after 20 attempts, whichever accounts they tried', async () => {
      const user = await createUser('address', { passwordHash });
      const throttle = new SignInThrottle(app.kv);
      // Every attempt counts against the address, and the tests above made some from here.
      await app.kv.del(addressKey('127.0.0.1'));
      try {
        for (let attempt = 0; attempt < 20; attempt++)
          await throttle.admit(uniqueEmail('guess'), '127.0.0.1');
        const response = await (await client()).json('POST', '/auth/sign-in', {
          email: user.email,
          password: PASSWORD,
        });
        expect(response.status).toBe(429);
        expect((response.body.error as { message: string }).message).toMatch(
          /^Too many failed sign-ins; try again in 1[45] minutes$/,
        );
      } finally {
        await app.kv.del(addressKey('127.0.0.1'));
      }
    });

    it('signs out: 204, cookies cleared, the session gone', async () => {
      const user = await createUser('sign-out', { passwordHash });
      const browser = await client();
      await browser.json('POST', '/auth/sign-in', { email: user.email, password: PASSWORD });
      const session = browser.cookie(SESSION_COOKIE)!;
      const response = await browser.json('POST', '/auth/sign-out');
      expect(response.status).toBe(204);
      expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
      expect(browser.cookie('pace_csrf')).toBeUndefined();
      const replay = new CookieClient(app.url);
      replay.setCookie(SESSION_COOKIE, session);
      expect(await signedIn(replay)).toBe(false);
    });

    it('needs the session\u2019s CSRF token to sign out a signed-in browser', async () => {
      const user = await createUser('csrf-out', { passwordHash });
      const browser = await client();
      await browser.json('POST', '/auth/sign-in', { email: user.email, password: PASSWORD });
      const response = await browser.fetch('/auth/sign-out', {
        method: 'POST',
        headers: { 'x-csrf-token': 'x'.repeat(43) },
      });
      expect(response.status).toBe(403);
      expect(await signedIn(browser)).toBe(true);
    });
  });

  describe('password reset', () => {
    it('says when an address has no account', async () => {
      const response = await (await client()).json('POST', '/auth/password-reset', {
        email: uniqueEmail('nobody'),
      });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({
        error: { code: 'NOT_FOUND', message: 'Email not found', field: 'email' },
      });
    });

    it('mails a one-hour link that sets the password once and signs in', async () => {
      const user = await createUser('reset', { passwordHash });
      // Someone else signed in with the old password: the reset signs them out.
      const intruder = await client();
      await intruder.json('POST', '/auth/sign-in', { email: user.email, password: PASSWORD });
      expect(await signedIn(intruder)).toBe(true);
      const browser = await client();
      expect((await browser.json('POST', '/auth/password-reset', { email: user.email })).status).toBe(204);
      const tooSoon = await browser.json('POST', '/auth/password-reset', { email: user.email });
      expect(tooSoon.status).toBe(429);
      const mail = await sink.waitFor(user.email, { subject: /Reset your Pace password/ });
      const token = linkIn(mail, '/reset-password/').split('/reset-password/')[1]!;
      const stored = await app.db.models.OneTimeToken.findOne({
        where: { userId: user.id, purpose: 'password-reset' },
      });
      const lifetime = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
      expect(Math.abs(lifetime - 60 * 60 * 1000)).toBeLessThan(5000);

      // A mismatch is refused without spending the link.
      const mismatch = await browser.json('POST', '/auth/password-reset/confirm', {
        token,
        password: 'new password 1',
        passwordConfirmation: 'new password 2',
      });
      expect(mismatch.body).toEqual({
        error: { code: 'BAD_USER_INPUT', message: 'Passwords did not match', field: 'passwordConfirmation' },
      });

      const newPassword = 'a brand new password';
      const confirmed = await browser.json('POST', '/auth/password-reset/confirm', {
        token,
        password: newPassword,
        passwordConfirmation: newPassword,
      });
      expect(confirmed).toMatchObject({ status: 200, body: { redirectTo: '/setup' } });
      expect(await signedIn(browser)).toBe(true);
      expect(await signedIn(intruder)).toBe(false);
      await user.reload();
      expect(user.emailVerifiedAt).toBeInstanceOf(Date);

      const reused = await browser.json('POST', '/auth/password-reset/confirm', {
        token,
        password: newPassword,
        passwordConfirmation: newPassword,
      });
      expect(reused.status).toBe(400);
      expect(reused.body).toEqual({
        error: {
          code: 'BAD_USER_INPUT',
          message: 'Password reset link expired or already used',
          field: 'token',
        },
      });
      const signIn = await (await client()).json('POST', '/auth/sign-in', {
        email: user.email,
        password: newPassword,
      });
      expect(signIn.status).toBe(200);
    });

    it('refuses expired links, older links once a new password is set, and verification tokens', async () => {
      const user = await createUser('reset-expired');
      const tokens = new OneTimeTokens(app.db);
      const expired = await tokens.issue(user, 'password-reset');
      await app.db.models.OneTimeToken.update(
        { expiresAt: new Date(Date.now() - 1) },
        { where: { userId: user.id } },
      );
      const verification = await tokens.issue(user, 'verify-email');
      const older = await tokens.issue(user, 'password-reset');
      const newer = await tokens.issue(user, 'password-reset');
      const browser = await client();
      const confirm = (token: string) =>
        browser.json('POST', '/auth/password-reset/confirm', {
          token,
          password: PASSWORD,
          passwordConfirmation: PASSWORD,
        });
      expect((await confirm(newer)).status).toBe(200);
      for (const token of [expired, verification, older]) {
        const response = await confirm(token);
        expect(response.status).toBe(400);
        expect((response.body.error as { message: string }).message).toBe(
          'Password reset link expired or already used',
        );
      }
    });
  });
});
