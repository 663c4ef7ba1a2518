// The allotment follows what was paid for, through GraphQL against the local Stripe-format server: tests
// are counted over Stripe's billing period (a plan started on the 31st gets one month's tests for one
// invoice), extra packs grant the paid-for part of the period, a downgrade is not credited and keeps the
// period's tests until renewal; past due keeps access for the retry window only. In both modes.

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  asAdmin,
  BILLING_DETAILS,
  type BillingWorld,
  SUBSCRIPTION_FIELDS,
  setUpCard,
  startBillingWorld,
  subscriptionRow,
} from './billing/support.ts';
import { createWorld, type World } from './support/actors.ts';
import { MODES } from './support.ts';

const DAY = 86_400_000;
const PAYMENT = `mutation($orgId: ID!, $input: PaymentMethodInput!) {
  updatePaymentMethod(orgId: $orgId, input: $input) { cardLast4 } }`;
const CHECKOUT = `mutation($orgId: ID!, $cart: CartInput!) { checkout(orgId: $orgId, cart: $cart) { ${SUBSCRIPTION_FIELDS} } }`;
const cart = (testPacks: number) => ({
  plan: 'power',
  interval: 'month',
  currency: 'USD',
  seats: 5,
  testPacks,
});

describe.each(MODES)('the allotment follows what was paid for (%s)', (mode) => {
  let world: BillingWorld;
  let people: World;
  let admin: Awaited<ReturnType<typeof asAdmin>>;
  let orgId: string;
  const setClock = (iso: string | Date) => {
    const now = new Date(iso);
    vi.setSystemTime(now);
    world.clock.now = now;
  };
  const row = async () => (await subscriptionRow(world, people.orgA))!;
  const usage = async () => world.services.accounts.usage(await row());
  const invoices = async () =>
    (await world.stripe.invoices.list({ customer: (await row()).stripeCustomerId! })).data;

  beforeAll(async () => {
    vi.useFakeTimers({ now: new Date('2027-01-31T10:00:00Z'), toFake: ['Date'] });
    world = await startBillingWorld(mode);
    setClock('2027-01-31T10:00:00Z');
    people = await createWorld(world.app);
    admin = await asAdmin(world, people.users.adminA);
    orgId = people.orgA.slug;
    const card = await setUpCard(world, admin, orgId);
    const saved = await admin(PAYMENT, {
      orgId,
      input: { ...BILLING_DETAILS, setupIntentId: card.setupIntentId },
    });
    expect(saved.errors).toBeUndefined();
  });
  afterAll(async () => {
    await world?.close();
    vi.useRealTimers();
  });

  it('counts a plan started on the 31st over its billing period, not the calendar month', async () => {
    const result = await admin(CHECKOUT, { orgId, cart: cart(1) });
    expect(result.errors).toBeUndefined();
    await world.fake.settled();
    setClock('2027-02-10T10:00:00Z');
    const period = await usage();
    const subscription = await row();
    expect(period.start).toEqual(subscription.currentPeriodStart);
    expect(period.end).toEqual(subscription.currentPeriodEnd);
    expect(period.start.toISOString()).toBe('2027-01-31T10:00:00.000Z');
    expect(period.allotment).toBe(5_000);
  });

  it('grants 999 packs added half-way through the period half their tests', async () => {
    // 14 of the period's 28 days left.
    setClock('2027-02-14T10:00:00Z');
    // A new session: the embedded mode's session store reads the moved clock.
    admin = await asAdmin(world, people.users.adminA);
    const result = await admin<{ checkout: { testAllotment: number; testPacks: number } }>(CHECKOUT, {
      orgId,
      cart: cart(1_000),
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.checkout.testPacks).toBe(1_000);
    const expected = 5_000 + Math.floor((999 * 5_000) / 2);
    expect(result.data!.checkout.testAllotment).toBe(expected);
    expect((await usage()).allotment).toBe(expected);
  });

  it('takes a downgrade at the period end: nothing credited, the paid-for tests kept until renewal', async () => {
    const before = (await invoices()).length;
    setClock('2027-02-15T10:00:00Z');
    admin = await asAdmin(world, people.users.adminA);
    const result = await admin<{ checkout: { testAllotment: number; testPacks: number } }>(CHECKOUT, {
      orgId,
      cart: cart(1),
    });
    expect(result.errors).toBeUndefined();
    await world.fake.settled();
    expect((await invoices()).length).toBe(before);
    const kept = 5_000 + Math.floor((999 * 5_000) / 2);
    expect((await usage()).allotment).toBe(kept);

    world.fake.state.renew((await row()).stripeSubscriptionId!);
    await world.fake.settled();
    setClock('2027-03-01T10:00:00Z');
    expect((await usage()).allotment).toBe(5_000);
    expect((await row()).currentPeriodStart!.toISOString()).toBe('2027-02-28T10:00:00.000Z');
  });

  it('keeps a past-due plan active through the retry window, then not until paid', async () => {
    const first = new Date('2027-03-02T10:00:00Z');
    setClock(first);
    await world.services.accounts.setStatus(await row(), 'past_due');
    const gate = () =>
      world.services.assertCanCreate(people.orgA.id, 'site').then(
        () => null,
        (error: Error) => error.message,
      );
    setClock(new Date(first.getTime() + 13 * DAY));
    expect(await gate()).toBeNull();
    setClock(new Date(first.getTime() + 14 * DAY));
    // The timer job writes it down too.
    expect(await world.services.expireTrials()).toBe(1);
    expect((await world.app.db.models.Organisation.findByPk(people.orgA.id))!.isActive).toBe(false);
    expect(await gate()).toBe('Account is not active. See billing for details.');
    await world.services.accounts.setStatus(await row(), 'active');
    expect(await gate()).toBeNull();
  });
});
