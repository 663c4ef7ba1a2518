// /organisations/{orgId}/billing/payment: the payment method with every field of spec section 3: the
// card (handed to Stripe by the browser; Pace keeps its brand and last digits), cardholder name, company,
// billing email, address, city, state, postcode, country, tax region and ID, bank codes.
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
import { type FormEvent, useMemo, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import styles from '../../../components/billing.module.css';
import { countries } from '../../../components/countries';
import { Frame, LoadError, Loading } from '../../../components/Frame';
import { paths } from '../../../components/paths';
import { orgIdOf, useRemote } from '../../../components/remote';
import { CardError, createPaymentMethod } from '../../../components/stripe';
import {
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
type Values = Record<DetailField | 'cardNumber' | 'cardExpiry' | 'cardCvc', string>;

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
  const values = { cardNumber: '', cardExpiry: '', cardCvc: '' } as Values;
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
  const [busy, setBusy] = useState(false);
  const [, update] = useMutation(UPDATE_PAYMENT_METHOD);
  const countryList = useMemo(() => countries(), []);

  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({ fields: {}, message: null });
    try {
      let paymentMethodId: string | null = null;
      if (replaceCard) {
        if (!values.cardNumber.trim()) {
          setErrors({ fields: { cardNumber: 'Enter the card number' }, message: null });
          return;
        }
        paymentMethodId = await createPaymentMethod(billing.paymentClient, {
          number: values.cardNumber,
          expiry: values.cardExpiry,
          cvc: values.cardCvc,
          name: values.cardholderName,
          email: values.billingEmail,
        });
      }
      const input: Record<string, string | null> = { paymentMethodId };
      for (const field of DETAIL_FIELDS) input[field] = values[field].trim() || null;
      // Empty required fields go as they are and the bff answers with each field's message.
      const result = await update({ orgId, input: input as unknown as PaymentMethodInput });
      if (result.error) {
        const split = splitErrors(result.error, [...DETAIL_FIELDS, 'card', 'paymentMethod']);
        const cardMessage = split.fields.card ?? split.fields.paymentMethod;
        setErrors({
          fields: { ...split.fields, ...(cardMessage ? { cardNumber: cardMessage } : {}) },
          message: split.message,
        });
        return;
      }
      flash('success', 'Payment details saved.');
      const next = (route.search.next as string | undefined) ?? '';
      navigate(next.startsWith('/organisations/') ? next : paths.overview(orgId));
    } catch (failure) {
      if (failure instanceof CardError) {
        setErrors({
          fields: { [failure.field === 'card' ? 'cardNumber' : failure.field]: failure.message },
          message: null,
        });
      } else throw failure;
    } finally {
      setBusy(false);
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
            <TextField
              id="payment-cardNumber"
              label="Card number"
              hint={
                billing.paymentClient.mode === 'local'
                  ? 'Local test mode: try 4242 4242 4242 4242.'
                  : undefined
              }
              error={errors.fields.cardNumber}
              inputMode="numeric"
              autoComplete="cc-number"
              value={values.cardNumber}
              onChange={set('cardNumber')}
            />
            <Row>
              <TextField
                id="payment-cardExpiry"
                label="Expiry (MM/YY)"
                error={errors.fields.cardExpiry}
                autoComplete="cc-exp"
                placeholder="MM/YY"
                value={values.cardExpiry}
                onChange={set('cardExpiry')}
              />
              <TextField
                id="payment-cardCvc"
                label="Security code"
                error={errors.fields.cardCvc}
                inputMode="numeric"
                autoComplete="cc-csc"
                value={values.cardCvc}
                onChange={set('cardCvc')}
              />
            </Row>
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
          {busy ? 'Saving…' : 'Save payment details'}
        </Button>
      </FormActions>
    </form>
  );
}
