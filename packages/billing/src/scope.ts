// An organisation whose billing the viewer may manage, with its subscription: what every billing call
// takes once the bff has checked access.
import type { Organisation, Subscription } from '@pace/platform/db';

/** An organisation whose billing the viewer may manage, with its subscription. */
export interface BillingScope {
  organisation: Organisation;
  subscription: Subscription;
}
