// The DateTime scalar writes every point in time as Date#toISOString() does, whatever the resolver
// returned, and refuses anything that is not one.
import { GraphQLError, graphql, Kind, parseValue } from 'graphql';
import { describe, expect, test } from 'vitest';
import { DateTime } from '../src/kernel/graphql-date-time.ts';
import { createSchema } from '../src/kernel/schema.ts';

const at = new Date('2024-05-01T12:34:56.789Z');

describe('serialize', () => {
  test('a Date is written as toISOString() writes it', () => {
    expect(DateTime.serialize(at)).toBe(at.toISOString());
    expect(DateTime.serialize(new Date(0))).toBe('1970-01-01T00:00:00.000Z');
  });

  test('an ISO-8601 date-time string is written the same way', () => {
    expect(DateTime.serialize('2024-05-01T12:34:56.789Z')).toBe('2024-05-01T12:34:56.789Z');
    expect(DateTime.serialize('2024-05-01T12:34:56Z')).toBe('2024-05-01T12:34:56.000Z');
    expect(DateTime.serialize('2024-05-01T14:34:56.789+02:00')).toBe('2024-05-01T12:34:56.789Z');
  });

  test.each([
    ['a calendar day', '2024-05-01'],
    ['a date-time without an offset', '2024-05-01T12:34:56'],
    ['an impossible date', '2024-13-45T12:00:00Z'],
    ['words', 'yesterday'],
    ['a number', 1_714_566_896_789],
    ['an invalid Date', new Date('nonsense')],
    ['an object', { at: '2024-05-01T12:34:56.789Z' }],
  ])('%s is refused', (_, value) => {
    expect(() => DateTime.serialize(value)).toThrow(GraphQLError);
    expect(() => DateTime.serialize(value)).toThrow(/DateTime cannot represent/);
  });
});

describe('parseValue', () => {
  test('an ISO-8601 date-time string is read as a Date', () => {
    expect(DateTime.parseValue('2024-05-01T12:34:56.789Z')).toEqual(at);
    expect(DateTime.parseValue('2024-05-01T14:34:56.789+02:00')).toEqual(at);
  });

  test.each([['2024-05-01'], ['soon'], [42], [null], [at]])('%s is refused with a clear message', (value) => {
    expect(() => DateTime.parseValue(value)).toThrow(GraphQLError);
    expect(() => DateTime.parseValue(value)).toThrow(/expected an ISO-8601 date-time/);
  });
});

describe('parseLiteral', () => {
  test('a string literal holding an ISO-8601 date-time is read as a Date', () => {
    expect(DateTime.parseLiteral(parseValue('"2024-05-01T12:34:56.789Z"'), {})).toEqual(at);
  });

  test('a string literal holding anything else is refused', () => {
    expect(() => DateTime.parseLiteral(parseValue('"next week"'), {})).toThrow(
      /expected an ISO-8601 date-time/,
    );
  });

  test('a literal of another kind is refused', () => {
    const literal = parseValue('1714566896789');
    expect(literal.kind).toBe(Kind.INT);
    expect(() => DateTime.parseLiteral(literal, {})).toThrow(
      'DateTime cannot represent 1714566896789: expected an ISO-8601 date-time string',
    );
  });
});

describe('in the served schema', () => {
  const schema = createSchema([
    {
      typeDefs: /* GraphQL */ `
        type Query {
          stored: DateTime!
          kept: DateTime!
          broken: DateTime
          echo(at: DateTime!): DateTime!
        }
      `,
      resolvers: {
        Query: {
          stored: () => at,
          kept: () => '2024-05-01T12:34:56.789Z',
          broken: () => 'not a date',
          echo: (_: unknown, args: { at: Date }) => {
            expect(args.at).toBeInstanceOf(Date);
            return args.at;
          },
        },
      },
    },
  ]);

  test('Dates and ISO strings answer the same; garbage is a field error', async () => {
    const result = await graphql({ schema, source: '{ stored kept broken }' });
    expect(result.data).toEqual({ stored: at.toISOString(), kept: at.toISOString(), broken: null });
    expect(result.errors?.map((error) => [error.path, error.message])).toEqual([
      [['broken'], 'DateTime cannot represent "not a date": expected a Date or an ISO-8601 date-time'],
    ]);
  });

  test('arguments arrive as Dates, from literals and from variables', async () => {
    const literal = await graphql({ schema, source: '{ echo(at: "2024-05-01T14:34:56.789+02:00") }' });
    expect(literal).toEqual({ data: { echo: at.toISOString() } });
    const variable = await graphql({
      schema,
      source: 'query ($at: DateTime!) { echo(at: $at) }',
      variableValues: { at: '2024-05-01T12:34:56.789Z' },
    });
    expect(variable).toEqual({ data: { echo: at.toISOString() } });
  });

  test('an argument that is not a date-time is refused before any resolver runs', async () => {
    const result = await graphql({ schema, source: '{ echo(at: "tomorrow") }' });
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.message).toMatch(/DateTime cannot represent "tomorrow": expected an ISO-8601/);
  });
});
