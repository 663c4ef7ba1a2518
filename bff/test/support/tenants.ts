// The callers of the field walk and what each must never read. Every caller asks for organisation A's
// data (the access entries' arguments); marker strings stand for data a tenant owns (slugs, names,
// secrets, token names), and a caller's answer must contain none of the markers it is not entitled to.
//
// Beyond createWorld: `bridge`, a person in both organisations (member of A in team A1, administrator
// of B) with a personal token and a recent site in each, so a token of one organisation that reads
// through its creator would show the other organisation's rows.
import { hashToken, randomToken } from '@pace/platform/credentials';
import { PERMISSIONS } from '../../src/kernel/auth/permissions.ts';
import { shareAllows } from '../../src/share/scope.ts';
import type { AccessFixtures } from './access-kit.ts';
import {
  actorHeaders,
  addMember,
  createToken,
  createUser,
  type Headers,
  revokedTokenHeaders,
  tokenHeaders,
} from './actors.ts';
import type { FieldFilter } from './field-walk.ts';

export const CALLERS = [
  'anonymous',
  'viewer',
  'member',
  'admin',
  'otherOrganisation',
  'organisationToken',
  'personalToken',
  'teamLimitedToken',
  'foreignAddressToken',
  'revokedToken',
  'shareLink',
  'staff',
] as const;
export type CallerName = (typeof CALLERS)[number];

export interface Marker {
  /** What it stands for, for the failure message. */
  label: string;
  value: string;
}

export interface Caller {
  name: CallerName;
  headers: Headers;
  /** What it must not read. */
  forbidden: Marker[];
  /** The fields it may select at all (a share link's viewer: the share scope). */
  allow: FieldFilter;
  /** What it must read somewhere (proof that the walk reaches data), empty for callers that read none. */
  reads: string[];
}

const everyField: FieldFilter = () => true;

export async function createCallers(f: AccessFixtures): Promise<Caller[]> {
  const { app, users } = f;
  const bridge = await createUser(app, 'bridge');
  await addMember(app, bridge, f.orgA, 'member', [f.teamA1]);
  await addMember(app, bridge, f.orgB, 'admin');
  // Recent sites in both organisations: a token of one must not be shown the other's.
  await bridge.update({
    recentSites: [`${f.teamA1.slug}/${f.siteA1.slug}`, `${f.teamB1.slug}/${f.siteB1.slug}`],
  });
  const everything = [...PERMISSIONS];
  const personalA = await createToken(app, bridge, {
    kind: 'personal',
    organisation: f.orgA,
    permissions: ['readSites', 'updateSites'],
  });
  const personalB = await createToken(app, bridge, {
    kind: 'personal',
    organisation: f.orgB,
    permissions: ['readSites'],
  });
  const organisationB = await tokenHeaders(app, bridge, { organisation: f.orgB, permissions: everything });
  // A token of A limited to team A1: what it is limited to is team A1's business.
  const teamA1Token = await createToken(app, users.adminA, {
    organisation: f.orgA,
    team: f.teamA1,
    permissions: ['readSites'],
  });

  const shareToken = randomToken(32);
  const shared = await app.db.models.Test.findOne({ where: { uuid: f.extra.share!.testUuid as string } });
  await app.db.models.ShareLink.create({
    testId: shared!.id,
    createdBy: users.adminA.id,
    tokenHash: hashToken(shareToken),
  });

  const marks = (label: string, values: string[]) => values.map((value) => ({ label, value }));
  const team = (label: string, slug: string, site: { slug: string; secret: string }) =>
    marks(label, [slug, site.slug, site.secret]);
  // The rows the access areas made on site A1 (test/access/<area>.ts setups), by their uuids.
  const { share, synthetic, integrations, rum } = f.extra;
  const rowsOfA1 = [
    share!.testUuid,
    share!.linkUuid,
    synthetic!.pageUuid,
    synthetic!.profileUuid,
    synthetic!.testUuid,
    synthetic!.budgetUuid,
    integrations!.hookUuid,
    rum!.groupingUuid,
  ] as string[];
  const teamA1 = [
    ...team('team A1', f.teamA1.slug, f.siteA1),
    ...marks('a token of team A1', [teamA1Token.token.name]),
    ...marks('a row of site A1', rowsOfA1),
    ...marks('site A1’s webhook', ['hook-of-a1', 'whsec_c2VjcmV0LW9mLWEx']),
  ];
  const teamA2 = team('team A2', f.teamA2.slug, f.siteA2);
  const peopleA = marks('a person of A', [users.adminA.name, users.memberA.name, users.viewerA.name]);
  const tokenA = marks('bridge’s personal token in A', [personalA.token.name]);
  const orgA = [...marks('organisation A', [f.orgA.slug]), ...teamA1, ...teamA2, ...peopleA, ...tokenA];
  const orgB = [
    ...marks('organisation B', [f.orgB.slug, f.teamB1.slug, f.siteB1.slug, f.siteB1.secret]),
    ...marks('a person of B', [users.adminB.name]),
    ...marks('bridge’s personal token in B', [personalB.token.name]),
  ];
  const caller = (
    name: CallerName,
    headers: Headers,
    forbidden: Marker[],
    reads: string[],
    allow = everyField,
  ) => ({ name, headers, forbidden, reads, allow });
  return [
    caller('anonymous', {}, [...orgA, ...orgB], []),
    caller(
      'viewer',
      await actorHeaders(app, users.viewerA),
      [...orgB, ...teamA2, ...tokenA],
      [f.siteA1.slug],
    ),
    caller(
      'member',
      await actorHeaders(app, users.memberA),
      [...orgB, ...teamA2, ...tokenA],
      [f.siteA1.slug],
    ),
    caller('admin', await actorHeaders(app, users.adminA), [...orgB, ...tokenA], [f.siteA2.secret]),
    caller('otherOrganisation', await actorHeaders(app, users.adminB), orgA, [f.orgB.slug]),
    // Organisation B's token, made by the bridge: nothing of A, whatever its creator reaches.
    caller('organisationToken', organisationB, orgA, [f.orgB.slug]),
    // The bridge's personal token in A: its creator's teams of A, nothing of B.
    caller('personalToken', personalA.headers, [...orgB, ...teamA2], [f.siteA1.slug]),
    caller(
      'teamLimitedToken',
      await tokenHeaders(app, users.adminA, {
        organisation: f.orgA,
        team: f.teamA2,
        permissions: everything,
      }),
      [...orgB, ...teamA1, ...tokenA],
      [f.siteA2.slug],
    ),
    caller(
      'foreignAddressToken',
      await tokenHeaders(app, users.adminA, {
        organisation: f.orgA,
        permissions: everything,
        allowedIps: ['10.1.2.0/24'],
      }),
      [...orgA, ...orgB],
      [],
    ),
    caller(
      'revokedToken',
      await revokedTokenHeaders(app, users.adminA, { organisation: f.orgA, permissions: everything }),
      [...orgA, ...orgB],
      [],
    ),
    caller(
      'shareLink',
      { 'x-share-token': shareToken, 'x-share-test': shared!.uuid },
      [...orgB, ...teamA2, ...peopleA, ...marks('a person of both', [bridge.name]), ...tokenA],
      [f.siteA1.slug],
      shareAllows,
    ),
    // Staff read every organisation by design (the /admin lists): walked so their fields are too.
    caller('staff', await actorHeaders(app, users.staff), [], [f.orgA.slug]),
  ];
}

/** Where in an answer a forbidden marker shows up: `path: label`. */
export function leaks(answer: unknown, forbidden: Marker[], path = ''): string[] {
  if (typeof answer === 'string') {
    return forbidden
      .filter((marker) => answer.includes(marker.value))
      .map((marker) => `${path}: ${marker.label}`);
  }
  if (answer && typeof answer === 'object') {
    return Object.entries(answer).flatMap(([key, value]) =>
      leaks(value, forbidden, path ? `${path}.${key}` : key),
    );
  }
  return [];
}
