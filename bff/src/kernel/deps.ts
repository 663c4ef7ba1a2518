// What every area's services are made from (one per app). A leaf: areas import it without importing the
// kernel's service assembly (services.ts), which imports them.
import type { PlanGate } from '@pace/billing/gates';
import type { Config } from '@pace/platform/config';
import type { Database } from '@pace/platform/db';
import type { Logger } from '@pace/platform/log';
import type { JobQueues } from '@pace/platform/queues';
import type { KeyValueStore } from '@pace/platform/redis';

export interface ServiceDeps {
  config: Config;
  db: Database;
  kv: KeyValueStore;
  queues: JobQueues;
  startedAt: Date;
  log: Logger;
}

/** The services that create what a plan limits, and the billing gate they ask inside their transaction. */
export interface GatedDeps extends ServiceDeps {
  gates: PlanGate;
}

/** What an area's factory gets once billing is made: the billing service, which is the plan gate. */
export interface AfterBillingDeps extends ServiceDeps {
  billing: PlanGate;
}

/** Everything a plan limits is made through the billing gate. */
export const gated = (deps: AfterBillingDeps): GatedDeps => ({ ...deps, gates: deps.billing });
