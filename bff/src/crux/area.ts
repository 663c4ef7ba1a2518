// The CrUX area: reports read from the collected Chrome UX Report records.
import type { Area, MadeBy } from '../kernel/area.ts';
import type { ServiceDeps } from '../kernel/deps.ts';
import { resolvers } from './resolvers.ts';
import { typeDefs } from './schema.ts';
import { CruxService } from './service.ts';

const cruxServices = (deps: ServiceDeps) => ({ crux: new CruxService(deps) });

export const cruxArea: Area<MadeBy<typeof cruxServices>> = {
  name: 'crux',
  typeDefs: [typeDefs],
  resolvers: [resolvers],
  services: cruxServices,
};

declare module '../kernel/area-services.ts' {
  interface Services extends MadeBy<typeof cruxServices> {}
}
