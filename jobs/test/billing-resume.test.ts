// The 90-day pause (spec section 4) with a clock the test moves: nothing happens before the 90 days are
// over; then the job resumes the subscription and bills a new period at once, against a Stripe-format
// server; a declined card still resumes (the subscription is then past_due). Also: a worker finds the
// local Stripe-format server a bff started (no Stripe keys) through the shared key-value store.
import { createBillingService } from '@pace/billing';
import { type Database, type Organisation, openDatabase } from '@pace/platform/db';
import { silentLogger } from '@pace/platform/log';
import { MemoryQueues, QUEUES } from '@pace/platform/queues';
import { MemoryStore } from '@pace/platform/redis';
import { createTestDatabase, type TestDatabase, testConfig } from '@pace/platform/testing';
import { type StripeFake, startStripeFake } from '@pace/stripe-fake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskDeps } from '../src/workers/base-task.ts';
import { ExpireTrialsTask } from '../src/workers/billing/expire-trials.ts';
import { ResumePausedTask } from '../src/workers/billing/resume-paused.ts';
import { firstAttempt } from './support.ts';

const DAY = 86_400_000;
const context = () => firstAttempt('billing', 'resume-paused', 3);
const CART = { plan: 'pro', interval: 'month', currency: 'EUR', seats: 10, testPacks: 1 };
const DETAILS = {
  cardholderName: 'Grace Hopper',
  billingEmail: 'grace@example.test',
  address: '1 Compiler Way',
  city: 'Arlington',
  postcode: '22201',
  country: 'US',
};

describe('billing timers (MariaDB)', () => {
  const clock = { now: new Date('2026-12-01T09:00:00Z') };
  let fake: StripeFake;
  let testDb: TestDatabase;
  let deps: TaskDeps;
  let counter = 0;

  beforeAll(async () => {
    fake = await startStripeFake({ now: () => clock.now });
    testDb = await createTestDatabase('mysql');
    const db: Database = await openDatabase(testDb.config);
    await testDb.migrate(db);
    deps = {
      config: testConfig({
        DATABASE_URL: testDb.url,
        STRIPE_API_BASE: fake.url,
        STRIPE_SECRET_KEY: fake.secretKey,
        STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
        STRIPE_WEBHOOK_SECRET: 'whsec_unused_here',
      }),
      db,
      kv: new MemoryStore(),
      queues: new MemoryQueues(QUEUES),
      log: silentLogger(),
    };
  });
  afterAll(async () => {
    await deps?.db.close();
    await deps?.queues.close();
    await testDb?.drop();
    await fake?.close();
  });

  /** An organisation on a paid plan, paused with PAUSE at the clock's time. */
  async function pausedOrganisation(card = 'tok_visa'): Promise<Organisation> {
    counter += 1;
    const billing = createBillingService(deps, { clock: () => clock.now });
    const organisation = await deps.db.models.Organisation.create({
      name: `Paused ${counter}`,
      slug: `paused-${counter}`,
      createdAt: clock.now,
    });
    const subscription = await billing.startTrial(organisation);
    const scope = { organisation, subscription };
    // The card as the payment screen sets it up: a SetupIntent, confirmed (here server-side) with it.
    const setup = await billing.startCardSetup(scope);
    const { stripe: library } = await billing.connection.get();
    await library.setupIntents.confirm(setup.setupIntentId, { payment_method: 'pm_card_visa' });
    await billing.updatePaymentMethod(scope, { ...DETAILS, setupIntentId: setup.setupIntentId });
    await billing.checkout(scope, CART);
    if (card !== 'tok_visa') {
      const { stripe } = await billing.connection.get();
      const failing = await stripe.paymentMethods.create({ type: 'card', card: { token: card } });
      await stripe.paymentMethods.attach(failing.id, { customer: subscription.stripeCustomerId! });
      await stripe.subscriptions.update(subscription.stripeSubscriptionId!, {
        default_payment_method: failing.id,
      });
    }
    await billing.pause(scope, 'PAUSE');
    expect(subscription.status).toBe('paused');
    return organisation;
  }

  const row = (organisation: Organisation) =>
    deps.db.models.Subscription.findOne({ where: { organisationId: organisation.id }, rejectOnEmpty: true });

  it('leaves a pause alone before its 90 days are over, then resumes it and bills at once', async () => {
    const pausedAt = clock.now;
    const organisation = await pausedOrganisation();
    const task = new ResumePausedTask(deps, () => clock.now);
    const invoices = () => deps.db.models.Invoice.count({ where: { organisationId: organisation.id } });
    const before = await invoices();

    clock.now = new Date(pausedAt.getTime() + 89 * DAY);
    await task.handler()({}, context());
    expect((await row(organisation)).status).toBe('paused');
    expect(await invoices()).toBe(before);

    clock.now = new Date(pausedAt.getTime() + 90 * DAY + 60_000);
    await task.handler()({}, context());
    const resumed = await row(organisation);
    expect(resumed).toMatchObject({ status: 'active', pausedAt: null, resumesAt: null });
    expect(resumed.currentPeriodStart!.getTime()).toBe(Math.floor(clock.now.getTime() / 1000) * 1000);
    expect(await invoices()).toBe(before + 1);
    const latest = await deps.db.models.Invoice.findOne({
      where: { organisationId: organisation.id },
      order: [
        ['issuedAt', 'DESC'],
        ['id', 'DESC'],
      ],
    });
    expect(latest).toMatchObject({ status: 'paid', amount: 22_900 + 4_600, currency: 'EUR' });
    const stripeSubscription = fake.state.retrieveSubscription(resumed.stripeSubscriptionId!);
    expect(stripeSubscription.pause_collection).toBeNull();

    // Run again (a retry, another worker): nothing more is billed.
    await task.handler()({}, context());
    expect(await invoices()).toBe(before + 1);
  });

  it('resumes even when the card is declined; the subscription is then past_due', async () => {
    clock.now = new Date('2027-06-01T09:00:00Z');
    const pausedAt = clock.now;
    const organisation = await pausedOrganisation('tok_chargeCustomerFail');
    clock.now = new Date(pausedAt.getTime() + 91 * DAY);
    await new ResumePausedTask(deps, () => clock.now).handler()({}, context());
    const resumed = await row(organisation);
    expect(resumed.status).toBe('past_due');
    const unpaid = await deps.db.models.Invoice.findOne({
      where: { organisationId: organisation.id, status: 'unpaid' },
    });
    expect(unpaid).not.toBeNull();
  });

  it("bills one new period when an administrator's REACTIVATE and the resume job meet", async () => {
    clock.now = new Date('2027-07-01T09:00:00Z');
    const pausedAt = clock.now;
    const organisation = await pausedOrganisation();
    const invoices = () => deps.db.models.Invoice.count({ where: { organisationId: organisation.id } });
    const before = await invoices();
    clock.now = new Date(pausedAt.getTime() + 90 * DAY + 60_000);
    const billing = createBillingService(deps, { clock: () => clock.now });
    const scope = { organisation, subscription: await row(organisation) };
    const [reactivated, job] = await Promise.allSettled([
      billing.reactivate(scope, 'REACTIVATE'),
      new ResumePausedTask(deps, () => clock.now).handler()({}, context()),
    ]);
    // Whichever came second found the pause already over.
    expect(job.status).toBe('fulfilled');
    if (reactivated.status === 'rejected')
      expect(reactivated.reason).toMatchObject({ message: 'Your subscription is not currently paused.' });
    expect((await row(organisation)).status).toBe('active');
    expect(await invoices()).toBe(before + 1);
  });

  it('expires trials that ran out', async () => {
    clock.now = new Date('2027-08-01T00:00:00Z');
    // Created at the clock's time, not the machine's: the trial runs from the organisation's creation.
    const organisation = await deps.db.models.Organisation.create({
      name: 'Trial',
      slug: 'trial-ran-out',
      createdAt: clock.now,
    });
    await createBillingService(deps, { clock: () => clock.now }).startTrial(organisation);
    const task = new ExpireTrialsTask(deps, () => new Date(clock.now.getTime() + 16 * DAY));
    await task.handler()({}, { ...context(), name: 'expire-trials' });
    expect((await row(organisation)).status).toBe('trial_expired');
    expect((await deps.db.models.Organisation.findByPk(organisation.id))!.isActive).toBe(false);
  });
});

describe('the local Stripe-format server, shared through the key-value store', () => {
  it('is started by the bff and used by a worker', async () => {
    const db = await openDatabase({ dialect: 'sqlite', storage: ':memory:' });
    await db.migrate();
    const kv = new MemoryStore();
    const config = testConfig({ DATABASE_URL: 'sqlite::memory:' });
    const bff = createBillingService({ config, db, kv }, { role: 'serve' });
    const worker = createBillingService({ config, db, kv }, { role: 'attach' });
    const served = await bff.connection.get();
    const attached = await worker.connection.get();
    expect(served.mode).toBe('local');
    expect(attached.apiBase).toBe(served.apiBase);
    const customer = await served.stripe.customers.create({ name: 'Shared' });
    expect((await attached.stripe.customers.retrieve(customer.id)).id).toBe(customer.id);
    await bff.connection.close();
    await db.close();
  });

  it('is not started by a worker', async () => {
    const worker = createBillingService(
      {
        config: testConfig({}),
        db: await openDatabase({ dialect: 'sqlite', storage: ':memory:' }),
        kv: new MemoryStore(),
      },
      { role: 'attach' },
    );
    await expect(worker.connection.get()).rejects.toThrow('No local Stripe-format server is running');
  });
});
