// /organisations/{orgId}/billing/payment: the payment method with every field of spec section 3: the
// card (typed into Stripe's own field and set up with a SetupIntent, the bank's 3-D Secure step included;
// Pace keeps its brand and last digits), cardholder name, company, billing email, address, city, state,
// postcode, country, tax region and ID, bank codes.
import { Button, Card } from '@pace/ui';
import {
  controlClass,
  Field,
  FormActions,
  FormAlert,
  formClass,
  Row,
  splitErrors,
  TextField,
} from '@pace/ui/forms';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import styles from '../../../components/billing.module.css';
import { CardField, type CardHandle } from '../../../components/CardField';
import { countries } from '../../../components/countries';
import { Frame, LoadError, Loading } from '../../../components/Frame';
import { paths } from '../../../components/paths';
import { orgIdOf, useRemote } from '../../../components/remote';
import type { StripeCardChange } from '../../../components/stripe';
import {
  CREATE_SETUP_INTENT,
  PAYMENT,
  type PaymentData,
  type PaymentMethod,
  type PaymentMethodInput,
  UPDATE_PAYMENT_METHOD,
} from '../../../graphql/billing';

const DETAIL_FIELDS = [
  'cardholderName',
  'company',
  'billingEmail',
  'address',
  'city',
  'state',
  'postcode',
  'country',
  'taxRegion',
  'taxId',
  'bankCodes',
] as const;
type DetailField = (typeof DETAIL_FIELDS)[number];
type Values = Record<DetailField, string>;
/** Where a new card is: typed, being set up with Stripe, at the bank's 3-D Secure step, or set up. */
type CardPhase = 'idle' | 'confirming' | 'verifying' | 'saving';

export function Payment() {
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

function initialValues(method: PaymentMethod | null): Values {
  const values = {} as Values;
  for (const field of DETAIL_FIELDS) values[field] = method?.[field] ?? '';
  return values;
}

function PaymentForm({ orgId, billing }: { orgId: string; billing: PaymentData['billing'] }) {
  const { flash, navigate, route } = useRemote();
  const existing = billing.paymentMethod;
  const [values, setValues] = useState<Values>(() => initialValues(existing));
  const [replaceCard, setReplaceCard] = useState(!existing?.cardLast4);
  const [errors, setErrors] = useState<{ fields: Record<string, string>; message: string | null }>({
    fields: {},
    message: null,
  });
  const [phase, setPhase] = useState<CardPhase>('idle');
  const busy = phase !== 'idle';
  const card = useRef<CardHandle | null>(null);
  const [cardState, setCardState] = useState<StripeCardChange>({ empty: true, complete: false });
  // A SetupIntent that succeeded for the card as typed: saving again (after fixing a detail) reuses it
  // rather than asking the bank a second time.
  const [setUpIntent, setSetUpIntent] = useState<string | null>(null);
  const [, update] = useMutation(UPDATE_PAYMENT_METHOD);
  const [, createSetupIntent] = useMutation(CREATE_SETUP_INTENT);
  const countryList = useMemo(() => countries(), []);

  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
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
      ...(values.cardholderName.trim() ? { name: values.cardholderName.trim() } : {}),
      ...(values.billingEmail.trim() ? { email: values.billingEmail.trim() } : {}),
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

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({ fields: {}, message: null });
    try {
      const setupIntentId = replaceCard ? await setUpCard() : null;
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
        if (cardMessage) setSetUpIntent(null);
        setErrors({
          fields: { ...split.fields, ...(cardMessage ? { card: cardMessage } : {}) },
          message: split.message,
        });
        return;
      }
      flash('success', replaceCard ? 'Card saved. Payment details saved.' : 'Payment details saved.');
      const next = (route.search.next as string | undefined) ?? '';
      navigate(next.startsWith('/organisations/') ? next : paths.overview(orgId));
    } finally {
      setPhase('idle');
    }
  }

  const text = (
    field: DetailField,
    label: string,
    options: { autoComplete?: string; hint?: string; type?: string } = {},
  ) => (
    <TextField
      id={`payment-${field}`}
      label={label}
      hint={options.hint}
      error={errors.fields[field]}
      type={options.type ?? 'text'}
      autoComplete={options.autoComplete}
      value={values[field]}
      onChange={set(field)}
    />
  );

  return (
    <form className={formClass} onSubmit={submit} noValidate data-testid="payment-form">
      <FormAlert message={errors.message} />
      <Card title="Card">
        {existing?.cardLast4 && !replaceCard ? (
          <p className={styles.figure} data-testid="current-card">
            <span className={styles.capitalised}>{existing.cardBrand}</span> ending {existing.cardLast4},
            expires {existing.cardExpMonth}/{existing.cardExpYear}{' '}
            <Button onClick={() => setReplaceCard(true)}>Replace card</Button>
          </p>
        ) : (
          <div className={formClass}>
            <CardField
              stripeJsUrl={billing.paymentClient.stripeJsUrl}
              publishableKey={billing.paymentClient.publishableKey ?? ''}
              hint={
                billing.paymentClient.mode === 'local'
                  ? 'Local test mode: try 4242 4242 4242 4242, or 4000 0025 0000 3155 for the bank’s 3-D Secure step.'
                  : undefined
              }
              error={errors.fields.card || undefined}
              handle={card}
              onChange={cardChanged}
            />
            <p className={styles.cardStatus} role="status" data-testid="card-status">
              {phase === 'verifying'
                ? 'Verifying with your bank…'
                : setUpIntent
                  ? phase === 'saving'
                    ? 'Card verified. Saving…'
                    : 'Card verified with your bank.'
                  : ''}
            </p>
          </div>
        )}
      </Card>
      <Card title="Billing details">
        <div className={formClass}>
          {text('cardholderName', 'Cardholder name', { autoComplete: 'cc-name' })}
          {text('company', 'Company', {
            autoComplete: 'organization',
            hint: 'Shown on invoices instead of the name.',
          })}
          {text('billingEmail', 'Billing email', {
            autoComplete: 'email',
            type: 'email',
            hint: 'Invoices and receipts go here.',
          })}
          {text('address', 'Address', { autoComplete: 'address-line1' })}
          <Row>
            {text('city', 'City', { autoComplete: 'address-level2' })}
            {text('state', 'State', { autoComplete: 'address-level1' })}
            {text('postcode', 'Postcode', { autoComplete: 'postal-code' })}
          </Row>
          <Field id="payment-country" label="Country" error={errors.fields.country}>
            {(control) => (
              <select
                {...control}
                className={controlClass}
                autoComplete="country"
                value={values.country}
                onChange={set('country')}
              >
                <option value="">Choose a country</option>
                {countryList.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Row>
            <Field id="payment-taxRegion" label="Tax region" error={errors.fields.taxRegion}>
              {(control) => (
                <select
                  {...control}
                  className={controlClass}
                  value={values.taxRegion}
                  onChange={set('taxRegion')}
                >
                  <option value="">No tax ID</option>
                  {billing.taxRegions.map((region) => (
                    <option key={region.code} value={region.code}>
                      {region.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {text('taxId', 'Tax ID')}
          </Row>
          {text('bankCodes', 'Bank codes', {
            hint: 'For payments by bank transfer: BSB, sort code, SWIFT/BIC or IBAN.',
          })}
        </div>
      </Card>
      <FormActions>
        <Button type="submit" variant="primary" disabled={busy} data-testid="save-payment">
          {phase === 'verifying' ? 'Verifying with your bank…' : busy ? 'Saving…' : 'Save payment details'}
        </Button>
      </FormActions>
    </form>
  );
}
