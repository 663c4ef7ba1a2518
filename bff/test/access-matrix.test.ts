// The access suite: every Query and Mutation field of the executable schema, tried by each actor of
// support/access-kit.ts against organisation A's data, on MariaDB + Redis. Each attempt must be refused
// with the expected message (or answer without the data), and must write nothing: the row count and last
// update of every identity table (and of the tables an entry names) are compared before and after.
// Entries live in test/access/<area>.ts; a schema field without one fails here, naming the field.
import type { GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../src/kernel/auth/permissions.ts';
import { createSchema } from '../src/kernel/schema.ts';
import { casesOf, createFixtures, loadAreas } from './support/access-areas.ts';
import {
  ACTORS,
  type AccessCase,
  type AccessFixtures,
  type Actor,
  type Outcome,
} from './support/access-kit.ts';
import { actorHeaders, gql, type Headers, revokedTokenHeaders, tokenHeaders } from './support/actors.ts';
import { startTestApp } from './support.ts';

const IDENTITY_TABLES = [
  'users',
  'organisations',
  'memberships',
  'teams',
  'team_members',
  'sites',
  'api_tokens',
  'invitations',
];
/** The authentication middleware writes last-seen/last-used times at most once a minute per actor. */
const WARM_EVERY_MS = 40_000;

const areas = await loadAreas();
const cases = casesOf(areas);

const schema = createSchema();
const fields = [schema.getQueryType(), schema.getMutationType()]
  .filter((type): type is GraphQLObjectType => type != null)
  .flatMap((type) => Object.keys(type.getFields()).map((field) => `${type.name}.${field}`));

const tally = { fields: 0, attempts: 0, denied: 0, notApplicable: 0 };

describe('access matrix (MariaDB)', () => {
  let fixtures: AccessFixtures;
  const headers = {} as Record<Actor, Headers>;
  const warmedAt = new Map<Actor, number>();

  beforeAll(async () => {
    const app = await startTestApp('services', { withShell: false });
    fixtures = await createFixtures(app, areas);
    const world = fixtures;
    const everything = [...PERMISSIONS];
    Object.assign(headers, {
      anonymous: {},
      otherOrganisation: await actorHeaders(app, world.users.adminB),
      viewer: await actorHeaders(app, world.users.viewerA),
      member: await actorHeaders(app, world.users.memberA),
      otherTeamToken: await tokenHeaders(app, world.users.adminA, {
        organisation: world.orgA,
        team: world.teamA2,
        permissions: everything,
      }),
      blockedAddressToken: await tokenHeaders(app, world.users.adminA, {
        organisation: world.orgA,
        permissions: everything,
        allowedIps: ['10.1.2.0/24', '2001:db8::/32'],
      }),
      organisationToken: await tokenHeaders(app, world.users.adminA, {
        organisation: world.orgA,
        permissions: everything,
      }),
      revokedToken: await revokedTokenHeaders(app, world.users.adminA, {
        organisation: world.orgA,
        permissions: everything,
      }),
    });
  });

  afterAll(async () => {
    await fixtures?.app.close();
    // biome-ignore lint/suspicious/noConsole: the closing note of the issue quotes these counts
    console.info(
      `access matrix: ${tally.fields} fields, ${tally.attempts} attempts, ${tally.denied} denied, ` +
        `${tally.notApplicable} not applicable (reason in the table)`,
    );
  });

  /** Row count and last update of each table: any insert, delete or update changes it. */
  async function fingerprint(tables: string[]): Promise<Record<string, string>> {
    const { sequelize } = fixtures.app.db;
    const result: Record<string, string> = {};
    for (const table of tables) {
      const [rows] = await sequelize.query(
        `SELECT COUNT(*) AS n, MAX(updated_at) AS last FROM ${sequelize.getQueryInterface().quoteIdentifier(table)}`,
      );
      const row = (rows as { n: number | string; last: unknown }[])[0]!;
      result[table] = `${row.n}@${row.last instanceof Date ? row.last.toISOString() : String(row.last)}`;
    }
    return result;
  }

  /** Lets the middleware do its once-a-minute bookkeeping write before the "before" snapshot. */
  async function warm(actor: Actor) {
    if (Date.now() - (warmedAt.get(actor) ?? 0) < WARM_EVERY_MS) return;
    await gql(fixtures.app, headers[actor], '{ __typename }');
    await new Promise((resolve) => setTimeout(resolve, 150));
    warmedAt.set(actor, Date.now());
  }

  async function attempt(entry: AccessCase, actor: Actor, outcome: Exclude<Outcome, { skip: string }>) {
    await warm(actor);
    const tables = [...IDENTITY_TABLES, ...(entry.tables ?? [])];
    const before = await fingerprint(tables);
    const { query, variables } = entry.call(fixtures);
    const result = await gql(fixtures.app, headers[actor], query, variables);
    const name = entry.field.split('.')[1]!;
    const value = result.data?.[name];
    const label = `${entry.field} by ${actor}`;
    tally.attempts++;
    if ('deny' in outcome) {
      expect(result.errors?.[0]?.message, label).toBe(outcome.deny);
      expect(value ?? null, label).toBeNull();
    } else if ('empty' in outcome) {
      expect(result.errors, label).toBeUndefined();
      const empty =
        value == null ||
        (Array.isArray(value) && value.length === 0) ||
        (value as { totalCount?: number }).totalCount === 0;
      expect(empty, `${label}: ${JSON.stringify(value)}`).toBe(true);
    } else {
      expect(result.errors, label).toBeUndefined();
      expect(JSON.stringify(result.data), label).not.toContain(outcome.hides);
    }
    expect(await fingerprint(tables), `${label} wrote nothing`).toEqual(before);
    tally.denied++;
  }

  for (const field of fields) {
    const entry = cases.get(field);
    if (!entry) {
      it(`${field} has an access entry`, () => {
        throw new Error(
          `${field} has no access entry: add one to bff/test/access/<area>.ts (see test/support/access-kit.ts)`,
        );
      });
      continue;
    }
    it(`${field} (${entry.area})`, async () => {
      tally.fields++;
      for (const actor of ACTORS) {
        const outcome = entry.expect[actor];
        if ('skip' in outcome) {
          tally.notApplicable++;
          continue;
        }
        await attempt(entry, actor, outcome);
      }
    });
  }

  it('has no entries for fields the schema does not have', () => {
    expect([...cases.keys()].filter((field) => !fields.includes(field))).toEqual([]);
  });
});
