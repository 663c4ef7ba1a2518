// The identity area: accounts, organisations, teams, sites, people, API tokens, invitations, notification
// settings, the staff lists, and SAML single sign-on.
import { createMailer } from '@pace/mail';
import type { Area, MadeBy } from '../kernel/area.ts';
import { type AfterBillingDeps, gated } from '../kernel/deps.ts';
import { AccountService } from './accounts/accounts.ts';
import { NotificationSettingsService } from './notifications.ts';
import { resolvers } from './resolvers.ts';
import { invitationRoutes } from './routes/invitations.ts';
import { authRoutes } from './routes.ts';
import { resolvers as samlResolvers } from './saml/resolvers.ts';
import { samlRoutes } from './saml/routes.ts';
import { typeDefs as samlTypeDefs } from './saml/schema.ts';
import { createSamlServices } from './saml/service.ts';
import { typeDefs } from './schema.ts';
import { createIdentityServices } from './service.ts';

const identityServices = (deps: AfterBillingDeps) => {
  const mail = createMailer(deps.config, deps.log);
  return {
    mail,
    accounts: new AccountService({ ...deps, mail }),
    identity: createIdentityServices(gated(deps)),
    notifications: new NotificationSettingsService(deps.db),
  };
};

export const identityArea: Area<MadeBy<typeof identityServices>> = {
  name: 'identity',
  typeDefs,
  resolvers,
  uses: ['billing'],
  services: identityServices,
  routes: [
    { name: 'invitations', make: ({ services, config }) => invitationRoutes(services, config) },
    { name: 'auth', make: ({ services, config }) => authRoutes(services, config) },
  ],
};

const samlServices = (deps: AfterBillingDeps) => ({ saml: createSamlServices(gated(deps)) });

export const samlArea: Area<MadeBy<typeof samlServices>> = {
  name: 'saml',
  typeDefs: [samlTypeDefs],
  resolvers: [samlResolvers],
  uses: ['billing'],
  services: samlServices,
  routes: [{ name: 'saml', make: ({ services, config }) => samlRoutes(services, config) }],
};

declare module '../kernel/area-services.ts' {
  interface Services extends MadeBy<typeof identityServices> {}
  interface Services extends MadeBy<typeof samlServices> {}
}
