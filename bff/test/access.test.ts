// The guard itself: who reaches which organisation, team and site, with which permissions, through a
// session cookie or an API token, in both modes.

import { makeExecutableSchema } from '@graphql-tools/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Access } from '../src/kernel/auth/access.ts';
import type { Viewer } from '../src/kernel/auth/viewer.ts';
import type { GraphQLContext } from '../src/kernel/context.ts';
import { actorHeaders, createWorld, gql, tokenHeaders, type World } from './support/actors.ts';
import { MODES, startTestApp, type TestApp } from './support.ts';

// A schema of one field that reports what the guard decided, so the middleware is tested over HTTP.
const probeSchema = makeExecutableSchema<GraphQLContext>({
  typeDefs: `
    type Query { viewer: String!, site(teamId: String!, siteId: String!, permission: String!): String! }
    type Mutation { touch: Boolean! }
  `,
  resolvers: {
    Query: {
      viewer: (_: unknown, __: unknown, ctx: GraphQLContext) => ctx.access.viewer.kind,
      site: async (
        _: unknown,
        args: { teamId: string; siteId: string; permission: 'readSites' },
        ctx: GraphQLContext,
      ) => (await ctx.access.site(args.teamId, args.siteId, args.permission)).site.slug,
    },
    Mutation: { touch: () => true },
  },
});

describe.each(MODES)('access (%s)', (mode) => {
  let app: TestApp;
  let world: World;
  beforeAll(async () => {
    app = await startTestApp(mode, { schema: probeSchema, withShell: false });
    world = await createWorld(app);
  });
  afterAll(() => app?.close());

  const as = (viewer: Viewer) => new Access(app.db, viewer);
  const user = (name: keyof World['users']): Viewer => ({
    kind: 'user',
    user: world.users[name],
    sessionId: 'test',
  });

  it('lets an administrator reach every team of the organisation and modify it', async () => {
    const access = as(user('adminA'));
    await expect(access.site(world.teamA2.slug, 'site-a2', 'updateSites')).resolves.toMatchObject({
      role: 'admin',
    });
    await expect(access.organisation(world.orgA.slug, 'updateOrganisations')).resolves.toBeTruthy();
  });

  it('lets members reach only their teams, and hides the others as not found', async () => {
    const access = as(user('memberA'));
    await expect(access.site(world.teamA1.slug, 'site-a1', 'updateSites')).resolves.toBeTruthy();
    await expect(access.site(world.teamA2.slug, 'site-a2', 'readSites')).rejects.toThrow('Team not found');
    await expect(access.organisation(world.orgA.slug, 'updateOrganisations')).rejects.toThrow(
      'You are not authorised to modify this organisation',
    );
  });

  it('lets a viewer read but not modify', async () => {
    const access = as(user('viewerA'));
    await expect(access.site(world.teamA1.slug, 'site-a1', 'readSites')).resolves.toBeTruthy();
    await expect(access.site(world.teamA1.slug, 'site-a1', 'updateSites')).rejects.toThrow(
      'You are not authorised to modify this site',
    );
    await expect(access.siteById(world.siteA1.id, 'createSites')).rejects.toThrow('not authorised to modify');
  });

  it('hides another organisation entirely', async () => {
    const access = as(user('adminB'));
    await expect(access.site(world.teamA1.slug, 'site-a1', 'readSites')).rejects.toThrow('Team not found');
    await expect(access.siteById(world.siteA1.id, 'readSites')).rejects.toThrow('Site not found');
    await expect(access.organisation(world.orgA.slug, 'readSites')).rejects.toThrow('Organisation not found');
    await expect(as({ kind: 'anonymous' }).organisation(world.orgA.slug, 'readSites')).rejects.toThrow(
      'not found',
    );
  });

  it('needs the rum feature for page groupings', async () => {
    const access = as(user('memberA'));
    const scope = await access.team(world.teamA1.slug, 'readSites');
    expect(access.permissionsIn(scope).managePageGroupings).toBe(true);
    expect(
      access.permissionsIn({ ...scope, organisation: { ...scope.organisation, rumEnabled: false } as never }),
    ).toMatchObject({ managePageGroupings: false, updateSites: true, updateOrganisations: false });
  });

  it('accepts a session cookie for reads and wants its CSRF token for writes', async () => {
    const headers = await actorHeaders(app, world.users.memberA);
    expect((await gql(app, headers, '{ viewer }')).data).toEqual({ viewer: 'user' });
    const { 'x-csrf-token': _, ...withoutCsrf } = headers;
    const refused = await gql(app, withoutCsrf, 'mutation { touch }');
    expect(refused.status).toBe(403);
    expect(refused.errors?.[0]?.message).toMatch(/CSRF/);
    expect((await gql(app, headers, 'mutation { touch }')).data).toEqual({ touch: true });
    expect((await gql(app, { cookie: 'pace_session=unknown-session-id-000000' }, '{ viewer }')).data).toEqual(
      {
        viewer: 'anonymous',
      },
    );
  });

  it('limits a token to its organisation, team, permissions, addresses and lifetime', async () => {
    const probe = (teamId: string, siteId: string, permission = 'readSites') =>
      `{ site(teamId: "${teamId}", siteId: "${siteId}", permission: "${permission}") }`;
    const orgToken = await tokenHeaders(app, world.users.adminA, {
      organisation: world.orgA,
      team: world.teamA2,
    });
    expect((await gql(app, orgToken, probe(world.teamA2.slug, 'site-a2'))).data).toEqual({ site: 'site-a2' });
    expect((await gql(app, orgToken, probe(world.teamA1.slug, 'site-a1'))).errors?.[0]?.message).toBe(
      'Team not found',
    );

    const readOnly = await tokenHeaders(app, world.users.adminA, {
      organisation: world.orgA,
      permissions: ['readSites'],
    });
    expect(
      (await gql(app, readOnly, probe(world.teamA1.slug, 'site-a1', 'updateSites'))).errors?.[0]?.message,
    ).toBe('You are not authorised to modify this site');

    const personal = await tokenHeaders(app, world.users.memberA, {
      kind: 'personal',
      organisation: world.orgA,
    });
    expect((await gql(app, personal, probe(world.teamA1.slug, 'site-a1'))).data).toEqual({ site: 'site-a1' });
    expect((await gql(app, personal, probe(world.teamA2.slug, 'site-a2'))).errors?.[0]?.message).toBe(
      'Team not found',
    );

    const elsewhere = await tokenHeaders(app, world.users.adminA, {
      organisation: world.orgA,
      allowedIps: ['10.1.2.0/24'],
    });
    const fromHere = await gql(app, elsewhere, '{ viewer }');
    expect(fromHere.status).toBe(403);
    const loopback = await tokenHeaders(app, world.users.adminA, {
      organisation: world.orgA,
      allowedIps: ['127.0.0.1'],
    });
    expect((await gql(app, loopback, '{ viewer }')).data).toEqual({ viewer: 'token' });

    const expired = await tokenHeaders(app, world.users.adminA, {
      organisation: world.orgA,
      expiresAt: new Date(Date.now() - 1000),
    });
    expect((await gql(app, expired, '{ viewer }')).status).toBe(401);
    expect((await gql(app, { authorization: 'Bearer pace_nope' }, '{ viewer }')).errors?.[0]?.message).toBe(
      'Invalid API token',
    );
  });
});
