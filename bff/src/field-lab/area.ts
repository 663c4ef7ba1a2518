// The field-lab area: the field's LCP and INP elements beside the latest synthetic test's, with a verdict.
import type { ArtifactStore } from '@pace/platform/artifacts';
import type { Area, MadeBy } from '../kernel/area.ts';
import type { ServiceDeps } from '../kernel/deps.ts';
import { resolvers } from './resolvers.ts';
import { typeDefs } from './schema.ts';
import { FieldLabService, type PageGroupingsOf } from './service.ts';

// The synthetic area's artifact store (the tests' Lighthouse reports) and the RUM settings' page groupings.
interface FieldLabDeps extends ServiceDeps {
  synthetic: { artifacts: ArtifactStore };
  rum: { settings: { groupingsOf: PageGroupingsOf } };
}

const fieldLabServices = (deps: FieldLabDeps) => ({
  fieldLab: new FieldLabService(deps.db, deps.synthetic.artifacts, (siteId) =>
    deps.rum.settings.groupingsOf(siteId),
  ),
});

export const fieldLabArea: Area<MadeBy<typeof fieldLabServices>> = {
  name: 'field-lab',
  typeDefs: [typeDefs],
  resolvers: [resolvers],
  uses: ['synthetic', 'rum'],
  services: fieldLabServices,
};

declare module '../kernel/area-services.ts' {
  interface Services extends MadeBy<typeof fieldLabServices> {}
}
