import { lcpElementOf, thirdPartyEntities } from '@pace/lighthouse-runner';
import { metricsFor } from '@pace/metrics';
import type { BudgetCell } from '@pace/synthetic/budget-evaluator';
import type { Access } from '../kernel/auth/access.ts';
import type { GraphQLContext as Ctx } from '../kernel/context.ts';
import type { Resolvers } from '../kernel/generated/resolvers.ts';
import { sharedArtifactUrl } from '../share/index.ts';
import {
  type BudgetChangeParent,
  type BudgetParent,
  presentBudget,
  presentBudgetChange,
  presentPage,
  presentSnapshot,
  presentTest,
  presentTestProfile,
  type SnapshotParent,
  type TestParent,
} from './presenters.ts';
import type { SnapshotInput } from './snapshots.ts';

interface SiteArgs {
  teamId: string;
  siteId: string;
}
type WithUuid = SiteArgs & { uuid: string };
type WithInput = SiteArgs & { input: unknown };

/** The request's loaders: per-row reads batched across one GraphQL answer. */
const loaders = (ctx: Ctx) => ctx.services.synthetic.loaders(ctx.access);

export const resolvers: Resolvers = {
  // GraphQL names cannot start with a digit; the stored keys do.
  ConnectionPreset: { _4g: '4g', _3g_fast: '3g_fast', _3g: '3g', _3g_slow: '3g_slow' },

  Query: {
    pages: async (_: unknown, args: SiteArgs, { services, access }: Ctx) =>
      (await services.synthetic.pages.list(access, args)).map(presentPage),
    page: async (_: unknown, args: WithUuid, { services, access }: Ctx) =>
      presentPage(await services.synthetic.pages.get(access, args, args.uuid)),
    testProfiles: async (_: unknown, args: SiteArgs, { services, access }: Ctx) =>
      (await services.synthetic.profiles.list(access, args)).map(presentTestProfile),
    testProfile: async (_: unknown, args: WithUuid, { services, access }: Ctx) =>
      presentTestProfile(await services.synthetic.profiles.get(access, args, args.uuid)),
    testProfileOptions: (_: unknown, args: { thirdPartySearch?: string | null }, { services }: Ctx) => {
      const search = args.thirdPartySearch?.trim().toLowerCase() ?? '';
      return {
        ...services.synthetic.profiles.options(),
        thirdParties: thirdPartyEntities()
          .filter((entity) => entity.name.toLowerCase().includes(search))
          .slice(0, 50)
          .map(({ name, category }) => ({ name, category })),
      };
    },
    snapshots: async (_: unknown, args: SiteArgs & { after?: string | null }, { services, access }: Ctx) => {
      const page = await services.synthetic.snapshots.list(access, args, args.after);
      return { ...page, nodes: page.nodes.map(presentSnapshot) };
    },
    snapshot: async (_: unknown, args: SiteArgs & { snapshotId: string }, { services, access }: Ctx) =>
      presentSnapshot(await services.synthetic.snapshots.get(access, args, args.snapshotId)),
    test: async (_: unknown, args: WithUuid, { services, access }: Ctx) =>
      presentTest(await services.synthetic.tests.get(access, args, args.uuid)),
    pulse: async (_: unknown, args: SiteArgs, { services, access }: Ctx) =>
      (await services.synthetic.metrics.pulse(access, args)).map((cell) => ({
        ...cell,
        page: presentPage(cell.page),
        profile: presentTestProfile(cell.profile),
        test: cell.test && presentTest(cell.test),
      })),
    budgets: (_: unknown, args: SiteArgs, { services, access }: Ctx) =>
      services.synthetic.budgets.list(access, args),
    budget: (_: unknown, args: WithUuid, { services, access }: Ctx) =>
      services.synthetic.budgets.get(access, args, args.uuid),
    metricHistory: async (
      _: unknown,
      args: SiteArgs & {
        metric: string;
        days?: number | null;
        months?: number | null;
        pageIds?: string[] | null;
        profileIds?: string[] | null;
      },
      { services, access }: Ctx,
    ) => {
      const history = await services.synthetic.metrics.history(access, args, args.metric, args);
      return {
        ...history,
        series: history.series.map((series) => ({
          ...series,
          page: presentPage(series.page),
          profile: presentTestProfile(series.profile),
        })),
      };
    },
    syntheticMetrics: () => [...metricsFor('synthetic')],
    runSettings: (_: unknown, args: SiteArgs, { services, access }: Ctx) =>
      services.synthetic.runSettings.get(access, args),
    testLocations: (_: unknown, args: SiteArgs, { services, access }: Ctx) =>
      services.synthetic.testLocations.list(access, args),
  },

  Mutation: {
    createPage: async (_: unknown, args: WithInput, { services, access }: Ctx) =>
      presentPage(await services.synthetic.pages.create(access, args, args.input)),
    updatePage: async (_: unknown, args: WithUuid & WithInput, { services, access }: Ctx) =>
      presentPage(await services.synthetic.pages.update(access, args, args.uuid, args.input)),
    deletePage: (_: unknown, args: WithUuid, { services, access }: Ctx) =>
      services.synthetic.pages.remove(access, args, args.uuid),
    createTestProfile: async (_: unknown, args: WithInput, { services, access }: Ctx) =>
      presentTestProfile(await services.synthetic.profiles.create(access, args, args.input)),
    updateTestProfile: async (_: unknown, args: WithUuid & WithInput, { services, access }: Ctx) =>
      presentTestProfile(await services.synthetic.profiles.update(access, args, args.uuid, args.input)),
    deleteTestProfile: (_: unknown, args: WithUuid, { services, access }: Ctx) =>
      services.synthetic.profiles.remove(access, args, args.uuid),
    createSnapshot: async (
      _: unknown,
      args: SiteArgs & { input?: SnapshotInput | null },
      { services, access }: Ctx,
    ) => presentSnapshot(await services.synthetic.snapshots.create(access, args, args.input ?? {})),
    startFirstSnapshot: async (_: unknown, args: SiteArgs, { services, access }: Ctx) =>
      presentSnapshot(await services.synthetic.firstRun.start(access, args)),
    createBudget: (_: unknown, args: WithInput, { services, access }: Ctx) =>
      services.synthetic.budgets.create(access, args, args.input),
    updateBudget: (_: unknown, args: WithUuid & WithInput, { services, access }: Ctx) =>
      services.synthetic.budgets.update(access, args, args.uuid, args.input),
    deleteBudget: (_: unknown, args: WithUuid, { services, access }: Ctx) =>
      services.synthetic.budgets.remove(access, args, args.uuid),
    updateRunSettings: (_: unknown, args: WithInput, { services, access }: Ctx) =>
      services.synthetic.runSettings.update(access, args, args.input),
  },

  Snapshot: {
    id: (snapshot: SnapshotParent) => snapshot.id.toString(),
    testCounts: (snapshot: SnapshotParent, _: unknown, ctx: Ctx) => loaders(ctx).testCounts.load(snapshot.id),
    completedWithFailures: async (snapshot: SnapshotParent, _: unknown, ctx: Ctx) => {
      if (snapshot.status !== 'completed') return false;
      const counts = await loaders(ctx).testCounts.load(snapshot.id);
      return counts.failed + counts.errored > 0;
    },
    tests: async (snapshot: SnapshotParent, _: unknown, { services }: Ctx) =>
      (await services.synthetic.snapshots.tests(snapshot)).map(presentTest),
    categoryResults: async (snapshot: SnapshotParent, args: { category: string }, { services }: Ctx) => {
      const tests = (await services.synthetic.snapshots.tests(snapshot)).map(presentTest);
      const results = [];
      for (const test of tests) {
        const report = await services.synthetic.tests.report(test);
        const category = report ? services.synthetic.tests.categories(report, args.category)[0] : undefined;
        if (category) results.push({ test, category });
      }
      return results;
    },
  },

  Test: {
    snapshotId: (test: TestParent) => test.snapshotId.toString(),
    // A test's page and profile always exist (deleting one deletes its tests).
    page: async (test: TestParent, _: unknown, ctx: Ctx) =>
      test.page ?? (await loaders(ctx).page.load(test.pageId))!,
    profile: async (test: TestParent, _: unknown, ctx: Ctx) =>
      test.profile ?? (await loaders(ctx).profile.load(test.profileId))!,
    metrics: (test: TestParent, _: unknown, ctx: Ctx) => loaders(ctx).metrics.load(test.id),
    artifacts: (test: TestParent, _: unknown, { access }: Ctx) =>
      test.artifacts.map((artifact) => ({ ...artifact, url: artifactUrl(test, artifact.name, access) })),
    categories: async (test: TestParent, _: unknown, { services }: Ctx) => {
      const report = await services.synthetic.tests.report(test);
      return report ? services.synthetic.tests.categories(report) : [];
    },
    requests: async (test: TestParent, _: unknown, { services }: Ctx) => {
      const report = await services.synthetic.tests.report(test);
      return report ? services.synthetic.tests.requests(report) : [];
    },
    longTasks: async (test: TestParent, _: unknown, { services }: Ctx) => {
      const report = await services.synthetic.tests.report(test);
      return report ? services.synthetic.tests.longTasks(report) : [];
    },
    lcpElement: async (test: TestParent, _: unknown, { services }: Ctx) => {
      const report = await services.synthetic.tests.report(test);
      return report ? lcpElementOf(report) : null;
    },
    thirdParties: async (test: TestParent, _: unknown, { services }: Ctx) => {
      const report = await services.synthetic.tests.report(test);
      return report ? services.synthetic.tests.thirdParties(report) : [];
    },
    renderTimeline: async (test: TestParent, _: unknown, { services, access }: Ctx) => {
      const report = await services.synthetic.tests.report(test);
      if (!report) return [];
      return services.synthetic.tests.timeline(test, report).map((frame) => ({
        timing: frame.timing,
        url: frame.artifact ? artifactUrl(test, frame.artifact, access) : null,
      }));
    },
  },

  Budget: {
    pages: (budget: BudgetParent, _: unknown, ctx: Ctx) => loaders(ctx).pages(budget.pageIds),
    profiles: (budget: BudgetParent, _: unknown, ctx: Ctx) => loaders(ctx).profiles(budget.profileIds),
    ...presentBudget,
    cells: async (budget: BudgetParent, _: unknown, ctx: Ctx) => {
      const cells = await ctx.services.synthetic.budgets.evaluator.cells(budget);
      const pages = await loaders(ctx).pages(cells.map((cell) => cell.pageId));
      const profiles = await loaders(ctx).profiles(cells.map((cell) => cell.profileId));
      return cells.map((cell: BudgetCell) => ({
        ...cell,
        // A cell is measured for a page and profile of the budget: both exist.
        page: pages.find((page) => page.id === cell.pageId)!,
        profile: profiles.find((profile) => profile.id === cell.profileId)!,
      }));
    },
    changes: (budget: BudgetParent, _: unknown, { services }: Ctx) =>
      services.synthetic.budgets.changes(budget),
    history: async (budget: BudgetParent, _: unknown, { services }: Ctx) => {
      const history = await services.synthetic.budgets.history(budget);
      return {
        ...history,
        points: history.points?.map((point) => ({ at: point.measuredAt, value: point.value })) ?? null,
      };
    },
  },

  BudgetChange: {
    ...presentBudgetChange,
    measurements: async (change: BudgetChangeParent, _: unknown, ctx: Ctx) => {
      const pages = await loaders(ctx).pages(change.measurements.map((row) => row.pageId));
      const profiles = await loaders(ctx).profiles(change.measurements.map((row) => row.profileId));
      return change.measurements.map((row) => ({
        ...row,
        page: pages.find((page) => page.id === row.pageId) ?? null,
        profile: profiles.find((profile) => profile.id === row.profileId) ?? null,
      }));
    },
  },
};

/** Where the bff serves a test's artifact (REST, behind the same access checks). */
export function artifactUrl(test: TestParent, name: string, access?: Access) {
  // Inside the share report a link's own address serves its test's files (bff/src/share/routes.ts).
  const shared = access && sharedArtifactUrl(access, test, name);
  if (shared) return shared;
  return `/api/tests/${test.uuid}/artifacts/${encodeURIComponent(name)}`;
}
