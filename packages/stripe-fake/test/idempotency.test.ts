// Idempotency-Key as Stripe documents it, and outages on demand, as the stripe library sees them.
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

describe('Idempotency-Key', () => {
  it('replays the same request: one customer, and the replay is marked', async () => {
    const before = fake.state.customers.size;
    const first = await stripe.customers.create({ name: 'Once' }, { idempotencyKey: 'replay-1' });
    const second = await stripe.customers.create({ name: 'Once' }, { idempotencyKey: 'replay-1' });
    expect(second.id).toBe(first.id);
    expect(second.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(fake.state.customers.size).toBe(before + 1);
  });

  it('refuses the same key with other parameters, or on another path, with an idempotency_error', async () => {
    await stripe.customers.create({ name: 'First' }, { idempotencyKey: 'reused-1' });
    const other = await stripe.customers
      .create({ name: 'Second' }, { idempotencyKey: 'reused-1' })
      .catch((error: unknown) => error);
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(other).toMatchObject({ statusCode: 400, type: 'StripeIdempotencyError' });
    expect((other as Error).message).toContain("Try using a key other than 'reused-1'");
    const elsewhere = await stripe.products
      .create({ name: 'First' }, { idempotencyKey: 'reused-1' })
      .catch((error: unknown) => error);
    expect(elsewhere).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('replays a refusal too: a declined card stays declined under its key', async () => {
    const customer = await stripe.customers.create({});
    const declined = await stripe.paymentMethods.create({
      type: 'card',
      card: { token: 'tok_chargeDeclined' },
    });
    for (let attempt = 0; attempt < 2; attempt++) {
      await expect(
        stripe.paymentMethods.attach(
          declined.id,
          { customer: customer.id },
          { idempotencyKey: 'declined-1' },
        ),
      ).rejects.toMatchObject({ type: 'StripeCardError', code: 'card_declined' });
    }
  });

  it('forgets a key after 24 hours', async () => {
    const first = await stripe.customers.create({ name: 'Day' }, { idempotencyKey: 'day-1' });
    clock = new Date(clock.getTime() + 24 * 3_600_000);
    const later = await stripe.customers.create({ name: 'Day' }, { idempotencyKey: 'day-1' });
    expect(later.id).not.toBe(first.id);
  });
});

describe('outages', () => {
  it("answers Stripe's 500 to the requests named until it ends, and stores nothing for their keys", async () => {
    const customer = await stripe.customers.create({ name: 'Down' });
    const outage = fake.outage({ method: 'GET', path: /^\/v1\/customers\/\w+$/ });
    const error = await stripe.customers.retrieve(customer.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(error).toMatchObject({ statusCode: 500 });
    expect(outage.answered).toBe(1);
    // Other requests are served.
    await stripe.customers.create({ name: 'Up' });
    outage.end();
    expect((await stripe.customers.retrieve(customer.id)).id).toBe(customer.id);

    const posts = fake.outage({ method: 'POST', path: /^\/v1\/customers$/ });
    await expect(
      stripe.customers.create({ name: 'Later' }, { idempotencyKey: 'down-1' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    posts.end();
    const created = await stripe.customers.create({ name: 'Later' }, { idempotencyKey: 'down-1' });
    expect(created.lastResponse.headers['idempotent-replayed']).toBeUndefined();
  });
});
