import type { Logger } from '@pace/platform/log';
import type { Services } from '../services/index.ts';

/** What every resolver receives. Later: the signed-in user and their permissions. */
// A type, not an interface: graphql-http wants a context assignable to a plain record.
export type GraphQLContext = {
  services: Services;
  log: Logger;
  requestId: string;
};
