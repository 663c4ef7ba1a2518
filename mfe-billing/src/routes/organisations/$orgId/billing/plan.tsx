// /organisations/{orgId}/billing/plan: plan choice with a cart and checkout. Plans the organisation cannot
// have (too many teams or test profiles in use) are shown with the reason and cannot be chosen; the cart
// is priced by the bff line by line; checkout charges the card on file now.
import { AppLink, pathTo } from '@pace/mfe-kit';
import { Button, Card } from '@pace/ui';
import { controlClass, Field, FormActions, FormAlert, Row, splitErrors, TextField } from '@pace/ui/forms';
import { type FormEvent, useEffect, useState } from 'react';
import { useQuery } from 'urql';
import styles from '../../../../components/billing.module.css';
import { useBillingAction } from '../../../../components/billing-action';
import { Frame, LoadError, Loading, Notice } from '../../../../components/Frame';
import { count, money, per } from '../../../../components/format';
import { limitsInWords } from '../../../../components/plan-limits';
import { orgIdOf, useRemote } from '../../../../components/remote';
import {
  type Cart,
  CHECKOUT,
  type Currency,
  type Interval,
  PLANS,
  type PlansData,
  QUOTE,
} from '../../../../graphql/billing';

const CURRENCIES: Currency[] = ['AUD', 'USD', 'EUR'];

export default function Plan() {
  const remote = useRemote();
  const orgId = orgIdOf(remote);
  const [currency, setCurrency] = useState<Currency>('USD');
  const [interval, setInterval] = useState<Interval>('month');
  const [{ data, fetching, error }] = useQuery({
    query: PLANS,
    variables: { orgId, currency, interval },
    // Billing changes elsewhere (webhooks, other screens): always check with the bff.
    requestPolicy: 'cache-and-network',
  });
  const billing = data?.billing;
  const subscription = billing?.subscription;

  // A paid subscription keeps its currency; start from what the organisation has.
  useEffect(() => {
    if (subscription?.currency) setCurrency(subscription.currency);
    if (subscription?.interval) setInterval(subscription.interval);
  }, [subscription?.currency, subscription?.interval]);

  return (
    <Frame
      orgId={orgId}
      title="Choose a plan"
      description="Every plan includes synthetic monitoring, CrUX and RUM."
    >
      {!billing && fetching ? <Loading lines={8} /> : null}
      {!billing && !fetching ? <LoadError error={error} /> : null}
      {billing ? (
        <>
          {subscription?.status === 'paused' ? (
            <Notice tone="warning">
              <p>
                Your subscription is paused.{' '}
                <AppLink href={pathTo('organisations/$orgId/billing', { orgId })}>Reactivate it</AppLink>{' '}
                before changing the plan.
              </p>
            </Notice>
          ) : null}
          <div className={styles.toggles}>
            <Field id="plan-currency" label="Currency">
              {(control) => (
                <select
                  {...control}
                  className={controlClass}
                  value={currency}
                  disabled={Boolean(subscription?.currency && subscription.status !== 'trialing')}
                  onChange={(event) => setCurrency(event.target.value as Currency)}
                >
                  {CURRENCIES.map((code) => (
                    <option key={code}>{code}</option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="plan-interval" label="Billed">
              {(control) => (
                <select
                  {...control}
                  className={controlClass}
                  value={interval}
                  onChange={(event) => setInterval(event.target.value as Interval)}
                >
                  <option value="month">Monthly</option>
                  <option value="year">Yearly (two months free)</option>
                </select>
              )}
            </Field>
          </div>
          <CartForm
            key={`${currency}/${interval}`}
            orgId={orgId}
            billing={billing}
            currency={currency}
            interval={interval}
          />
        </>
      ) : null}
    </Frame>
  );
}

function CartForm({
  orgId,
  billing,
  currency,
  interval,
}: {
  orgId: string;
  billing: PlansData['billing'];
  currency: Currency;
  interval: Interval;
}) {
  const { flash, navigate } = useRemote();
  const current = billing.subscription;
  const firstAvailable = billing.plans.find((option) => option.available)?.plan ?? 'enterprise';
  const [plan, setPlan] = useState(
    current.plan && billing.plans.some((p) => p.plan === current.plan && p.available)
      ? current.plan
      : firstAvailable,
  );
  const [seats, setSeats] = useState(Math.max(current.plan ? current.seats : 1, billing.people));
  const [testPacks, setTestPacks] = useState(Math.max(1, current.testPacks));
  const [errors, setErrors] = useState<{ fields: Record<string, string>; message: string | null }>({
    fields: {},
    message: null,
  });
  const cart: Cart = { plan, interval, currency, seats, testPacks };
  const valid = seats >= 1 && testPacks >= 1;
  const [quote] = useQuery({ query: QUOTE, variables: { orgId, cart }, pause: !valid });
  const [{ fetching: checkingOut }, checkout] = useBillingAction(CHECKOUT);
  const hasCard = Boolean(billing.paymentMethod?.cardLast4);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({ fields: {}, message: null });
    const result = await checkout({ orgId, cart });
    if (result.error) {
      setErrors(splitErrors(result.error, ['plan', 'seats', 'testPacks', 'currency']));
      return;
    }
    flash('success', `You are on ${billing.plans.find((option) => option.plan === plan)?.name}. Thank you!`);
    navigate(pathTo('organisations/$orgId/billing', { orgId }));
  }

  return (
    <form onSubmit={submit} noValidate data-testid="cart-form" className={styles.cart}>
      <FormAlert message={errors.message ?? errors.fields.currency} />
      <fieldset className={styles.planGrid}>
        <legend className={styles.srOnly}>Plan</legend>
        {billing.plans.map((option) => (
          <label key={option.plan} className={styles.planOption} data-testid={`plan-${option.plan}`}>
            <span className={styles.planTitle}>
              <input
                type="radio"
                name="plan"
                value={option.plan}
                checked={plan === option.plan}
                disabled={!option.available}
                onChange={() => setPlan(option.plan)}
              />
              {option.name}
            </span>
            <span className={styles.planPrice}>
              {money(option.price, currency)} <small>/ {per(interval)}</small>
            </span>
            <span className={styles.planLimits}>{limitsInWords(option.limits).join(' · ')}</span>
            {option.unavailableReason ? (
              <span className={styles.unavailable}>Unavailable: {option.unavailableReason}</span>
            ) : null}
          </label>
        ))}
      </fieldset>
      {errors.fields.plan ? <p className={styles.unavailable}>{errors.fields.plan}</p> : null}
      <Row>
        <TextField
          id="cart-seats"
          label="Seats"
          hint={`People who can sign in; you have ${billing.people}.`}
          error={errors.fields.seats}
          type="number"
          min={1}
          value={seats}
          onChange={(event) => setSeats(Number(event.target.value))}
        />
        <TextField
          id="cart-packs"
          label="Test packs"
          hint="5,000 synthetic tests a month each."
          error={errors.fields.testPacks}
          type="number"
          min={1}
          value={testPacks}
          onChange={(event) => setTestPacks(Number(event.target.value))}
        />
      </Row>
      <Card title="Cart">
        {quote.data ? (
          <div className={styles.tableWrap}>
            <table className={styles.table} data-testid="cart-lines">
              <tbody>
                {quote.data.billingQuote.lines.map((line) => (
                  <tr key={line.description}>
                    <td>{line.description}</td>
                    <td className={styles.num}>
                      {count(line.quantity)} × {money(line.unitAmount, currency)}
                    </td>
                    <td className={styles.num}>{money(line.amount, currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {quote.error ? <p className={styles.unavailable}>{splitErrors(quote.error, []).message}</p> : null}
        <p className={styles.total} data-testid="cart-total">
          <span>Total per {per(interval)}</span>
          <span>{quote.data ? money(quote.data.billingQuote.total, currency) : '—'}</span>
        </p>
        <p className={styles.steps}>
          Charged now to the card on file; changes to a running plan are prorated.
        </p>
      </Card>
      <FormActions>
        {hasCard ? (
          <Button
            type="submit"
            variant="primary"
            disabled={checkingOut || !valid || current.status === 'paused'}
            data-testid="checkout"
          >
            {checkingOut ? 'Paying…' : 'Check out'}
          </Button>
        ) : (
          <AppLink
            href={pathTo(
              'organisations/$orgId/billing/payment',
              { orgId },
              { next: pathTo('organisations/$orgId/billing/plan', { orgId }) },
            )}
            data-testid="add-card-first"
          >
            Add a payment method to check out
          </AppLink>
        )}
      </FormActions>
    </form>
  );
}
