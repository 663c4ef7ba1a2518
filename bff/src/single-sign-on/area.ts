// The single sign-on area: SAML, an organisation's identity provider (its configuration, metadata and
// domain proofs) and signing in through it.
import type { Area, MadeBy } from '../kernel/area.ts';
import { type AfterBillingDeps, gated } from '../kernel/deps.ts';
import { resolvers } from './resolvers.ts';
import { samlRoutes } from './routes.ts';
import { typeDefs } from './schema.ts';
import { createSamlServices } from './service.ts';

const singleSignOnServices = (deps: AfterBillingDeps) => ({ saml: createSamlServices(gated(deps)) });

export const singleSignOnArea: Area<MadeBy<typeof singleSignOnServices>> = {
  name: 'single-sign-on',
  typeDefs: [typeDefs],
  resolvers: [resolvers],
  uses: ['billing'],
  services: singleSignOnServices,
  routes: [{ name: 'saml', make: ({ services, config }) => samlRoutes(services, config) }],
};

declare module '../kernel/area-services.ts' {
  interface Services extends MadeBy<typeof singleSignOnServices> {}
}
