// Thin resolvers over FieldLabService (which checks readSites on the site and the page asked for).
import type { GraphQLContext } from '../kernel/context.ts';
import type { QueryFieldLabArgs } from '../kernel/generated/resolvers.ts';

export const resolvers = {
  Query: {
    fieldLab: (_: unknown, args: QueryFieldLabArgs, ctx: GraphQLContext) =>
      ctx.services.fieldLab.comparisonFor(ctx.access, args),
  },
};
