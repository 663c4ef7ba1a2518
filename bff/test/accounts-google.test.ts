// Google sign-in through OpenID Connect against a real provider on loopback: a new account, an existing
// account found by its address, a returning account, connecting Google from a signed-in account, and the
// spec's two errors.

import { SESSION_COOKIE } from '@pace/platform/credentials';
import type { User } from '@pace/platform/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionStore } from '../src/kernel/auth/session-storage.ts';
import { CookieClient } from './support/cookie-client.ts';
import { type GoogleAccount, startOidcProvider, type TestOidcProvider } from './support/oidc-provider.ts';
import { MODES, startTestApp, type TestApp } from './support.ts';

let counter = 0;
const unique = (label: string) => `${label}-${process.pid}-${++counter}`;
const googleAccount = (label: string, values: Partial<GoogleAccount> = {}): GoogleAccount => {
  const id = unique(label);
  return {
    sub: `google-${id}`,
    email: `${id}@gmail.test`,
    email_verified: true,
    name: `Person ${id}`,
    ...values,
  };
};

const FAILED = '/sign-in?error=Google%20sign-in%20failed';
const TAKEN = `/sign-in?error=${encodeURIComponent('This Google account is already connected to another account')}`;

describe.each(MODES)('Google sign-in (%s)', (mode) => {
  let app: TestApp;
  let provider: TestOidcProvider;

  beforeAll(async () => {
    let appUrl = '';
    provider = await startOidcProvider(() => `${appUrl}/auth/google/callback`);
    app = await startTestApp(mode, {
      withShell: false,
      env: {
        GOOGLE_OIDC_ISSUER: provider.issuer,
        GOOGLE_CLIENT_ID: provider.clientId,
        GOOGLE_CLIENT_SECRET: provider.clientSecret,
      },
    });
    // The public URL is where the provider sends browsers back: this app's real address.
    appUrl = app.url;
    app.deps.config.publicUrl = app.url;
  });
  afterAll(async () => {
    await app?.close();
    await provider?.close();
  });

  /** Goes through the whole dance as a browser; returns the path (and query) it ends on. */
  async function signInWithGoogle(browser: CookieClient, start = '/auth/google/start') {
    const { visited } = await browser.navigate(start);
    const last = new URL(visited.at(-1)!);
    const callback = visited.find((url) => url.startsWith(`${app.url}/auth/google/callback`));
    return { landed: `${last.pathname}${last.search}`, visited, callback };
  }
  const findUser = (where: Partial<User>) => app.db.models.User.findOne({ where });
  const signedIn = async (browser: CookieClient) =>
    (await browser.json<{ signedIn: boolean }>('GET', '/auth/csrf')).body.signedIn;

  it('says Google sign-in is enabled', async () => {
    const browser = new CookieClient(app.url);
    expect((await browser.json('GET', '/auth/csrf')).body.googleEnabled).toBe(true);
  });

  it('creates a verified account for a new Google user and signs in, to /setup', async () => {
    const account = googleAccount('new', { picture: 'https://photos.example/p.png' });
    provider.signInAs(account);
    const browser = new CookieClient(app.url);
    const { landed, visited } = await signInWithGoogle(browser);
    expect(visited[1]).toMatch(new RegExp(`^${provider.issuer}/auth\\?`));
    expect(new URL(visited[1]!).searchParams.get('code_challenge_method')).toBe('S256');
    expect(landed).toBe('/setup');
    const user = await findUser({ googleSubject: account.sub });
    expect(user).toMatchObject({
      email: account.email,
      name: account.name,
      passwordHash: null,
      avatar: account.picture,
    });
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await signedIn(browser)).toBe(true);
    // The state cookie is spent.
    expect(browser.cookie('pace_google_state')).toBeUndefined();

    // Next time: the same account, found by its Google subject even if the address changed at Google.
    provider.signInAs({ ...account, email: `${unique('moved')}@gmail.test` });
    const again = new CookieClient(app.url);
    expect((await signInWithGoogle(again)).landed).toBe('/setup');
    expect(await app.db.models.User.count({ where: { googleSubject: account.sub } })).toBe(1);
    expect(await signedIn(again)).toBe(true);
  });

  it('signs in to the existing account with the same verified address, connecting it, and goes where asked', async () => {
    const account = googleAccount('existing');
    const existing = await app.db.models.User.create({
      name: 'Has a password',
      email: account.email,
      passwordHash: 'scrypt$x',
      // Proved: its password is the owner's. An unproved one is claimed (security/identity-claims).
      emailVerifiedAt: new Date(),
    });
    provider.signInAs({ ...account, email: account.email.toUpperCase() });
    const browser = new CookieClient(app.url);
    const { landed } = await signInWithGoogle(
      browser,
      '/auth/google/start?redirect_to=%2Fteams%2Fweb%2Fshop%2Fpulse',
    );
    expect(landed).toBe('/teams/web/shop/pulse');
    await existing.reload();
    expect(existing.googleSubject).toBe(account.sub);
    expect(existing.passwordHash).toBe('scrypt$x');
    expect(await app.db.models.User.count({ where: { email: account.email } })).toBe(1);
  });

  it('refuses an address Google has not verified rather than take over the account holding it', async () => {
    const account = googleAccount('unverified', { email_verified: false });
    const existing = await app.db.models.User.create({ name: 'Owner', email: account.email });
    provider.signInAs(account);
    const browser = new CookieClient(app.url);
    expect((await signInWithGoogle(browser)).landed).toBe(FAILED);
    await existing.reload();
    expect(existing.googleSubject).toBeNull();
    expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
  });

  it('fails with "Google sign-in failed" when the provider answers with an error', async () => {
    provider.signInAs(googleAccount('denied'));
    provider.denyNext();
    const browser = new CookieClient(app.url);
    const { landed, callback } = await signInWithGoogle(browser);
    expect(new URL(callback!).searchParams.get('error')).toBe('access_denied');
    expect(landed).toBe(FAILED);
    expect(await signedIn(browser)).toBe(false);
  });

  it('fails with "Google sign-in failed" on a state that does not match, or without the state cookie', async () => {
    const account = googleAccount('bad-state');
    provider.signInAs(account);
    // A callback URL made for one browser, opened in another (login CSRF): no state cookie there.
    const victim = new CookieClient(app.url);
    const attacker = new CookieClient(app.url);
    const { visited } = await attacker.navigate('/auth/google/start', {
      until: (url) => url.startsWith(`${app.url}/auth/google/callback`),
    });
    const callbackUrl = visited.at(-1)!;
    expect(callbackUrl).toContain('/auth/google/callback?code=');
    expect((await victim.navigate(callbackUrl)).visited.at(-1)).toBe(`${app.url}${FAILED}`);

    // The attacker's own browser, with a state that was changed on the way.
    const tampered = callbackUrl.replace(/state=[^&]+/, 'state=tampered-state-value');
    expect((await attacker.navigate(tampered)).visited.at(-1)).toBe(`${app.url}${FAILED}`);
    expect(await findUser({ googleSubject: account.sub })).toBeNull();
  });

  it('connects Google to a signed-in account, and refuses a Google account connected to another one', async () => {
    const { User } = app.db.models;
    const owner = await User.create({ name: 'Owner', email: `${unique('owner')}@example.test` });
    const other = await User.create({ name: 'Other', email: `${unique('other')}@example.test` });
    const account = googleAccount('connect');
    provider.signInAs(account);

    const ownerBrowser = new CookieClient(app.url);
    ownerBrowser.setCookie(SESSION_COOKIE, await sessionFor(owner));
    expect((await signInWithGoogle(ownerBrowser, '/auth/google/start?connect=1')).landed).toBe(
      '/you/settings/profile',
    );
    await owner.reload();
    expect(owner.googleSubject).toBe(account.sub);

    const otherBrowser = new CookieClient(app.url);
    otherBrowser.setCookie(SESSION_COOKIE, await sessionFor(other));
    expect((await signInWithGoogle(otherBrowser, '/auth/google/start?connect=1')).landed).toBe(TAKEN);
    await other.reload();
    expect(other.googleSubject).toBeNull();
    // Still signed in as themselves.
    expect(await signedIn(otherBrowser)).toBe(true);
  });

  it('sends a visitor who is not signed in to the sign-in page before connecting', async () => {
    const response = await new CookieClient(app.url).fetch('/auth/google/start?connect=1');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      `/sign-in?redirect_to=${encodeURIComponent('/auth/google/start?connect=1')}`,
    );
  });

  const sessionFor = async (user: User) => (await createSessionStore(app.deps).create(user.id)).id;
});
