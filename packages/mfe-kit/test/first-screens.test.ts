import { gql } from '@urql/core';
import { describe, expect, test } from 'vitest';
import { defineFirstScreens, firstScreenVariables, operationKey, operationText } from '../src';

const SITES = 'query TeamSites($teamId: ID!, $cursor: String) { team(teamId: $teamId) { id name } }';

describe('firstScreenVariables', () => {
  const declared = {
    query: SITES,
    variables: {
      teamId: { param: 'teamId' },
      period: { search: 'period', oneOf: ['today', 'last_7_days'], fallback: 'last_7_days' },
      filters: { value: {} },
      cursor: { value: null },
    },
  };

  test('takes route parameters, search choices (or their fallback) and fixed values', () => {
    expect(firstScreenVariables(declared, { params: { teamId: 'acme' }, search: {} })).toEqual({
      teamId: 'acme',
      period: 'last_7_days',
      filters: {},
      cursor: null,
    });
    expect(
      firstScreenVariables(declared, { params: { teamId: 'acme' }, search: { period: 'today' } }),
    ).toMatchObject({ period: 'today' });
    expect(
      firstScreenVariables(declared, { params: { teamId: 'acme' }, search: { period: 'forever' } }),
    ).toMatchObject({ period: 'last_7_days' });
  });

  test('cannot tell (no prefetch) when a parameter is missing or the URL has a search it does not map', () => {
    expect(firstScreenVariables(declared, { params: {}, search: {} })).toBeNull();
    expect(
      firstScreenVariables(declared, { params: { teamId: 'acme' }, search: { name: 'shop' } }),
    ).toBeNull();
  });

  test('a malformed declaration gives nothing rather than a wrong request', () => {
    const route = { params: { teamId: 'acme' }, search: {} };
    expect(firstScreenVariables(null, route)).toBeNull();
    expect(firstScreenVariables({ query: SITES }, route)).toBeNull();
    expect(firstScreenVariables({ query: 12, variables: {} }, route)).toBeNull();
    expect(firstScreenVariables({ query: SITES, variables: { teamId: { from: 'x' } } }, route)).toBeNull();
  });

  test('defineFirstScreens keeps the declarations as written', () => {
    const screens = defineFirstScreens('mfe-settings', { 'teams/$teamId/sites': declared });
    expect(screens['teams/$teamId/sites']).toBe(declared);
  });
});

describe('operationText and operationKey', () => {
  const ast = gql(SITES);
  // A generated document: JSON of the AST, without the parser's locations.
  const generated = JSON.parse(
    JSON.stringify(gql(SITES), (key, value) => (key === 'loc' ? undefined : value)),
  );

  test('the same operation as an AST, as generated JSON or as text has one text, with __typename', () => {
    const text = operationText(SITES);
    expect(text).toContain('__typename');
    expect(text).not.toMatch(/^\s*query[^{]*\{\s*__typename/); // never on the root
    expect(operationText(ast)).toBe(text);
    expect(operationText(generated)).toBe(text);
    // codegen's documentMode 'string' documents are String objects
    expect(operationText(new String(SITES))).toBe(text);
    // What is published is read back to itself.
    expect(operationText(text)).toBe(text);
  });

  test('keys are equal for equal operations and variables in any order, and differ otherwise', () => {
    const key = operationKey(generated, { teamId: 'acme', cursor: null });
    expect(operationKey(operationText(SITES), { cursor: null, teamId: 'acme' })).toBe(key);
    expect(operationKey(ast, { teamId: 'other', cursor: null })).not.toBe(key);
    expect(operationKey(SITES.replace('name', 'slug'), { teamId: 'acme', cursor: null })).not.toBe(key);
  });
});
