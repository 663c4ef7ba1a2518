import type { GraphQLContext } from '../kernel/context.ts';
import type { CruxTargetSummary } from './service.ts';

interface SiteArgs {
  teamId: string;
  siteId: string;
  formFactor?: string;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const resolvers = {
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
  },
  Mutation: {
    collectCruxNow: (_: unknown, args: SiteArgs, { services, access }: GraphQLContext) =>
      services.crux.collectNow(access, args.teamId, args.siteId),
  },
  CruxSummary: { checkedAt: (summary: CruxTargetSummary) => iso(summary.checkedAt) },
  CruxTargetSummary: { checkedAt: (summary: CruxTargetSummary) => iso(summary.checkedAt) },
};
