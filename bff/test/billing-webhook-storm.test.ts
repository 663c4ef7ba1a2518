// Stripe's events as a hostile network delivers them: every event of a subscription's life three times,
// shuffled, ten at a time, among forged signatures and signatures too old to trust (a captured call
// replayed after Stripe's 5-minute tolerance). The organisation ends in Stripe's own state, each event
// is processed once, and nothing forged or stale is processed at all.
import { ITEM_KEY, PLAN_KEY, SEATS_KEY } from '@pace/billing/price-book';
import { ORGANISATION_KEY } from '@pace/billing/status';
import { recordResilience } from '@pace/platform/resilience-report';
import type { StripeEvent } from '@pace/stripe-fake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BillingWorld, startBillingWorld, subscriptionRow } from './billing/support.ts';

/** A shuffle that is the same on every run, so a failure can be replayed. */
function shuffled<T>(items: T[], seed: number): T[] {
  const copy = [...items];
  let state = seed;
  for (let i = copy.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

describe('Stripe events three times, shuffled, forged and stale (services)', () => {
  let world: BillingWorld;
  beforeAll(async () => {
    world = await startBillingWorld('services');
    world.fake.setWebhook(null); // the test delivers every event itself
  });
  afterAll(() => world?.close());

  it('ends in Stripe’s state with each event processed once and nothing forged or stale', async () => {
    const price = (metadata: Record<string, string>, amount: number) =>
      world.stripe.prices.create({
        currency: 'usd',
        unit_amount: amount,
        recurring: { interval: 'month' },
        product_data: { name: metadata[PLAN_KEY] ?? 'pack' },
        metadata,
      });
    const plan = await price({ [ITEM_KEY]: 'plan', [PLAN_KEY]: 'pro' }, 24_900);
    const org = await world.app.db.models.Organisation.create({ name: 'Storm', slug: 'storm-services' });
    const row = await world.services.startTrial(org);
    const customer = await world.stripe.customers.create({
      metadata: { [ORGANISATION_KEY]: String(org.id) },
    });
    const method = await world.stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } });
    await world.stripe.paymentMethods.attach(method.id, { customer: customer.id });
    await world.stripe.customers.update(customer.id, {
      invoice_settings: { default_payment_method: method.id },
    });
    await row.update({ stripeCustomerId: customer.id });

    // A life: subscribed, paused, resumed, seats changed.
    const start = world.fake.events.length;
    const subscription = await world.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: plan.id, quantity: 1 }],
      metadata: { [SEATS_KEY]: '10' },
    });
    await world.stripe.subscriptions.update(subscription.id, { pause_collection: { behavior: 'void' } });
    await world.stripe.subscriptions.update(subscription.id, { pause_collection: '' });
    await world.stripe.subscriptions.update(subscription.id, { metadata: { [SEATS_KEY]: '14' } });
    const events = world.fake.events.slice(start) as StripeEvent[];
    const now = Math.floor(Date.now() / 1000);
    const sign = (payload: string, secret: string, timestamp = now) =>
      world.stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
    const calls = events.flatMap((event) => {
      const payload = JSON.stringify(event);
      return [
        ...[0, 1, 2].map(() => ({ kind: 'real', payload, signature: sign(payload, world.webhookSecret) })),
        { kind: 'forged', payload, signature: sign(payload, 'whsec_not_ours') },
        { kind: 'stale', payload, signature: sign(payload, world.webhookSecret, now - 600) },
      ];
    });
    const processedBefore = await world.app.db.models.ProcessedWebhookEvent.count();
    const answers: { kind: string; status: number }[] = [];
    const order = shuffled(calls, 20_261_125);
    for (let i = 0; i < order.length; i += 10) {
      const batch = order.slice(i, i + 10);
      const statuses = await Promise.all(
        batch.map(async (call) => {
          const response = await fetch(`${world.app.url}/webhooks/stripe`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'stripe-signature': call.signature },
            body: call.payload,
          });
          await response.arrayBuffer();
          return response.status;
        }),
      );
      answers.push(...batch.map((call, j) => ({ kind: call.kind, status: statuses[j]! })));
    }

    const processed = (await world.app.db.models.ProcessedWebhookEvent.count()) - processedBefore;
    const stripeNow = await world.stripe.subscriptions.retrieve(subscription.id);
    const ours = (await subscriptionRow(world, org))!;
    const served = (kind: string) => answers.filter((answer) => answer.kind === kind);
    const refusedAll = [...served('forged'), ...served('stale')].every((answer) => answer.status === 400);
    recordResilience({
      scenario: 'Stripe events ×3, shuffled, forged and stale signatures',
      measured: `${events.length} events, ${processed} processed; state ${ours.status} (Stripe: ${stripeNow.status}); forged and stale ${refusedAll ? 'all refused' : 'NOT all refused'}`,
      target: 'each once, Stripe’s state',
      met: processed === events.length && ours.status === stripeNow.status && refusedAll,
    });
    expect(served('real').every((answer) => answer.status === 200)).toBe(true);
    expect(refusedAll).toBe(true);
    expect(processed).toBe(events.length);
    expect(stripeNow.status).toBe('active');
    expect(stripeNow.pause_collection).toBeNull();
    expect(ours.status).toBe('active');
  }, 120_000);
});
