// The SAML scenario of tests/security/identity-claims.json: an organisation's identity provider proves an
// address that someone signed up with first; the link does not inherit what they set up.
import { randomBytes } from 'node:crypto';
import { type Assertion, readPostForm, TestIdentityProvider } from '@pace/service-fakes/saml-idp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorHeaders, createToken, createWorld, gql, type World } from '../support/actors.ts';
import { CookieClient } from '../support/cookie-client.ts';
import { MODES, startTestApp, type TestApp } from '../support.ts';
import { scenarioTest } from './identity-claims-scenarios.ts';

const SAVE = `mutation($orgId: ID!, $input: SamlConfigurationInput!) {
  updateSamlConfiguration(orgId: $orgId, input: $input) { enabled } }`;
const INVITE = `mutation($org: ID!, $input: InviteInput!) { invitePerson(orgId: $org, input: $input) { uuid } }`;

describe.each(MODES)('identity claims through SAML (%s)', (mode) => {
  let app: TestApp;
  let idp: TestIdentityProvider;
  let world: World;
  let domain: string;

  beforeAll(async () => {
    idp = await TestIdentityProvider.start();
    app = await startTestApp(mode, { withShell: false });
    app.deps.config.publicUrl = app.url;
    world = await createWorld(app);
    domain = `claims-${process.pid}-${mode}.example.test`;
    const saved = await gql(app, await actorHeaders(app, world.users.adminA), SAVE, {
      orgId: world.orgA.slug,
      input: { emailDomain: `@${domain}`, metadataXml: idp.metadata() },
    });
    expect(saved.errors).toBeUndefined();
    // As if its TXT record had been checked (domain-claims.test.ts checks it for real).
    await app.db.models.SamlConfiguration.update(
      { provedDomain: domain, domainProvedAt: new Date() },
      { where: { organisationId: world.orgA.id } },
    );
  });
  afterAll(async () => {
    await app?.close();
    await idp?.close();
  });

  async function signInThroughIdp(browser: CookieClient, email: string, assertion: Assertion) {
    await browser.csrf();
    const started = await browser.json<{ redirectTo: string }>('POST', '/auth/saml/start', { email });
    idp.next = assertion;
    const form = readPostForm(await (await fetch(started.body.redirectTo)).text());
    const response = await browser.fetch(form.action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ SAMLResponse: form.SAMLResponse, RelayState: form.RelayState }).toString(),
    });
    await response.arrayBuffer();
    return response.headers.get('location');
  }

  it(
    scenarioTest('a SAML sign-in ends an unproved account’s password, sessions and what it set up'),
    async () => {
      const email = `victim-${randomBytes(4).toString('hex')}@${domain}`;
      const squatter = await app.db.models.User.create({ name: 'Squatter', email, passwordHash: 'scrypt$x' });
      const session = await actorHeaders(app, squatter);
      const own = await gql<{ createOrganisation: { slug: string } }>(
        app,
        session,
        'mutation { createOrganisation(input: { name: "Squatted" }) { slug } }',
      );
      const ownOrg = await app.db.models.Organisation.findOne({
        where: { slug: own.data!.createOrganisation.slug },
      });
      await createToken(app, squatter, { organisation: ownOrg! });
      const invited = await gql(app, await actorHeaders(app, world.users.adminA), INVITE, {
        org: world.orgA.slug,
        input: { email, role: 'admin' },
      });
      expect(invited.errors).toBeUndefined();

      const browser = new CookieClient(app.url);
      expect(await signInThroughIdp(browser, email, { nameId: email, email, name: 'Victim' })).toBe('/');
      const claimed = await app.db.models.User.findByPk(squatter.id);
      expect(claimed).toMatchObject({ passwordHash: null, name: 'Victim' });
      expect(claimed?.emailVerifiedAt).toBeInstanceOf(Date);
      expect(
        (await gql<{ currentUser: unknown }>(app, session, '{ currentUser { email } }')).data?.currentUser ??
          null,
      ).toBeNull();
      expect(await app.db.models.ApiToken.count({ where: { userId: squatter.id } })).toBe(0);
      const memberships = await app.db.models.Membership.findAll({ where: { userId: squatter.id } });
      expect(memberships.map((row) => [row.organisationId, row.role])).toEqual([[world.orgA.id, 'admin']]);
    },
  );
});
