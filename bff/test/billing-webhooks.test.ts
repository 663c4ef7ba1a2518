// Every subscription and invoice state reached by Stripe's signed webhook events (signed with the
// library's own test header helper, posted to /webhooks/stripe): the events are what the Stripe-format
// server emitted as its objects moved, delivered here by the test so it controls order and repetition.
// A replayed event changes nothing, an out-of-order pair leaves the newer state, a bad signature is refused.

import { ITEM_KEY, PLAN_KEY, SEATS_KEY } from '@pace/billing/price-book';
import { ORGANISATION_KEY, RESUMES_AT_KEY } from '@pace/billing/status';
import type { Organisation } from '@pace/platform/db';
import type { StripeEvent } from '@pace/stripe-fake';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BillingWorld, deliver, startBillingWorld, subscriptionRow } from './billing/support.ts';
import { MODES } from './support.ts';

describe.each(MODES)('Stripe webhooks (%s)', (mode) => {
  let world: BillingWorld;
  let prices: { plan: Stripe.Price; pack: Stripe.Price };
  let counter = 0;

  beforeAll(async () => {
    world = await startBillingWorld(mode);
    // The test delivers every event itself.
    world.fake.setWebhook(null);
    const price = (metadata: Record<string, string>, amount: number) =>
      world.stripe.prices.create({
        currency: 'usd',
        unit_amount: amount,
        recurring: { interval: 'month' },
        product_data: { name: metadata[PLAN_KEY] ?? 'pack' },
        metadata,
      });
    prices = {
      plan: await price({ [ITEM_KEY]: 'plan', [PLAN_KEY]: 'pro' }, 24_900),
      pack: await price({ [ITEM_KEY]: 'test_pack' }, 5_000),
    };
  });
  afterAll(() => world?.close());

  /** An organisation on its free trial, with a Stripe customer (and a card unless told otherwise). */
  async function organisation(card: string | null = 'tok_visa') {
    counter += 1;
    const org = await world.app.db.models.Organisation.create({
      name: `Hooked ${counter}`,
      slug: `hooked-${mode}-${counter}`,
    });
    const row = await world.services.startTrial(org);
    const customer = await world.stripe.customers.create({
      metadata: { [ORGANISATION_KEY]: String(org.id) },
    });
    if (card) {
      const method = await world.stripe.paymentMethods.create({ type: 'card', card: { token: card } });
      await world.stripe.paymentMethods.attach(method.id, { customer: customer.id });
      await world.stripe.customers.update(customer.id, {
        invoice_settings: { default_payment_method: method.id },
      });
    }
    await row.update({ stripeCustomerId: customer.id });
    return { org, customer };
  }

  async function subscribe(customer: Stripe.Customer, extra: Partial<Stripe.SubscriptionCreateParams> = {}) {
    return world.stripe.subscriptions.create({
      customer: customer.id,
      items: [
        { price: prices.plan.id, quantity: 1 },
        { price: prices.pack.id, quantity: 3 },
      ],
      metadata: { [SEATS_KEY]: '12' },
      ...extra,
    });
  }

  /** The events emitted since `mark` (an index into the fake's event log). */
  const since = (mark: number) => world.fake.events.slice(mark);
  const mark = () => world.fake.events.length;

  async function deliverAll(events: StripeEvent[]) {
    for (const event of events) {
      const result = await deliver(world, event);
      expect(result.status, JSON.stringify(result.body)).toBe(200);
    }
  }

  async function state(org: Organisation) {
    return (await subscriptionRow(world, org))!;
  }

  it('active: a new subscription with a paid first invoice', async () => {
    const { org, customer } = await organisation();
    const start = mark();
    const subscription = await subscribe(customer);
    await deliverAll(since(start));
    expect(await state(org)).toMatchObject({
      status: 'active',
      plan: 'pro',
      interval: 'month',
      currency: 'USD',
      seats: 12,
      testPacks: 3,
      stripeSubscriptionId: subscription.id,
    });
    const invoices = await world.app.db.models.Invoice.findAll({ where: { organisationId: org.id } });
    expect(invoices.map((invoice) => [invoice.status, invoice.amount])).toEqual([['paid', 39_900]]);
    expect((await world.app.db.models.Organisation.findByPk(org.id))!.isActive).toBe(true);
  });

  it('past_due and back to active: a failed renewal (Retrying), then a successful retry', async () => {
    const { org, customer } = await organisation('tok_chargeCustomerFail');
    const good = await world.stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } });
    await world.stripe.paymentMethods.attach(good.id, { customer: customer.id });
    const subscription = await subscribe(customer, { default_payment_method: good.id });
    const bad = (await world.stripe.customers.retrieve(customer.id)) as Stripe.Customer;
    await world.stripe.subscriptions.update(subscription.id, {
      default_payment_method: bad.invoice_settings.default_payment_method as string,
    });
    await deliverAll(since(0).filter((event) => JSON.stringify(event).includes(customer.id)));

    const failing = mark();
    world.fake.state.renew(subscription.id);
    await deliverAll(since(failing));
    expect((await state(org)).status).toBe('past_due');
    const open = await world.app.db.models.Invoice.findOne({
      where: { organisationId: org.id, status: 'unpaid' },
    });
    expect(open).toMatchObject({ attemptCount: 1 });
    expect(open!.nextAttemptAt).not.toBeNull();

    const retry = mark();
    await world.stripe.subscriptions.update(subscription.id, { default_payment_method: good.id });
    await world.stripe.invoices.pay(open!.stripeInvoiceId);
    await deliverAll(since(retry));
    expect((await state(org)).status).toBe('active');
    expect((await open!.reload()).status).toBe('paid');
  });

  it('failed and upcoming invoices: uncollectible is failed, a renewal draft is upcoming', async () => {
    const { org, customer } = await organisation('tok_chargeCustomerFail');
    const start = mark();
    const subscription = await subscribe(customer);
    const first = (await world.stripe.invoices.list({ subscription: subscription.id })).data[0]!;
    await world.stripe.invoices.markUncollectible(first.id!);
    world.fake.state.renew(subscription.id, { leaveDraft: true });
    await deliverAll(since(start));
    const invoices = await world.app.db.models.Invoice.findAll({
      where: { organisationId: org.id },
      order: [
        ['issuedAt', 'ASC'],
        ['id', 'ASC'],
      ],
    });
    expect(invoices.map((invoice) => invoice.status)).toEqual(['failed', 'draft']);
  });

  it('paused: collection paused, with the resume date kept from the subscription', async () => {
    const { org, customer } = await organisation();
    const subscription = await subscribe(customer);
    const start = mark();
    const resumesAt = Math.floor(Date.now() / 1000) + 90 * 86_400;
    await world.stripe.subscriptions.update(subscription.id, {
      pause_collection: { behavior: 'void' },
      metadata: { [RESUMES_AT_KEY]: String(resumesAt) },
    });
    await deliverAll(since(start));
    const row = await state(org);
    expect(row.status).toBe('paused');
    expect(row.resumesAt!.getTime()).toBe(resumesAt * 1000);
    expect(row.pausedAt).not.toBeNull();
  });

  it('canceled: the subscription deleted in Stripe', async () => {
    const { org, customer } = await organisation();
    const subscription = await subscribe(customer);
    const start = mark();
    await world.stripe.subscriptions.cancel(subscription.id);
    await deliverAll(since(start));
    expect((await state(org)).status).toBe('canceled');
    expect((await world.app.db.models.Organisation.findByPk(org.id))!.isActive).toBe(false);
  });

  it('trialing, trial_expired (paused or cancelled at the trial end) and trial_canceled', async () => {
    const trial = { trial_period_days: 15 };
    const paused = await organisation(null);
    let start = mark();
    const one = await subscribe(paused.customer, {
      ...trial,
      trial_settings: { end_behavior: { missing_payment_method: 'pause' } },
    });
    await deliverAll(since(start));
    expect((await state(paused.org)).status).toBe('trialing');
    start = mark();
    world.fake.state.renew(one.id);
    await deliverAll(since(start));
    expect((await state(paused.org)).status).toBe('trial_expired');

    const ended = await organisation(null);
    const two = await subscribe(ended.customer, {
      ...trial,
      trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
    });
    start = mark();
    world.fake.state.renew(two.id);
    await deliverAll(since(start));
    expect((await state(ended.org)).status).toBe('trial_expired');

    const stopped = await organisation(null);
    const three = await subscribe(stopped.customer, trial);
    start = mark();
    await world.stripe.subscriptions.cancel(three.id);
    await deliverAll(since(start));
    expect((await state(stopped.org)).status).toBe('trial_canceled');
  });

  it('handles a replayed event once', async () => {
    const { org, customer } = await organisation();
    const start = mark();
    await subscribe(customer);
    const events = since(start);
    await deliverAll(events);
    const processed = await world.app.db.models.ProcessedWebhookEvent.count();
    const before = (await state(org)).updatedAt.getTime();
    const again = await deliver(world, events[0]!);
    expect(again).toMatchObject({ status: 200, body: { received: true, outcome: 'duplicate' } });
    expect(await world.app.db.models.ProcessedWebhookEvent.count()).toBe(processed);
    expect((await state(org)).updatedAt.getTime()).toBe(before);
  });

  it('keeps the newer state when an out-of-order pair arrives', async () => {
    const { org, customer } = await organisation();
    const subscription = await subscribe(customer);
    await deliverAll(since(0).filter((event) => JSON.stringify(event).includes(customer.id)));
    let start = mark();
    await world.stripe.subscriptions.update(subscription.id, { pause_collection: { behavior: 'void' } });
    const [pausedEvent] = since(start);
    start = mark();
    await world.stripe.subscriptions.update(subscription.id, { pause_collection: '' });
    const [resumedEvent] = since(start);
    // The later change arrives first, the earlier one after it: the state stays the later one.
    await deliverAll([resumedEvent!, pausedEvent!]);
    expect((await state(org)).status).toBe('active');

    start = mark();
    await world.stripe.subscriptions.update(subscription.id, { metadata: { note: 'changed' } });
    const [updated] = since(start);
    start = mark();
    await world.stripe.subscriptions.cancel(subscription.id);
    const [deleted] = since(start);
    await deliverAll([deleted!, updated!]);
    expect((await state(org)).status).toBe('canceled');
  });

  it('refuses a bad signature and records nothing', async () => {
    const { customer } = await organisation();
    const start = mark();
    await subscribe(customer);
    const [event] = since(start);
    const processed = await world.app.db.models.ProcessedWebhookEvent.count();
    const forged = await deliver(world, event!, { secret: 'whsec_not_ours' });
    expect(forged).toMatchObject({ status: 400, body: { error: { message: 'Invalid Stripe signature' } } });
    const unsigned = await deliver(world, event!, { signature: '' });
    expect(unsigned.status).toBe(400);
    const tampered = JSON.stringify({ ...event!, type: 'customer.subscription.deleted' });
    const header = world.stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: world.webhookSecret,
    });
    const response = await fetch(`${world.app.url}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: tampered,
    });
    expect(response.status).toBe(400);
    expect(await world.app.db.models.ProcessedWebhookEvent.count()).toBe(processed);
  });

  it('records events it has no use for without acting on them', async () => {
    const event = {
      id: `evt_unrelated_${mode}`,
      object: 'event',
      type: 'charge.refunded',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'ch_1', object: 'charge' } },
    };
    expect(await deliver(world, event)).toMatchObject({ status: 200, body: { outcome: 'ignored' } });
    expect(await deliver(world, event)).toMatchObject({ status: 200, body: { outcome: 'duplicate' } });
  });
});
