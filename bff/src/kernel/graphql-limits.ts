// Bounds on what one request may ask for (graphql-armor rules, plain graphql-js validation rules), so a
// crafted query cannot make the server do unbounded work. Introspection is exempt.
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { GraphQLError, ValidationContext, ValidationRule } from 'graphql';

export const LIMITS = { depth: 10, aliases: 15, cost: 5_000 };

// Report a rejection as a validation error (a 400) instead of throwing out of validation (a 500).
const report = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

export const limitRules = [
  maxDepthRule({ n: LIMITS.depth, ...report }),
  maxAliasesRule({ n: LIMITS.aliases, ...report }),
  costLimitRule({ maxCost: LIMITS.cost, ...report }),
] as unknown as ValidationRule[];
