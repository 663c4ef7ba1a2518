// The privacy rules' matching, the same code in the embed script and at collection: path rules segment by
// segment, and the query parameters kept. Also: the settings screen's list of what a beacon carries
// covers the beacon format field for field.
import { describe, expect, test } from 'vitest';
import { BEACON_FIELDS } from '../src/beacon.ts';
import { compilePathRules, keepQuery, scrubPath } from '../src/privacy.ts';
import { beaconJsonSchema } from '../src/server/beacon-json-schema.ts';

const scrub = (path: string, ...rules: string[]) => scrubPath(path, compilePathRules(rules));

describe('path rules', () => {
  test(':name hides one segment, * keeps one, anything else must be equal', () => {
    expect(scrub('/users/123/orders', '/users/:id/orders')).toBe('/users/:id/orders');
    expect(scrub('/de/users/123', '/*/users/:id')).toBe('/de/users/:id');
    expect(scrub('/users/123/invoices', '/users/:id/orders')).toBe('/users/123/invoices');
    expect(scrub('/Users/123/orders', '/users/:id/orders')).toBe('/Users/123/orders'); // paths are case-sensitive
  });

  test('a rule matches paths with as many segments as it has, no more, no fewer', () => {
    expect(scrub('/users/123', '/users/:id/orders')).toBe('/users/123');
    expect(scrub('/users/123/orders/7', '/users/:id/orders')).toBe('/users/123/orders/7');
    expect(scrub('/users', '/users/:id')).toBe('/users');
  });

  test('a trailing slash does not change which rule matches, and is kept', () => {
    expect(scrub('/users/123/orders/', '/users/:id/orders')).toBe('/users/:id/orders/');
    expect(scrub('/users/123/', '/users/:id')).toBe('/users/:id/');
    expect(scrub('/', '/:page')).toBe('/');
    // The empty last segment of a slash is not a segment a placeholder could take.
    expect(scrub('/users/', '/users/:id')).toBe('/users/');
  });

  test('segments are compared as the URL encodes them: an encoded slash stays in its segment', () => {
    expect(scrub('/users/a%2Fb/orders', '/users/:id/orders')).toBe('/users/:id/orders');
    expect(scrub('/caf%C3%A9/42', '/caf%C3%A9/:id')).toBe('/caf%C3%A9/:id');
    expect(scrub('/users/j%C3%B6rg%40example.com', '/users/:email')).toBe('/users/:email');
    expect(scrub('/caf%C3%A9/42', '/café/:id')).toBe('/caf%C3%A9/42'); // the bff stores rules encoded
  });

  test('with several rules, the first that matches wins', () => {
    const rules = ['/users/me/orders', '/users/:id/orders', '/users/:id/:section'];
    expect(scrub('/users/me/orders', ...rules)).toBe('/users/me/orders');
    expect(scrub('/users/5/orders', ...rules)).toBe('/users/:id/orders');
    expect(scrub('/users/5/profile', ...rules)).toBe('/users/:id/:section');
  });

  test('a rule that matches nothing, and no rules at all, leave the path alone', () => {
    expect(scrub('/shop/item', '/users/:id')).toBe('/shop/item');
    expect(scrub('/shop/item')).toBe('/shop/item');
    expect(scrub('/users/5', '')).toBe('/users/5');
  });

  test('rules are not regular expressions: their characters match themselves', () => {
    expect(scrub('/a.b/5', '/a.b/:id')).toBe('/a.b/:id');
    expect(scrub('/axb/5', '/a.b/:id')).toBe('/axb/5');
    expect(scrub('/(a)/5', '/(a)/:id')).toBe('/(a)/:id');
    expect(scrub('/x/5', '/.*/:id')).toBe('/x/5');
    expect(scrub('/$1/5', '/$&/:id')).toBe('/$1/5');
    expect(scrub('/$&/5', '/$&/:id')).toBe('/$&/:id');
  });

  test('hostile rules take linear time: many long rules against a long path', () => {
    // The shape that makes backtracking matchers explode: many wildcards and a near miss at the end.
    const path = `/${Array.from({ length: 250 }, () => 'a').join('/')}/b`;
    const rules = Array.from({ length: 30 }, () => `/${Array.from({ length: 250 }, () => '*').join('/')}/:c`);
    rules.push(`/${Array.from({ length: 250 }, () => ':x').join('/')}/c`);
    const compiled = compilePathRules(rules);
    const started = performance.now();
    for (let i = 0; i < 100; i++) scrubPath(path, compiled);
    // Each call compares at most 31 × 251 segments; a backtracking matcher would not finish at all.
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(scrubPath(path, compiled)).toBe(`/${Array.from({ length: 250 }, () => 'a').join('/')}/:c`);
  });
});

describe('the query parameters kept', () => {
  test('only the allowed ones, in their order, with their values; none: nothing', () => {
    const search = '?utm_source=news&email=visitor%40example.com&lang=de&token=s3cret';
    expect(keepQuery(search, ['lang', 'utm_source'])).toBe('utm_source=news&lang=de');
    expect(keepQuery(search, [])).toBe('');
    expect(keepQuery('', ['lang'])).toBe('');
    expect(keepQuery(search, ['missing'])).toBe('');
  });

  test('names are compared decoded, values re-encoded; a repeated parameter is kept each time', () => {
    expect(keepQuery('?filter%5Bcolor%5D=red&q=a+b&q=c', ['filter[color]', 'q'])).toBe(
      'filter%5Bcolor%5D=red&q=a+b&q=c',
    );
    expect(keepQuery('q=caf%C3%A9', ['q'])).toBe('q=caf%C3%A9');
  });

  test('is the same twice over: the server applies it to what the browser kept', () => {
    const once = keepQuery('?q=a%20b&x=1&page=2', ['q', 'page']);
    expect(keepQuery(once, ['q', 'page'])).toBe(once);
  });

  test('an empty parameter name is not a name anybody allowed', () => {
    expect(keepQuery('?=secret&a=1', ['a'])).toBe('a=1');
  });
});

describe('what the script collects, in plain words', () => {
  /** Every leaf field of the beacon's JSON Schema, dotted. */
  function leaves(schema: Record<string, unknown>, prefix = ''): string[] {
    const properties = schema.properties as Record<string, Record<string, unknown>> | undefined;
    if (!properties) return [prefix];
    return Object.entries(properties).flatMap(([name, child]) =>
      leaves(child, prefix ? `${prefix}.${name}` : name),
    );
  }

  test('names every field of the beacon once, and no other', () => {
    const listed = BEACON_FIELDS.flatMap((group) => group.fields);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(leaves(beaconJsonSchema()).sort());
  });
});
