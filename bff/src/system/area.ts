// The system area: version and health, the remote manifest, the changelog, the status line, interface
// error reports, and the Prometheus text on the public port.
import { RemoteReleases } from '@pace/platform/remotes';
import type { Area, MadeBy } from '../kernel/area.ts';
import type { ServiceDeps } from '../kernel/deps.ts';
import { ChangelogService } from './changelog.ts';
import { ErrorReportService } from './error-reports.ts';
import { HealthService } from './health.ts';
import { metricsRoute } from './metrics-route.ts';
import { RemoteService } from './remotes.ts';
import { resolvers } from './resolvers.ts';
import { changelogRoutes, errorReportRoutes, healthRoutes, remoteRoutes, statusRoutes } from './routes.ts';
import { typeDefs } from './schema.ts';
import { StatusPageService } from './status-page.ts';

const systemServices = (deps: ServiceDeps) => ({
  health: new HealthService(deps),
  remotes: new RemoteService(new RemoteReleases(deps.db, deps.config)),
  changelog: new ChangelogService(deps),
  errorReports: new ErrorReportService(deps),
  statusPage: new StatusPageService(deps),
});

export const systemArea: Area<MadeBy<typeof systemServices>> = {
  name: 'system',
  typeDefs,
  resolvers: [resolvers],
  services: systemServices,
  beforeAuthentication: ({ config }) => metricsRoute(config),
  routes: [
    { name: 'health', make: ({ services }) => healthRoutes(services) },
    { name: 'remotes', make: ({ services }) => remoteRoutes(services) },
    { name: 'changelog', make: ({ services }) => changelogRoutes(services) },
    { name: 'error-reports', make: ({ services }) => errorReportRoutes(services) },
    { name: 'status', make: ({ services }) => statusRoutes(services) },
  ],
};

declare module '../kernel/area-services.ts' {
  interface Services extends MadeBy<typeof systemServices> {}
}
