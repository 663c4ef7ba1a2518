// The integrations area: integration settings, deploy and automation hooks, GitHub, the webhook receivers.
import type { Area, MadeBy } from '../kernel/area.ts';
import { type AfterBillingDeps, gated } from '../kernel/deps.ts';
import { resolvers } from './resolvers.ts';
import { integrationRoutes } from './routes.ts';
import { typeDefs } from './schema.ts';
import { createIntegrationServices } from './service.ts';

const integrationsServices = (deps: AfterBillingDeps) => ({
  integrations: createIntegrationServices(gated(deps)),
});

export const integrationsArea: Area<MadeBy<typeof integrationsServices>> = {
  name: 'integrations',
  typeDefs: [typeDefs],
  resolvers: [resolvers],
  uses: ['billing'],
  services: integrationsServices,
  routes: [{ name: 'integrations', make: ({ services }) => integrationRoutes(services) }],
};

declare module '../kernel/area-services.ts' {
  interface Services extends MadeBy<typeof integrationsServices> {}
}
