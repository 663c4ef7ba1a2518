// The remote contract of mfe-synthetic: single-spa parcel lifecycles exposed as `./mount`. Screen key
// `a/b` is the file src/routes/a/b.tsx. The share report's screens (report/*) are mounted read-only, the
// overview being the test screen.
import { defineRemote } from '@pace/mfe-kit';
import { Budgets } from './routes/budgets';
import { BudgetDetail } from './routes/budgets/budget';
import { EditBudget } from './routes/budgets/edit';
import { NewBudget } from './routes/budgets/new';
import { Flows } from './routes/flows';
import { EditFlow } from './routes/flows/edit';
import { FlowDetail } from './routes/flows/flow';
import { NewFlow } from './routes/flows/new';
import { Metric } from './routes/metric';
import { Pages } from './routes/pages';
import { Pulse } from './routes/pulse';
import { ReportLighthouse } from './routes/report/lighthouse';
import { ReportLighthouseCategory } from './routes/report/lighthouse/category';
import { ReportMonitoring } from './routes/report/monitoring';
import { ReportOverview } from './routes/report/overview';
import { ReportThirdParties } from './routes/report/third-parties';
import { Snapshot } from './routes/snapshot';
import { SnapshotAccessibility } from './routes/snapshot/accessibility';
import { SnapshotBestPractices } from './routes/snapshot/best-practices';
import { SnapshotPerformance } from './routes/snapshot/performance';
import { SnapshotSeo } from './routes/snapshot/seo';
import { SnapshotThirdParties } from './routes/snapshot/third-parties';
import { Snapshots } from './routes/snapshots';
import { Agent } from './routes/synthetic/agent';
import { Authentication } from './routes/synthetic/authentication';
import { Profiles } from './routes/synthetic/profiles';
import { EditProfile } from './routes/synthetic/profiles/edit';
import { NewProfile } from './routes/synthetic/profiles/new';
import { Test } from './routes/test';

export const { bootstrap, mount, unmount, update } = defineRemote({
  remote: 'mfe-synthetic',
  screens: {
    pulse: Pulse,
    pages: Pages,
    snapshots: Snapshots,
    snapshot: Snapshot,
    'snapshot/third-parties': SnapshotThirdParties,
    'snapshot/performance': SnapshotPerformance,
    'snapshot/best-practices': SnapshotBestPractices,
    'snapshot/accessibility': SnapshotAccessibility,
    'snapshot/seo': SnapshotSeo,
    test: Test,
    budgets: Budgets,
    'budgets/new': NewBudget,
    'budgets/budget': BudgetDetail,
    'budgets/edit': EditBudget,
    flows: Flows,
    'flows/new': NewFlow,
    'flows/flow': FlowDetail,
    'flows/edit': EditFlow,
    metric: Metric,
    'synthetic/agent': Agent,
    'synthetic/authentication': Authentication,
    'synthetic/profiles': Profiles,
    'synthetic/profiles/new': NewProfile,
    'synthetic/profiles/edit': EditProfile,
    'report/overview': ReportOverview,
    'report/third-parties': ReportThirdParties,
    'report/lighthouse': ReportLighthouse,
    'report/lighthouse/category': ReportLighthouseCategory,
    'report/monitoring': ReportMonitoring,
  },
});
