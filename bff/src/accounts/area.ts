// The accounts area: sign-up, sign-in (password, Google) and sign-out, password reset, email verification,
// one-time tokens, the signed-in user's profile, password, account and notification settings.
import { createMailer } from '@pace/mail';
import type { Area, MadeBy } from '../kernel/area.ts';
import type { ServiceDeps } from '../kernel/deps.ts';
import { AccountService } from './accounts.ts';
import { NotificationSettingsService } from './notifications.ts';
import { resolvers } from './resolvers.ts';
import { authRoutes } from './routes.ts';
import { typeDefs } from './schema.ts';
import { UserService } from './users.ts';

// The mailer is made here: account mails are most of what it sends (invitations use it too).
const accountsServices = (deps: ServiceDeps) => {
  const mail = createMailer(deps.config, deps.log);
  return {
    mail,
    accounts: new AccountService({ ...deps, mail }),
    users: new UserService(deps.db),
    notifications: new NotificationSettingsService(deps.db),
  };
};

export const accountsArea: Area<MadeBy<typeof accountsServices>> = {
  name: 'accounts',
  typeDefs,
  resolvers,
  services: accountsServices,
  routes: [{ name: 'auth', make: ({ services, config }) => authRoutes(services, config) }],
};

declare module '../kernel/area-services.ts' {
  interface Services extends MadeBy<typeof accountsServices> {}
}
