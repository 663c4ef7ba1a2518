// Authorisation all the way down: for every Query field, the access entry's call with its selection
// replaced by a walk of every object field reachable below it (support/field-walk.ts), tried by every
// caller of support/tenants.ts on MariaDB + Redis. No answer may carry data of a tenant the caller is not
// entitled to (support/tenants.ts lists each caller's forbidden markers). A nested field that trusted
// its parent (a token reading its creator's rows in another organisation) fails here, with its path.
// Mutations are left to the top-level matrix: a refused mutation returns no object to walk.
import { type GraphQLObjectType, getNamedType, isObjectType, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../src/kernel/graphql-limits.ts';
import { queryCost } from '../src/kernel/query-cost.ts';
import { createSchema } from '../src/kernel/schema.ts';
import { casesOf, createFixtures, loadAreas } from './support/access-areas.ts';
import type { AccessFixtures } from './support/access-kit.ts';
import { type GraphQLResult, gql } from './support/actors.ts';
import {
  coordinates,
  fieldPath,
  halves,
  rootType,
  type WalkNode,
  walk,
  withSelection,
} from './support/field-walk.ts';
import { type Caller, createCallers, leaks } from './support/tenants.ts';
import { startTestApp } from './support.ts';

const cases = casesOf(await loadAreas());
const schema = createSchema();
const roots = Object.keys((schema.getQueryType() as GraphQLObjectType).getFields());

/** A request limit (depth, aliases, cost) refused the walk: it is halved and tried again. */
const OVER_LIMIT = /limit of \d+ exceeded/;
/** Refused by validation (no data at all, as plain JSON answers it) for being over a request limit. */
const overLimit = (result: GraphQLResult) =>
  result.data == null && OVER_LIMIT.test(result.errors?.[0]?.message ?? '');
/** Walks per caller and top-level field at most (each leaves out the paths the last one was refused). */
const MAX_ROUNDS = 8;

/** The callers whose answers held what they must read (support/tenants.ts `reads`). */
const readsSeen = new Set<string>();
const tally = {
  /** (field × caller) cases walked with an answer at the top-level field. */
  walked: 0,
  /** Cases below a top-level field that refused the caller (or answered null): nothing below runs. */
  stopped: 0,
  requests: 0,
  crossTenant: 0,
  fields: new Set<string>(),
};
type AccessCallOf = { query: string; variables?: Record<string, unknown> };

/** Top-level fields some caller got an answer from (the others stop every caller where they are). */
const answeredRoots = new Set<string>();

/** Object fields below an answered top-level field that no walk selected. */
function missed(): string[] {
  const query = schema.getQueryType()!;
  const reachable = new Set<string>();
  const queue: GraphQLObjectType[] = [...answeredRoots]
    .map((root) => getNamedType(query.getFields()[root]!.type))
    .filter(isObjectType);
  while (queue.length) {
    const type = queue.shift()!;
    if (reachable.has(type.name)) continue;
    reachable.add(type.name);
    for (const field of Object.values(type.getFields())) {
      const named = getNamedType(field.type);
      if (isObjectType(named)) queue.push(named);
    }
  }
  return [...reachable]
    .flatMap((name) =>
      Object.keys((schema.getType(name) as GraphQLObjectType).getFields()).map((field) => `${name}.${field}`),
    )
    .filter((coordinate) => !tally.fields.has(coordinate));
}

describe('access all the way down (MariaDB)', () => {
  let fixtures: AccessFixtures;
  let callers: Caller[];

  beforeAll(async () => {
    const app = await startTestApp('services', { withShell: false });
    fixtures = await createFixtures(app, await loadAreas());
    callers = await createCallers(fixtures);
  });

  afterAll(async () => {
    await fixtures?.app.close();
    // biome-ignore lint/suspicious/noConsole: the closing note of the issue quotes these counts
    console.info(
      `access all the way down: ${tally.walked + tally.stopped} (field × caller) cases: ${tally.walked} ` +
        `walked below an answered top-level field, ${tally.stopped} stopped at a refused one; ` +
        `${tally.fields.size} fields walked below ${answeredRoots.size} of ${roots.length} top-level fields ` +
        `(the others answer no caller: ${roots.filter((root) => !answeredRoots.has(root)).join(', ')}), ` +
        `${tally.requests} requests, ${tally.crossTenant} cross-tenant reads`,
    );
  });

  /**
   * Sends the walk; a walk over a request limit is sent in halves (planned with the server's own cost
   * rule, and again if the server refuses a part anyway). Returns what each part got.
   */
  async function send(
    caller: Caller,
    operation: { query: string; variables?: Record<string, unknown> },
    root: string,
    node: WalkNode | null,
  ): Promise<{ result: GraphQLResult; node: WalkNode | null }[]> {
    const query = withSelection(operation.query, root, node);
    const dear = node && queryCost(schema, parse(query), operation.variables) > LIMITS.cost;
    let parts = dear ? halves(node) : null;
    if (!parts) {
      tally.requests++;
      const result = await gql(fixtures.app, caller.headers, query, operation.variables);
      parts = overLimit(result) && node ? halves(node) : null;
      if (!parts) return [{ result, node }];
    }
    return (await Promise.all(parts.map((part) => send(caller, operation, root, part)))).flat();
  }

  /** What one caller gets from one top-level field and everything below it: the leaks found. */
  async function tryCaller(caller: Caller, root: string, operation: AccessCallOf): Promise<string[]> {
    const type = rootType(schema, 'Query', root);
    const found: string[] = [];
    const inspect = (result: GraphQLResult) => {
      const text = JSON.stringify(result.data ?? null);
      for (const value of caller.reads) if (text.includes(value)) readsSeen.add(caller.name);
      const seen = leaks({ data: result.data, errors: result.errors }, caller.forbidden);
      tally.crossTenant += seen.length;
      found.push(...seen.map((leak) => `${caller.name}: ${leak}`));
    };
    // The top-level field alone first: refused (or null) there, nothing below it runs for this caller.
    const [top] = await send(caller, operation, root, type ? { type, fields: [] } : null);
    inspect(top!.result);
    const everything = type ? coordinates(walk(type, root, caller.allow)).size : 0;
    if (top!.result.data?.[root] == null) {
      tally.stopped += everything + 1;
      return found;
    }
    answeredRoots.add(root);
    const tried = new Set<string>([`Query.${root}`]);
    const skip = new Set<string>();
    // Walks again without the paths that answered with an error (their parents were nulled).
    for (let round = 0; type && round < MAX_ROUNDS; round++) {
      const refused = new Set<string>();
      for (const { result, node } of await send(
        caller,
        operation,
        root,
        walk(type, root, caller.allow, skip),
      )) {
        if (overLimit(result)) {
          throw new Error(`Query.${root}: a part of the walk is over the request limits and cannot split`);
        }
        if (node) coordinates(node, tried);
        inspect(result);
        for (const error of result.errors ?? []) {
          const at = error.path ? fieldPath(error.path) : '';
          if (at.includes('.') && !skip.has(at)) refused.add(at);
        }
      }
      if (!refused.size) break;
      for (const at of refused) skip.add(at);
    }
    for (const coordinate of tried) tally.fields.add(coordinate);
    tally.walked += tried.size;
    return found;
  }

  for (const root of roots) {
    const entry = cases.get(`Query.${root}`);
    if (!entry) continue; // the top-level matrix names fields without an entry
    it(`Query.${root} and every field below it`, async () => {
      const operation = entry.call(fixtures);
      const found = (await Promise.all(callers.map((caller) => tryCaller(caller, root, operation)))).flat();
      expect([...new Set(found)], `Query.${root}: data reached callers not entitled to it`).toEqual([]);
    });
  }

  // Last (vitest runs a file's tests in order): the walk is no test if it skips fields or reads nothing.
  it('selects every object field below the top-level fields that answer', () => {
    expect(missed()).toEqual([]);
  });

  it('reads real data for every caller entitled to some', () => {
    const entitled = callers.filter((caller) => caller.reads.length).map((caller) => caller.name);
    expect(entitled.filter((name) => !readsSeen.has(name))).toEqual([]);
  });
});
