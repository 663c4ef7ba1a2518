// The RUM area: beacon collection (on node:http, ahead of Koa), RUM settings, reports, the embed script.
import type { Area, MadeBy } from '../kernel/area.ts';
import type { ServiceDeps } from '../kernel/deps.ts';
import { collectRoute } from './collect-route.ts';
import { resolvers } from './resolvers.ts';
import { rumScriptRoutes } from './routes.ts';
import { typeDefs } from './schema.ts';
import { createRumServices } from './service.ts';

const rumServices = (deps: ServiceDeps) => ({ rum: createRumServices(deps) });

export const rumArea: Area<MadeBy<typeof rumServices>> = {
  name: 'rum',
  typeDefs: [typeDefs],
  resolvers: [resolvers],
  services: rumServices,
  ahead: ({ services, config, log }) =>
    collectRoute(services.rum.collector, {
      trustProxy: config.trustProxy,
      rateLimitPerMinute: config.rumRateLimitPerMinute,
      log,
    }),
  routes: [{ name: 'rum-script', make: () => rumScriptRoutes() }],
};

declare module '../kernel/area-services.ts' {
  interface Services extends MadeBy<typeof rumServices> {}
}
