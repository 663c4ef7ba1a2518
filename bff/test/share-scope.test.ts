// Security of the share scope, generated from the executable schema (as access-matrix.test.ts is): with
// a live share link, every Query and Mutation field outside the share report's list is refused, and so
// is every field reachable under an allowed one that the list leaves out (a profile's headers, RUM's
// site key...). Each refused document is otherwise valid, so the refusal is the scope's doing.
import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  getNamedType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  parse,
  print,
  validate,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchema } from '../src/kernel/schema.ts';
import { SHARE_REFUSED, shareAllows, shareScopeRule } from '../src/share/scope.ts';
import { CREATE_LINK, SHARED_REPORT, sharedTestOf, shareHeaders } from './share-fixtures.ts';
import { actorHeaders, createWorld, gql, type Headers } from './support/actors.ts';
import { startTestApp, type TestApp } from './support.ts';

const schema = createSchema();

/** A literal for a required argument (the values do not matter: validation refuses first). */
function literal(type: GraphQLInputType): string | null {
  if (isNonNullType(type)) return literal(type.ofType);
  if (isListType(type)) return '[]';
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isScalarType(type)) {
    return ({ Int: '1', Float: '1', Boolean: 'true' } as Record<string, string>)[type.name] ?? '"x"';
  }
  return null; // an input object: `{}` would be invalid, so such fields are tried without their input
}

function call(field: GraphQLField<unknown, unknown>, inner: string): string {
  const args = field.args
    .filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined)
    .map((arg) => [arg.name, literal(arg.type)] as const)
    .filter(([, value]) => value !== null)
    .map(([name, value]) => `${name}: ${value}`);
  const selection = isObjectType(getNamedType(field.type)) ? ` { ${inner || '__typename'} }` : '';
  return `${field.name}${args.length ? `(${args.join(', ')})` : ''}${selection}`;
}

interface Attempt {
  coordinate: string;
  document: string;
}

/** Every root field outside the list, called on its own. */
function refusedRoots(): Attempt[] {
  const attempts: Attempt[] = [];
  for (const [operation, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type!.getFields())) {
      if (shareAllows(type!.name, field.name)) continue;
      attempts.push({
        coordinate: `${type!.name}.${field.name}`,
        document: `${operation} { ${call(field, '')} }`,
      });
    }
  }
  return attempts;
}

/** Every field left out of the list below an allowed root, reached by the shortest allowed path. */
function refusedNested(): Attempt[] {
  const query = schema.getQueryType()!;
  const attempts: Attempt[] = [];
  const seen = new Set<string>();
  type Path = { type: GraphQLObjectType; wrap: (inner: string) => string };
  const queue: Path[] = [];
  for (const field of Object.values(query.getFields())) {
    const named = getNamedType(field.type);
    if (shareAllows(query.name, field.name) && isObjectType(named)) {
      queue.push({ type: named, wrap: (inner) => `{ ${call(field, inner)} }` });
    }
  }
  while (queue.length) {
    const { type, wrap } = queue.shift()!;
    if (seen.has(type.name)) continue;
    seen.add(type.name);
    for (const field of Object.values(type.getFields())) {
      const named = getNamedType(field.type);
      if (!shareAllows(type.name, field.name)) {
        attempts.push({ coordinate: `${type.name}.${field.name}`, document: wrap(call(field, '')) });
      } else if (isObjectType(named)) {
        queue.push({ type: named, wrap: (inner) => wrap(call(field, inner)) });
      }
    }
  }
  return attempts;
}

const attempts = [...refusedRoots(), ...refusedNested()];

/** What the report's screens send through a link: each must pass the share scope whole. */
const REPORT_DOCUMENTS = async () => {
  const { share, synthetic } = await import('@pace/mfe-synthetic/documents');
  const { crux } = await import('@pace/mfe-crux/documents');
  const { share: rumShare } = await import('@pace/mfe-rum/documents');
  const text = (document: unknown) => (typeof document === 'string' ? document : print(document as never));
  return {
    'report test': share.REPORT_TEST,
    'report history': share.REPORT_HISTORY,
    'test (overview)': synthetic.TEST,
    'CrUX summary': text(crux.SUMMARY_QUERY),
    'CrUX pages': text(crux.PAGES_QUERY),
    'CrUX history': text(crux.HISTORY_QUERY),
    'CrUX LCP parts': text(crux.LCP_PARTS_QUERY),
    'RUM dashboard': rumShare.SHARED_RUM_DASHBOARD,
  };
};

describe('the share scope (MariaDB)', () => {
  let app: TestApp;
  let share: Headers;

  beforeAll(async () => {
    app = await startTestApp('services', { withShell: false });
    const world = await createWorld(app);
    const test = await sharedTestOf(app, world);
    const member = await actorHeaders(app, world.users.memberA);
    const created = await gql<{ createShareLink: { path: string } }>(app, member, CREATE_LINK, {
      teamId: world.teamA1.slug,
      siteId: world.siteA1.slug,
      testUuid: test.uuid,
    });
    share = shareHeaders(created.data!.createShareLink.path);
    expect((await gql(app, share, SHARED_REPORT)).data?.sharedReport).not.toBeNull();
  });
  afterAll(() => app?.close());

  it('covers the schema: every root field, and the private fields below the allowed ones', () => {
    const coordinates = new Set(attempts.map((attempt) => attempt.coordinate));
    expect(coordinates).toContain('Mutation.createShareLink');
    expect(coordinates).toContain('Query.organisation');
    expect(coordinates).toContain('Query.currentUser');
    expect(coordinates).toContain('TestProfile.headers');
    expect(coordinates).toContain('RumSettings.siteKey');
    expect(attempts.length).toBeGreaterThan(100);
  });

  it.each(attempts.map((attempt) => [attempt.coordinate, attempt] as const))(
    'refuses %s',
    async (_, attempt) => {
      const document = parse(attempt.document);
      // Only a root field whose input object was left out may be invalid without the scope.
      const plain = validate(schema, document).filter(
        (error) => !/of type "\w+Input!" is required/.test(error.message),
      );
      expect(plain.map((error) => error.message)).toEqual([]);
      const result = await gql(app, share, attempt.document);
      expect(result.data ?? null).toBeNull();
      expect(result.errors?.map((error) => error.message)).toContain(SHARE_REFUSED);
    },
  );

  it('lets the report’s screens read what they show', async () => {
    for (const [name, document] of Object.entries(await REPORT_DOCUMENTS())) {
      const errors = validate(schema, parse(document), [shareScopeRule]).map((error) => error.message);
      expect({ name, errors }).toEqual({ name, errors: [] });
    }
  });

  it('refuses introspection', async () => {
    const result = await gql(app, share, '{ __schema { types { name } } }');
    expect(result.errors?.map((error) => error.message)).toContain(SHARE_REFUSED);
  });
});
