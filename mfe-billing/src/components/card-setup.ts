// A new card set up with Stripe: a SetupIntent created by the bff and confirmed by Stripe.js with the card
// as typed, the bank's 3-D Secure step included.
import { splitErrors } from '@pace/ui/forms';
import { type Dispatch, type SetStateAction, useRef, useState } from 'react';
import { useMutation } from 'urql';
import { CREATE_SETUP_INTENT } from '../graphql/billing';
import type { CardHandle } from './CardField';
import type { PaymentDetails, PaymentErrors } from './payment-details';
import type { StripeCardChange } from './stripe';

/** Where a new card is: typed, being set up with Stripe, at the bank's 3-D Secure step, or set up. */
export type CardPhase = 'idle' | 'confirming' | 'verifying' | 'saving';

export function useCardSetup(
  orgId: string,
  details: PaymentDetails,
  setErrors: Dispatch<SetStateAction<PaymentErrors>>,
) {
  const [phase, setPhase] = useState<CardPhase>('idle');
  const card = useRef<CardHandle | null>(null);
  const [cardState, setCardState] = useState<StripeCardChange>({ empty: true, complete: false });
  // A SetupIntent that succeeded for the card as typed: saving again (after fixing a detail) reuses it
  // rather than asking the bank a second time.
  const [setUpIntent, setSetUpIntent] = useState<string | null>(null);
  const [, createSetupIntent] = useMutation(CREATE_SETUP_INTENT);

  const cardFailed = (message: string) => {
    setErrors({ fields: { card: message }, message: null });
    return null;
  };

  function cardChanged(change: StripeCardChange) {
    setCardState(change);
    setSetUpIntent(null);
    setErrors((current) => ({
      ...current,
      fields: { ...current.fields, card: change.error?.message ?? '' },
    }));
  }

  /** The new card through a SetupIntent: created by the bff, confirmed by Stripe.js, 3-D Secure included. */
  async function setUpCard(): Promise<string | null> {
    if (setUpIntent) return setUpIntent;
    const handle = card.current;
    if (!handle) return cardFailed('The card field is still loading.');
    if (!cardState.complete) return cardFailed(cardState.error?.message ?? 'Enter the card details');
    setPhase('confirming');
    const created = await createSetupIntent({ orgId });
    const setup = created.data?.createSetupIntent;
    if (!setup) {
      setErrors({ fields: {}, message: splitErrors(created.error, []).message });
      return null;
    }
    const billingDetails = {
      ...(details.cardholderName.trim() ? { name: details.cardholderName.trim() } : {}),
      ...(details.billingEmail.trim() ? { email: details.billingEmail.trim() } : {}),
    };
    let result = await handle.stripe.confirmCardSetup(
      setup.clientSecret,
      { payment_method: { card: handle.element, billing_details: billingDetails } },
      { handleActions: false },
    );
    if (result.setupIntent?.status === 'requires_action') {
      setPhase('verifying');
      result = await handle.stripe.handleNextAction({ clientSecret: setup.clientSecret });
    }
    if (result.error) return cardFailed(result.error.message ?? 'The card was not accepted.');
    if (result.setupIntent?.status !== 'succeeded') return cardFailed('The card was not accepted.');
    setSetUpIntent(result.setupIntent.id);
    return result.setupIntent.id;
  }

  /** Stripe refused the card on saving: the next save sets it up again. */
  const forgetSetUp = () => setSetUpIntent(null);

  return { phase, setPhase, card, setUpIntent, cardChanged, setUpCard, forgetSetUp };
}

export type CardSetup = ReturnType<typeof useCardSetup>;
