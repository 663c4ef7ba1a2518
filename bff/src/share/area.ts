// The share area: the public share report (its links, their scope and viewer, the shared files).
import type { Area, MadeBy } from '../kernel/area.ts';
import type { ServiceDeps } from '../kernel/deps.ts';
import { shareViewer } from './middleware.ts';
import { resolvers } from './resolvers.ts';
import { shareRoutes } from './routes.ts';
import { typeDefs } from './schema.ts';
import { scopeRules } from './scope.ts';
import { ShareService } from './service.ts';

const shareServices = (deps: ServiceDeps) => ({ share: new ShareService(deps.db) });

export const shareArea: Area<MadeBy<typeof shareServices>> = {
  name: 'share',
  typeDefs: [typeDefs],
  resolvers: [resolvers],
  services: shareServices,
  afterAuthentication: ({ db }) => shareViewer(db),
  routes: [{ name: 'share', make: ({ services, db }) => shareRoutes(services, db) }],
  // A share link's viewer may select only the share report's fields.
  graphqlRules: scopeRules,
};

declare module '../kernel/area-services.ts' {
  interface Services extends MadeBy<typeof shareServices> {}
}
