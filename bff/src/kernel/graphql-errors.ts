// GraphQL errors as clients see them: `extensions.code` from the typed errors, internals masked.

import { toPublicError } from '@pace/platform/errors';
import type { GraphQLError } from 'graphql';

/** graphql-armor's limits report themselves as syntax errors; they are validation failures. */
const LIMIT_MESSAGE = /^Syntax Error: ((Query depth|Aliases|Query Cost) limit of .*)$/;

/**
 * By tag, not `instanceof`: graphql's CommonJS and ES builds can both be loaded (graphql-http requires
 * one, bundlers and test runners import the other), and each has its own GraphQLError class.
 */
export function isGraphQLError(value: unknown): value is GraphQLError {
  return Object.prototype.toString.call(value) === '[object GraphQLError]';
}

export function formatError(error: Readonly<GraphQLError | Error>): GraphQLError | Error {
  if (!isGraphQLError(error)) return error;
  const original = error.originalError;
  if (original && !isGraphQLError(original)) {
    const exposed = toPublicError(original);
    return withCode(error, exposed.code, exposed.message, {
      ...(exposed.field ? { field: exposed.field } : {}),
      ...(exposed.retryable ? { retryable: true } : {}),
    });
  }
  if (error.path) return withCode(error, 'INTERNAL_SERVER_ERROR');
  const limit = LIMIT_MESSAGE.exec(error.message);
  if (limit) return withCode(error, 'GRAPHQL_VALIDATION_FAILED', limit[1]);
  if (error.message.startsWith('Syntax Error')) return withCode(error, 'GRAPHQL_PARSE_FAILED');
  if (error.message.startsWith('Variable "$')) return withCode(error, 'BAD_USER_INPUT');
  return withCode(error, 'GRAPHQL_VALIDATION_FAILED');
}

function withCode(
  error: GraphQLError,
  code: string,
  message = error.message,
  extra: Record<string, unknown> = {},
) {
  // The same class as the error given, so graphql-http serialises it as a GraphQL error.
  const GraphQLErrorClass = error.constructor as typeof GraphQLError;
  return new GraphQLErrorClass(message, {
    nodes: error.nodes,
    positions: error.positions,
    path: error.path,
    extensions: { ...error.extensions, code, ...extra },
  });
}
