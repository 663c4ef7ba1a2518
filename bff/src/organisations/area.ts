// The organisations area: organisations, teams, sites, people and their invitations, API tokens, the
// sites' data sources, the staff lists of /admin and the demo data.
import type { Area, MadeBy } from '../kernel/area.ts';
import { type AfterBillingDeps, gated } from '../kernel/deps.ts';
import { invitationRoutes } from './invitation-routes.ts';
import { resolvers } from './resolvers.ts';
import { typeDefs } from './schema.ts';
import { createOrganisationServices } from './service.ts';

const organisationsServices = (deps: AfterBillingDeps) => ({
  organisations: createOrganisationServices(gated(deps)),
});

export const organisationsArea: Area<MadeBy<typeof organisationsServices>> = {
  name: 'organisations',
  typeDefs,
  resolvers,
  uses: ['billing'],
  services: organisationsServices,
  routes: [{ name: 'invitations', make: ({ services, config }) => invitationRoutes(services, config) }],
};

declare module '../kernel/area-services.ts' {
  interface Services extends MadeBy<typeof organisationsServices> {}
}
