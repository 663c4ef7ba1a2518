// Identity claims: an address counts only once proved. Someone who signs up first with another
// person's address must not inherit that person's invitations, Google or SAML sign-in, and whoever is
// removed from an organisation keeps nothing there. Each scenario of tests/security/identity-claims.json
// names the test that proves it (here, or identity-claims-saml.test.ts); both modes of the real bff.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CSRF_COOKIE, CSRF_HEADER } from '@pace/platform/credentials';
import type { User } from '@pace/platform/db';
import { linkIn, type SmtpSink, startSmtpSink } from '@pace/service-fakes/smtp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorHeaders, createToken, createWorld, gql, type Headers, type World } from '../support/actors.ts';
import { CookieClient } from '../support/cookie-client.ts';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider.ts';
import { MODES, startTestApp, type TestApp } from '../support.ts';
import { SCENARIOS, scenarioTest as test } from './identity-claims-scenarios.ts';

const INVITE = `mutation($org: ID!, $input: InviteInput!) { invitePerson(orgId: $org, input: $input) { uuid pendingInvitation } }`;
const ORGANISATION = `query($org: ID!) { organisation(orgId: $org) { id } }`;
const CREATE_TOKEN = `mutation($org: ID!) { createApiToken(orgId: $org, input: { name: "mine", kind: personal, permissions: ["readSites"] }) { secret } }`;
const REMOVE = `mutation($org: ID!, $uuid: ID!) { removePerson(orgId: $org, uuid: $uuid) }`;
const ME = '{ currentUser { email } }';

let counter = 0;
const address = (label: string) => `${label}-${process.pid}-${++counter}@victim.test`;

describe('identity-claims.json', () => {
  it('names, for each scenario, a test of its file', () => {
    for (const scenario of SCENARIOS) {
      const source = readFileSync(join(import.meta.dirname, scenario.file), 'utf8');
      expect(source, scenario.name).toContain(`'${scenario.test}'`);
      expect(scenario.steps.length, scenario.name).toBeGreaterThan(0);
    }
  });
});

describe.each(MODES)('identity claims (%s)', (mode) => {
  let app: TestApp;
  let sink: SmtpSink;
  let provider: TestOidcProvider;
  let world: World;
  let admin: Headers;

  beforeAll(async () => {
    sink = await startSmtpSink();
    let appUrl = '';
    provider = await startOidcProvider(() => `${appUrl}/auth/google/callback`);
    app = await startTestApp(mode, {
      withShell: false,
      env: {
        SMTP_URL: sink.url,
        GOOGLE_OIDC_ISSUER: provider.issuer,
        GOOGLE_CLIENT_ID: provider.clientId,
        GOOGLE_CLIENT_SECRET: provider.clientSecret,
      },
    });
    appUrl = app.url;
    app.deps.config.publicUrl = app.url;
    world = await createWorld(app);
    admin = await actorHeaders(app, world.users.adminA);
  });
  afterAll(async () => {
    await app?.close();
    await sink?.close();
    await provider?.close();
  });

  /** An account signed up with `email` and a password, its address never proved. */
  const squatter = (email: string, verified = false) =>
    app.db.models.User.create({
      name: 'Squatter',
      email,
      passwordHash: 'scrypt$squatter',
      emailVerifiedAt: verified ? new Date() : null,
    });
  const invite = async (email: string, role = 'admin') => {
    const result = await gql<{ invitePerson: { uuid: string } }>(app, admin, INVITE, {
      org: world.orgA.slug,
      input: { email, role },
    });
    expect(result.errors).toBeUndefined();
    const mail = await sink.waitFor(email);
    return new URL(linkIn(mail, 'invitation=')).searchParams.get('invitation')!;
  };
  const accept = (token: string, headers: Headers = {}, body: Record<string, string> = {}) => {
    const csrf = randomBytes(24).toString('base64url');
    const cookie = [headers.cookie, `${CSRF_COOKIE}=${csrf}`].filter(Boolean).join('; ');
    // A signed-in browser sends its own CSRF cookie; an anonymous one the double-submit pair.
    const header = headers[CSRF_HEADER] ?? csrf;
    return fetch(`${app.url}/auth/invitations/${token}/accept`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: headers.cookie ? headers.cookie : cookie,
        [CSRF_HEADER]: header,
      },
      body: JSON.stringify({ name: 'Someone', password: '', passwordConfirmation: '', ...body }),
    });
  };
  const reachesOrgA = async (headers: Headers) =>
    !(await gql(app, headers, ORGANISATION, { org: world.orgA.slug })).errors;

  it(test('an address signed up first gains nothing from a later invitation'), async () => {
    const email = address('squatted');
    const account = await squatter(email);
    const session = await actorHeaders(app, account);
    const token = await invite(email, 'admin');
    expect(await reachesOrgA(session)).toBe(false);
    const made = await gql(app, session, CREATE_TOKEN, { org: world.orgA.slug });
    expect(made.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // Even holding the mailed token, an unproved address is asked to verify first.
    const refused = await accept(token, session);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toMatch(/verify your email address/i);
    expect(await reachesOrgA(session)).toBe(false);
    const invitation = await app.db.models.Invitation.findOne({ where: { userId: account.id } });
    expect(invitation?.acceptedAt).toBeNull();
  });

  it(
    test('an existing account joins only by accepting, signed in with the verified invited address'),
    async () => {
      const email = address('verified');
      const account = await squatter(email, true);
      const session = await actorHeaders(app, account);
      const token = await invite(email, 'member');
      expect(await reachesOrgA(session)).toBe(false);
      const anonymous = await accept(token);
      expect(anonymous.status).toBe(401);
      expect((await anonymous.json()).error.message).toBe(`Sign in as ${email} to accept this invitation`);
      const other = await accept(token, await actorHeaders(app, world.users.outsider));
      expect(other.status).toBe(403);
      expect(await reachesOrgA(session)).toBe(false);
      const accepted = await accept(token, session);
      expect(accepted.status).toBe(200);
      // Accepting starts a new session (never the one the browser had).
      const cookies = accepted.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
      const csrf = cookies.find((cookie) => cookie.startsWith(`${CSRF_COOKIE}=`))!;
      const renewed = { cookie: cookies.join('; '), [CSRF_HEADER]: csrf.slice(CSRF_COOKIE.length + 1) };
      expect(await reachesOrgA(renewed)).toBe(true);
    },
  );

  it(test('a Google sign-in ends an unproved account’s password, sessions and what it set up'), async () => {
    const email = address('google');
    const account = await squatter(email);
    const session = await actorHeaders(app, account);
    // What the squatter set up: an organisation of its own, and a token there.
    const own = await gql<{ createOrganisation: { slug: string } }>(
      app,
      session,
      'mutation { createOrganisation(input: { name: "Squatted" }) { slug } }',
    );
    const ownOrg = await app.db.models.Organisation.findOne({
      where: { slug: own.data!.createOrganisation.slug },
    });
    const { headers: tokenHeaders } = await createToken(app, account, { organisation: ownOrg! });
    // What was meant for the address's owner: an invitation, which waits for them.
    await invite(email, 'member');

    provider.signInAs({ sub: `google-${email}`, email, email_verified: true, name: 'Victim' });
    const browser = new CookieClient(app.url);
    await browser.navigate('/auth/google/start');
    const claimed = (await app.db.models.User.findByPk(account.id)) as User;
    expect(claimed.googleSubject).toBe(`google-${email}`);
    expect(claimed.passwordHash).toBeNull();
    expect(claimed.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await gql<{ currentUser: unknown }>(app, session, ME)).data?.currentUser ?? null).toBeNull();
    expect((await gql(app, tokenHeaders, ORGANISATION, { org: ownOrg!.slug })).errors).toBeDefined();
    expect(await app.db.models.ApiToken.count({ where: { userId: account.id } })).toBe(0);
    const memberships = await app.db.models.Membership.findAll({ where: { userId: account.id } });
    expect(memberships.map((row) => row.organisationId)).toEqual([world.orgA.id]);
    const me = await browser.json<{ data: { currentUser: { email: string } } }>('POST', '/graphql', {
      query: ME,
    });
    expect(me.body.data.currentUser.email).toBe(email);
  });

  it(test('removing a person revokes every token they created there and their access'), async () => {
    const email = address('removed');
    const person = await squatter(email, true);
    await app.db.models.Membership.create({
      userId: person.id,
      organisationId: world.orgA.id,
      role: 'admin',
    });
    const session = await actorHeaders(app, person);
    const organisationToken = await createToken(app, person, { organisation: world.orgA });
    const personalToken = await createToken(app, person, { organisation: world.orgA, kind: 'personal' });
    const elsewhere = await createToken(app, person, { organisation: world.orgB });
    expect((await gql(app, organisationToken.headers, ORGANISATION, { org: world.orgA.slug })).errors).toBe(
      undefined,
    );
    const removed = await gql(app, admin, REMOVE, { org: world.orgA.slug, uuid: person.uuid });
    expect(removed.errors).toBeUndefined();
    for (const headers of [organisationToken.headers, personalToken.headers]) {
      expect((await gql(app, headers, ORGANISATION, { org: world.orgA.slug })).errors).toBeDefined();
    }
    expect(await reachesOrgA(session)).toBe(false);
    expect(await app.db.models.ApiToken.count({ where: { userId: person.id } })).toBe(1);
    expect(await app.db.models.ApiToken.findByPk(elsewhere.token.id)).not.toBeNull();
  });

  it(test('an unproved account cannot send invitation mail'), async () => {
    const account = await squatter(address('relay'));
    const session = await actorHeaders(app, account);
    const own = await gql<{ createOrganisation: { slug: string } }>(
      app,
      session,
      'mutation { createOrganisation(input: { name: "Relay" }) { slug } }',
    );
    expect(own.errors).toBeUndefined();
    const org = own.data!.createOrganisation.slug;
    const codes = new Set<string>();
    for (let index = 0; index < 25; index++) {
      const result = await gql(app, session, INVITE, {
        org,
        input: { email: `target-${index}-${mode}@elsewhere.test`, name: 'Claim your prize', role: 'viewer' },
      });
      codes.add(result.errors?.[0]?.extensions?.code ?? 'SENT');
    }
    expect([...codes]).toEqual(['FORBIDDEN']);
    const ownOrg = await app.db.models.Organisation.findOne({ where: { slug: org } });
    expect(await app.db.models.Invitation.count({ where: { organisationId: ownOrg!.id } })).toBe(0);
  });

  it(test('a verified sender is limited per hour, and names in the mail are escaped and short'), async () => {
    const sender = await squatter(address('sender'), true);
    const session = await actorHeaders(app, sender);
    const own = await gql<{ createOrganisation: { slug: string } }>(
      app,
      session,
      'mutation { createOrganisation(input: { name: "Busy" }) { slug } }',
    );
    const org = own.data!.createOrganisation.slug;
    const long = await gql(app, session, INVITE, {
      org,
      input: { email: `long-${mode}@elsewhere.test`, name: 'x'.repeat(101), role: 'viewer' },
    });
    expect(long.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'name' } });
    // The sender's own name goes into the subject: cut short, it cannot carry a message.
    await sender.update({ name: `Pace security team: ${'read this '.repeat(20)}` });
    const escaped = `escaped-${mode}@elsewhere.test`;
    await gql(app, session, INVITE, {
      org,
      input: { email: escaped, name: '<a href="https://evil.test">Claim</a>', role: 'viewer' },
    });
    const mail = await sink.waitFor(escaped);
    expect(mail.html).not.toContain('<a href="https://evil.test">');
    expect(mail.html).toContain('&#60;a href=');
    expect(mail.subject).toMatch(
      /^Pace security team: (read this ){3}read this… invited you to Busy on Pace$/,
    );
    const outcomes: string[] = [];
    for (let index = 0; index < 25; index++) {
      const result = await gql(app, session, INVITE, {
        org,
        input: { email: `many-${index}-${mode}@elsewhere.test`, role: 'viewer' },
      });
      outcomes.push(result.errors?.[0]?.extensions?.code ?? 'SENT');
    }
    // One invitation went out above; the hour allows 20 from one sender. Every attempt counts, also one
    // the plan's seats then refuse (the trial's 10 seats fill first).
    expect(outcomes.slice(0, 19)).not.toContain('TOO_MANY_REQUESTS');
    expect(outcomes.slice(0, 19)).toContain('SENT');
    expect(outcomes.slice(19)).toEqual(Array(6).fill('TOO_MANY_REQUESTS'));
    const refused = await gql(app, session, INVITE, {
      org,
      input: { email: `one-more-${mode}@elsewhere.test`, role: 'viewer' },
    });
    expect(refused.errors?.[0]?.message).toMatch(/^Too many invitations; try again in \d+ minutes?$/);
  });
});
