import { VERSION } from '../../version.ts';
import type { GraphQLContext } from '../context.ts';

export const resolvers = {
  Query: {
    version: () => VERSION,
    health: (_: unknown, __: unknown, { services }: GraphQLContext) => services.health.check(),
  },
};
