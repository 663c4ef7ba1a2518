// Thin resolvers: arguments in, the RUM services out. Every one goes through ctx.access (in the services
// for settings and page groupings, here for the reports).
import { AGGREGATIONS, type Aggregation, findMetric, isChartPeriod } from '@pace/metrics';
import { BadUserInputError } from '@pace/platform/errors';
import { RUM_DIMENSIONS, type RumDimension } from '@pace/rum/dimensions';
import { checkFilters, DIMENSION_OF, FILTER_TYPES, hasFilters, type RumFilters } from '@pace/rum/filters';
import { monthsRange, periodRange, type RumPeriod } from '@pace/rum/periods';
import type { GraphQLContext } from '../kernel/context.ts';
import type { Resolvers } from '../kernel/generated/resolvers.ts';
import { presentRumSettings } from './presenters.ts';
import type { RumSettingsInput } from './settings-service.ts';

interface SiteArgs {
  teamId: string;
  siteId: string;
}
type FilterArgs = { filters?: Partial<Record<(typeof FILTER_TYPES)[number], string | null>> | null };
interface ReportArgs extends SiteArgs, FilterArgs {
  period: RumPeriod;
  year?: number | null;
}

/** Breakdowns of the metric detail screen (spec: element, page grouping, browser, device, navigation type, country, path). */
const METRIC_BREAKDOWNS: RumDimension[] = [
  'attributionTarget',
  'pageGrouping',
  'browserName',
  'deviceType',
  'navigationType',
  'countryCode',
  'path',
];

const rangeOf = (args: ReportArgs) => periodRange(args.period, args.year ? { year: args.year } : {});

async function readableSite(ctx: GraphQLContext, args: SiteArgs) {
  const { site } = await ctx.access.site(args.teamId, args.siteId, 'readSites');
  return site;
}

/** The report's filters, checked against what a page view can have (after access: names are the site's). */
async function filtersOf(ctx: GraphQLContext, siteId: number, args: FilterArgs): Promise<RumFilters> {
  if (!args.filters) return {};
  const groupings = args.filters.pageGrouping
    ? (await ctx.services.rum.settings.groupingsOf(siteId)).map((grouping) => grouping.name)
    : [];
  const { filters, problems } = checkFilters(args.filters, groupings);
  const [problem] = problems;
  if (problem) throw new BadUserInputError(problem.message, { field: `filters.${problem.field}` });
  return filters;
}

export const resolvers: Resolvers = {
  Query: {
    rumSettings: (_: unknown, args: SiteArgs, ctx: GraphQLContext) =>
      ctx.services.rum.settings.get(ctx.access, args.teamId, args.siteId),

    rumDeadLetters: (_: unknown, args: { first?: number | null }, ctx: GraphQLContext) =>
      ctx.services.rum.deadLetters.list(ctx.access, args.first ?? 50),

    async rumDashboard(_: unknown, args: ReportArgs, ctx: GraphQLContext) {
      const site = await readableSite(ctx, args);
      const filters = await filtersOf(ctx, site.id, args);
      const [settings, dashboard] = await Promise.all([
        ctx.services.rum.settings.view(site),
        ctx.services.rum.reports.dashboard(site.id, rangeOf(args), filters),
      ]);
      return { settings, ...dashboard };
    },

    async rumPages(_: unknown, args: ReportArgs & { groupBy: 'path' | 'pageGrouping' }, ctx: GraphQLContext) {
      const site = await readableSite(ctx, args);
      const filters = await filtersOf(ctx, site.id, args);
      // Paths are not among the filter rollups: filtered pages are page groupings.
      const groupBy = hasFilters(filters) ? 'pageGrouping' : args.groupBy;
      return ctx.services.rum.reports.pages(site.id, groupBy, rangeOf(args), 100, filters);
    },

    async rumMetric(
      _: unknown,
      args: ReportArgs & { metric: string; aggregation: Aggregation },
      ctx: GraphQLContext,
    ) {
      const site = await readableSite(ctx, args);
      const filters = await filtersOf(ctx, site.id, args);
      const definition = findMetric('rum', args.metric);
      if (!definition || args.metric === 'ux_rating') {
        throw new BadUserInputError(`Unknown RUM metric: ${args.metric}`, { field: 'metric' });
      }
      if (!AGGREGATIONS.includes(args.aggregation)) {
        throw new BadUserInputError(`Unknown aggregation: ${args.aggregation}`, { field: 'aggregation' });
      }
      const breakdowns = definition.parent ? [] : METRIC_BREAKDOWNS;
      return ctx.services.rum.reports.metric(
        site.id,
        args.metric,
        rangeOf(args),
        args.aggregation,
        breakdowns,
        filters,
      );
    },

    async rumMetricHistory(
      _: unknown,
      args: SiteArgs & FilterArgs & { metric: string; months: number; aggregation: Aggregation },
      ctx: GraphQLContext,
    ) {
      const site = await readableSite(ctx, args);
      const filters = await filtersOf(ctx, site.id, args);
      const definition = findMetric('rum', args.metric);
      if (!definition || args.metric === 'ux_rating') {
        throw new BadUserInputError(`Unknown RUM metric: ${args.metric}`, { field: 'metric' });
      }
      if (!isChartPeriod(args.months)) {
        throw new BadUserInputError('The period is 3, 6, 9, 12, 18 or 24 months', { field: 'months' });
      }
      return ctx.services.rum.reports.history(
        site.id,
        args.metric,
        monthsRange(args.months),
        args.aggregation,
        filters,
      );
    },

    async rumAudience(_: unknown, args: ReportArgs, ctx: GraphQLContext) {
      const site = await readableSite(ctx, args);
      const filters = await filtersOf(ctx, site.id, args);
      const range = rangeOf(args);
      const { reports } = ctx.services.rum;
      // Under filters, the segments the filter rollups hold.
      const shown = hasFilters(filters)
        ? FILTER_TYPES.map((type) => DIMENSION_OF[type])
        : RUM_DIMENSIONS.filter((dimension) => dimension !== 'attributionTarget');
      const [all, dimensions] = await Promise.all([
        reports.audience(site.id, 'all', range, filters),
        Promise.all(
          shown.map(async (dimension) => ({
            dimension,
            segments: await reports.segments(site.id, dimension, range, 50, filters),
          })),
        ),
      ]);
      const total = all.get('');
      return { sessions: total?.sessions ?? 0, pageViews: total?.pageViews ?? 0, dimensions };
    },

    pageGroupings: (_: unknown, args: SiteArgs, ctx: GraphQLContext) =>
      ctx.services.rum.settings.pageGroupings(ctx.access, args.teamId, args.siteId),
    pageGrouping: (_: unknown, args: SiteArgs & { uuid: string }, ctx: GraphQLContext) =>
      ctx.services.rum.settings.pageGrouping(ctx.access, args.teamId, args.siteId, args.uuid),
  },

  Mutation: {
    updateRumSettings: (_: unknown, args: SiteArgs & { input: RumSettingsInput }, ctx: GraphQLContext) =>
      ctx.services.rum.settings.update(ctx.access, args.teamId, args.siteId, args.input),
    createPageGrouping: (
      _: unknown,
      args: SiteArgs & { input: { name: string; pattern: string } },
      ctx: GraphQLContext,
    ) => ctx.services.rum.settings.createPageGrouping(ctx.access, args.teamId, args.siteId, args.input),
    updatePageGrouping: (
      _: unknown,
      args: SiteArgs & { uuid: string; input: { name: string; pattern: string } },
      ctx: GraphQLContext,
    ) =>
      ctx.services.rum.settings.updatePageGrouping(
        ctx.access,
        args.teamId,
        args.siteId,
        args.uuid,
        args.input,
      ),
    deletePageGrouping: (_: unknown, args: SiteArgs & { uuid: string }, ctx: GraphQLContext) =>
      ctx.services.rum.settings.deletePageGrouping(ctx.access, args.teamId, args.siteId, args.uuid),
  },

  RumSettings: presentRumSettings,
};
