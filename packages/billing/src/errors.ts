// Billing's errors: the spec's messages (section 8) on the bff's typed errors, and what a Stripe error
// becomes. Card declines and refused requests are the payment processor's answer (the user can change
// card and try again); Stripe being unreachable is ours, and stays a 500 ("unknown error").

import { BadUserInputError, ConflictError, ForbiddenError } from '@pace/platform/errors';
import Stripe from 'stripe';

export const MESSAGES = {
  paused: 'Your subscription is currently paused. Reactivate your plan to add new Sites or run tests',
  inactive: 'Account is not active. See billing for details.',
  allotment: "Account has exceeded this month's test allotment.",
  alreadyPaused: 'Your subscription is already paused.',
  notPaused: 'Your subscription is not currently paused.',
  invalidTaxId: 'Invalid Tax ID value',
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
  if (error instanceof Stripe.errors.StripeCardError) {
    return new PaymentProcessorError(error.message, { field: 'paymentMethod', cause: error });
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    return new PaymentProcessorError(error.message, { cause: error });
  }
  // Authentication, rate limits, connection failures, Stripe's own errors: not the user's doing.
  return error;
}
