// Money exactly once: a retried checkout is the same checkout at Stripe (idempotency keys), two checkouts
// at once for one organisation make one subscription (the organisation's billing lock), and Stripe being
// down is reported as such, never read as "no subscription".
import { recordResilience } from '@pace/platform/resilience-report';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BILLING_DETAILS,
  type BillingWorld,
  SUBSCRIPTION_FIELDS,
  setUpCard,
  startBillingWorld,
  subscriptionRow,
} from './billing/support.ts';
import { actorHeaders, createWorld, gql, type Headers, type World } from './support/actors.ts';
import { MODES } from './support.ts';

const PAYMENT = `mutation($orgId: ID!, $input: PaymentMethodInput!) {
  updatePaymentMethod(orgId: $orgId, input: $input) { cardLast4 } }`;
const CHECKOUT = `mutation($orgId: ID!, $cart: CartInput!) { checkout(orgId: $orgId, cart: $cart) { ${SUBSCRIPTION_FIELDS} } }`;
const STRIPE_UNAVAILABLE =
  'Our payment processor could not be reached, so nothing was charged or changed. Please try again in a moment.';
const CART = { plan: 'power', interval: 'month', currency: 'USD', seats: 5, testPacks: 1 };

describe.each(MODES)('money exactly once (%s)', (mode) => {
  let world: BillingWorld;
  let people: World;
  let headers: Headers;

  /** Stripe's subscriptions for the organisation's customer, as Stripe itself lists them. */
  const subscriptionsAtStripe = async (orgSlug: string) => {
    const organisation = [people.orgA, people.orgB].find((org) => org.slug === orgSlug)!;
    const row = await subscriptionRow(world, organisation);
    if (!row?.stripeCustomerId) return [];
    return (await world.stripe.subscriptions.list({ customer: row.stripeCustomerId, status: 'all' })).data;
  };
  const withCard = async (orgSlug: string, actor: Headers) => {
    const call = <T>(query: string, variables?: Record<string, unknown>) =>
      gql<T>(world.app, actor, query, variables);
    const card = await setUpCard(world, call, orgSlug);
    const saved = await gql(world.app, actor, PAYMENT, {
      orgId: orgSlug,
      input: { ...BILLING_DETAILS, setupIntentId: card.setupIntentId },
    });
    expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
  };

  beforeAll(async () => {
    world = await startBillingWorld(mode);
    people = await createWorld(world.app);
    headers = await actorHeaders(world.app, people.users.adminA);
  });
  afterAll(async () => {
    await world?.close();
  });

  it('replays a retried checkout at Stripe: the answer lost on our side, still one subscription', async () => {
    const orgId = people.orgA.slug;
    await withCard(orgId, headers);
    const click = { 'idempotency-key': 'click-0f6b1e2d-retry' };
    const first = await gql(world.app, { ...headers, ...click }, CHECKOUT, { orgId, cart: CART });
    expect(first.errors, JSON.stringify(first.errors)).toBeUndefined();
    const row = await subscriptionRow(world, people.orgA);
    const created = row!.stripeSubscriptionId;
    // As if the bff had stopped after Stripe answered and before our row was written.
    await row!.update({ stripeSubscriptionId: null, status: 'trialing' });
    // The retry names the same action as a GraphQL client does, in the request's extensions.
    const retried = await fetch(`${world.app.url}/graphql`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        query: CHECKOUT,
        variables: { orgId, cart: CART },
        extensions: { idempotencyKey: click['idempotency-key'] },
      }),
    });
    const retry = (await retried.json()) as { errors?: unknown[] };
    expect(retry.errors, JSON.stringify(retry.errors)).toBeUndefined();
    expect((await row!.reload()).stripeSubscriptionId).toBe(created);
    expect(await subscriptionsAtStripe(orgId)).toHaveLength(1);
  });

  it('makes one subscription at Stripe for two checkouts at once', async () => {
    const orgId = people.orgB.slug;
    const adminB = await actorHeaders(world.app, people.users.adminB);
    await withCard(orgId, adminB);
    // Two tabs (or two administrators): two user actions, so two different idempotency keys.
    const results = await Promise.all([
      gql(world.app, adminB, CHECKOUT, { orgId, cart: CART }),
      gql(world.app, adminB, CHECKOUT, { orgId, cart: CART }),
    ]);
    for (const result of results) expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    const atStripe = await subscriptionsAtStripe(orgId);
    recordResilience({
      scenario: `two checkouts at once (${mode})`,
      measured: `${atStripe.length} subscription${atStripe.length === 1 ? '' : 's'} at Stripe`,
      target: '1',
      met: atStripe.length === 1,
    });
    expect(atStripe.map((subscription) => subscription.status)).toEqual(['active']);
    expect((await subscriptionRow(world, people.orgB))!.stripeSubscriptionId).toBe(atStripe[0]!.id);
  });

  it('refuses a checkout while Stripe cannot say what the subscription is, creating nothing', async () => {
    const orgId = people.orgA.slug;
    const before = await subscriptionsAtStripe(orgId);
    expect(before).toHaveLength(1);
    const outage = world.fake.outage({ method: 'GET', path: /^\/v1\/subscriptions\/\w+$/ });
    try {
      const result = await gql(world.app, headers, CHECKOUT, { orgId, cart: { ...CART, seats: 9 } });
      expect(result.errors?.[0]).toMatchObject({
        message: STRIPE_UNAVAILABLE,
        extensions: { code: 'SERVICE_UNAVAILABLE', retryable: true },
      });
      expect(outage.answered).toBeGreaterThan(0);
    } finally {
      outage.end();
    }
    const after = await subscriptionsAtStripe(orgId);
    expect(after.map((subscription) => subscription.id)).toEqual(
      before.map((subscription) => subscription.id),
    );
    expect(after[0]!.items.data.map((item) => item.quantity)).toEqual(
      before[0]!.items.data.map((item) => item.quantity),
    );
    expect((await subscriptionRow(world, people.orgA))!.seats).toBe(CART.seats);
  });
});
