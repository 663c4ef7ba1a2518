import type { GraphQLContext as Ctx } from '../kernel/context.ts';
import type { Resolvers } from '../kernel/generated/resolvers.ts';
import { presentTest } from '../synthetic/index.ts';
import { presentShareLink, type SharedReportParent, type SharedSiteParent } from './presenters.ts';

interface SiteArgs {
  teamId: string;
  siteId: string;
}

export const resolvers: Resolvers = {
  Query: {
    sharedReport: async (_: unknown, __: unknown, { services, access }: Ctx) => {
      const report = services.share.report(access);
      if (!report) return null;
      // The test with its page and profile, read as any other test of the site.
      const ref = await siteRef(report.site, services);
      const test = await services.synthetic.tests.get(access, ref, report.test.uuid);
      return { test: presentTest(test), site: report.site };
    },
    shareLinks: (_: unknown, args: SiteArgs & { testUuid: string }, { services, access }: Ctx) =>
      services.share.list(access, args, args.testUuid),
  },

  Mutation: {
    createShareLink: (_: unknown, args: SiteArgs & { testUuid: string }, { services, access }: Ctx) =>
      services.share.create(access, args, args.testUuid),
    revokeShareLink: (_: unknown, args: SiteArgs & { uuid: string }, { services, access }: Ctx) =>
      services.share.revoke(access, args, args.uuid),
  },

  SharedReport: {
    test: (report: SharedReportParent) => report.test,
  },

  SharedSite: {
    teamId: (site: SharedSiteParent, _: unknown, { services }: Ctx) =>
      siteRef(site, services).then((ref) => ref.teamId),
    siteId: (site: SharedSiteParent) => site.slug,
  },

  ShareLink: {
    ...presentShareLink,
    testUuid: (link, _, { services }) => services.share.testUuidOf(link),
  },
};

async function siteRef(site: SharedSiteParent, services: Ctx['services']) {
  return { teamId: await services.share.teamSlugOf(site), siteId: site.slug };
}
