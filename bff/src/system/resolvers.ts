// The system area's resolvers: version and health, the remote manifest, the changelog.
import type { GraphQLContext } from '../kernel/context.ts';
import type { Resolvers } from '../kernel/generated/resolvers.ts';
import { VERSION } from '../version.ts';
import type { ChangelogEntryInput } from './changelog.ts';

export const resolvers: Resolvers = {
  Query: {
    version: () => VERSION,
    health: (_: unknown, __: unknown, { services }: GraphQLContext) => services.health.check(),
    remotes: async (_: unknown, __: unknown, { services }: GraphQLContext) =>
      (await services.remotes.manifest()).remotes,
    remote: (_: unknown, { name }: { name: string }, { services }: GraphQLContext) =>
      services.remotes.entry(name),
  },
  Mutation: {
    markChangelogViewed: (_: unknown, __: unknown, { services, access }: GraphQLContext) =>
      services.changelog.markViewed(access),
    createChangelogEntry: (
      _: unknown,
      { input }: { input: ChangelogEntryInput },
      { services, access }: GraphQLContext,
    ) => services.changelog.create(access, input),
    deleteChangelogEntry: async (
      _: unknown,
      { uuid }: { uuid: string },
      { services, access }: GraphQLContext,
    ) => {
      await services.changelog.delete(access, uuid);
      return true;
    },
  },
};
