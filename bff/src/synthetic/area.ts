// The synthetic area: pages, test profiles, snapshots, tests, budgets, metrics, user flows; artifact
// downloads.
import type { Area, MadeBy } from '../kernel/area.ts';
import { type AfterBillingDeps, gated } from '../kernel/deps.ts';
import { flowResolvers } from './flows/resolvers.ts';
import { resolvers } from './resolvers.ts';
import { syntheticRoutes } from './routes.ts';
import { typeDefs } from './schema.ts';
import { createSyntheticServices } from './service.ts';

const syntheticServices = (deps: AfterBillingDeps) => ({ synthetic: createSyntheticServices(gated(deps)) });

export const syntheticArea: Area<MadeBy<typeof syntheticServices>> = {
  name: 'synthetic',
  typeDefs,
  resolvers: [resolvers, flowResolvers],
  uses: ['billing'],
  services: syntheticServices,
  routes: [{ name: 'synthetic', make: ({ services }) => syntheticRoutes(services) }],
};

declare module '../kernel/area-services.ts' {
  interface Services extends MadeBy<typeof syntheticServices> {}
}
