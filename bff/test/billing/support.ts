// A bff served on port 0 with its stripe library pointed at a local Stripe-format server (as
// STRIPE_API_BASE would point it anywhere), the server's signed webhooks going to the app, and helpers to
// act as the browser (a SetupIntent confirmed as Stripe.js's card frame does) and as Stripe (signed events).
import { randomBytes } from 'node:crypto';
import { BillingService } from '@pace/billing';
import { createStripe } from '@pace/billing/stripe-client';
import type { Organisation } from '@pace/platform/db';
import { type StripeEvent, type StripeFake, startStripeFake } from '@pace/stripe-fake';
import type Stripe from 'stripe';
import { actorHeaders, gql, type Headers } from '../support/actors.ts';
import { type Mode, startTestApp, type TestApp } from '../support.ts';

export interface BillingWorld {
  app: TestApp;
  fake: StripeFake;
  /** The library on the test's side: to inspect Stripe's state and sign events. */
  stripe: Stripe;
  webhookSecret: string;
  /** The fake's clock; billing's own service in `services` uses it too. */
  clock: { now: Date };
  /** A BillingService on the app's database, for the gates and the timers. */
  services: BillingService;
  close(): Promise<void>;
}

export async function startBillingWorld(mode: Mode): Promise<BillingWorld> {
  const clock = { now: new Date() };
  const fake = await startStripeFake({ now: () => clock.now });
  const webhookSecret = `whsec_test_${randomBytes(12).toString('hex')}`;
  const app = await startTestApp(mode, {
    withShell: false,
    env: {
      STRIPE_API_BASE: fake.url,
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
      STRIPE_JS_URL: fake.jsUrl,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
    },
  });
  fake.setWebhook({ url: `${app.url}/webhooks/stripe`, secret: webhookSecret });
  const services = new BillingService({
    config: app.deps.config,
    db: app.db,
    kv: app.kv,
    clock: () => clock.now,
  });
  return {
    app,
    fake,
    stripe: createStripe(fake.secretKey, fake.url),
    webhookSecret,
    clock,
    services,
    async close() {
      await fake.settled();
      await app.close();
      await fake.close();
    },
  };
}

const CREATE_SETUP_INTENT = `mutation($orgId: ID!) {
  createSetupIntent(orgId: $orgId) { setupIntentId clientSecret publishableKey stripeJsUrl } }`;

export type Call = <T = Record<string, unknown>>(
  query: string,
  variables?: Record<string, unknown>,
) => Promise<{ data?: T | null; errors?: { message: string; extensions?: Record<string, unknown> }[] }>;

export interface SetUpCard {
  setupIntentId: string;
  /** The SetupIntent's status after the confirmation (or the error's SetupIntent's). */
  status: string;
  /** The card, once set up. */
  paymentMethodId: string | null;
  /** The 3-D Secure page, when the bank asks for it. */
  challengeUrl: string | null;
}

/**
 * A card set up the way the payment screen does it: a SetupIntent from the bff (createSetupIntent), then
 * confirmed with the card as Stripe.js's card frame does it (the publishable key and the client secret).
 */
export async function setUpCard(
  world: BillingWorld,
  call: Call,
  orgId: string,
  number = '4242424242424242',
): Promise<SetUpCard> {
  const created = await call<{
    createSetupIntent: { setupIntentId: string; clientSecret: string; publishableKey: string };
  }>(CREATE_SETUP_INTENT, { orgId });
  if (!created.data) throw new Error(`createSetupIntent failed: ${JSON.stringify(created.errors)}`);
  const { setupIntentId, clientSecret, publishableKey } = created.data.createSetupIntent;
  const response = await fetch(`${world.fake.url}/v1/setup_intents/${setupIntentId}/confirm`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      client_secret: clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': number,
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': String(new Date().getUTCFullYear() + 2),
      'payment_method_data[card][cvc]': '123',
    }),
  });
  const json = (await response.json()) as {
    status?: string;
    payment_method?: string | null;
    next_action?: { use_stripe_sdk?: { stripe_js: string } } | null;
    error?: { setup_intent?: { status: string } };
  };
  return {
    setupIntentId,
    status: json.status ?? json.error?.setup_intent?.status ?? 'error',
    paymentMethodId: json.status === 'succeeded' ? (json.payment_method ?? null) : null,
    challengeUrl: json.next_action?.use_stripe_sdk?.stripe_js ?? null,
  };
}

/** The cardholder's answer on the bank's 3-D Secure page, as its buttons post it. */
export async function answerChallenge(challengeUrl: string, outcome: 'complete' | 'fail') {
  const url = new URL(challengeUrl);
  const response = await fetch(`${url.origin}${url.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_secret: url.searchParams.get('client_secret')!, outcome }),
  });
  if (!response.ok) throw new Error(`The challenge answered ${response.status}`);
}

export const BILLING_DETAILS = {
  cardholderName: 'Ada Lovelace',
  company: 'Analytical Engines Pty Ltd',
  billingEmail: 'accounts@engines.example.test',
  address: '1 Babbage Lane',
  city: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  country: 'AU',
  taxRegion: 'au_abn',
  taxId: '51 824 753 556',
  bankCodes: 'BSB 062-000',
};

export const SUBSCRIPTION_FIELDS = `status plan planName interval currency seats testPacks testAllotment
  trialEndsAt pausedAt resumesAt isActive teamLimit`;

/** The signed delivery Stripe would make of `event`, posted to the app. */
export async function deliver(
  world: BillingWorld,
  event: StripeEvent | Record<string, unknown>,
  options: { secret?: string; signature?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const payload = JSON.stringify(event);
  const signature =
    options.signature ??
    world.stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? world.webhookSecret,
    });
  const response = await fetch(`${world.app.url}/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** GraphQL as an administrator of `organisation`. */
export async function asAdmin(world: BillingWorld, user: Parameters<typeof actorHeaders>[1]) {
  const headers: Headers = await actorHeaders(world.app, user);
  return <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
    gql<T>(world.app, headers, query, variables);
}

export async function subscriptionRow(world: BillingWorld, organisation: Organisation) {
  return world.app.db.models.Subscription.findOne({ where: { organisationId: organisation.id } });
}
