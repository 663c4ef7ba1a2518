// Billing as an administrator drives it through GraphQL, against the local Stripe-format server (the
// bff's own calls through the stripe library), with Stripe's webhooks flowing back: the free trial, the
// payment method with its tax ID, plans and checkout, pause and reactivation, the account gates on the
// createSite and createTeam mutations, invoices and their download, cancel and delete.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PERMISSIONS } from '../src/kernel/auth/permissions.ts';
import {
  asAdmin,
  BILLING_DETAILS,
  type BillingWorld,
  SUBSCRIPTION_FIELDS,
  setUpCard,
  startBillingWorld,
  subscriptionRow,
} from './billing/support.ts';
import { actorHeaders, createWorld, gql, tokenHeaders, type World } from './support/actors.ts';
import { MODES } from './support.ts';

type Data = Record<string, Record<string, unknown> & { [key: string]: unknown }>;
const DAY = 86_400_000;

const BILLING = `query($orgId: ID!) { billing(orgId: $orgId) {
  orgId subscription { ${SUBSCRIPTION_FIELDS} }
  paymentMethod { cardBrand cardLast4 cardholderName company billingEmail address city state postcode country taxRegion taxId bankCodes }
  paymentClient { mode apiBase publishableKey stripeJsUrl }
  invoices { uuid number amount currency status statusLabel downloadUrl }
  usage { used allotment trial days { day tests } }
  people teamsInUse testProfilesInUse
} }`;
const PAYMENT = `mutation($orgId: ID!, $input: PaymentMethodInput!) {
  updatePaymentMethod(orgId: $orgId, input: $input) { cardBrand cardLast4 taxId company } }`;
const CHECKOUT = `mutation($orgId: ID!, $cart: CartInput!) { checkout(orgId: $orgId, cart: $cart) { ${SUBSCRIPTION_FIELDS} } }`;
const PAUSE = `mutation($orgId: ID!, $word: String!) { pauseSubscription(orgId: $orgId, confirmation: $word) { ${SUBSCRIPTION_FIELDS} } }`;
const REACTIVATE = `mutation($orgId: ID!, $word: String!) { reactivateSubscription(orgId: $orgId, confirmation: $word) { ${SUBSCRIPTION_FIELDS} } }`;
const CREATE_SITE = `mutation($teamId: ID!) { createSite(teamId: $teamId, input: { name: "Gated", canonicalUrl: "https://gated.example.test/" }) { id } }`;

// Tests are counted per calendar month (UTC): of the clock the app reads, and of the one the test's own
// BillingService (world.services) and the Stripe-format server share. The clock is set (all three run in
// this process, and neither database reads a clock here) and stands still, a second before a month's end
// (29 February) and a year's end: the month does not turn between the two readers.
const DAYS = ['2028-02-29T23:59:59.000Z', '2027-12-31T23:59:59.000Z'];
const RUNS = MODES.flatMap((mode) => DAYS.map((day) => [mode, day] as const));

describe.each(RUNS)('billing (%s, %s)', (mode, now) => {
  let world: BillingWorld;
  let people: World;
  let admin: Awaited<ReturnType<typeof asAdmin>>;
  let orgId: string;

  beforeAll(async () => {
    vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] });
    world = await startBillingWorld(mode);
    people = await createWorld(world.app);
    admin = await asAdmin(world, people.users.adminA);
    orgId = people.orgA.slug;
  });
  afterAll(async () => {
    await world?.close();
    vi.useRealTimers();
  });

  it('starts a 15-day free trial with 500 tests when the organisation is first seen', async () => {
    const result = await admin<Data>(BILLING, { orgId });
    expect(result.errors).toBeUndefined();
    const { subscription, usage, paymentClient } = result.data!.billing as Data;
    expect(subscription).toMatchObject({
      status: 'trialing',
      planName: 'Free trial',
      testAllotment: 500,
      isActive: true,
    });
    const trialEnds = new Date(subscription!.trialEndsAt as string).getTime();
    expect(Math.abs(trialEnds - people.orgA.createdAt.getTime() - 15 * DAY)).toBeLessThan(1_000);
    expect(usage).toMatchObject({ used: 0, allotment: 500, trial: true });
    expect(paymentClient).toMatchObject({
      mode: 'stripe',
      apiBase: world.fake.url,
      stripeJsUrl: world.fake.jsUrl,
      publishableKey: world.fake.publishableKey,
    });
  });

  it('refuses members, whose role does not manage billing', async () => {
    const member = await actorHeaders(world.app, people.users.memberA);
    const result = await gql(world.app, member, BILLING, { orgId });
    expect(result.errors?.[0]?.message).toBe('You are not authorised to modify this organisation');
  });

  it('refuses an invalid tax ID with the spec message, writing nothing', async () => {
    const card = await setUpCard(world, admin, orgId);
    const result = await admin(PAYMENT, {
      orgId,
      input: {
        ...BILLING_DETAILS,
        setupIntentId: card.setupIntentId,
        taxRegion: 'eu_vat',
        taxId: 'not-a-vat-number',
      },
    });
    expect(result.errors?.[0]).toMatchObject({
      message: 'Invalid Tax ID value',
      extensions: { code: 'BAD_USER_INPUT', field: 'taxId' },
    });
    expect(await world.app.db.models.PaymentMethod.count()).toBe(0);
  });

  it('refuses a declined card as a payment processor error', async () => {
    const card = await setUpCard(world, admin, orgId, '4000000000000002');
    expect(card.status).toBe('requires_payment_method');
    const result = await admin(PAYMENT, {
      orgId,
      input: { ...BILLING_DETAILS, setupIntentId: card.setupIntentId },
    });
    expect(result.errors?.[0]?.message).toBe('Payment processor error: Your card was declined.');
    expect(await world.app.db.models.PaymentMethod.count()).toBe(0);
  });

  it('saves every field of the payment method; the card itself stays with Stripe', async () => {
    const card = await setUpCard(world, admin, orgId);
    expect(card.status).toBe('succeeded');
    const result = await admin<Data>(PAYMENT, {
      orgId,
      input: { ...BILLING_DETAILS, setupIntentId: card.setupIntentId },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.updatePaymentMethod).toMatchObject({
      cardBrand: 'visa',
      cardLast4: '4242',
      taxId: '51824753556',
    });
    const billing = (await admin<Data>(BILLING, { orgId })).data!.billing as Data;
    expect(billing.paymentMethod).toMatchObject({ ...BILLING_DETAILS, taxId: '51824753556' });
    const row = await subscriptionRow(world, people.orgA);
    const customer = await world.stripe.customers.retrieve(row!.stripeCustomerId!);
    expect(customer).toMatchObject({
      email: BILLING_DETAILS.billingEmail,
      address: { city: 'Sydney', postal_code: '2000', country: 'AU' },
      invoice_settings: { default_payment_method: card.paymentMethodId },
    });
    expect((await world.stripe.customers.listTaxIds(customer.id)).data).toHaveLength(1);
  });

  it('marks a plan unavailable when too many teams are in use, and refuses it at checkout', async () => {
    const plans = await admin<Data>(
      `query($orgId: ID!) { billing(orgId: $orgId) { plans(currency: USD, interval: month) { plan available unavailableReason } } }`,
      { orgId },
    );
    const starter = ((plans.data!.billing as Data).plans as unknown as Record<string, unknown>[]).find(
      (option) => option.plan === 'starter',
    );
    expect(starter).toMatchObject({
      available: false,
      unavailableReason: 'Starter allows 1 team; your organisation has 2.',
    });
    const result = await admin(CHECKOUT, {
      orgId,
      cart: { plan: 'starter', interval: 'month', currency: 'USD', seats: 3, testPacks: 1 },
    });
    expect(result.errors?.[0]).toMatchObject({ extensions: { field: 'plan' } });
    expect(result.errors?.[0]?.message).toContain('This plan is unavailable');
  });

  it('quotes the cart and checks out: the subscription is active and its first invoice paid', async () => {
    const cart = { plan: 'power', interval: 'year', currency: 'AUD', seats: 7, testPacks: 2 };
    const quote = await admin<Data>(
      `query($orgId: ID!, $cart: CartInput!) { billingQuote(orgId: $orgId, cart: $cart) { total lines { description quantity amount } } }`,
      { orgId, cart },
    );
    // Power 149 AUD x 10 months, 2 extra seats x 15 x 10, 2 packs x 75 x 10.
    expect(quote.data!.billingQuote).toMatchObject({ total: 149_000 + 30_000 + 150_000 });
    const result = await admin<Data>(CHECKOUT, { orgId, cart });
    expect(result.errors).toBeUndefined();
    expect(result.data!.checkout).toMatchObject({
      status: 'active',
      plan: 'power',
      interval: 'year',
      currency: 'AUD',
      seats: 7,
      testPacks: 2,
      testAllotment: 10_000,
    });
    await world.fake.settled();
    const billing = (await admin<Data>(BILLING, { orgId })).data!.billing as Data;
    expect(billing.invoices).toEqual([
      expect.objectContaining({ amount: 329_000, currency: 'AUD', status: 'paid', statusLabel: 'Paid' }),
    ]);
  });

  it('downloads an invoice for administrators only', async () => {
    const billing = (await admin<Data>(BILLING, { orgId })).data!.billing as Data;
    const url = (billing.invoices as unknown as { downloadUrl: string }[])[0]!.downloadUrl;
    const headers = await actorHeaders(world.app, people.users.adminA);
    const response = await fetch(`${world.app.url}${url}`, { headers, redirect: 'manual' });
    expect(response.status).toBe(302);
    const pdf = await fetch(response.headers.get('location')!);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const member = await actorHeaders(world.app, people.users.memberA);
    expect((await fetch(`${world.app.url}${url}`, { headers: member, redirect: 'manual' })).status).toBe(403);
  });

  it('pauses for 90 days with the typed word, and the paused gate blocks a new site', async () => {
    const wrong = await admin(PAUSE, { orgId, word: 'pause please' });
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'Type PAUSE to confirm',
      extensions: { field: 'confirmation' },
    });
    const result = await admin<Data>(PAUSE, { orgId, word: 'PAUSE' });
    expect(result.errors).toBeUndefined();
    const paused = result.data!.pauseSubscription!;
    expect(paused.status).toBe('paused');
    const days =
      (new Date(paused.resumesAt as string).getTime() - new Date(paused.pausedAt as string).getTime()) / DAY;
    expect(Math.round(days)).toBe(90);
    expect((await admin(PAUSE, { orgId, word: 'PAUSE' })).errors?.[0]?.message).toBe(
      'Your subscription is already paused.',
    );
    const site = await admin(CREATE_SITE, { teamId: people.teamA1.slug });
    expect(site.errors?.[0]).toMatchObject({
      message: 'Your subscription is currently paused. Reactivate your plan to add new Sites or run tests',
      extensions: { code: 'FORBIDDEN' },
    });
    await expect(world.services.assertCanCreate(people.orgA, 'test', 1)).rejects.toThrow('currently paused');
    await world.fake.settled();
    expect((await subscriptionRow(world, people.orgA))!.status).toBe('paused');
  });

  it('reactivates with REACTIVATE and bills at once; then it is not paused any more', async () => {
    const invoicesBefore = await world.app.db.models.Invoice.count();
    const result = await admin<Data>(REACTIVATE, { orgId, word: 'REACTIVATE' });
    expect(result.errors).toBeUndefined();
    expect(result.data!.reactivateSubscription).toMatchObject({
      status: 'active',
      pausedAt: null,
      resumesAt: null,
    });
    expect(await world.app.db.models.Invoice.count()).toBe(invoicesBefore + 1);
    expect((await admin(REACTIVATE, { orgId, word: 'REACTIVATE' })).errors?.[0]?.message).toBe(
      'Your subscription is not currently paused.',
    );
    const site = await admin<Data>(CREATE_SITE, { teamId: people.teamA1.slug });
    expect(site.errors).toBeUndefined();
  });

  it('counts tests against the month’s allotment, atomically', async () => {
    await world.services.assertCanCreate(people.orgA, 'test', 9_999);
    await expect(world.services.assertCanCreate(people.orgA, 'test', 2)).rejects.toThrow(
      "Account has exceeded this month's test allotment.",
    );
    await world.services.assertCanCreate(people.orgA, 'test', 1);
    const usage = (await admin<Data>(BILLING, { orgId })).data!.billing!.usage as Data;
    expect(usage).toMatchObject({ used: 10_000, allotment: 10_000, trial: false });
  });

  it('asks to upgrade when the plan’s team limit is reached', async () => {
    // Power allows 5 teams; organisation A has 2.
    for (const name of ['Three', 'Four', 'Five']) {
      const created = await admin(
        `mutation($orgId: ID!, $name: String!) { createTeam(orgId: $orgId, input: { name: $name }) { id } }`,
        {
          orgId,
          name,
        },
      );
      expect(created.errors).toBeUndefined();
    }
    const sixth = await admin(
      `mutation($orgId: ID!) { createTeam(orgId: $orgId, input: { name: "Six" }) { id } }`,
      {
        orgId,
      },
    );
    expect(sixth.errors?.[0]?.message).toBe(
      'Team limit reached: your plan allows 5 teams. Upgrade the plan to add more.',
    );
  });

  it('keeps an organisation whose trial ran out from adding sites', async () => {
    const other = await asAdmin(world, people.users.adminB);
    await other(BILLING, { orgId: people.orgB.slug });
    const row = await subscriptionRow(world, people.orgB);
    await row!.update({ trialEndsAt: new Date(Date.now() - 1_000) });
    const site = await other(CREATE_SITE, { teamId: people.teamB1.slug });
    expect(site.errors?.[0]?.message).toBe('Account is not active. See billing for details.');
    expect((await row!.reload()).status).toBe('trial_expired');
  });

  it('closes an account only for a signed-in administrator: never for an API token, whatever it holds', async () => {
    const token = await tokenHeaders(world.app, people.users.adminA, {
      organisation: people.orgA,
      permissions: [...PERMISSIONS],
    });
    const close = (field: string, confirmation: string) =>
      gql(
        world.app,
        token,
        `mutation($orgId: ID!, $input: CloseAccountInput!) { ${field}(orgId: $orgId, input: $input) }`,
        { orgId, input: { reason: 'other', confirmation } },
      );
    for (const [field, word] of [
      ['cancelSubscription', 'CANCEL'],
      ['deleteOrganisation', 'DELETE'],
    ] as const) {
      const result = await close(field, word);
      expect(result.errors?.[0]?.message, field).toBe('API tokens cannot do this; sign in instead');
      expect(result.data?.[field] ?? null, field).toBeNull();
    }
    expect(await world.app.db.models.Organisation.findByPk(people.orgA.id)).not.toBeNull();
  });

  it('cancels with a reason and CANCEL, deleting the organisation at once', async () => {
    const input = { reason: 'too_expensive', comment: 'Budget cut', confirmation: 'CANCEL' };
    const missing = await admin(
      `mutation($orgId: ID!, $input: CloseAccountInput!) { cancelSubscription(orgId: $orgId, input: $input) }`,
      { orgId, input: { ...input, confirmation: 'cancel' } },
    );
    expect(missing.errors?.[0]?.message).toBe('Type CANCEL to confirm');
    const row = await subscriptionRow(world, people.orgA);
    const result = await admin(
      `mutation($orgId: ID!, $input: CloseAccountInput!) { cancelSubscription(orgId: $orgId, input: $input) }`,
      { orgId, input },
    );
    expect(result.errors).toBeUndefined();
    expect(await world.app.db.models.Organisation.findByPk(people.orgA.id)).toBeNull();
    await world.fake.settled();
    await row!.reload();
    expect(row).toMatchObject({ organisationId: null, status: 'canceled', cancelReason: 'too_expensive' });
    const stripeSubscription = await world.stripe.subscriptions.retrieve(row!.stripeSubscriptionId!);
    expect(stripeSubscription).toMatchObject({
      status: 'canceled',
      cancellation_details: { feedback: 'too_expensive', comment: 'too expensive: Budget cut' },
    });
    // Invoices stay as records of what was billed.
    expect(await world.app.db.models.Invoice.count({ where: { subscriptionId: row!.id } })).toBeGreaterThan(
      0,
    );
  });

  it('deletes an organisation with a reason and DELETE', async () => {
    const other = await asAdmin(world, people.users.adminB);
    const noReason = await other(
      `mutation($orgId: ID!) { deleteOrganisation(orgId: $orgId, input: { reason: other, confirmation: "nope" }) }`,
      { orgId: people.orgB.slug },
    );
    expect(noReason.errors?.[0]?.message).toBe('Type DELETE to confirm');
    const result = await other(
      `mutation($orgId: ID!) { deleteOrganisation(orgId: $orgId, input: { reason: project_ended, confirmation: "DELETE" }) }`,
      { orgId: people.orgB.slug },
    );
    expect(result.errors).toBeUndefined();
    expect(await world.app.db.models.Organisation.findByPk(people.orgB.id)).toBeNull();
    const rows = await world.app.db.models.Subscription.findAll({
      where: { organisationName: people.orgB.name },
    });
    expect(rows[0]).toMatchObject({
      status: 'trial_expired',
      cancelReason: 'project_ended',
      organisationId: null,
    });
  });
});
