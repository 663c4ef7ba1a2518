// /organisations/{orgId}/billing/payment: the payment method with every field of spec section 3: the
// card (typed into Stripe's own field and set up with a SetupIntent, the bank's 3-D Secure step included;
// Pace keeps its brand and last digits), cardholder name, company, billing email, address, city, state,
// postcode, country, tax region and ID, bank codes.
import { pathTo } from '@pace/mfe-kit';
import { Button } from '@pace/ui';
import { FormActions, FormAlert, formClass, splitErrors } from '@pace/ui/forms';
import { type FormEvent, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { BillingDetails } from '../../../../components/BillingDetails';
import { useCardSetup } from '../../../../components/card-setup';
import { Frame, LoadError, Loading } from '../../../../components/Frame';
import { PaymentCard } from '../../../../components/PaymentCard';
import {
  DETAIL_FIELDS,
  type DetailField,
  initialDetails,
  type PaymentDetails,
  type PaymentErrors,
} from '../../../../components/payment-details';
import { orgIdOf, useRemote } from '../../../../components/remote';
import {
  PAYMENT,
  type PaymentData,
  type PaymentMethodInput,
  UPDATE_PAYMENT_METHOD,
} from '../../../../graphql/billing';

export default function Payment() {
  const remote = useRemote();
  const orgId = orgIdOf(remote);
  const [{ data, fetching, error }] = useQuery({
    query: PAYMENT,
    variables: { orgId },
    // Billing changes elsewhere (webhooks, other screens): always check with the bff.
    requestPolicy: 'cache-and-network',
  });
  const billing = data?.billing;
  return (
    <Frame orgId={orgId} title="Payment details">
      {!billing && fetching ? <Loading lines={10} /> : null}
      {!billing && !fetching ? <LoadError error={error} /> : null}
      {billing ? <PaymentForm orgId={orgId} billing={billing} /> : null}
    </Frame>
  );
}

function PaymentForm({ orgId, billing }: { orgId: string; billing: PaymentData['billing'] }) {
  const { flash, navigate, route } = useRemote();
  const existing = billing.paymentMethod;
  const [values, setValues] = useState<PaymentDetails>(() => initialDetails(existing));
  const [replaceCard, setReplaceCard] = useState(!existing?.cardLast4);
  const [errors, setErrors] = useState<PaymentErrors>({ fields: {}, message: null });
  const cardSetup = useCardSetup(orgId, values, setErrors);
  const { phase, setPhase } = cardSetup;
  const busy = phase !== 'idle';
  const [, update] = useMutation(UPDATE_PAYMENT_METHOD);

  const set = (field: DetailField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({ fields: {}, message: null });
    try {
      const setupIntentId = replaceCard ? await cardSetup.setUpCard() : null;
      if (replaceCard && !setupIntentId) return;
      setPhase('saving');
      const input: Record<string, string | null> = { setupIntentId };
      for (const field of DETAIL_FIELDS) input[field] = values[field].trim() || null;
      // Empty required fields go as they are and the bff answers with each field's message.
      const result = await update({ orgId, input: input as unknown as PaymentMethodInput });
      if (result.error) {
        const split = splitErrors(result.error, [...DETAIL_FIELDS, 'card', 'paymentMethod']);
        const cardMessage = split.fields.card ?? split.fields.paymentMethod;
        // Stripe refused the card: the next save sets it up again.
        if (cardMessage) cardSetup.forgetSetUp();
        setErrors({
          fields: { ...split.fields, ...(cardMessage ? { card: cardMessage } : {}) },
          message: split.message,
        });
        return;
      }
      flash('success', replaceCard ? 'Card saved. Payment details saved.' : 'Payment details saved.');
      const next = (route.search.next as string | undefined) ?? '';
      navigate(next.startsWith('/organisations/') ? next : pathTo('organisations/$orgId/billing', { orgId }));
    } finally {
      setPhase('idle');
    }
  }

  return (
    <form className={formClass} onSubmit={submit} noValidate data-testid="payment-form">
      <FormAlert message={errors.message} />
      <PaymentCard
        existing={existing}
        replaceCard={replaceCard}
        onReplace={() => setReplaceCard(true)}
        paymentClient={billing.paymentClient}
        error={errors.fields.card}
        setup={cardSetup}
      />
      <BillingDetails
        details={values}
        errors={errors.fields}
        onChange={set}
        taxRegions={billing.taxRegions}
      />
      <FormActions>
        <Button type="submit" variant="primary" disabled={busy} data-testid="save-payment">
          {phase === 'verifying' ? 'Verifying with your bank…' : busy ? 'Saving…' : 'Save payment details'}
        </Button>
      </FormActions>
    </form>
  );
}
