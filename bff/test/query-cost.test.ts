// The cost rule counts list sizes: a page of `first` items costs its children `first` times, a list
// without a size counts as DEFAULT_LIST_SIZE items, and a query over the limit is refused whole
// before anything runs (a 400, no resolver called).
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../src/kernel/graphql-limits.ts';
import { DEFAULT_LIST_SIZE, queryCost } from '../src/kernel/query-cost.ts';
import { createSchema } from '../src/kernel/schema.ts';
import { startTestApp, type TestApp } from './support.ts';

const schema = createSchema();
const cost = (query: string, variables?: Record<string, unknown>) =>
  queryCost(schema, parse(query), variables);

/** Teams, each with its sites: two nested pages. */
const nested = (teams: number | string, sites: number | string) =>
  `query($o: ID!) { organisation(orgId: $o) { teams(first: ${teams}) { edges { node { id name
    sitesList(first: ${sites}) { edges { node { id name slug canonicalUrl } } } } } } } }`;

describe('query cost', () => {
  // Each level spreads the one below five times: 5^8 walks of F0 unless each fragment is counted once.
  // The document's fragments are wrapped to count how often the walk reads their selections.
  it('counts each fragment once, however often it is spread', () => {
    let fragmentsRead = 0;
    const levels = 8;
    const text = [
      'fragment F0 on Query { version }',
      ...Array.from({ length: levels }, (_, i) => `fragment F${i + 1} on Query { ${`...F${i} `.repeat(5)}}`),
      `query { ...F${levels} }`,
    ].join('\n');
    const document = parse(text);
    const counted = {
      ...document,
      definitions: document.definitions.map((definition) =>
        definition.kind !== 'FragmentDefinition'
          ? definition
          : new Proxy(definition, {
              get(target, key, receiver) {
                if (key === 'selectionSet') fragmentsRead += 1;
                return Reflect.get(target, key, receiver);
              },
            }),
      ),
    };
    expect(queryCost(schema, counted)).toBe(5 ** levels);
    expect(fragmentsRead).toBeLessThanOrEqual(levels + 1);
  });

  it('multiplies a page’s children by its size', () => {
    const one = cost(nested(1, 1));
    expect(cost(nested(10, 1))).toBeGreaterThan(one * 5);
    expect(cost(nested(10, 10))).toBeGreaterThan(cost(nested(10, 1)) * 5);
  });

  it('reads sizes given as variables, and the schema’s default when none is given', () => {
    expect(cost(nested('$t', '$s').replace('$o: ID!', '$o: ID!, $t: Int, $s: Int'), { t: 10, s: 10 })).toBe(
      cost(nested(10, 10)),
    );
    const byDefault = 'query { sites(teamId: "t") { edges { node { id name } } } }';
    expect(cost(byDefault)).toBe(
      cost('query { sites(teamId: "t", first: 25) { edges { node { id name } } } }'),
    );
  });

  it('counts a list without a size as DEFAULT_LIST_SIZE items', () => {
    const single = cost('query { site(teamId: "t", siteId: "s") { id name } }');
    const list = cost('query { pages(teamId: "t", siteId: "s") { uuid name url } }');
    expect(list).toBeGreaterThanOrEqual(DEFAULT_LIST_SIZE * 3);
    expect(single).toBeLessThan(DEFAULT_LIST_SIZE);
  });

  it('leaves introspection out', () => {
    expect(cost('{ __schema { types { name fields { name } } } }')).toBe(0);
  });

  describe('over HTTP', () => {
    let app: TestApp;
    let calls = 0;

    beforeAll(async () => {
      // The schema the app serves, with a count of the calls to organisation's resolver.
      const counted = createSchema();
      const field = counted.getQueryType()!.getFields().organisation!;
      const resolve = field.resolve!;
      field.resolve = (...args) => {
        calls++;
        return resolve(...args);
      };
      app = await startTestApp('services', { withShell: false, schema: counted });
    });
    afterAll(() => app?.close());

    const post = (query: string, variables: Record<string, unknown>) =>
      fetch(`${app.url}/graphql`, {
        method: 'POST',
        // The GraphQL-over-HTTP media type: a request error is a 400 (plain JSON keeps the older 200).
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
        body: JSON.stringify({ query, variables }),
      });

    it('refuses a query whose pages multiply over the limit before any resolver runs', async () => {
      expect(cost(nested(100, 100))).toBeGreaterThan(LIMITS.cost);
      const response = await post(nested(100, 100), { o: 'any' });
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.data).toBeUndefined();
      expect(body.errors[0]).toMatchObject({
        message: expect.stringMatching(
          new RegExp(`^Query Cost limit of ${LIMITS.cost} exceeded, found \\d+\\.$`),
        ),
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      });
      expect(calls).toBe(0);
    });

    it('counts sizes sent as variables', async () => {
      const query = nested('$t', '$s').replace('$o: ID!', '$o: ID!, $t: Int, $s: Int');
      const response = await post(query, { o: 'any', t: 100, s: 100 });
      expect(response.status).toBe(400);
      expect(calls).toBe(0);
    });

    // Documents are parsed and checked once per query text (kernel/graphql-documents.ts); the cost of a
    // request still follows its own variables.
    it('counts the sizes of each request anew when the same query text comes again', async () => {
      const query = nested('$t', '$s').replace('$o: ID!', '$o: ID!, $t: Int, $s: Int');
      const small = await post(query, { o: 'any', t: 2, s: 2 });
      expect(small.status).toBe(200);
      const large = await post(query, { o: 'any', t: 100, s: 100 });
      expect(large.status).toBe(400);
      expect(calls).toBe(1);
      calls = 0;
    });

    it('runs the same query with small pages', async () => {
      const response = await post(nested(5, 5), { o: 'any' });
      expect(response.status).toBe(200);
      expect(calls).toBe(1);
    });
  });
});
