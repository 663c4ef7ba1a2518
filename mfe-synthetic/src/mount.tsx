// The remote contract of mfe-synthetic: single-spa parcel lifecycles exposed as `./mount`, one screen per
// route. The share report's screens (report/*) are mounted read-only, the overview being the test screen.
import { defineRemote } from '@pace/mfe-kit';
import { Agent } from './routes/Agent';
import { Authentication } from './routes/Authentication';
import { BudgetDetail } from './routes/BudgetDetail';
import { BudgetForm } from './routes/BudgetForm';
import { Budgets } from './routes/Budgets';
import { Metric } from './routes/Metric';
import { Pages } from './routes/Pages';
import { ProfileForm } from './routes/ProfileForm';
import { Profiles } from './routes/Profiles';
import { Pulse } from './routes/Pulse';
import {
  ReportLighthouse,
  ReportLighthouseCategory,
  ReportMonitoring,
  ReportThirdParties,
} from './routes/Report';
import { Snapshot } from './routes/Snapshot';
import { Snapshots } from './routes/Snapshots';
import { Test } from './routes/Test';

export const { bootstrap, mount, unmount, update } = defineRemote({
  screens: {
    pulse: Pulse,
    pages: Pages,
    snapshots: Snapshots,
    snapshot: Snapshot,
    'snapshot/third-parties': Snapshot,
    'snapshot/performance': Snapshot,
    'snapshot/best-practices': Snapshot,
    'snapshot/accessibility': Snapshot,
    'snapshot/seo': Snapshot,
    test: Test,
    budgets: Budgets,
    'budgets/new': BudgetForm,
    'budgets/budget': BudgetDetail,
    'budgets/edit': BudgetForm,
    metric: Metric,
    'synthetic/agent': Agent,
    'synthetic/authentication': Authentication,
    'synthetic/profiles': Profiles,
    'synthetic/profiles/new': ProfileForm,
    'synthetic/profiles/edit': ProfileForm,
    'report/overview': Test,
    'report/third-parties': ReportThirdParties,
    'report/lighthouse': ReportLighthouse,
    'report/lighthouse/category': ReportLighthouseCategory,
    'report/monitoring': ReportMonitoring,
  },
});
