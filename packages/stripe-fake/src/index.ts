// @pace/stripe-fake: a local server speaking Stripe's REST wire format for the calls Pace makes. The bff's
// tests, the embedded mode (no Stripe keys configured) and the end-to-end run point the stripe library at
// it through STRIPE_API_BASE; it sends signed webhook events back like Stripe does.
export { TEST_TOKENS } from './cards.ts';
export { StripeFakeError } from './errors.ts';
export type * from './objects.ts';
export type { Outage, OutageRule } from './outages.ts';
export {
  DEFAULT_PUBLISHABLE_KEY,
  DEFAULT_SECRET_KEY,
  invoicePdf,
  type StripeFake,
  type StripeFakeOptions,
  signPayload,
  startStripeFake,
  type WebhookTarget,
} from './server.ts';
export { API_VERSION, addInterval, StripeState } from './state.ts';
