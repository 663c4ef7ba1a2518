// SAML single sign-on against a local identity provider speaking real SAML 2.0 (@pace/service-fakes/saml-idp):
// an administrator configures it, a person signs in (session cookie, member of the organisation, shown
// as saml in the people list), and responses with a bad signature, a wrong audience, an expired
// assertion, an unknown request or a replayed assertion are refused.

import { SESSION_COOKIE } from '@pace/platform/credentials';
import {
  type Assertion,
  makeKeyPair,
  readPostForm,
  TestIdentityProvider,
} from '@pace/service-fakes/saml-idp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorHeaders, createWorld, gql, type World } from './support/actors.ts';
import { CookieClient } from './support/cookie-client.ts';
import { MODES, startTestApp, type TestApp } from './support.ts';

const FAILED = `/sign-in?error=${encodeURIComponent('Single sign-on failed')}`;

const SAVE = /* GraphQL */ `
  mutation Save($orgId: ID!, $input: SamlConfigurationInput!) {
    updateSamlConfiguration(orgId: $orgId, input: $input) {
      emailDomain idpEntityId ssoUrl certificateFingerprint certificateExpiresAt fromMetadata enabled
      spEntityId acsUrl metadataUrl
    }
  }
`;

let counter = 0;

describe.each(MODES)('SAML single sign-on (%s)', (mode) => {
  let app: TestApp;
  let idp: TestIdentityProvider;
  let world: World;
  let domain: string;

  beforeAll(async () => {
    idp = await TestIdentityProvider.start();
    app = await startTestApp(mode, { withShell: false });
    // Our entity ID and ACS URL are on the public URL: this app's real address.
    app.deps.config.publicUrl = app.url;
    world = await createWorld(app);
    domain = `sso-${process.pid}-${mode}.example.test`;
    const admin = await actorHeaders(app, world.users.adminA);
    const saved = await gql(app, admin, SAVE, {
      orgId: world.orgA.slug,
      input: { emailDomain: `@${domain.toUpperCase()}`, metadataXml: idp.metadata() },
    });
    expect(saved.errors).toBeUndefined();
    // As if its TXT record had been checked (security/domain-claims.test.ts checks it for real).
    await app.db.models.SamlConfiguration.update(
      { provedDomain: domain, domainProvedAt: new Date() },
      { where: { organisationId: world.orgA.id } },
    );
  });
  afterAll(async () => {
    await app?.close();
    await idp?.close();
  });

  const person = (label: string) => `${label}-${++counter}@${domain}`;

  /** Starts as the shell does, lets the IdP answer with `assertion`, and returns the form it posts. */
  async function throughIdp(browser: CookieClient, email: string, assertion: Assertion, redirectTo?: string) {
    await browser.csrf();
    const started = await browser.json<{ redirectTo: string }>('POST', '/auth/saml/start', {
      email,
      ...(redirectTo ? { redirectTo } : {}),
    });
    expect(started.status).toBe(200);
    expect(started.body.redirectTo.startsWith(`${idp.ssoUrl}?SAMLRequest=`)).toBe(true);
    idp.next = assertion;
    const page = await fetch(started.body.redirectTo);
    expect(page.status).toBe(200);
    return readPostForm(await page.text());
  }

  /** The browser submits the IdP's form to the ACS URL; returns where it is sent next. */
  async function post(
    browser: CookieClient,
    form: { action: string; SAMLResponse: string; RelayState: string },
  ) {
    const response = await browser.fetch(form.action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ SAMLResponse: form.SAMLResponse, RelayState: form.RelayState }).toString(),
    });
    await response.arrayBuffer();
    expect(response.status).toBe(302);
    return response.headers.get('location');
  }

  async function currentUser(browser: CookieClient) {
    const result = await browser.json<{
      data: {
        currentUser: { email: string; memberships: { organisation: { id: string }; role: string }[] } | null;
      };
    }>('POST', '/graphql', { query: '{ currentUser { email memberships { organisation { id } role } } }' });
    return result.body.data.currentUser;
  }

  it('publishes our service provider metadata for the IdP', async () => {
    const response = await fetch(`${app.url}/auth/saml/${world.orgA.slug}/metadata`);
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xml).toContain(`entityID="${app.url}/auth/saml/${world.orgA.slug}/metadata"`);
    expect(xml).toContain(`Location="${app.url}/auth/saml/${world.orgA.slug}/acs"`);
    expect((await fetch(`${app.url}/auth/saml/${world.orgB.slug}/metadata`)).status).toBe(404);
  });

  it('sends the browser to the IdP with an AuthnRequest for this organisation', async () => {
    const browser = new CookieClient(app.url);
    const email = person('request');
    await throughIdp(browser, email, { nameId: email });
    const request = idp.requests.at(-1)!;
    expect(request.issuer).toBe(`${app.url}/auth/saml/${world.orgA.slug}/metadata`);
    expect(request.acsUrl).toBe(`${app.url}/auth/saml/${world.orgA.slug}/acs`);
    expect(request.id).toMatch(/^_/);
  });

  it('says when no organisation signs in with the address', async () => {
    const browser = new CookieClient(app.url);
    await browser.csrf();
    const result = await browser.json<{ error: { message: string; field: string } }>(
      'POST',
      '/auth/saml/start',
      {
        email: 'someone@nowhere.example.test',
      },
    );
    expect(result.status).toBe(400);
    expect(result.body.error).toMatchObject({
      message: 'Single sign-on is not set up for this email address',
      field: 'email',
    });
  });

  it('signs a new person in, makes them a member and shows them as saml in the people list', async () => {
    const browser = new CookieClient(app.url);
    const email = person('new');
    const form = await throughIdp(
      browser,
      email,
      { nameId: email, email, name: 'Ada Lovelace' },
      '/reports?x=1',
    );
    expect(form.RelayState).toBe('/reports?x=1');
    expect(await post(browser, form)).toBe('/reports?x=1');
    expect(browser.cookie(SESSION_COOKIE)).toBeTruthy();

    const user = await currentUser(browser);
    expect(user?.email).toBe(email);
    expect(user?.memberships).toEqual([{ organisation: { id: world.orgA.slug }, role: 'viewer' }]);
    const created = await app.db.models.User.findOne({ where: { email } });
    expect(created).toMatchObject({ name: 'Ada Lovelace', passwordHash: null });
    expect(created?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(
      await app.db.models.SamlLink.count({ where: { userId: created!.id, organisationId: world.orgA.id } }),
    ).toBe(1);

    const people = await gql<{
      organisation: { people: { edges: { node: { email: string; authenticationMethod: string } }[] } };
    }>(
      app,
      await actorHeaders(app, world.users.adminA),
      'query($orgId: ID!) { organisation(orgId: $orgId) { people { edges { node { email authenticationMethod } } } } }',
      { orgId: world.orgA.slug },
    );
    const methods = Object.fromEntries(
      people.data!.organisation.people.edges.map(({ node }) => [node.email, node.authenticationMethod]),
    );
    expect(methods[email]).toBe('saml');
    expect(methods[world.users.memberA.email]).not.toBe('saml');

    // Signing in again finds the same user by NameID, whatever the address says now.
    const again = new CookieClient(app.url);
    expect(
      await post(again, await throughIdp(again, email, { nameId: email, email: 'changed@elsewhere.test' })),
    ).toBe('/');
    expect((await currentUser(again))?.email).toBe(email);
  });

  it('links an existing member of the organisation by address', async () => {
    const member = await app.db.models.User.create({
      name: 'Member',
      email: person('member'),
      passwordHash: 'x',
      emailVerifiedAt: new Date(),
    });
    await app.db.models.Membership.create({
      userId: member.id,
      organisationId: world.orgA.id,
      role: 'member',
    });
    const browser = new CookieClient(app.url);
    expect(
      await post(
        browser,
        await throughIdp(browser, member.email, { nameId: `id-${member.id}`, email: member.email }),
      ),
    ).toBe('/');
    expect((await currentUser(browser))?.memberships[0]?.role).toBe('member');
    expect(await app.db.models.SamlLink.findOne({ where: { userId: member.id } })).toMatchObject({
      nameId: `id-${member.id}`,
    });
  });

  it('takes an invited person’s first SAML sign-in as accepting the invitation', async () => {
    const invited = await app.db.models.User.create({ name: 'Invited', email: person('invited') });
    await app.db.models.Membership.create({
      userId: invited.id,
      organisationId: world.orgA.id,
      role: 'member',
    });
    const invitation = await app.db.models.Invitation.create({
      organisationId: world.orgA.id,
      userId: invited.id,
      tokenHash: `${invited.id}`.padStart(64, '0'),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const browser = new CookieClient(app.url);
    expect(await post(browser, await throughIdp(browser, invited.email, { nameId: invited.email }))).toBe(
      '/',
    );
    await invitation.reload();
    expect(invitation.acceptedAt).toBeInstanceOf(Date);
    expect((await currentUser(browser))?.memberships[0]?.role).toBe('member');
  });

  it('refuses a linked person who was removed from the organisation', async () => {
    const browser = new CookieClient(app.url);
    const email = person('removed');
    expect(await post(browser, await throughIdp(browser, email, { nameId: email }))).toBe('/');
    const user = await app.db.models.User.findOne({ where: { email } });
    await app.db.models.Membership.destroy({ where: { userId: user!.id, organisationId: world.orgA.id } });
    const again = new CookieClient(app.url);
    expect(await post(again, await throughIdp(again, email, { nameId: email }))).toBe(
      `/sign-in?error=${encodeURIComponent('Your account is no longer a member of this organisation')}`,
    );
    expect(again.cookie(SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses an account of the address that is not a member of the organisation', async () => {
    const outsider = await app.db.models.User.create({ name: 'Outsider', email: person('outsider') });
    const browser = new CookieClient(app.url);
    const location = await post(
      browser,
      await throughIdp(browser, outsider.email, { nameId: outsider.email }),
    );
    expect(location).toBe(
      `/sign-in?error=${encodeURIComponent('This email address belongs to an account outside this organisation; ask an administrator to invite it')}`,
    );
    expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses an address outside the organisation’s domain', async () => {
    const browser = new CookieClient(app.url);
    const email = person('domain');
    const location = await post(
      browser,
      await throughIdp(browser, email, { nameId: 'someone@other.example.test' }),
    );
    expect(location).toBe(FAILED);
    expect(await app.db.models.User.count({ where: { email: 'someone@other.example.test' } })).toBe(0);
  });

  /** Organisation A on Starter, paying for `seats` seats (the test removes the subscription after). */
  async function starterWithSeats(seats: number) {
    const { Subscription } = app.db.models;
    await Subscription.destroy({ where: { organisationId: world.orgA.id } });
    await Subscription.create({
      organisationId: world.orgA.id,
      organisationName: world.orgA.name,
      status: 'active',
      plan: 'starter',
      interval: 'month',
      currency: 'USD',
      seats,
      testPacks: 1,
    });
  }

  it('refuses a new person when the plan’s seats are all taken, and says what to do', async () => {
    const { Membership, Subscription } = app.db.models;
    const members = await Membership.count({ where: { organisationId: world.orgA.id } });
    await starterWithSeats(members);
    try {
      const browser = new CookieClient(app.url);
      const email = person('no-seat');
      const location = await post(browser, await throughIdp(browser, email, { nameId: email }));
      expect(location).toBe(
        `/sign-in?error=${encodeURIComponent(`Seat limit reached: your plan has ${members} seats, all taken by members and pending invitations. An administrator can add seats on the billing screen.`)}`,
      );
      expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
      expect(await app.db.models.User.count({ where: { email } })).toBe(0);
      expect(await Membership.count({ where: { organisationId: world.orgA.id } })).toBe(members);
    } finally {
      await Subscription.destroy({ where: { organisationId: world.orgA.id } });
    }
  });

  it('gives the last seat to one of six people signing in for the first time at once', async () => {
    const { Membership, Subscription } = app.db.models;
    const members = await Membership.count({ where: { organisationId: world.orgA.id } });
    await starterWithSeats(members + 1);
    try {
      // Each through the identity provider first (one at a time: it answers one request at a time), then
      // all six answers posted at once.
      const signIns = [];
      for (let i = 0; i < 6; i++) {
        const browser = new CookieClient(app.url);
        const email = person(`race-${i}`);
        signIns.push({ browser, response: await throughIdp(browser, email, { nameId: email }) });
      }
      const locations = await Promise.all(signIns.map(({ browser, response }) => post(browser, response)));
      expect(locations.filter((location) => location === '/')).toHaveLength(1);
      expect(locations.filter((location) => location?.includes('Seat%20limit%20reached'))).toHaveLength(5);
      expect(await Membership.count({ where: { organisationId: world.orgA.id } })).toBe(members + 1);
    } finally {
      await Subscription.destroy({ where: { organisationId: world.orgA.id } });
    }
  });

  describe('refuses', () => {
    async function refused(assertion: (email: string) => Assertion) {
      const browser = new CookieClient(app.url);
      const email = person('refused');
      const location = await post(browser, await throughIdp(browser, email, assertion(email)));
      expect(location).toBe(FAILED);
      expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
      expect(await app.db.models.User.count({ where: { email } })).toBe(0);
    }

    it('a response signed with another key', async () => {
      const other = await makeKeyPair('attacker.test');
      await refused((email) => ({ nameId: email, signWith: other }));
    });

    it('an assertion changed after signing', async () => {
      await refused((email) => ({
        nameId: email,
        tamper: (xml) => xml.replace(`>${email}<`, `>${world.users.adminA.email}<`),
      }));
    });

    it('an assertion for another audience', async () => {
      await refused((email) => ({ nameId: email, audience: 'https://another-service.example.test/saml' }));
    });

    it('an expired assertion', async () => {
      const past = Date.now() - 10 * 60_000;
      await refused((email) => ({
        nameId: email,
        issueInstant: new Date(past - 60_000),
        notBefore: new Date(past - 60_000),
        notOnOrAfter: new Date(past),
      }));
    });

    it('an assertion issued too long ago, whatever its NotOnOrAfter says', async () => {
      const issued = new Date(Date.now() - 20 * 60_000);
      await refused((email) => ({
        nameId: email,
        issueInstant: issued,
        notBefore: issued,
        notOnOrAfter: new Date(Date.now() + 60 * 60_000),
      }));
    });

    it('an assertion not valid yet', async () => {
      await refused((email) => ({ nameId: email, notBefore: new Date(Date.now() + 10 * 60_000) }));
    });

    it('a response to a request we did not make', async () => {
      await refused((email) => ({ nameId: email, inResponseTo: '_unsolicited-request' }));
    });

    it('a response posted from another browser than the one that asked (login CSRF)', async () => {
      const victim = new CookieClient(app.url);
      const email = person('csrf');
      const form = await throughIdp(victim, email, { nameId: email });
      const attacker = new CookieClient(app.url);
      expect(await post(attacker, form)).toBe(FAILED);
      expect(attacker.cookie(SESSION_COOKIE)).toBeUndefined();
      expect(await app.db.models.User.count({ where: { email } })).toBe(0);
    });

    it('a replayed response', async () => {
      const browser = new CookieClient(app.url);
      const email = person('replay');
      const form = await throughIdp(browser, email, { nameId: email });
      expect(await post(browser, form)).toBe('/');
      const attacker = new CookieClient(app.url);
      expect(await post(attacker, form)).toBe(FAILED);
      expect(attacker.cookie(SESSION_COOKIE)).toBeUndefined();
    });

    it('an assertion ID used before, even in a response to a new request', async () => {
      const assertionId = `_replayed-${mode}-${++counter}`;
      const first = new CookieClient(app.url);
      const email = person('replay-id');
      expect(await post(first, await throughIdp(first, email, { nameId: email, assertionId }))).toBe('/');
      const second = new CookieClient(app.url);
      expect(await post(second, await throughIdp(second, email, { nameId: email, assertionId }))).toBe(
        FAILED,
      );
      expect(second.cookie(SESSION_COOKIE)).toBeUndefined();
      const kept = await app.db.models.SamlConsumedAssertion.findAll();
      expect(kept.every((row) => row.expiresAt.getTime() > Date.now())).toBe(true);
    });

    it('a disabled configuration', async () => {
      const admin = await actorHeaders(app, world.users.adminA);
      const browser = new CookieClient(app.url);
      const email = person('disabled');
      const form = await throughIdp(browser, email, { nameId: email });
      await gql(app, admin, SAVE, {
        orgId: world.orgA.slug,
        input: { emailDomain: domain, metadataXml: idp.metadata(), enabled: false },
      });
      try {
        expect(await post(browser, form)).toBe(FAILED);
        await browser.csrf();
        expect((await browser.json('POST', '/auth/saml/start', { email })).status).toBe(400);
      } finally {
        await gql(app, admin, SAVE, {
          orgId: world.orgA.slug,
          input: { emailDomain: domain, metadataXml: idp.metadata() },
        });
      }
    });
  });
});
