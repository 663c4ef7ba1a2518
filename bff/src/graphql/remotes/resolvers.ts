import type { GraphQLContext } from '../context.ts';

export const resolvers = {
  Query: {
    remotes: async (_: unknown, __: unknown, { services }: GraphQLContext) =>
      (await services.remotes.manifest()).remotes,
    remote: (_: unknown, { name }: { name: string }, { services }: GraphQLContext) =>
      services.remotes.entry(name),
  },
};
