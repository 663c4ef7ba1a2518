// The synthetic area's services: pages, test profiles, snapshots and tests, budgets and measurements.
// Every call takes the request's Access and checks it first. The schedule, agent and form-login settings
// are fields of the site itself (identity's updateSite).
import { createArtifactStore } from '@pace/platform/artifacts';
import type { ServiceDeps } from '../kernel/deps.ts';
import { BudgetService } from './budgets.ts';
import { FirstRunService } from './first-run.ts';
import { FlowService } from './flows/service.ts';
import { MetricService } from './metrics.ts';
import { PageService } from './pages.ts';
import { ProfileService } from './profiles.ts';
import { RunSettingsService } from './run-settings.ts';
import { SnapshotService } from './snapshots.ts';
import { TestLocationService } from './test-locations.ts';
import { TestService } from './tests.ts';

export function createSyntheticServices(deps: ServiceDeps) {
  const artifacts = createArtifactStore(deps.config);
  const pages = new PageService(deps.db, deps.config);
  const profiles = new ProfileService(deps.db);
  const snapshots = new SnapshotService(deps.db, deps.queues);
  return {
    artifacts,
    pages,
    profiles,
    snapshots,
    firstRun: new FirstRunService(deps.db, deps.kv, pages, profiles, snapshots),
    tests: new TestService(deps.db, artifacts),
    budgets: new BudgetService(deps.db),
    flows: new FlowService(deps.db, deps.queues, deps.config, artifacts),
    metrics: new MetricService(deps.db),
    runSettings: new RunSettingsService(),
    testLocations: new TestLocationService(deps.db),
  };
}

export type SyntheticServices = ReturnType<typeof createSyntheticServices>;
