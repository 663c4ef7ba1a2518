// The remote contract of mfe-synthetic: single-spa parcel lifecycles exposed as `./mount`. Screen key
// `a/b` is the file src/routes/a/b.tsx. The share report's screens (report/*) are mounted read-only, the
// overview being the test screen. Each screen is a chunk of its own, loaded when a route first shows it,
// except the pulse: a site's first screen comes with the mount, no second trip.
import { defineRemote, lazyScreen } from '@pace/mfe-kit';
import { Pulse } from './routes/pulse';

export const { bootstrap, mount, unmount, update, contract } = defineRemote({
  remote: 'mfe-synthetic',
  screens: {
    pulse: Pulse,
    pages: lazyScreen(() => import('./routes/pages'), 'Pages'),
    snapshots: lazyScreen(() => import('./routes/snapshots'), 'Snapshots'),
    snapshot: lazyScreen(() => import('./routes/snapshot'), 'Snapshot'),
    'snapshot/third-parties': lazyScreen(
      () => import('./routes/snapshot/third-parties'),
      'SnapshotThirdParties',
    ),
    'snapshot/performance': lazyScreen(() => import('./routes/snapshot/performance'), 'SnapshotPerformance'),
    'snapshot/best-practices': lazyScreen(
      () => import('./routes/snapshot/best-practices'),
      'SnapshotBestPractices',
    ),
    'snapshot/accessibility': lazyScreen(
      () => import('./routes/snapshot/accessibility'),
      'SnapshotAccessibility',
    ),
    'snapshot/seo': lazyScreen(() => import('./routes/snapshot/seo'), 'SnapshotSeo'),
    test: lazyScreen(() => import('./routes/test'), 'Test'),
    budgets: lazyScreen(() => import('./routes/budgets'), 'Budgets'),
    'budgets/new': lazyScreen(() => import('./routes/budgets/new'), 'NewBudget'),
    'budgets/budget': lazyScreen(() => import('./routes/budgets/budget'), 'BudgetDetail'),
    'budgets/edit': lazyScreen(() => import('./routes/budgets/edit'), 'EditBudget'),
    flows: lazyScreen(() => import('./routes/flows'), 'Flows'),
    'flows/new': lazyScreen(() => import('./routes/flows/new'), 'NewFlow'),
    'flows/flow': lazyScreen(() => import('./routes/flows/flow'), 'FlowDetail'),
    'flows/edit': lazyScreen(() => import('./routes/flows/edit'), 'EditFlow'),
    metric: lazyScreen(() => import('./routes/metric'), 'Metric'),
    'synthetic/agent': lazyScreen(() => import('./routes/synthetic/agent'), 'Agent'),
    'synthetic/authentication': lazyScreen(
      () => import('./routes/synthetic/authentication'),
      'Authentication',
    ),
    'synthetic/profiles': lazyScreen(() => import('./routes/synthetic/profiles'), 'Profiles'),
    'synthetic/profiles/new': lazyScreen(() => import('./routes/synthetic/profiles/new'), 'NewProfile'),
    'synthetic/profiles/edit': lazyScreen(() => import('./routes/synthetic/profiles/edit'), 'EditProfile'),
    'report/overview': lazyScreen(() => import('./routes/report/overview'), 'ReportOverview'),
    'report/third-parties': lazyScreen(() => import('./routes/report/third-parties'), 'ReportThirdParties'),
    'report/lighthouse': lazyScreen(() => import('./routes/report/lighthouse'), 'ReportLighthouse'),
    'report/lighthouse/category': lazyScreen(
      () => import('./routes/report/lighthouse/category'),
      'ReportLighthouseCategory',
    ),
    'report/monitoring': lazyScreen(() => import('./routes/report/monitoring'), 'ReportMonitoring'),
  },
});
