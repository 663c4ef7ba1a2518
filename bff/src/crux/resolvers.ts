import type { GraphQLContext } from '../kernel/context.ts';
import type { Resolvers } from '../kernel/generated/resolvers.ts';

interface SiteArgs {
  teamId: string;
  siteId: string;
  formFactor?: string;
}

export const resolvers: Resolvers = {
  Query: {
    cruxSummary: (_: unknown, args: SiteArgs, { services, access }: GraphQLContext) =>
      services.crux.summary(access, args.teamId, args.siteId, args.formFactor),
    cruxPages: (_: unknown, args: SiteArgs, { services, access }: GraphQLContext) =>
      services.crux.pages(access, args.teamId, args.siteId, args.formFactor),
    cruxMetricHistory: (
      _: unknown,
      args: SiteArgs & { metric: string; months?: number; target?: string | null },
      { services, access }: GraphQLContext,
    ) => services.crux.metricHistory(access, args.teamId, args.siteId, args),
    cruxLcpParts: (
      _: unknown,
      args: SiteArgs & { months?: number; target?: string | null },
      { services, access }: GraphQLContext,
    ) => services.crux.lcpParts(access, args.teamId, args.siteId, args),
  },
  Mutation: {
    collectCruxNow: (_: unknown, args: SiteArgs, { services, access }: GraphQLContext) =>
      services.crux.collectNow(access, args.teamId, args.siteId),
  },
};
