// An organisation whose billing the viewer may manage, with its subscription: what every billing call
// takes once the bff has checked access.
import type { Organisation, Subscription } from '@pace/platform/db';

/** An organisation whose billing the viewer may manage, with its subscription. */
export interface BillingScope {
  organisation: Organisation;
  subscription: Subscription;
  /**
   * The user action this request carries out (the client's Idempotency-Key, else the request's id): the
   * Stripe calls it makes are keyed by it (stripe-keys.ts), so retrying the same action does it once.
   */
  actionKey?: string;
}
