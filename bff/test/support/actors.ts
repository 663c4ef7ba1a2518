// People, organisations and tokens for access tests: a small world with two organisations, and the
// headers each actor sends (a session cookie with its CSRF token, or a bearer token).

import { CSRF_COOKIE, CSRF_HEADER, newTokenSecret, SESSION_COOKIE } from '@pace/platform/credentials';
import type { ApiTokenKind, Organisation, Role, Site, Team, User } from '@pace/platform/db';
import type { Permission } from '../../src/kernel/auth/permissions.ts';
import { createSessionStore } from '../../src/kernel/auth/session-storage.ts';
import type { TestApp } from '../support.ts';

export type Headers = Record<string, string>;

export interface World {
  orgA: Organisation;
  orgB: Organisation;
  /** Team A1 holds siteA1; memberA and viewerA belong to it. Team A2 (siteA2) has no members. */
  teamA1: Team;
  teamA2: Team;
  teamB1: Team;
  siteA1: Site;
  siteA2: Site;
  siteB1: Site;
  users: {
    adminA: User;
    memberA: User;
    viewerA: User;
    adminB: User;
    /** Signed up, no organisation. */
    outsider: User;
    staff: User;
  };
}

let counter = 0;
const unique = (label: string) => `${label}-${process.pid}-${++counter}`;

export async function createUser(app: TestApp, label: string, options: { staff?: boolean } = {}) {
  const name = unique(label);
  // Proved addresses: people of the world act as members, which an unproved address cannot be.
  return app.db.models.User.create({
    name,
    email: `${name}@example.test`,
    staff: options.staff ?? false,
    emailVerifiedAt: new Date(),
  });
}

export async function addMember(
  app: TestApp,
  user: User,
  organisation: Organisation,
  role: Role,
  teams: Team[] = [],
) {
  await app.db.models.Membership.create({ userId: user.id, organisationId: organisation.id, role });
  for (const team of teams) await app.db.models.TeamMember.create({ teamId: team.id, userId: user.id });
}

export async function createWorld(app: TestApp): Promise<World> {
  const { Organisation, Team, Site } = app.db.models;
  const org = (label: string) => {
    const slug = unique(label);
    return Organisation.create({ name: slug, slug });
  };
  const team = (organisation: Organisation, label: string) => {
    const slug = unique(label);
    return Team.create({ organisationId: organisation.id, name: slug, slug });
  };
  const site = (owner: Team, label: string) =>
    Site.create({
      teamId: owner.id,
      name: label,
      slug: label,
      canonicalUrl: `https://${label}.example.test/`,
    });

  const orgA = await org('org-a');
  const orgB = await org('org-b');
  const teamA1 = await team(orgA, 'team-a1');
  const teamA2 = await team(orgA, 'team-a2');
  const teamB1 = await team(orgB, 'team-b1');
  const [siteA1, siteA2, siteB1] = [
    await site(teamA1, 'site-a1'),
    await site(teamA2, 'site-a2'),
    await site(teamB1, 'site-b1'),
  ];

  const adminA = await createUser(app, 'admin-a');
  const memberA = await createUser(app, 'member-a');
  const viewerA = await createUser(app, 'viewer-a');
  const adminB = await createUser(app, 'admin-b');
  const outsider = await createUser(app, 'outsider');
  const staff = await createUser(app, 'staff', { staff: true });
  await addMember(app, adminA, orgA, 'admin');
  await addMember(app, memberA, orgA, 'member', [teamA1]);
  await addMember(app, viewerA, orgA, 'viewer', [teamA1]);
  await addMember(app, adminB, orgB, 'admin');
  return {
    orgA,
    orgB,
    teamA1,
    teamA2,
    teamB1,
    siteA1,
    siteA2,
    siteB1,
    users: { adminA, memberA, viewerA, adminB, outsider, staff },
  };
}

/** A signed-in session for `user`: the cookies and the CSRF header a browser would send. */
export async function actorHeaders(app: TestApp, user: User): Promise<Headers> {
  const { id, data } = await createSessionStore(app.deps).create(user.id);
  return { cookie: `${SESSION_COOKIE}=${id}; ${CSRF_COOKIE}=${data.csrf}`, [CSRF_HEADER]: data.csrf };
}

export interface TokenOptions {
  kind?: ApiTokenKind;
  organisation: Organisation;
  permissions?: Permission[];
  team?: Team | null;
  allowedIps?: string[] | null;
  expiresAt?: Date | null;
}

/** An API token made directly in the database, and the Authorization header that uses it. */
export async function tokenHeaders(app: TestApp, user: User, options: TokenOptions): Promise<Headers> {
  return (await createToken(app, user, options)).headers;
}

/** The same, with the stored row (to name it, or to delete it as revoking does). */
export async function createToken(app: TestApp, user: User, options: TokenOptions) {
  const { secret, hash, prefix } = newTokenSecret();
  const token = await app.db.models.ApiToken.create({
    kind: options.kind ?? 'organisation',
    organisationId: options.organisation.id,
    userId: user.id,
    name: unique(options.kind === 'personal' ? 'personal-token' : 'token'),
    tokenHash: hash,
    tokenPrefix: prefix,
    teamId: options.team?.id ?? null,
    permissions: options.permissions ?? ['readSites', 'updateSites', 'createSites', 'updateOrganisations'],
    allowedIps: options.allowedIps ?? null,
    expiresAt: options.expiresAt ?? null,
  });
  return { token, headers: { authorization: `Bearer ${secret}` } as Headers };
}

/** A token that worked until it was revoked (deleted, as the settings' revoke does). */
export async function revokedTokenHeaders(app: TestApp, user: User, options: TokenOptions) {
  const { token, headers } = await createToken(app, user, options);
  await token.destroy();
  return headers;
}

export interface GraphQLResult<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: {
    message: string;
    path?: (string | number)[];
    extensions?: { code?: string; field?: string };
  }[];
}

/** POSTs a GraphQL operation as a browser or API client would. */
export async function gql<T = Record<string, unknown>>(
  app: TestApp,
  headers: Headers,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLResult<T>> {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  const body = text
    ? (JSON.parse(text) as Omit<GraphQLResult<T>, 'status'> & { error?: { message: string; code: string } })
    : {};
  // Errors raised before GraphQL runs (a bad token, CSRF) come as the bff's REST error shape.
  if (body.error)
    return {
      status: response.status,
      errors: [{ message: body.error.message, extensions: { code: body.error.code } }],
    };
  return { status: response.status, ...body };
}
