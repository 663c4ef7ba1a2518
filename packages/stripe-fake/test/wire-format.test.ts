// The fake as the stripe library sees it: requests the library encodes, objects and errors it decodes
// into its own classes, and webhook deliveries its own verification accepts.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeFake, startStripeFake } from '../src/index.ts';
import { stripeLibrary } from './support.ts';

let fake: StripeFake;
let stripe: Stripe;
let clock = new Date('2026-11-23T10:00:00Z');

beforeAll(async () => {
  fake = await startStripeFake({ now: () => clock });
  stripe = stripeLibrary(fake);
});
afterAll(() => fake?.close());

async function customerWithCard(number = '4242424242424242') {
  const customer = await stripe.customers.create({ name: 'Acme', email: 'billing@acme.test' });
  const method = await stripe.paymentMethods.create({
    type: 'card',
    // Valid on the fake's clock, which the webhook tests below set to the machine's.
    card: { number, exp_month: 12, exp_year: clock.getUTCFullYear() + 4, cvc: '123' },
  } as Stripe.PaymentMethodCreateParams);
  await stripe.paymentMethods.attach(method.id, { customer: customer.id });
  await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: method.id } });
  return { customer, method };
}

async function monthlyPrice(amount = 2000, currency = 'usd') {
  return stripe.prices.create({
    currency,
    unit_amount: amount,
    recurring: { interval: 'month' },
    product_data: { name: `Plan ${amount}` },
  });
}

describe('requests and objects', () => {
  it('creates, reads and updates customers with nested parameters', async () => {
    const customer = await stripe.customers.create({
      name: 'Acme',
      address: { line1: '1 Main St', city: 'Sydney', country: 'AU', postal_code: '2000' },
      metadata: { organisation_id: '7' },
    });
    expect(customer).toMatchObject({
      object: 'customer',
      address: { city: 'Sydney' },
      metadata: { organisation_id: '7' },
    });
    const updated = await stripe.customers.update(customer.id, {
      invoice_settings: { custom_fields: [{ name: 'PO number', value: 'PO-1' }], footer: 'Thanks' },
      metadata: { organisation_id: '' },
    });
    expect(updated.invoice_settings.custom_fields).toEqual([{ name: 'PO number', value: 'PO-1' }]);
    expect(updated.metadata).toEqual({});
    expect((await stripe.customers.retrieve(customer.id)).id).toBe(customer.id);
  });

  it('finds prices by lookup key and refuses a duplicate key', async () => {
    await stripe.prices.create({
      currency: 'aud',
      unit_amount: 4900,
      recurring: { interval: 'year' },
      product_data: { name: 'Starter' },
      lookup_key: 'starter_year_aud',
    });
    const found = await stripe.prices.list({ lookup_keys: ['starter_year_aud', 'nothing'], active: true });
    expect(found.data.map((price) => price.lookup_key)).toEqual(['starter_year_aud']);
    await expect(
      stripe.prices.create({
        currency: 'aud',
        unit_amount: 1,
        recurring: { interval: 'year' },
        product_data: { name: 'x' },
        lookup_key: 'starter_year_aud',
      }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it('answers unknown objects with resource_missing and a bad key with an authentication error', async () => {
    const missing = await stripe.customers.retrieve('cus_nothing').catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({ code: 'resource_missing', statusCode: 404 });
    const other = stripeLibrary(fake, 'sk_test_wrong');
    await expect(other.customers.create({})).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('validates tax IDs as Stripe does', async () => {
    const customer = await stripe.customers.create({});
    const taxId = await stripe.customers.createTaxId(customer.id, {
      type: 'au_abn',
      value: '51 824 753 556',
    });
    expect(taxId).toMatchObject({ value: '51824753556', country: 'AU' });
    const error = await stripe.customers
      .createTaxId(customer.id, { type: 'eu_vat', value: 'nonsense' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ code: 'tax_id_invalid', param: 'value' });
    const list = await stripe.customers.listTaxIds(customer.id);
    expect(list).toMatchObject({ object: 'list', data: [{ id: taxId.id }] });
    await stripe.customers.deleteTaxId(customer.id, taxId.id);
    expect((await stripe.customers.listTaxIds(customer.id)).data).toEqual([]);
  });

  it('checks cards: a wrong number, and a declined card refused on attach', async () => {
    const wrong = await stripe.paymentMethods
      .create({ type: 'card', card: { number: '4242424242424241', exp_month: 1, exp_year: 2031 } } as never)
      .catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(wrong).toMatchObject({ code: 'incorrect_number' });
    const customer = await stripe.customers.create({});
    const declined = await stripe.paymentMethods.create({
      type: 'card',
      card: { token: 'tok_chargeDeclined' },
    });
    await expect(stripe.paymentMethods.attach(declined.id, { customer: customer.id })).rejects.toMatchObject({
      type: 'StripeCardError',
      code: 'card_declined',
    });
  });

  it('replays a POST with the same Idempotency-Key', async () => {
    const first = await stripe.customers.create({ name: 'Once' }, { idempotencyKey: 'same-key' });
    const second = await stripe.customers.create({ name: 'Once' }, { idempotencyKey: 'same-key' });
    expect(second.id).toBe(first.id);
  });
});

describe('subscriptions and invoices', () => {
  it('bills the first period and pauses, resumes and cancels', async () => {
    const { customer, method } = await customerWithCard();
    const price = await monthlyPrice();
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id, quantity: 2 }],
      default_payment_method: method.id,
      payment_behavior: 'error_if_incomplete',
    });
    expect(subscription.status).toBe('active');
    const invoices = await stripe.invoices.list({ customer: customer.id });
    expect(invoices.data[0]).toMatchObject({ status: 'paid', amount_paid: 4000, currency: 'usd' });
    expect(invoices.data[0]!.parent?.subscription_details?.subscription).toBe(subscription.id);

    const paused = await stripe.subscriptions.update(subscription.id, {
      pause_collection: { behavior: 'void' },
    });
    expect(paused.pause_collection).toMatchObject({ behavior: 'void', resumes_at: null });
    clock = new Date(clock.getTime() + 90 * 86_400_000);
    const resume: Stripe.SubscriptionUpdateParams = {
      pause_collection: '',
      billing_cycle_anchor: { type: 'now' },
      proration_behavior: 'none',
    };
    const resumed = await stripe.subscriptions.update(subscription.id, resume);
    expect(resumed.pause_collection).toBeNull();
    expect(resumed.items.data[0]!.current_period_start).toBe(Math.floor(clock.getTime() / 1000));
    expect((await stripe.invoices.list({ subscription: subscription.id })).data).toHaveLength(2);

    const canceled = await stripe.subscriptions.cancel(subscription.id, {
      cancellation_details: { feedback: 'too_expensive', comment: 'Budget' },
    });
    expect(canceled).toMatchObject({
      status: 'canceled',
      cancellation_details: { feedback: 'too_expensive' },
    });
    expect(fake.events.map((event) => event.type)).toContain('customer.subscription.deleted');
  });

  it('refuses a subscription whose first payment is declined, or leaves it incomplete', async () => {
    const { customer } = await customerWithCard('4000000000000341');
    const price = await monthlyPrice();
    await expect(
      stripe.subscriptions.create({
        customer: customer.id,
        items: [{ price: price.id }],
        payment_behavior: 'error_if_incomplete',
      }),
    ).rejects.toMatchObject({ type: 'StripeCardError', code: 'card_declined' });
    const incomplete = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
    });
    expect(incomplete.status).toBe('incomplete');
  });

  it('turns a failed renewal into past_due and a later payment back into active', async () => {
    const { customer } = await customerWithCard();
    const price = await monthlyPrice(1500);
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
    });
    const failing = await stripe.paymentMethods.create({
      type: 'card',
      card: { token: 'tok_chargeCustomerFail' },
    });
    await stripe.paymentMethods.attach(failing.id, { customer: customer.id });
    await stripe.subscriptions.update(subscription.id, { default_payment_method: failing.id });
    fake.state.renew(subscription.id);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');
    const open = (await stripe.invoices.list({ subscription: subscription.id, status: 'open' })).data[0]!;
    expect(open).toMatchObject({ attempt_count: 1, attempted: true });
    const good = await stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } });
    await stripe.paymentMethods.attach(good.id, { customer: customer.id });
    await stripe.subscriptions.update(subscription.id, { default_payment_method: good.id });
    await stripe.invoices.pay(open.id);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
  });

  it('ends a trial without a card by pausing, when told to', async () => {
    const customer = await stripe.customers.create({});
    const price = await monthlyPrice();
    const trial = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      trial_period_days: 15,
      trial_settings: { end_behavior: { missing_payment_method: 'pause' } },
    });
    expect(trial.status).toBe('trialing');
    fake.state.renew(trial.id);
    expect((await stripe.subscriptions.retrieve(trial.id)).status).toBe('paused');
  });

  it('serves the invoice PDF at invoice_pdf', async () => {
    const { customer } = await customerWithCard();
    const price = await monthlyPrice(999);
    await stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }] });
    const invoice = (await stripe.invoices.list({ customer: customer.id })).data[0]!;
    const response = await fetch(invoice.invoice_pdf!);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect((await response.text()).startsWith('%PDF-1.4')).toBe(true);
  });
});

describe('webhooks', () => {
  let receiver: Server;
  const received: Stripe.Event[] = [];
  const rejected: string[] = [];
  const secret = 'whsec_test_fake';

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        try {
          received.push(
            stripe.webhooks.constructEvent(body, String(req.headers['stripe-signature']), secret),
          );
          res.writeHead(200).end();
        } catch (error) {
          rejected.push((error as Error).message);
          res.writeHead(400).end();
        }
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    fake.setWebhook({ url: `http://127.0.0.1:${port}/`, secret });
  });
  afterAll(() => {
    fake.setWebhook(null);
    receiver?.close();
  });

  it('delivers events signed so that stripe.webhooks.constructEvent accepts them', async () => {
    clock = new Date();
    const { customer } = await customerWithCard();
    const price = await monthlyPrice(700);
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
    });
    await fake.settled();
    expect(rejected).toEqual([]);
    const types = received.filter((event) => {
      const object = event.data.object as { id?: string; customer?: string };
      return object.id === subscription.id || object.customer === customer.id || object.id === customer.id;
    });
    expect(types.map((event) => event.type)).toEqual(
      expect.arrayContaining([
        'customer.subscription.created',
        'invoice.created',
        'invoice.finalized',
        'invoice.paid',
      ]),
    );
  });
});
