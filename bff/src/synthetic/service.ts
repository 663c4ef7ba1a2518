// The synthetic area's services: pages, test profiles, snapshots and tests, budgets and measurements.
// Every call takes the request's Access and checks it first. The schedule, agent and form-login settings
// are fields of the site itself (identity's updateSite).
import { createArtifactStore } from '@pace/platform/artifacts';
import type { Access } from '../kernel/auth/access.ts';
import type { GatedDeps } from '../kernel/deps.ts';
import { BudgetService } from './budgets.ts';
import { FirstRunService } from './first-run.ts';
import { FlowService } from './flows/service.ts';
import { createSyntheticLoaders, type SyntheticLoaders } from './loaders.ts';
import { MetricService } from './metrics.ts';
import { PageService } from './pages.ts';
import { ProfileService } from './profiles.ts';
import { RunSettingsService } from './run-settings.ts';
import { SnapshotService } from './snapshots.ts';
import { TestLocationService } from './test-locations.ts';
import { TestService } from './tests.ts';

export function createSyntheticServices(deps: GatedDeps) {
  const artifacts = createArtifactStore(deps.config);
  const pages = new PageService(deps.db, deps.config, deps.gates);
  const profiles = new ProfileService(deps.db, deps.gates);
  const snapshots = new SnapshotService(deps.db, deps.queues, deps.gates);
  const tests = new TestService(deps.db, artifacts);
  const metrics = new MetricService(deps.db);
  const perRequest = new WeakMap<Access, SyntheticLoaders>();
  return {
    /** The request's loaders (one set per Access), which batch the per-row reads of a GraphQL answer. */
    loaders(access: Access): SyntheticLoaders {
      let found = perRequest.get(access);
      if (!found) {
        found = createSyntheticLoaders({ snapshots, metrics, tests });
        perRequest.set(access, found);
      }
      return found;
    },
    artifacts,
    pages,
    profiles,
    snapshots,
    firstRun: new FirstRunService(deps.db, deps.kv, pages, profiles, snapshots),
    tests,
    budgets: new BudgetService(deps.db),
    flows: new FlowService(deps.db, deps.queues, deps.config, artifacts, deps.gates),
    metrics,
    runSettings: new RunSettingsService(),
    testLocations: new TestLocationService(deps.db),
  };
}

export type SyntheticServices = ReturnType<typeof createSyntheticServices>;
