// Bounds on what one request may ask for (graphql-armor rules and our cost rule, plain graphql-js
// validation rules), so a crafted query cannot make the server do unbounded work. Introspection is exempt.
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { GraphQLError, ValidationContext, ValidationRule } from 'graphql';
import { costLimitRule } from './query-cost.ts';

export const LIMITS = { depth: 10, aliases: 15, cost: 5_000 };

// Report a rejection as a validation error (a 400) instead of throwing out of validation (a 500).
const report = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

/** The rules that depend on the document alone (the cost rule also reads the request's variables). */
export const shapeRules = [
  maxDepthRule({ n: LIMITS.depth, ...report }),
  maxAliasesRule({ n: LIMITS.aliases, ...report }),
] as unknown as ValidationRule[];

/**
 * The limits of a request. Its variables count: a page size sent as `$first` costs what it asks for.
 * Without them (a document checked ahead of time) sizes come from the query and the schema's defaults.
 */
export function limitRulesFor(variables: Record<string, unknown> = {}): ValidationRule[] {
  return [...shapeRules, costLimitRule(LIMITS.cost, variables)];
}

export const limitRules = limitRulesFor();
