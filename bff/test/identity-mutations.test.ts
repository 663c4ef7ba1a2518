// The identity mutations and their rules: organisations and slugs, team names, sites (interval, form
// authentication, moving), people and invitations (through a real SMTP sink and the REST acceptance),
// API tokens (shown once, subsets, addresses, teams), the own account, and the staff lists.
import { randomBytes } from 'node:crypto';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@pace/platform/credentials';
import { linkIn, type SmtpSink, startSmtpSink } from '@pace/service-fakes/smtp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actorHeaders,
  addMember,
  createToken,
  createUser,
  createWorld,
  gql,
  type Headers,
  tokenHeaders,
  type World,
} from './support/actors.ts';
import { MODES, startTestApp, type TestApp } from './support.ts';

type Data = Record<string, Record<string, unknown> | null>;

describe.each(MODES)('identity mutations (%s)', (mode) => {
  let app: TestApp;
  let sink: SmtpSink;
  let world: World;
  const as: Record<string, Headers> = {};
  const first = (result: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) =>
    result.errors?.[0];

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startTestApp(mode, { withShell: false, env: { SMTP_URL: sink.url } });
    world = await createWorld(app);
    for (const name of ['adminA', 'memberA', 'viewerA', 'adminB', 'outsider', 'staff'] as const) {
      as[name] = await actorHeaders(app, world.users[name]);
    }
  });
  afterAll(async () => {
    await app?.close();
    await sink?.close();
  });

  it('creates organisations with unique slugs and the creator as administrator', async () => {
    const create = `mutation($name: String!) { createOrganisation(input: { name: $name }) { id slug viewerRole } }`;
    const one = await gql<Data>(app, as.outsider!, create, { name: `Ácme Ltd ${mode}` });
    const two = await gql<Data>(app, as.outsider!, create, { name: `Acme ltd ${mode}` });
    expect(one.data?.createOrganisation).toMatchObject({ slug: `acme-ltd-${mode}`, viewerRole: 'admin' });
    expect(two.data?.createOrganisation?.slug).toBe(`acme-ltd-${mode}-2`);
    expect(first(await gql(app, as.outsider!, create, { name: ' ' }))).toMatchObject({
      message: 'Name is required',
      extensions: { code: 'BAD_USER_INPUT', field: 'name' },
    });
  });

  it('rejects a duplicate team name whatever its case, writing nothing', async () => {
    const create = `mutation($org: ID!, $name: String!) { createTeam(orgId: $org, input: { name: $name }) { slug } }`;
    const made = await gql<Data>(app, as.adminA!, create, { org: world.orgA.slug, name: 'Platform' });
    expect(made.errors).toBeUndefined();
    const before = await app.db.models.Team.count();
    const again = await gql(app, as.adminA!, create, { org: world.orgA.slug, name: 'PLATFORM' });
    expect(first(again)).toMatchObject({
      message: 'A team with this name already exists',
      extensions: { code: 'CONFLICT', field: 'name' },
    });
    expect(await app.db.models.Team.count()).toBe(before);
    // Another organisation may use the name; the slug stays globally unique.
    const elsewhere = await gql<Data>(app, as.adminB!, create, { org: world.orgB.slug, name: 'Platform' });
    expect(elsewhere.data?.createTeam?.slug).toBe(`${made.data?.createTeam?.slug}-2`);
  });

  const SITE = `fragment S on Site { id name canonicalUrl snapshotSchedule snapshotIntervalHours ipOption
    formAuth { url username hasPassword } team { id } }`;

  it('creates and changes sites, keeping the interval within 168 hours and the form password unread', async () => {
    const create = `mutation($team: ID!, $input: SiteInput!) { createSite(teamId: $team, input: $input) { ...S } } ${SITE}`;
    const input = { name: 'Marketing Site', canonicalUrl: 'https://www.example.test/' };
    const made = await gql<Data>(app, as.memberA!, create, {
      team: world.teamA1.slug,
      input: {
        ...input,
        snapshotSchedule: 'every_n_hours',
        snapshotIntervalHours: 12,
        formAuth: { url: 'https://www.example.test/login', username: 'bot', password: 'hunter22' },
      },
    });
    expect(made.errors).toBeUndefined();
    expect(made.data?.createSite).toMatchObject({
      id: 'marketing-site',
      snapshotIntervalHours: 12,
      formAuth: { username: 'bot', hasPassword: true },
    });
    const tooLong = await gql(app, as.memberA!, create, {
      team: world.teamA1.slug,
      input: { ...input, snapshotSchedule: 'every_n_hours', snapshotIntervalHours: 169 },
    });
    expect(first(tooLong)).toMatchObject({
      message: 'Snapshot interval must be 1 to 168 hours',
      extensions: { field: 'snapshotIntervalHours' },
    });
    const missing = await gql(app, as.memberA!, create, {
      team: world.teamA1.slug,
      input: { ...input, snapshotSchedule: 'every_n_hours' },
    });
    expect(first(missing)?.extensions?.field).toBe('snapshotIntervalHours');
    const badUrl = await gql(app, as.memberA!, create, {
      team: world.teamA1.slug,
      input: { ...input, canonicalUrl: 'ftp://x' },
    });
    expect(first(badUrl)?.extensions?.field).toBe('canonicalUrl');

    const update = `mutation($team: ID!, $site: ID!, $input: SiteInput!) {
      updateSite(teamId: $team, siteId: $site, input: $input) { ...S } } ${SITE}`;
    const changed = await gql<Data>(app, as.memberA!, update, {
      team: world.teamA1.slug,
      site: 'marketing-site',
      input: {
        ...input,
        snapshotSchedule: 'daily',
        formAuth: { url: null, username: 'bot2', password: null },
      },
    });
    expect(changed.errors).toBeUndefined();
    expect(changed.data?.updateSite).toMatchObject({
      snapshotSchedule: 'daily',
      snapshotIntervalHours: null,
      formAuth: { username: 'bot2', hasPassword: true },
    });
    const site = await app.db.models.Site.findOne({ where: { slug: 'marketing-site' } });
    expect(site?.formAuthPassword).toBe('hunter22');
  });

  it('moves a site to another team, after which the old team no longer reaches it', async () => {
    const create = `mutation($team: ID!) { createSite(teamId: $team, input: { name: "Moving", canonicalUrl: "https://m.example.test" }) { id } }`;
    await gql(app, as.adminA!, create, { team: world.teamA1.slug });
    const move = `mutation($team: ID!, $to: ID!) { updateSite(teamId: $team, siteId: "moving",
      input: { name: "Moving", canonicalUrl: "https://m.example.test", teamId: $to }) { id team { id } } }`;
    // A member of team A1 only cannot move it into team A2.
    const refused = await gql(app, as.memberA!, move, { team: world.teamA1.slug, to: world.teamA2.slug });
    expect(first(refused)).toMatchObject({ message: 'Team not found', extensions: { field: 'teamId' } });
    const crossOrg = await gql(app, as.adminA!, move, { team: world.teamA1.slug, to: world.teamB1.slug });
    expect(first(crossOrg)?.message).toBe('Team not found');
    const moved = await gql<Data>(app, as.adminA!, move, { team: world.teamA1.slug, to: world.teamA2.slug });
    expect(moved.data?.updateSite).toEqual({ id: 'moving', team: { id: world.teamA2.slug } });
    const read = `query($team: ID!) { site(teamId: $team, siteId: "moving") { id } }`;
    expect(first(await gql(app, as.memberA!, read, { team: world.teamA1.slug }))?.message).toBe(
      'Site not found',
    );
    expect(first(await gql(app, as.memberA!, read, { team: world.teamA2.slug }))?.message).toBe(
      'Team not found',
    );
  });

  it('deletes a site only with its name typed', async () => {
    const del = `mutation($team: ID!, $c: String!) { deleteSite(teamId: $team, siteId: "moving", confirmation: $c) }`;
    expect(first(await gql(app, as.adminA!, del, { team: world.teamA2.slug, c: 'moving!' }))).toMatchObject({
      message: "Type the site's name, Moving, to delete it",
      extensions: { field: 'confirmation' },
    });
    expect((await gql<Data>(app, as.adminA!, del, { team: world.teamA2.slug, c: 'Moving' })).data).toEqual({
      deleteSite: true,
    });
  });

  it('invites a person by email; the link shows the invitation and accepting signs them in', async () => {
    const invite = `mutation($org: ID!, $input: InviteInput!) { invitePerson(orgId: $org, input: $input) {
      uuid email role pendingInvitation authenticationMethod teams { id } } }`;
    const email = `new-${mode}@example.test`;
    const result = await gql<Data>(app, as.adminA!, invite, {
      org: world.orgA.slug,
      input: { email, name: 'Nora New', role: 'member', teamIds: [world.teamA2.slug] },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.invitePerson).toMatchObject({
      email,
      role: 'member',
      pendingInvitation: true,
      authenticationMethod: 'invited',
      teams: [{ id: world.teamA2.slug }],
    });
    const duplicate = await gql(app, as.adminA!, invite, {
      org: world.orgA.slug,
      input: { email: email.toUpperCase(), role: 'viewer' },
    });
    expect(first(duplicate)).toMatchObject({
      message: 'This person is already a member of this organisation',
      extensions: { field: 'email' },
    });

    const mail = await sink.waitFor(email);
    expect(mail.subject).toContain(world.orgA.name);
    const token = new URL(linkIn(mail, 'invitation=')).searchParams.get('invitation')!;
    const shown = await fetch(`${app.url}/auth/invitations/${token}`);
    expect(await shown.json()).toEqual({
      organisation: { name: world.orgA.name },
      email,
      name: 'Nora New',
      next: 'create-account',
    });
    expect((await fetch(`${app.url}/auth/invitations/nope`)).status).toBe(404);

    const csrf = randomBytes(24).toString('base64url');
    const accept = (body: Record<string, string>) =>
      fetch(`${app.url}/auth/invitations/${token}/accept`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `${CSRF_COOKIE}=${csrf}`,
          [CSRF_HEADER]: csrf,
        },
        body: JSON.stringify(body),
      });
    const mismatch = await accept({
      name: 'Nora',
      password: 'long enough',
      passwordConfirmation: 'other one',
    });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toMatchObject({ error: { message: 'Passwords did not match' } });
    const accepted = await accept({
      name: 'Nora',
      password: 'long enough',
      passwordConfirmation: 'long enough',
    });
    expect(accepted.status).toBe(200);
    // The new member lands on the sites of the team they were invited to.
    expect(await accepted.json()).toMatchObject({ redirectTo: `/teams/${world.teamA2.slug}/sites` });
    const cookies = accepted.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
    const session = cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))!;
    const sessionCsrf = cookies.find((cookie) => cookie.startsWith(`${CSRF_COOKIE}=`))!;
    const signedIn = { cookie: `${session}; ${sessionCsrf}`, [CSRF_HEADER]: sessionCsrf.split('=')[1]! };
    const me = await gql<Data>(app, signedIn, '{ currentUser { name emailVerified hasPassword } }');
    expect(me.data?.currentUser).toEqual({ name: 'Nora', emailVerified: true, hasPassword: true });
    const reused = await accept({
      name: 'Nora',
      password: 'long enough',
      passwordConfirmation: 'long enough',
    });
    expect(await reused.json()).toMatchObject({
      error: { code: 'NOT_FOUND', message: 'Invalid invitation token' },
    });

    const people = `query($org: ID!, $q: String) { organisation(orgId: $org) { people(query: $q) { totalCount
      edges { node { email pendingInvitation authenticationMethod } } } } }`;
    const listed = await gql<{ organisation: { people: { edges: { node: Record<string, unknown> }[] } } }>(
      app,
      as.adminA!,
      people,
      { org: world.orgA.slug, q: `NEW-${mode}` },
    );
    expect(listed.data?.organisation.people.edges.map((edge) => edge.node)).toEqual([
      { email, pendingInvitation: false, authenticationMethod: 'password' },
    ]);
  });

  it('keeps at least one administrator when changing or removing people', async () => {
    const update = `mutation($org: ID!, $uuid: ID!, $input: PersonInput!) { updatePerson(orgId: $org, uuid: $uuid, input: $input) { role teams { id } } }`;
    const demote = await gql(app, as.adminA!, update, {
      org: world.orgA.slug,
      uuid: world.users.adminA.uuid,
      input: { role: 'member' },
    });
    expect(first(demote)).toMatchObject({ message: 'An organisation needs at least one administrator' });
    const teams = await gql<Data>(app, as.adminA!, update, {
      org: world.orgA.slug,
      uuid: world.users.viewerA.uuid,
      input: { role: 'viewer', teamIds: [world.teamA1.slug, world.teamA2.slug] },
    });
    expect(teams.data?.updatePerson?.teams).toHaveLength(2);
    const remove = `mutation($org: ID!, $uuid: ID!) { removePerson(orgId: $org, uuid: $uuid) }`;
    expect(
      first(await gql(app, as.adminA!, remove, { org: world.orgA.slug, uuid: world.users.adminA.uuid }))
        ?.message,
    ).toBe('An organisation needs at least one administrator');
  });

  it('creates API tokens shown once, within the creator’s permissions, teams and valid addresses', async () => {
    const create = `mutation($org: ID!, $input: ApiTokenInput!) { createApiToken(orgId: $org, input: $input) {
      secret token { uuid kind name permissions allowedIps tokenPrefix team { id } creator { email } } } }`;
    const byMember = await gql(app, as.memberA!, create, {
      org: world.orgA.slug,
      input: { name: 'ci', permissions: ['readSites'] },
    });
    expect(first(byMember)?.message).toBe('You are not authorised to modify this organisation');
    const wider = await gql(app, as.memberA!, create, {
      org: world.orgA.slug,
      input: { name: 'mine', kind: 'personal', permissions: ['readSites', 'updateOrganisations'] },
    });
    expect(first(wider)).toMatchObject({
      message: 'You cannot give a token a permission you do not have: updateOrganisations',
      extensions: { field: 'permissions' },
    });
    const badIp = await gql(app, as.adminA!, create, {
      org: world.orgA.slug,
      input: { name: 'ci', permissions: ['readSites'], allowedIps: ['10.0.0.0/99'] },
    });
    expect(first(badIp)?.extensions?.field).toBe('allowedIps');
    const otherTeam = await gql(app, as.memberA!, create, {
      org: world.orgA.slug,
      input: { name: 'mine', kind: 'personal', permissions: ['readSites'], teamId: world.teamA2.slug },
    });
    expect(first(otherTeam)).toMatchObject({ message: 'Team not found', extensions: { field: 'teamId' } });

    const made = await gql<{ createApiToken: { secret: string; token: Record<string, unknown> } }>(
      app,
      as.adminA!,
      create,
      {
        org: world.orgA.slug,
        input: {
          name: 'deploys',
          permissions: ['readSites', 'updateSites'],
          teamId: world.teamA1.slug,
          allowedIps: ['127.0.0.1', ' ', '10.0.0.0/8'],
        },
      },
    );
    expect(made.errors).toBeUndefined();
    const { secret, token } = made.data!.createApiToken;
    expect(token).toMatchObject({
      kind: 'organisation',
      allowedIps: ['127.0.0.1', '10.0.0.0/8'],
      team: { id: world.teamA1.slug },
      creator: { email: world.users.adminA.email },
    });
    expect(secret.startsWith(token.tokenPrefix as string)).toBe(true);
    const stored = await app.db.models.ApiToken.findOne({ where: { uuid: token.uuid as string } });
    expect(stored?.tokenHash).not.toContain(secret);

    const bearer = { authorization: `Bearer ${secret}` };
    const read = await gql<Data>(
      app,
      bearer,
      `query($t: ID!) { site(teamId: $t, siteId: "site-a1") { id } }`,
      {
        t: world.teamA1.slug,
      },
    );
    expect(read.data?.site).toEqual({ id: 'site-a1' });
    // A token cannot manage tokens, even with a session's permissions.
    expect(
      first(
        await gql(app, bearer, create, {
          org: world.orgA.slug,
          input: { name: 'x', permissions: ['readSites'] },
        }),
      )?.message,
    ).toBe('API tokens cannot do this; sign in instead');

    const list = `query($org: ID!) { organisation(orgId: $org) { apiTokens { uuid name } } }`;
    const listed = await gql<{ organisation: { apiTokens: { uuid: string }[] } }>(app, as.adminA!, list, {
      org: world.orgA.slug,
    });
    expect(listed.data?.organisation.apiTokens.map((t) => t.uuid)).toContain(token.uuid);
    expect(first(await gql(app, as.memberA!, list, { org: world.orgA.slug }))?.message).toBe(
      'You are not authorised to modify this organisation',
    );

    const remove = `mutation($uuid: ID!) { deleteApiToken(uuid: $uuid) }`;
    expect(first(await gql(app, as.adminB!, remove, { uuid: token.uuid }))?.message).toBe(
      'API token not found',
    );
    expect((await gql<Data>(app, as.adminA!, remove, { uuid: token.uuid })).data).toEqual({
      deleteApiToken: true,
    });
    expect((await gql(app, bearer, '{ currentUser { uuid } }')).status).toBe(401);
  });

  it('lets a member make a personal token that reaches only their teams', async () => {
    const create = `mutation($org: ID!) { createApiToken(orgId: $org, input: { name: "mine", kind: personal,
      permissions: ["readSites"] }) { secret token { kind } } }`;
    const made = await gql<{ createApiToken: { secret: string } }>(app, as.memberA!, create, {
      org: world.orgA.slug,
    });
    const bearer = { authorization: `Bearer ${made.data!.createApiToken.secret}` };
    const sites = await gql<{ organisationSites: { edges: { node: { team: { id: string } } }[] } }>(
      app,
      bearer,
      `query($org: ID!) { organisationSites(orgId: $org) { edges { node { team { id } } } } }`,
      { org: world.orgA.slug },
    );
    expect(new Set(sites.data?.organisationSites.edges.map((edge) => edge.node.team.id))).toEqual(
      new Set([world.teamA1.slug]),
    );
    const mine = await gql<{ currentUser: { personalTokens: { name: string }[] } }>(
      app,
      as.memberA!,
      '{ currentUser { personalTokens { name kind } } }',
    );
    expect(mine.data?.currentUser.personalTokens).toEqual([{ name: 'mine', kind: 'personal' }]);
  });

  it('lists personal tokens to their signed-in owner only, never to an API token of theirs', async () => {
    const owner = await createUser(app, 'two-homes');
    await addMember(app, owner, world.orgA, 'member', [world.teamA1]);
    await addMember(app, owner, world.orgB, 'member');
    await createToken(app, owner, { kind: 'personal', organisation: world.orgA, permissions: ['readSites'] });
    const list = '{ currentUser { uuid personalTokens { name } } }';
    const session = await gql<Data>(app, await actorHeaders(app, owner), list);
    expect(session.data?.currentUser?.personalTokens).toHaveLength(1);
    // Their personal token in B must not show their token in A.
    const tokenOfB = await tokenHeaders(app, owner, { kind: 'personal', organisation: world.orgB });
    const refused = await gql<Data>(app, tokenOfB, list);
    expect(first(refused)?.message).toBe('API tokens cannot do this; sign in instead');
    expect(JSON.stringify(refused.data)).not.toContain('personal-token');
  });

  it('refuses organisation-wide changes to a token limited to one team', async () => {
    const headers = await tokenHeaders(app, world.users.adminA, {
      organisation: world.orgA,
      team: world.teamA1,
    });
    const result = await gql(
      app,
      headers,
      `mutation($org: ID!) { updateOrganisation(orgId: $org, input: { name: "X" }) { id } }`,
      {
        org: world.orgA.slug,
      },
    );
    expect(first(result)?.message).toBe('This API token is limited to one team');
    // Nor does it list the organisation's tokens: their names say what other teams' tokens are for.
    const tokens = await gql(
      app,
      headers,
      `query($org: ID!) { organisation(orgId: $org) { apiTokens { name } } }`,
      {
        org: world.orgA.slug,
      },
    );
    expect(first(tokens)?.message).toBe('This API token is limited to one team');
  });

  it('deletes an account only with DELETE typed, and not the only administrator of an organisation with an active plan', async () => {
    const del = `mutation($c: String!) { deleteAccount(confirmation: $c) }`;
    expect(first(await gql(app, as.adminB!, del, { c: 'delete' }))?.extensions?.field).toBe('confirmation');
    // Spec section 6: what holds the account is an active plan, not the organisation merely existing.
    const soleAdministrator = async (label: string) => {
      const user = await createUser(app, label);
      const headers = await actorHeaders(app, user);
      const made = await gql<Data>(
        app,
        headers,
        `mutation($name: String!) { createOrganisation(input: { name: $name }) { slug } }`,
        { name: `${label} ${mode}` },
      );
      const organisation = await app.db.models.Organisation.findOne({
        where: { slug: String(made.data?.createOrganisation?.slug) },
        rejectOnEmpty: true,
      });
      const planIs = async (
        plan: 'starter' | null,
        status: 'active' | 'paused' | 'canceled' | 'trialing',
      ) => {
        const { Subscription } = app.db.models;
        const row = await Subscription.findOne({ where: { organisationId: organisation.id } });
        if (row) await row.update({ plan, status });
        else
          await Subscription.create({
            organisationId: organisation.id,
            organisationName: organisation.name,
            plan,
            status,
          });
      };
      return { user, headers, organisation, planIs };
    };
    const paying = await soleAdministrator('paying');
    for (const status of ['active', 'paused'] as const) {
      await paying.planIs('starter', status);
      expect(first(await gql(app, paying.headers, del, { c: 'DELETE' }))).toMatchObject({
        message: `You are the only administrator of ${paying.organisation.name}: make someone else an administrator first`,
        extensions: { code: 'CONFLICT' },
      });
      expect(await app.db.models.User.findByPk(paying.user.id)).not.toBeNull();
    }
    // Once the plan has ended, nothing holds the account.
    await paying.planIs('starter', 'canceled');
    expect((await gql<Data>(app, paying.headers, del, { c: 'DELETE' })).data).toEqual({
      deleteAccount: true,
    });
    expect(await app.db.models.User.findByPk(paying.user.id)).toBeNull();
    // Nor does a free trial, which is no plan.
    const trying = await soleAdministrator('trying');
    await trying.planIs(null, 'trialing');
    expect((await gql<Data>(app, trying.headers, del, { c: 'DELETE' })).data).toEqual({
      deleteAccount: true,
    });
    // A second administrator frees the first even on a plan.
    const shared = await soleAdministrator('shared');
    await shared.planIs('starter', 'active');
    await addMember(app, await createUser(app, 'second-admin'), shared.organisation, 'admin');
    expect((await gql<Data>(app, shared.headers, del, { c: 'DELETE' })).data).toEqual({
      deleteAccount: true,
    });

    const leaving = await createUser(app, 'leaving');
    await addMember(app, leaving, world.orgA, 'member', [world.teamA1]);
    const headers = await actorHeaders(app, leaving);
    expect((await gql<Data>(app, headers, del, { c: 'DELETE' })).data).toEqual({ deleteAccount: true });
    expect(await app.db.models.User.findByPk(leaving.id)).toBeNull();
    expect(await app.db.models.TeamMember.count({ where: { userId: leaving.id } })).toBe(0);
    expect((await gql<Data>(app, headers, '{ currentUser { uuid } }')).data).toEqual({ currentUser: null });
  });

  it('changes the profile (a new email must be verified again) and the password', async () => {
    const user = await createUser(app, 'profile');
    const headers = await actorHeaders(app, user);
    const update = `mutation($input: ProfileInput!) { updateProfile(input: $input) { name email emailVerified } }`;
    const taken = await gql(app, headers, update, { input: { name: 'P', email: world.users.adminA.email } });
    expect(first(taken)).toMatchObject({
      message: 'An account with this email already exists',
      extensions: { field: 'email' },
    });
    const email = `profile-${mode}@example.test`;
    const changed = await gql<Data>(app, headers, update, {
      input: { name: 'Pat', email: email.toUpperCase() },
    });
    expect(changed.data?.updateProfile).toEqual({ name: 'Pat', email, emailVerified: false });
    expect((await sink.waitFor(email)).subject).toBe('Verify your email address');

    const change = `mutation($current: String, $p: String!, $c: String!) {
      changePassword(currentPassword: $current, password: $p, passwordConfirmation: $c) }`;
    expect(first(await gql(app, headers, change, { p: 'new password', c: 'other password' }))?.message).toBe(
      'Passwords did not match',
    );
    expect((await gql<Data>(app, headers, change, { p: 'new password', c: 'new password' })).data).toEqual({
      changePassword: true,
    });
    const wrong = await gql(app, headers, change, {
      current: 'nope',
      p: 'newer password',
      c: 'newer password',
    });
    expect(first(wrong)).toMatchObject({ extensions: { field: 'currentPassword' } });
  });

  it('shows staff every organisation and user, searchable, and nobody else', async () => {
    const query = `query($q: String) { adminOrganisations(query: $q) { totalCount edges { node { slug isActive } } }
      adminUsers(query: $q) { totalCount edges { node { email organisations { role organisation { slug } } } } } }`;
    const seen = await gql<{
      adminOrganisations: { edges: { node: { slug: string } }[] };
      adminUsers: { edges: { node: { email: string } }[] };
    }>(app, as.staff!, query, { q: 'admin-a' });
    expect(seen.errors).toBeUndefined();
    expect(seen.data?.adminUsers.edges.map((edge) => edge.node.email)).toEqual([world.users.adminA.email]);
    expect(first(await gql(app, as.adminA!, query, {}))?.message).toBe('Only staff can do this');
  });
});
