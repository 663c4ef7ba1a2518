// Bounds on what one request may ask for (graphql-armor rules, plain graphql-js validation rules), so a
// crafted query cannot make the server do unbounded work. Introspection is exempt.
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { ValidationRule } from 'graphql';

export const LIMITS = { depth: 10, aliases: 15, cost: 5_000 };

export const limitRules: ValidationRule[] = [
  maxDepthRule({ n: LIMITS.depth }),
  maxAliasesRule({ n: LIMITS.aliases }),
  costLimitRule({ maxCost: LIMITS.cost }),
] as unknown as ValidationRule[];
