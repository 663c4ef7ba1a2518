import type { ChangelogEntry } from '@pace/platform/db';
import type { ChangelogEntryInput } from '../../services/changelog.ts';
import type { GraphQLContext } from '../context.ts';

export const resolvers = {
  Mutation: {
    markChangelogViewed: async (_: unknown, __: unknown, { services, access }: GraphQLContext) =>
      (await services.changelog.markViewed(access)).toISOString(),
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
  ChangelogEntry: {
    createdAt: (entry: ChangelogEntry) => entry.createdAt.toISOString(),
  },
};
