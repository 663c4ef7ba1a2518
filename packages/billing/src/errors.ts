// Billing's errors: the spec's messages (section 8) on the bff's typed errors, and what a Stripe error
// becomes. Card declines and refused requests are the payment processor's answer (the user can change
// card and try again); Stripe being unreachable, overloaded or failing is a retryable 503 saying so, never
// read as an answer (a failed read of the subscription once meant "no subscription": a second one).

import {
  BadUserInputError,
  ConflictError,
  ForbiddenError,
  ServiceUnavailableError,
} from '@pace/platform/errors';
import Stripe from 'stripe';

export const MESSAGES = {
  paused: 'Your subscription is currently paused. Reactivate your plan to add new Sites or run tests',
  inactive: 'Account is not active. See billing for details.',
  allotment: "Account has exceeded this month's test allotment.",
  alreadyPaused: 'Your subscription is already paused.',
  notPaused: 'Your subscription is not currently paused.',
  invalidTaxId: 'Invalid Tax ID value',
  actionChanged: 'This change was already submitted with other details. Reload the page and try again.',
  stripeUnavailable:
    'Our payment processor could not be reached, so nothing was charged or changed. Please try again in a moment.',
} as const;

/** The payment processor refused: a declined card, or a request Stripe would not carry out. */
export class PaymentProcessorError extends ConflictError {
  override name = 'PaymentProcessorError';
  constructor(detail: string, options: { field?: string; cause?: unknown } = {}) {
    super(`Payment processor error: ${detail}`, options);
  }
}

/** Account gates: the organisation's billing state does not allow what was asked. */
export class AccountGateError extends ForbiddenError {
  override name = 'AccountGateError';
}

export function confirmationError(word: string) {
  return new BadUserInputError(`Type ${word} to confirm`, { field: 'confirmation' });
}

/**
 * A Stripe error as the user should see it. `taxIdField` names the form field when the call was adding
 * a tax ID, so that Stripe's `tax_id_invalid` becomes the spec's 'Invalid Tax ID value' beside it.
 */
export function fromStripe(error: unknown, options: { taxIdField?: string } = {}): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (error.code === 'tax_id_invalid' || (options.taxIdField && error.param === 'value')) {
    return new BadUserInputError(MESSAGES.invalidTaxId, {
      field: options.taxIdField ?? 'taxId',
      cause: error,
    });
  }
  if (error instanceof Stripe.errors.StripeIdempotencyError) {
    // The client sent one action's key with another action's details: doing either could be wrong.
    return new ConflictError(MESSAGES.actionChanged, { cause: error });
  }
  if (error instanceof Stripe.errors.StripeCardError) {
    return new PaymentProcessorError(error.message, { field: 'paymentMethod', cause: error });
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    return new PaymentProcessorError(error.message, { cause: error });
  }
  // Connection failures, rate limits and Stripe's own errors: nothing was done, and a retry may work.
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error.statusCode ?? 0) >= 500
  ) {
    return new ServiceUnavailableError(MESSAGES.stripeUnavailable, { cause: error });
  }
  // Authentication and permission errors: our configuration is wrong; a 500, logged.
  return error;
}
