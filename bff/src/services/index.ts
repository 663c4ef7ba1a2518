// Business rules per area, with no HTTP or GraphQL in them: REST routes and resolvers stay thin.

import { createMailer } from '@pace/mail';
import type { Config } from '@pace/platform/config';
import type { Database } from '@pace/platform/db';
import type { Logger } from '@pace/platform/log';
import type { JobQueues } from '@pace/platform/queues';
import type { KeyValueStore } from '@pace/platform/redis';
import { RemoteReleases } from '@pace/platform/remotes';
import { ScopedBillingService } from '../billing/service.ts';
import { createIntegrationServices } from '../integrations/services.ts';
import { createRumServices } from '../rum/services.ts';
import { ShareService } from '../share/service.ts';
import { AccountService } from './accounts/accounts.ts';
import { ChangelogService } from './changelog.ts';
import { CruxService } from './crux.ts';
import { ErrorReportService } from './error-reports.ts';
import { HealthService } from './health.ts';
import { createIdentityServices } from './identity/index.ts';
import { NotificationSettingsService } from './notifications.ts';
import { RemoteService } from './remotes.ts';
import { createSamlServices } from './saml/index.ts';
import { StatusPageService } from './status-page.ts';
import { createSyntheticServices } from './synthetic/index.ts';

export interface ServiceDeps {
  config: Config;
  db: Database;
  kv: KeyValueStore;
  queues: JobQueues;
  startedAt: Date;
  log: Logger;
}

export function createServices(deps: ServiceDeps) {
  const mail = createMailer(deps.config, deps.log);
  return {
    health: new HealthService(deps),
    mail,
    accounts: new AccountService({ ...deps, mail }),
    remotes: new RemoteService(new RemoteReleases(deps.db, deps.config)),
    changelog: new ChangelogService(deps),
    errorReports: new ErrorReportService(deps),
    statusPage: new StatusPageService(deps),
    crux: new CruxService(deps),
    identity: createIdentityServices(deps),
    notifications: new NotificationSettingsService(deps.db),
    billing: new ScopedBillingService(deps),
    rum: createRumServices(deps),
    synthetic: createSyntheticServices(deps),
    integrations: createIntegrationServices(deps),
    saml: createSamlServices(deps),
    share: new ShareService(deps.db),
  };
}

export type Services = ReturnType<typeof createServices>;
