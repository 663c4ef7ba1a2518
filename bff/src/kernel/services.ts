// The areas' services, made once per app: business rules with no HTTP or GraphQL in them (routes and
// resolvers stay thin). Resolvers reach them as ctx.services.
import { createMailer } from '@pace/mail';
import { RemoteReleases } from '@pace/platform/remotes';
import { ScopedBillingService } from '../billing/service.ts';
import { CruxService } from '../crux/service.ts';
import { FieldLabService } from '../field-lab/service.ts';
import { AccountService } from '../identity/accounts/accounts.ts';
import { NotificationSettingsService } from '../identity/notifications.ts';
import { createSamlServices } from '../identity/saml/service.ts';
import { createIdentityServices } from '../identity/service.ts';
import { createIntegrationServices } from '../integrations/services.ts';
import { createRumServices } from '../rum/service.ts';
import { ShareService } from '../share/service.ts';
import { createSyntheticServices } from '../synthetic/service.ts';
import { ChangelogService } from '../system/changelog.ts';
import { ErrorReportService } from '../system/error-reports.ts';
import { HealthService } from '../system/health.ts';
import { RemoteService } from '../system/remotes.ts';
import { StatusPageService } from '../system/status-page.ts';

import type { ServiceDeps } from './deps.ts';

export type { ServiceDeps } from './deps.ts';

export function createServices(deps: ServiceDeps) {
  const mail = createMailer(deps.config, deps.log);
  const billing = new ScopedBillingService(deps);
  // Everything a plan limits is made through the billing gate.
  const gated = { ...deps, gates: billing };
  const synthetic = createSyntheticServices(gated);
  return {
    health: new HealthService(deps),
    mail,
    accounts: new AccountService({ ...deps, mail }),
    remotes: new RemoteService(new RemoteReleases(deps.db, deps.config)),
    changelog: new ChangelogService(deps),
    errorReports: new ErrorReportService(deps),
    statusPage: new StatusPageService(deps),
    crux: new CruxService(deps),
    identity: createIdentityServices(gated),
    notifications: new NotificationSettingsService(deps.db),
    billing,
    rum: createRumServices(deps),
    synthetic,
    fieldLab: new FieldLabService(deps.db, synthetic.artifacts),
    integrations: createIntegrationServices(gated),
    saml: createSamlServices(gated),
    share: new ShareService(deps.db),
  };
}

export type Services = ReturnType<typeof createServices>;
