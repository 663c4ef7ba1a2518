// A new card through a SetupIntent: createSetupIntent makes one for the organisation's Stripe customer
// (off session, cards only, with an idempotency key), and the save accepts it only when Stripe says it
// succeeded for this organisation's customer — a 3-D Secure step not yet completed, another
// organisation's SetupIntent, an unknown one and a declined card are refused with nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerChallenge,
  asAdmin,
  BILLING_DETAILS,
  type BillingWorld,
  type Call,
  setUpCard,
  startBillingWorld,
  subscriptionRow,
} from './billing/support.ts';
import { createWorld, type World } from './support/actors.ts';
import { MODES } from './support.ts';

const SAVE = `mutation($orgId: ID!, $input: PaymentMethodInput!) {
  updatePaymentMethod(orgId: $orgId, input: $input) { cardBrand cardLast4 } }`;
const CREATE = `mutation($orgId: ID!) {
  createSetupIntent(orgId: $orgId) { setupIntentId clientSecret publishableKey stripeJsUrl } }`;
const NOT_FOUND = 'This card setup was not found. Enter the card again.';

describe.each(MODES)('card setup with a SetupIntent (%s)', (mode) => {
  let world: BillingWorld;
  let people: World;
  let adminA: Call;
  let adminB: Call;

  const save = (call: Call, orgId: string, setupIntentId: string) =>
    call<{ updatePaymentMethod: { cardLast4: string } }>(SAVE, {
      orgId,
      input: { ...BILLING_DETAILS, setupIntentId },
    });
  const savedCards = () => world.app.db.models.PaymentMethod.count();

  beforeAll(async () => {
    world = await startBillingWorld(mode);
    people = await createWorld(world.app);
    adminA = await asAdmin(world, people.users.adminA);
    adminB = await asAdmin(world, people.users.adminB);
  });
  afterAll(async () => {
    await world?.close();
  });

  it('creates a SetupIntent for the organisation’s customer: off session, cards only', async () => {
    const result = await adminA<{ createSetupIntent: Record<string, string> }>(CREATE, {
      orgId: people.orgA.slug,
    });
    expect(result.errors).toBeUndefined();
    const setup = result.data!.createSetupIntent!;
    expect(setup.setupIntentId).toMatch(/^seti_/);
    expect(setup.clientSecret).toMatch(new RegExp(`^${setup.setupIntentId}_secret_`));
    expect(setup.publishableKey).toBe(world.fake.publishableKey);
    expect(setup.stripeJsUrl).toBe(world.fake.jsUrl);
    const row = await subscriptionRow(world, people.orgA);
    const intent = await world.stripe.setupIntents.retrieve(setup.setupIntentId!);
    expect(intent).toMatchObject({
      customer: row!.stripeCustomerId,
      usage: 'off_session',
      allowed_payment_method_types: ['card'],
      status: 'requires_payment_method',
      metadata: { pace_organisation_id: String(people.orgA.id) },
    });
  });

  it('refuses a 3-D Secure card until the bank step is completed, then saves it', async () => {
    const orgId = people.orgA.slug;
    const card = await setUpCard(world, adminA, orgId, '4000002500003155');
    expect(card.status).toBe('requires_action');
    const early = await save(adminA, orgId, card.setupIntentId);
    expect(early.errors?.[0]).toMatchObject({
      message: 'Your bank has not confirmed this card yet. Complete the verification and save again.',
      extensions: { code: 'BAD_USER_INPUT', field: 'card' },
    });
    expect(await savedCards()).toBe(0);

    await answerChallenge(card.challengeUrl!, 'complete');
    const saved = await save(adminA, orgId, card.setupIntentId);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updatePaymentMethod).toMatchObject({ cardBrand: 'visa', cardLast4: '3155' });
    const row = await subscriptionRow(world, people.orgA);
    const customer = await world.stripe.customers.retrieve(row!.stripeCustomerId!);
    const intent = await world.stripe.setupIntents.retrieve(card.setupIntentId);
    expect(customer).toMatchObject({
      invoice_settings: { default_payment_method: intent.payment_method },
    });
  });

  it('refuses another organisation’s SetupIntent, even one that succeeded, as it refuses an unknown one', async () => {
    const before = await world.app.db.models.PaymentMethod.findAll({ raw: true });
    const theirs = await setUpCard(world, adminB, people.orgB.slug, '5555555555554444');
    expect(theirs.status).toBe('succeeded');
    for (const id of [theirs.setupIntentId, 'seti_doesnotexist']) {
      const result = await save(adminA, people.orgA.slug, id);
      expect(result.errors?.[0]).toMatchObject({
        message: NOT_FOUND,
        extensions: { code: 'BAD_USER_INPUT', field: 'card' },
      });
    }
    expect(await world.app.db.models.PaymentMethod.findAll({ raw: true })).toEqual(before);
    const row = await subscriptionRow(world, people.orgA);
    const customer = await world.stripe.customers.retrieve(row!.stripeCustomerId!);
    expect(customer).not.toMatchObject({
      invoice_settings: { default_payment_method: theirs.paymentMethodId },
    });
  });

  it('refuses a SetupIntent id that is not one, before asking Stripe', async () => {
    const result = await save(adminA, people.orgA.slug, 'pm_card_visa');
    expect(result.errors?.[0]).toMatchObject({
      message: 'Enter the card again',
      extensions: { code: 'BAD_USER_INPUT', field: 'setupIntentId' },
    });
  });

  it('refuses a declined card and a failed 3-D Secure step as the payment processor’s answer', async () => {
    const orgId = people.orgB.slug;
    const before = await savedCards();
    const declined = await setUpCard(world, adminB, orgId, '4000000000000002');
    expect(declined.status).toBe('requires_payment_method');
    expect((await save(adminB, orgId, declined.setupIntentId)).errors?.[0]?.message).toBe(
      'Payment processor error: Your card was declined.',
    );
    const failed = await setUpCard(world, adminB, orgId, '4000002500003155');
    await answerChallenge(failed.challengeUrl!, 'fail');
    expect((await save(adminB, orgId, failed.setupIntentId)).errors?.[0]?.message).toBe(
      'Payment processor error: The latest attempt to set up the payment method has failed because authentication failed.',
    );
    expect(await savedCards()).toBe(before);
  });
});
