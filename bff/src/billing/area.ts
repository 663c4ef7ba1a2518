// The billing area: billing behind the access check (@pace/billing holds the rules), Stripe's webhooks,
// invoice PDFs. Its service is also the plan gate the other areas ask (listed first in kernel/areas.ts).
import type { Area, MadeBy } from '../kernel/area.ts';
import type { ServiceDeps } from '../kernel/deps.ts';
import { resolvers } from './resolvers.ts';
import { billingRoutes } from './routes.ts';
import { typeDefs } from './schema.ts';
import { ScopedBillingService } from './service.ts';

const billingServices = (deps: ServiceDeps) => ({ billing: new ScopedBillingService(deps) });

export const billingArea: Area<MadeBy<typeof billingServices>> = {
  name: 'billing',
  typeDefs: [typeDefs],
  resolvers: [resolvers],
  services: billingServices,
  routes: [{ name: 'billing', make: ({ services }) => billingRoutes(services.billing) }],
};

declare module '../kernel/area-services.ts' {
  interface Services extends MadeBy<typeof billingServices> {}
}
