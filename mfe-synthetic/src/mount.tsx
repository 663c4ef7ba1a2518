// The remote contract of mfe-synthetic: single-spa parcel lifecycles exposed as `./mount`, one screen per
// route. The share report's screens (report/*) are mounted read-only, the overview being the test screen.
import { defineRemote, type RemoteProps, useRemote } from '@pace/mfe-kit';
import type { ComponentType } from 'react';
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

// Transitional: screens still written as (props: RemoteProps) until this remote moves to useRemote().
function legacy(Component: ComponentType<RemoteProps>): ComponentType {
  return function LegacyScreen() {
    return <Component {...useRemote()} />;
  };
}

export const { bootstrap, mount, unmount, update } = defineRemote({
  remote: 'mfe-synthetic',
  screens: {
    pulse: legacy(Pulse),
    pages: legacy(Pages),
    snapshots: legacy(Snapshots),
    snapshot: legacy(Snapshot),
    'snapshot/third-parties': legacy(Snapshot),
    'snapshot/performance': legacy(Snapshot),
    'snapshot/best-practices': legacy(Snapshot),
    'snapshot/accessibility': legacy(Snapshot),
    'snapshot/seo': legacy(Snapshot),
    test: legacy(Test),
    budgets: legacy(Budgets),
    'budgets/new': legacy(BudgetForm),
    'budgets/budget': legacy(BudgetDetail),
    'budgets/edit': legacy(BudgetForm),
    metric: legacy(Metric),
    'synthetic/agent': legacy(Agent),
    'synthetic/authentication': legacy(Authentication),
    'synthetic/profiles': legacy(Profiles),
    'synthetic/profiles/new': legacy(ProfileForm),
    'synthetic/profiles/edit': legacy(ProfileForm),
    'report/overview': legacy(Test),
    'report/third-parties': legacy(ReportThirdParties),
    'report/lighthouse': legacy(ReportLighthouse),
    'report/lighthouse/category': legacy(ReportLighthouseCategory),
    'report/monitoring': legacy(ReportMonitoring),
  },
});
