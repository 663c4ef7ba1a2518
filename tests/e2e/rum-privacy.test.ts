// The privacy rules end to end: a fixture site on loopback pastes the embed code the platform gives for its
// rules; Chromium visits; what the worker stores is scrubbed (also from a page whose embed code predates the
// rules), and in consent mode nothing is sent until the page calls pace('consent').
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CSRF_COOKIE, SESSION_COOKIE, SessionStore } from '@pace/platform/credentials';
import { type Database, openDatabase } from '@pace/platform/db';
import { RedisStore } from '@pace/platform/redis';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { connectBrowser } from '../support/browser.ts';

// A desktop Chrome: headless Chromium's own user agent says HeadlessChrome, which the bff drops as a bot.
const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const page = (embed: string) => `<!doctype html><html><head><meta charset="utf-8"><title>Shop</title>
${embed}</head><body><h1>Orders</h1><p id="hero">${'Your orders. '.repeat(20)}</p></body></html>`;

/** Headless Chromium never hides a page: the test does, as a browser does first when a visitor leaves. */
const hide = (target: Page) =>
  target.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });

describe('RUM privacy rules from the embed code to the stored beacon', () => {
  let db: Database;
  let browser: Browser | undefined;
  let fixture: Server;
  let fixtureOrigin: string;
  /** Embed code per fixture path prefix: /scrub (the site's), /old (no rules), /consent (consent mode). */
  const embeds = new Map<string, string>();
  const sites: Record<'scrub' | 'consent', { id: number; key: string }> = {} as never;

  async function embedCodeOf(siteSlug: string, teamSlug: string, userId: number): Promise<string> {
    const kv = new RedisStore(inject('redisURL'), { prefix: 'pace:' });
    const session = await new SessionStore(kv).create(userId);
    await kv.close();
    const response = await fetch(`${inject('baseURL')}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `${SESSION_COOKIE}=${session.id}; ${CSRF_COOKIE}=${session.data.csrf}`,
        'x-csrf-token': session.data.csrf,
      },
      body: JSON.stringify({
        query: 'query($t: ID!, $s: ID!) { rumSettings(teamId: $t, siteId: $s) { embedCode } }',
        variables: { t: teamSlug, s: siteSlug },
      }),
    });
    const result = (await response.json()) as {
      data?: { rumSettings: { embedCode: string } };
      errors?: unknown;
    };
    if (!result.data) throw new Error(`rumSettings: ${JSON.stringify(result.errors)}`);
    return result.data.rumSettings.embedCode;
  }

  beforeAll(async () => {
    const url = inject('databaseURL');
    db = await openDatabase({ dialect: 'mysql', url, database: new URL(url).pathname.slice(1) });
    fixture = createServer((request, response) => {
      const prefix = `/${(request.url ?? '/').split('/')[1]}`;
      const embed = embeds.get(prefix);
      response.writeHead(embed ? 200 : 404, { 'content-type': 'text/html' });
      response.end(embed ? page(embed) : '');
    });
    await new Promise<void>((resolve) => fixture.listen(0, '127.0.0.1', resolve));
    fixtureOrigin = `http://127.0.0.1:${(fixture.address() as AddressInfo).port}`;

    const label = `rum-privacy-${randomBytes(4).toString('hex')}`;
    const { Organisation, Team, Site, User, Membership, RumSettings } = db.models;
    const organisation = await Organisation.create({ name: label, slug: label });
    const user = await User.create({ name: label, email: `${label}@example.test` } as never);
    await Membership.create({ userId: user.id, organisationId: organisation.id, role: 'admin' });
    const team = await Team.create({ organisationId: organisation.id, name: label, slug: label });
    for (const kind of ['scrub', 'consent'] as const) {
      const site = await Site.create({
        teamId: team.id,
        name: `${label} ${kind}`,
        slug: `${label}-${kind}`,
        canonicalUrl: `${fixtureOrigin}/`,
      });
      const settings = await RumSettings.create({
        siteId: site.id,
        allowedOrigins: [fixtureOrigin],
        pathRules: ['/scrub/users/:id/orders', '/old/users/:id/orders', '/consent/users/:id'],
        queryParameters: ['lang'],
        consentMode: kind === 'consent',
      });
      sites[kind] = { id: site.id, key: settings.siteKey };
      embeds.set(`/${kind}`, await embedCodeOf(site.slug, team.slug, user.id));
    }
    // A page whose embed code was pasted before the rules existed: the tag alone, no rules.
    embeds.set(
      '/old',
      `<script async src="${inject('baseURL')}/rum/pace-rum.js" data-site-key="${sites.scrub.key}"></script>`,
    );
  });

  afterAll(async () => {
    await new Promise((resolve) => fixture?.close(resolve));
    await db?.close();
    await browser?.close();
  });

  async function visit(
    path: string,
  ): Promise<{ target: Page; collects: string[]; close: () => Promise<void> }> {
    browser ??= await connectBrowser(inject('wsEndpoint'));
    const context = await browser.newContext({ userAgent: USER_AGENT });
    const target = await context.newPage();
    const collects: string[] = [];
    target.on('request', (request) => request.url().endsWith('/rum/collect') && collects.push(request.url()));
    const script = target.waitForResponse((response) => response.url().endsWith('/rum/pace-rum.js'));
    await target.goto(`${fixtureOrigin}${path}`);
    await script;
    await target.waitForFunction(() => document.readyState === 'complete');
    return { target, collects, close: () => context.close() };
  }

  const storedOf = (siteId: number) =>
    db.models.RumBeacon.findAll({ where: { siteId }, attributes: ['path', 'query'], raw: true });

  test('a visit to a page with ids and personal data in its address is stored scrubbed', {
    timeout: 120_000,
  }, async () => {
    // sendBeacon's body is not shown to the test: what arrives is read back from the database. (That the
    // browser sends it scrubbed already is the agent's browser test, test/privacy.browser.test.ts.)
    const fresh = await visit('/scrub/users/42/orders?lang=de&email=visitor%40example.com#top');
    const sent = fresh.target.waitForRequest((request) => request.url().endsWith('/rum/collect'));
    await hide(fresh.target);
    await sent;
    await fresh.close();

    // The old tag knows no rules: the browser sends the path /old/users/7/orders as it is (and, without
    // data-query, no query string; the bff's test sends one the site does not allow).
    const old = await visit('/old/users/7/orders?email=visitor%40example.com&lang=fr');
    const oldSent = old.target.waitForRequest((request) => request.url().endsWith('/rum/collect'));
    await hide(old.target);
    await oldSent;
    await old.close();

    await expect.poll(async () => (await storedOf(sites.scrub.id)).length, { timeout: 60_000 }).toBe(2);
    const stored = await storedOf(sites.scrub.id);
    expect(stored).toEqual(
      expect.arrayContaining([
        { path: '/scrub/users/:id/orders', query: 'lang=de' },
        { path: '/old/users/:id/orders', query: null },
      ]),
    );
    expect(JSON.stringify(stored)).not.toMatch(/42|\/7\/|visitor|email/);
  });

  test('in consent mode nothing is sent until the page calls pace("consent")', {
    timeout: 120_000,
  }, async () => {
    const visitor = await visit('/consent/users/5?lang=en');
    await visitor.target.click('h1');
    await hide(visitor.target);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(visitor.collects).toEqual([]);

    await visitor.target.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
      (window as unknown as { pace: (command: string) => void }).pace('consent');
    });
    const sent = visitor.target.waitForRequest((request) => request.url().endsWith('/rum/collect'));
    await hide(visitor.target);
    await sent;
    await visitor.close();
    await expect
      .poll(async () => storedOf(sites.consent.id), { timeout: 60_000 })
      .toEqual([{ path: '/consent/users/:id', query: 'lang=en' }]);
  });
});
