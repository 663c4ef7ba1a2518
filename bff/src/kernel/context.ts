import type { Logger } from '@pace/platform/log';
import type { Services } from './area-services.ts';
import type { Access } from './auth/access.ts';

/** What every resolver receives: the services, and `access`, the guard every service call goes through. */
// A type, not an interface: graphql-http wants a context assignable to a plain record.
export type GraphQLContext = {
  services: Services;
  log: Logger;
  requestId: string;
  /**
   * The user action the request carries out: the client's Idempotency-Key (one per click, kept for that
   * click's retries), else the request id. Services key their payment processor calls with it.
   */
  actionKey: string;
  access: Access;
};
