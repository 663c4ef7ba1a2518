// The document cache of /graphql (kernel/graphql-documents.ts): a query text is parsed and checked by
// the document-only rules once, while the rules that read the request run every time.
import { GraphQLError, specifiedRules, type ValidationContext } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createDocumentCache } from '../src/kernel/graphql-documents.ts';
import { limitRulesFor, shapeRules } from '../src/kernel/graphql-limits.ts';
import { createSchema } from '../src/kernel/schema.ts';

const schema = createSchema();
const QUERY = 'query($t: ID!, $n: Int) { sites(teamId: $t, first: $n) { edges { node { id name } } } }';

describe('document cache', () => {
  it('answers the same document for the same text, and a new one for another text', () => {
    const cache = createDocumentCache();
    const first = cache.parse(QUERY);
    expect(cache.parse(QUERY)).toBe(first);
    expect(cache.parse(`${QUERY} `)).not.toBe(first);
    expect(() => cache.parse('query {')).toThrow(/Syntax Error/);
  });

  it('keeps the document-only verdict and runs the per-request rules on every request', () => {
    const cache = createDocumentCache();
    const document = cache.parse(QUERY);
    let perRequestRuns = 0;
    const perRequest = (_context: ValidationContext) => {
      perRequestRuns += 1;
      return {};
    };
    const rules = [...specifiedRules, ...shapeRules, perRequest];
    expect(cache.validate(schema, document, rules)).toEqual([]);
    expect(cache.validate(schema, document, rules)).toEqual([]);
    expect(perRequestRuns).toBe(2);
    // The cost rule reads each request's variables.
    expect(cache.validate(schema, document, [...specifiedRules, ...limitRulesFor({ n: 5 })])).toEqual([]);
    const nested = cache.parse(`query($o: ID!, $n: Int) { organisation(orgId: $o) { teams(first: $n) {
      edges { node { sitesList(first: $n) { edges { node { id name slug canonicalUrl } } } } } } } }`);
    expect(cache.validate(schema, nested, [...specifiedRules, ...limitRulesFor({ n: 5 })])).toEqual([]);
    expect(
      cache.validate(schema, nested, [...specifiedRules, ...limitRulesFor({ n: 100 })])[0]?.message,
    ).toMatch(/Query Cost limit/);
  });

  it('keeps a document’s errors and adds those of the per-request rules', () => {
    const cache = createDocumentCache();
    const document = cache.parse('{ sites(teamId: "t") { edges { node { nope } } } }');
    let perRequestRuns = 0;
    const perRequest = (context: ValidationContext) => {
      perRequestRuns += 1;
      context.reportError(new GraphQLError('Not for this viewer'));
      return {};
    };
    const rules = [...specifiedRules, perRequest];
    const messages = () => cache.validate(schema, document, rules).map((error) => error.message);
    expect(messages()).toEqual([expect.stringMatching(/Cannot query field "nope"/), 'Not for this viewer']);
    expect(messages()).toHaveLength(2);
    expect(perRequestRuns).toBe(2);
  });
});
