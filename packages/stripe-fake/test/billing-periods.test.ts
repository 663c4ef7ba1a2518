// Monthly and yearly periods end as Stripe ends them: on the billing cycle anchor's day of the month,
// clamped to shorter months, never spilling into the next month.
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addInterval, type StripeFake, startStripeFake } from '../src/index.ts';
import { stripeLibrary } from './support.ts';

const at = (iso: string) => Date.parse(iso) / 1000;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

describe('addInterval', () => {
  it('clamps a month to the end of a shorter month instead of overflowing', () => {
    expect(iso(addInterval(at('2027-01-31T10:00:00Z'), 'month'))).toBe('2027-02-28T10:00:00.000Z');
    expect(iso(addInterval(at('2028-01-31T10:00:00Z'), 'month'))).toBe('2028-02-29T10:00:00.000Z');
    expect(iso(addInterval(at('2026-08-31T23:59:59Z'), 'month'))).toBe('2026-09-30T23:59:59.000Z');
    expect(iso(addInterval(at('2026-12-31T00:00:00Z'), 'month', 2))).toBe('2027-02-28T00:00:00.000Z');
  });

  it('returns to the anchor day after a short month', () => {
    const anchor = at('2027-01-31T10:00:00Z');
    const february = addInterval(anchor, 'month', 1, anchor);
    expect(iso(addInterval(february, 'month', 1, anchor))).toBe('2027-03-31T10:00:00.000Z');
  });

  it('ends a yearly period begun on 29 February on 28 February', () => {
    expect(iso(addInterval(at('2028-02-29T12:00:00Z'), 'year'))).toBe('2029-02-28T12:00:00.000Z');
  });

  it('adds days and weeks as they are', () => {
    expect(iso(addInterval(at('2026-11-28T08:00:00Z'), 'week'))).toBe('2026-12-05T08:00:00.000Z');
    expect(iso(addInterval(at('2026-12-31T08:00:00Z'), 'day', 3))).toBe('2027-01-03T08:00:00.000Z');
  });
});

describe('a subscription begun on 31 January', () => {
  let fake: StripeFake;
  let stripe: Stripe;
  let clock = new Date('2027-01-31T10:00:00Z');

  beforeAll(async () => {
    fake = await startStripeFake({ now: () => clock });
    stripe = stripeLibrary(fake);
  });
  afterAll(() => fake?.close());

  it('renews on 28 February, then 31 March', async () => {
    const customer = await stripe.customers.create({ name: 'Acme', email: 'billing@acme.test' });
    const method = await stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } });
    await stripe.paymentMethods.attach(method.id, { customer: customer.id });
    await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: method.id } });
    const price = await stripe.prices.create({
      currency: 'eur',
      unit_amount: 1500,
      recurring: { interval: 'month' },
      product_data: { name: 'Team' },
    });
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
    });
    const periodEnd = async () =>
      iso((await stripe.subscriptions.retrieve(subscription.id)).items.data[0]!.current_period_end);
    expect(await periodEnd()).toBe('2027-02-28T10:00:00.000Z');
    clock = new Date('2027-02-28T10:00:00Z');
    fake.state.renew(subscription.id);
    expect(await periodEnd()).toBe('2027-03-31T10:00:00.000Z');
  });
});
