// SetupIntents through the real stripe library (our side) and as Stripe.js calls them (the publishable
// key and the client secret): succeeded for 4242…, 3-D Secure for 4000 0025 0000 3155 completed or failed
// on the challenge page, declines with last_setup_error, and the checks on the client secret.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeFake, startStripeFake } from '../src/index.ts';
import { stripeLibrary } from './support.ts';

let fake: StripeFake;
let stripe: Stripe;

beforeAll(async () => {
  fake = await startStripeFake();
  stripe = stripeLibrary(fake);
});
afterAll(() => fake?.close());

async function newIntent() {
  const customer = await stripe.customers.create({ name: 'Acme' });
  const intent = await stripe.setupIntents.create(
    { customer: customer.id, usage: 'off_session', allowed_payment_method_types: ['card'] },
    { idempotencyKey: `test-${Math.random()}` },
  );
  return { customer, intent };
}

/** The fields of a SetupIntent or an error these tests read (the API answers one or the other). */
interface Answer {
  status: string;
  customer?: string;
  payment_method: string;
  next_action: { type: string; use_stripe_sdk: { type: string; stripe_js: string } };
  error: { type: string; code: string; param?: string; setup_intent: { status: string } };
}

/** What Stripe.js's card frame sends: the card with the publishable key and the client secret. */
async function confirmAsBrowser(
  intent: { id: string; client_secret: string | null },
  number: string,
  options: { clientSecret?: string; key?: string } = {},
) {
  const response = await fetch(`${fake.url}/v1/setup_intents/${intent.id}/confirm`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${options.key ?? fake.publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      client_secret: options.clientSecret ?? intent.client_secret!,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': number,
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': String(new Date().getUTCFullYear() + 2),
      'payment_method_data[card][cvc]': '123',
      'payment_method_data[billing_details][name]': 'Ada Card',
    }),
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

async function answerChallenge(url: string, outcome: 'complete' | 'fail') {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Complete authentication');
  const target = new URL(url);
  const response = await fetch(`${target.origin}${target.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_secret: target.searchParams.get('client_secret')!,
      origin: 'http://dashboard.test',
      outcome,
    }),
  });
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('\'pace-stripe:3ds-done\' }, "http://dashboard.test"');
}

describe('SetupIntents', () => {
  it('are created for a customer, off session, with a client secret', async () => {
    const { customer, intent } = await newIntent();
    expect(intent).toMatchObject({
      object: 'setup_intent',
      customer: customer.id,
      status: 'requires_payment_method',
      usage: 'off_session',
      allowed_payment_method_types: ['card'],
      payment_method_types: ['card'],
      next_action: null,
      last_setup_error: null,
    });
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_\\w+$`));
    expect((await stripe.setupIntents.retrieve(intent.id)).id).toBe(intent.id);
  });

  it('succeed with 4242…, attaching the card to the customer', async () => {
    const { customer, intent } = await newIntent();
    const { status, body } = await confirmAsBrowser(intent, '4242424242424242');
    expect(status).toBe(200);
    expect(body.status).toBe('succeeded');
    // The publishable key sees Stripe's reduced object: no customer.
    expect(body.customer).toBeUndefined();
    const full = await stripe.setupIntents.retrieve(intent.id);
    expect(full).toMatchObject({ status: 'succeeded', customer: customer.id });
    const method = await stripe.paymentMethods.retrieve(full.payment_method as string);
    expect(method).toMatchObject({ customer: customer.id, card: { last4: '4242', brand: 'visa' } });
    expect(fake.events.some((event) => event.type === 'setup_intent.succeeded')).toBe(true);
  });

  it('ask for 3-D Secure with 3155, and succeed once the challenge is completed', async () => {
    const { customer, intent } = await newIntent();
    const { body } = await confirmAsBrowser(intent, '4000002500003155');
    expect(body.status).toBe('requires_action');
    expect(body.next_action.type).toBe('use_stripe_sdk');
    expect(body.next_action.use_stripe_sdk.type).toBe('three_d_secure_redirect');
    // Not yet attached: the issuer has not answered.
    const method = await stripe.paymentMethods.retrieve(body.payment_method);
    expect(method.customer).toBeNull();
    await answerChallenge(body.next_action.use_stripe_sdk.stripe_js, 'complete');
    const done = await stripe.setupIntents.retrieve(intent.id);
    expect(done).toMatchObject({ status: 'succeeded', next_action: null, payment_method: method.id });
    expect((await stripe.paymentMethods.retrieve(method.id)).customer).toBe(customer.id);
  });

  it('go back to requires_payment_method with last_setup_error when 3-D Secure fails', async () => {
    const { intent } = await newIntent();
    const { body } = await confirmAsBrowser(intent, '4000002500003155');
    await answerChallenge(body.next_action.use_stripe_sdk.stripe_js, 'fail');
    const failed = await stripe.setupIntents.retrieve(intent.id);
    expect(failed.status).toBe('requires_payment_method');
    expect(failed.payment_method).toBeNull();
    expect(failed.last_setup_error).toMatchObject({ code: 'setup_intent_authentication_failure' });
    // It can be confirmed again with another card.
    expect((await confirmAsBrowser(intent, '4242424242424242')).body.status).toBe('succeeded');
  });

  it('redirect_to_url when confirmed with a return_url', async () => {
    const { intent } = await newIntent();
    const method = await stripe.paymentMethods.create({
      type: 'card',
      card: { token: 'tok_threeDSecureRequired' },
    } as Stripe.PaymentMethodCreateParams);
    const confirmed = await stripe.setupIntents.confirm(intent.id, {
      payment_method: method.id,
      return_url: 'https://app.test/back',
    });
    expect(confirmed.status).toBe('requires_action');
    expect(confirmed.next_action?.redirect_to_url?.return_url).toBe('https://app.test/back');
  });

  it('record a declined card in last_setup_error and answer Stripe’s card error', async () => {
    const { intent } = await newIntent();
    const { status, body } = await confirmAsBrowser(intent, '4000000000000002');
    expect(status).toBe(402);
    expect(body.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
    });
    expect(body.error.setup_intent.status).toBe('requires_payment_method');
    // Another card may be tried on the same SetupIntent.
    const retried = await stripe.setupIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    expect(retried.status).toBe('succeeded');
    const declined = await newIntent();
    await confirmAsBrowser(declined.intent, '4000000000000002');
    const after = await stripe.setupIntents.retrieve(declined.intent.id);
    expect(after.last_setup_error).toMatchObject({
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    // The library raises its own card error class for it.
    await expect(
      stripe.setupIntents.confirm(declined.intent.id, {
        payment_method_data: { type: 'card', card: { token: 'tok_chargeDeclined' } } as never,
      }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeCardError);
  });

  it('refuse the publishable key without the right client secret, and refuse a second confirmation', async () => {
    const { intent } = await newIntent();
    const other = await newIntent();
    const wrong = await confirmAsBrowser(intent, '4242424242424242', {
      clientSecret: other.intent.client_secret!,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.param).toBe('client_secret');
    const read = await fetch(`${fake.url}/v1/setup_intents/${intent.id}`, {
      headers: { authorization: `Bearer ${fake.publishableKey}` },
    });
    expect(read.status).toBe(400);
    // The publishable key may not create one.
    const create = await fetch(`${fake.url}/v1/setup_intents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fake.publishableKey}` },
    });
    expect(create.status).toBe(401);
    await confirmAsBrowser(intent, '4242424242424242');
    const again = await confirmAsBrowser(intent, '4242424242424242');
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('setup_intent_unexpected_state');
  });

  it('serve the Stripe.js stand-in and the card frame from the fake’s origin', async () => {
    const script = await fetch(fake.jsUrl);
    expect(script.headers.get('content-type')).toContain('javascript');
    const text = await script.text();
    expect(text).toContain('confirmCardSetup');
    expect(text).toContain(JSON.stringify(fake.url));
    const frame = await (await fetch(`${fake.url}/elements/card?key=pk&origin=http://a.test`)).text();
    expect(frame).toContain('Credit or debit card number');
  });
});
