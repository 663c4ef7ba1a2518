// The table format of the access suite (bff/test/access-matrix.test.ts). Each area keeps its entries in
// bff/test/access/<area>.ts: for every Query and Mutation field, how to call it against createWorld's
// data and what each actor must get. The suite fails for a schema field without an entry.
//
// Actors and what they target (always organisation A's data, team A1, site-a1):
// - anonymous            no cookie, no token
// - otherOrganisation    adminB, administrator of organisation B only
// - viewer               viewerA (tried on writes; reads are the viewer's right)
// - member               memberA (tried on operations for administrators)
// - otherTeamToken       an organisation token of A with every permission, limited to team A2
// - blockedAddressToken  an organisation token of A whose allow-list excludes loopback
// - organisationToken    an organisation token of A with every permission, for the whole organisation:
//                        it acts as an administrator, but never for what needs a person signed in
// - revokedToken         a token of A that has been deleted (revoked in the settings)
import type { TestApp } from '../support.ts';
import type { World } from './actors.ts';

export const ACTORS = [
  'anonymous',
  'otherOrganisation',
  'viewer',
  'member',
  'otherTeamToken',
  'blockedAddressToken',
  'organisationToken',
  'revokedToken',
] as const;
export type Actor = (typeof ACTORS)[number];

export type Outcome =
  /** An error with exactly this message, no data for the field, nothing written. */
  | { deny: string }
  /** No error, and the field is null, an empty list or an empty connection. */
  | { empty: true }
  /** No error, and the answer does not mention `hides` (another team's or organisation's data). */
  | { hides: string }
  /** Not an attack on this field, with the reason (counted apart, never silently). */
  | { skip: string };

export interface AccessFixtures extends World {
  app: TestApp;
  /** What an area's `setup` returned, by area file name. */
  extra: Record<string, Record<string, unknown>>;
}

export interface AccessCase {
  /** 'Query.site', 'Mutation.createTeam'. */
  field: string;
  /** The operation (its top-level field is `field`) and its variables. */
  call: (fixtures: AccessFixtures) => { query: string; variables?: Record<string, unknown> };
  /** The outcome for every actor: start from a guard below and override what differs. */
  expect: Record<Actor, Outcome>;
  /** Tables beyond the identity ones whose rows must not change (counts and last update). */
  tables?: string[];
}

export interface AccessArea {
  cases: AccessCase[];
  /** Rows an area's cases need beyond createWorld's (made once, before any attempt). */
  setup?: (fixtures: AccessFixtures) => Promise<Record<string, unknown>>;
}

export const BLOCKED_ADDRESS = 'This API token cannot be used from this address';
export const SIGN_IN = 'You need to sign in';
export const TOKENS_CANNOT = 'API tokens cannot do this; sign in instead';
export const STAFF_ONLY = 'Only staff can do this';
export const REVOKED = 'Invalid API token';

const notFound = (what: string) => ({ deny: `${what} not found` });
const modify = (what: string) => ({ deny: `You are not authorised to modify this ${what}` });
const readable = { skip: 'reading is this role’s right' };
const administers = { skip: 'an organisation token acts as an administrator of A' };

/** Expected outcomes by the kind of guard a field goes through. */
export const guards = {
  /** access.site(..., 'readSites') or access.team(..., 'readSites') on team A1. */
  teamRead: (): Record<Actor, Outcome> => ({
    anonymous: notFound('Team'),
    otherOrganisation: notFound('Team'),
    viewer: readable,
    member: readable,
    otherTeamToken: notFound('Team'),
    blockedAddressToken: { deny: BLOCKED_ADDRESS },
    organisationToken: administers,
    revokedToken: { deny: REVOKED },
  }),
  /** A change to a site of team A1 (updateSites): members may, viewers may not. */
  siteWrite: (): Record<Actor, Outcome> => ({
    ...guards.teamRead(),
    viewer: modify('site'),
    member: { skip: 'members may change sites' },
  }),
  /** A new site in team A1 (createSites). */
  siteCreate: (): Record<Actor, Outcome> => ({
    ...guards.teamRead(),
    viewer: modify('team'),
    member: { skip: 'members may create sites' },
  }),
  /** A change to team A1 itself (administrators only). */
  teamAdmin: (): Record<Actor, Outcome> => ({
    ...guards.teamRead(),
    viewer: modify('team'),
    member: modify('team'),
  }),
  /** access.organisation(A, 'readSites'). */
  organisationRead: (otherTeamToken: Outcome): Record<Actor, Outcome> => ({
    anonymous: notFound('Organisation'),
    otherOrganisation: notFound('Organisation'),
    viewer: readable,
    member: readable,
    otherTeamToken,
    blockedAddressToken: { deny: BLOCKED_ADDRESS },
    organisationToken: administers,
    revokedToken: { deny: REVOKED },
  }),
  /** A change to organisation A (updateOrganisations): administrators, not team-limited tokens. */
  organisationAdmin: (): Record<Actor, Outcome> => ({
    anonymous: notFound('Organisation'),
    otherOrganisation: notFound('Organisation'),
    viewer: modify('organisation'),
    member: modify('organisation'),
    otherTeamToken: { deny: 'This API token is limited to one team' },
    blockedAddressToken: { deny: BLOCKED_ADDRESS },
    organisationToken: administers,
    revokedToken: { deny: REVOKED },
  }),
  /** The caller's own account, with a session only (requireSessionUser). */
  ownAccount: (): Record<Actor, Outcome> => ({
    anonymous: { deny: SIGN_IN },
    otherOrganisation: { skip: 'acts on the caller’s own account' },
    viewer: { skip: 'acts on the caller’s own account' },
    member: { skip: 'acts on the caller’s own account' },
    otherTeamToken: { deny: TOKENS_CANNOT },
    blockedAddressToken: { deny: BLOCKED_ADDRESS },
    organisationToken: { deny: TOKENS_CANNOT },
    revokedToken: { deny: REVOKED },
  }),
  /** Staff only (requireStaff). */
  staff: (): Record<Actor, Outcome> => ({
    anonymous: { deny: SIGN_IN },
    otherOrganisation: { deny: STAFF_ONLY },
    viewer: { deny: STAFF_ONLY },
    member: { deny: STAFF_ONLY },
    otherTeamToken: { deny: TOKENS_CANNOT },
    blockedAddressToken: { deny: BLOCKED_ADDRESS },
    organisationToken: { deny: TOKENS_CANNOT },
    revokedToken: { deny: REVOKED },
  }),
  /** Public by design (version, health, the remote manifest): only a bad token is refused. */
  public: (reason: string): Record<Actor, Outcome> => ({
    anonymous: { skip: reason },
    otherOrganisation: { skip: reason },
    viewer: { skip: reason },
    member: { skip: reason },
    otherTeamToken: { skip: reason },
    blockedAddressToken: { deny: BLOCKED_ADDRESS },
    organisationToken: { skip: reason },
    revokedToken: { deny: REVOKED },
  }),
};
