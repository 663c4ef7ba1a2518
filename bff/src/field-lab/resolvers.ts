// Thin resolvers: readSites on the site first (members of the site's team, as every RUM and synthetic
// read), then the page checked against the site's own page groupings.
import { BadUserInputError } from '@pace/platform/errors';
import { periodRange, type RumPeriod } from '@pace/rum/periods';
import type { GraphQLContext } from '../kernel/context.ts';
import type { PageChoice } from './service.ts';

interface FieldLabArgs {
  teamId: string;
  siteId: string;
  path?: string | null;
  pageGrouping?: string | null;
  pageId?: string | null;
  period: RumPeriod;
}

export const resolvers = {
  Query: {
    async fieldLab(_: unknown, args: FieldLabArgs, ctx: GraphQLContext) {
      const { site } = await ctx.access.site(args.teamId, args.siteId, 'readSites');
      if ([args.path, args.pageGrouping, args.pageId].filter(Boolean).length > 1) {
        throw new BadUserInputError('Give one of path, page grouping or page', { field: 'pageGrouping' });
      }
      let choice: PageChoice | null = null;
      if (args.pageId) choice = await ctx.services.fieldLab.choiceOfPage(site, args.pageId);
      if (args.path) choice = { pageKind: 'path', page: args.path };
      if (args.pageGrouping) {
        const groupings = await ctx.services.rum.settings.groupingsOf(site.id);
        if (!groupings.some((grouping) => grouping.name === args.pageGrouping)) {
          throw new BadUserInputError(`No page grouping named ${args.pageGrouping}`, {
            field: 'pageGrouping',
          });
        }
        choice = { pageKind: 'pageGrouping', page: args.pageGrouping };
      }
      return ctx.services.fieldLab.compare(site, periodRange(args.period), choice);
    },
  },
};
