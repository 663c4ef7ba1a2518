// The field-lab area: the field's LCP and INP elements beside the latest synthetic test's, with a verdict.
import type { ArtifactStore } from '@pace/platform/artifacts';
import type { Area, MadeBy } from '../kernel/area.ts';
import type { ServiceDeps } from '../kernel/deps.ts';
import { resolvers } from './resolvers.ts';
import { typeDefs } from './schema.ts';
import { FieldLabService } from './service.ts';

const fieldLabServices = (deps: ServiceDeps & { synthetic: { artifacts: ArtifactStore } }) => ({
  fieldLab: new FieldLabService(deps.db, deps.synthetic.artifacts),
});

export const fieldLabArea: Area<MadeBy<typeof fieldLabServices>> = {
  name: 'field-lab',
  typeDefs: [typeDefs],
  resolvers: [resolvers],
  // The synthetic area's artifact store: it reads the tests' Lighthouse reports.
  uses: ['synthetic'],
  services: fieldLabServices,
};

declare module '../kernel/area-services.ts' {
  interface Services extends MadeBy<typeof fieldLabServices> {}
}
