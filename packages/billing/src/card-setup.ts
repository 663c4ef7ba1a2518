// A new card is set up with a SetupIntent: the bff creates one for the organisation's Stripe customer
// (off session, cards only), Stripe.js in the browser confirms it with the card typed into Stripe's own
// field and runs the bank's 3-D Secure step, and the save then accepts the SetupIntent only when Stripe
// says it succeeded for this organisation's customer. Pace never sees the number, and the card is
// authenticated for the later payments made without the cardholder (renewals).
import { BadUserInputError } from '@pace/platform/errors';
import Stripe from 'stripe';
import { fromStripe, PaymentProcessorError } from './errors.ts';
import { ORGANISATION_KEY } from './status.ts';
import type { StripeKeys } from './stripe-keys.ts';

export const CARD_SETUP_MESSAGES = {
  /** The same answer for an unknown id and another organisation's: whether it exists is not told. */
  notFound: 'This card setup was not found. Enter the card again.',
  notAuthenticated: 'Your bank has not confirmed this card yet. Complete the verification and save again.',
  notSetUp: 'This card was not set up. Enter the card again.',
} as const;

export function startCardSetup(
  stripe: Stripe,
  customer: string,
  organisationId: number,
  keys: StripeKeys,
): Promise<Stripe.SetupIntent> {
  return stripe.setupIntents.create(
    {
      customer,
      usage: 'off_session',
      allowed_payment_method_types: ['card'],
      metadata: { [ORGANISATION_KEY]: String(organisationId) },
    },
    keys('create-setup-intent'),
  );
}

/** The card a SetupIntent set up for `customer`; refused unless it succeeded for that customer. */
export async function setUpCard(
  stripe: Stripe,
  setupIntentId: string,
  customer: string,
): Promise<Stripe.PaymentMethod> {
  let intent: Stripe.SetupIntent;
  try {
    intent = await stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] });
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
      throw new BadUserInputError(CARD_SETUP_MESSAGES.notFound, { field: 'card' });
    throw fromStripe(error);
  }
  const owner = typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? null);
  if (owner !== customer) throw new BadUserInputError(CARD_SETUP_MESSAGES.notFound, { field: 'card' });
  if (intent.status === 'requires_action')
    throw new BadUserInputError(CARD_SETUP_MESSAGES.notAuthenticated, { field: 'card' });
  if (intent.status !== 'succeeded') {
    const failure = intent.last_setup_error?.message;
    if (failure) throw new PaymentProcessorError(failure, { field: 'paymentMethod' });
    throw new BadUserInputError(CARD_SETUP_MESSAGES.notSetUp, { field: 'card' });
  }
  const method = intent.payment_method;
  if (!method) throw new BadUserInputError(CARD_SETUP_MESSAGES.notSetUp, { field: 'card' });
  if (typeof method !== 'string') return method;
  try {
    return await stripe.paymentMethods.retrieve(method);
  } catch (error) {
    throw fromStripe(error);
  }
}
