// Idempotency keys for the Stripe calls that create or change something. A key names the organisation,
// the operation, the user action (the client's Idempotency-Key for one click, kept for its retries; else
// the request's id) and the step within it, so a retried action replays Stripe's first answers instead of
// creating a second customer or subscription or charging twice. Stripe keeps a key's answer for 24 hours
// and refuses the same key with other parameters.
import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';

/** The options for one step of an operation: `keys('create-subscription')`. */
export type StripeKeys = (step: string) => Stripe.RequestOptions;

/**
 * Keys for `operation` on one organisation. Without an action (a caller outside a request) each call of
 * this function is one action: the stripe library's own retries still reuse its keys.
 */
export function stripeKeys(organisationId: number, operation: string, action?: string | null): StripeKeys {
  const id = action || randomUUID();
  return (step) => ({ idempotencyKey: `pace-org${organisationId}-${operation}-${id}-${step}` });
}
