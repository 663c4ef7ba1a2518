// The DateTime scalar: a point in time on the wire as Date#toISOString() writes it (UTC, milliseconds,
// `Z`). Presenters return the stored Date; values already held as ISO strings (reports kept as JSON)
// pass through, written the same way.
import { GraphQLError, GraphQLScalarType, Kind, print, type ValueNode } from 'graphql';

/** A calendar day, a time of day and an offset: what "an ISO-8601 date-time" means here. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/i;

const describe = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : typeof value);

/** The Date an ISO-8601 date-time string names; null for any other string (or an impossible date). */
function parseIso(value: string): Date | null {
  if (!ISO_DATE_TIME.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function serialize(value: unknown): string {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
  const date = typeof value === 'string' ? parseIso(value) : null;
  if (date) return date.toISOString();
  throw new GraphQLError(
    `DateTime cannot represent ${describe(value)}: expected a Date or an ISO-8601 date-time`,
  );
}

function parseValue(value: unknown): Date {
  const date = typeof value === 'string' ? parseIso(value) : null;
  if (date) return date;
  throw new GraphQLError(
    `DateTime cannot represent ${describe(value)}: expected an ISO-8601 date-time such as 2024-05-01T12:00:00.000Z`,
  );
}

function parseLiteral(ast: ValueNode): Date {
  if (ast.kind !== Kind.STRING) {
    throw new GraphQLError(`DateTime cannot represent ${print(ast)}: expected an ISO-8601 date-time string`, {
      nodes: ast,
    });
  }
  return parseValue(ast.value);
}

export const DateTime = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  description:
    'A point in time: an ISO-8601 date-time in UTC with milliseconds, as 2024-05-01T12:00:00.000Z.',
  serialize,
  parseValue,
  parseLiteral,
});

export const dateTimeTypeDefs = /* GraphQL */ `
  scalar DateTime
`;
