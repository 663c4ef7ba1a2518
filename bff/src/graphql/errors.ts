// GraphQL errors as clients see them: `extensions.code` from the typed errors, internals masked.
import { GraphQLError } from 'graphql';
import { toPublicError } from '../errors.ts';

/** graphql-armor's limits report themselves as syntax errors; they are validation failures. */
const LIMIT_MESSAGE = /^Syntax Error: ((Query depth|Aliases|Query Cost) limit of .*)$/;

export function formatError(error: Readonly<GraphQLError | Error>): GraphQLError | Error {
  if (!(error instanceof GraphQLError)) return error;
  const original = error.originalError;
  if (original && !(original instanceof GraphQLError)) {
    const exposed = toPublicError(original);
    return new GraphQLError(exposed.message, {
      nodes: error.nodes,
      positions: error.positions,
      path: error.path,
      extensions: { code: exposed.code, ...(exposed.field ? { field: exposed.field } : {}) },
    });
  }
  if (error.path) return withCode(error, 'INTERNAL_SERVER_ERROR');
  const limit = LIMIT_MESSAGE.exec(error.message);
  if (limit) return withCode(error, 'GRAPHQL_VALIDATION_FAILED', limit[1]);
  if (error.message.startsWith('Syntax Error')) return withCode(error, 'GRAPHQL_PARSE_FAILED');
  if (error.message.startsWith('Variable "$')) return withCode(error, 'BAD_USER_INPUT');
  return withCode(error, 'GRAPHQL_VALIDATION_FAILED');
}

function withCode(error: GraphQLError, code: string, message = error.message) {
  return new GraphQLError(message, {
    nodes: error.nodes,
    positions: error.positions,
    path: error.path,
    extensions: { ...error.extensions, code },
  });
}
