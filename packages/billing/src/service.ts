// The organisation's subscription as administrators manage it (spec sections 2-6 and 8), the account gates
// every other service asks before creating sites, teams or tests, and the timers the workers run. Callers
// hand over a BillingScope: the bff's billing area builds it only after its access check
// (bff/src/billing/service.ts). Card and customer details are in payment-methods.ts, the timers in timers.ts.
import type { Config } from '@pace/platform/config';
import type {
  Database,
  Invoice,
  Organisation,
  PaymentMethod,
  Subscription,
  SubscriptionStatus,
} from '@pace/platform/db';
import { ConflictError } from '@pace/platform/errors';
import type { Logger } from '@pace/platform/log';
import type { KeyValueStore } from '@pace/platform/redis';
import type { Transaction } from 'sequelize';
import type Stripe from 'stripe';
import { BillingAccounts, type Clock, inTransaction, isoDay } from './account.ts';
import { Checkout } from './checkout.ts';
import { confirmationError, fromStripe, MESSAGES } from './errors.ts';
import { AccountGates, type GatedThing, type GateOptions, OpenGate, type PlanGate } from './gates.ts';
import { cartInput, closeAccountInput, parseInput, STRIPE_FEEDBACK, TAX_REGIONS } from './input.ts';
import { OrganisationLocks } from './organisation-lock.ts';
import { PaymentMethods } from './payment-methods.ts';
import { type Cart, DAY_MS, PAUSE_DAYS, PLAN_CATALOGUE, quote, unavailableReason } from './plans.ts';
import { PriceBook } from './price-book.ts';
import type { BillingScope } from './scope.ts';
import { RESUMES_AT_KEY } from './status.ts';
import { describeStripe, StripeConnection } from './stripe-client.ts';
import { type StripeKeys, stripeKeys } from './stripe-keys.ts';
import { StripeSync } from './sync.ts';
import { BillingTimers } from './timers.ts';
import { StripeWebhooks } from './webhooks.ts';

export type { BillingScope } from './scope.ts';

export interface BillingDeps {
  config: Config;
  db: Database;
  kv: KeyValueStore;
  log?: Logger;
  /** The time billing decisions are made at (tests and the resume job move it). */
  clock?: Clock;
  /** `serve` (the bff) may start the local Stripe-format server; `attach` (a worker) only uses one. */
  role?: 'serve' | 'attach';
}

export class BillingService {
  readonly accounts: BillingAccounts;
  readonly gates: PlanGate;
  readonly sync: StripeSync;
  readonly connection: StripeConnection;
  /** False with BILLING=off: no Stripe, no plans, and the account gates let everything through. */
  readonly enabled: boolean;
  readonly webhooks: StripeWebhooks;
  protected readonly db: Database;
  private readonly prices: PriceBook;
  private readonly paymentMethods: PaymentMethods;
  private readonly timers: BillingTimers;
  private readonly checkouts: Checkout;
  private readonly locks: OrganisationLocks;
  private readonly clock: Clock;
  private readonly log: Logger | undefined;

  constructor(deps: BillingDeps) {
    this.db = deps.db;
    this.enabled = deps.config.billing !== 'off';
    this.clock = deps.clock ?? (() => new Date());
    this.log = deps.log;
    this.accounts = new BillingAccounts(deps.db, this.clock);
    this.gates = this.enabled ? new AccountGates(deps.db, this.accounts) : new OpenGate(deps.db);
    this.sync = new StripeSync(deps.db, this.accounts);
    this.connection = new StripeConnection(deps, deps.role ?? 'serve');
    this.webhooks = new StripeWebhooks(deps.db, this.connection, this.sync, deps.log);
    this.prices = new PriceBook(async () => (await this.connection.get()).stripe);
    this.paymentMethods = new PaymentMethods(deps.db, this.connection, this.sync);
    this.checkouts = new Checkout(
      this.accounts,
      this.connection,
      this.prices,
      this.paymentMethods,
      this.sync,
    );
    this.locks = new OrganisationLocks(deps.kv);
    this.timers = new BillingTimers(
      deps.db,
      this.accounts,
      this.connection,
      this.sync,
      this.clock,
      deps.log,
      this.locks,
    );
    if ((deps.role ?? 'serve') === 'serve')
      deps.log?.info({ stripe: describeStripe(deps.config) }, 'Billing mode');
  }

  // ------------------------------------------------------------ for everyone

  /** The account gate: see AccountGates.assertCanCreate. */
  assertCanCreate(
    organisation: Organisation | number,
    thing: GatedThing,
    count = 1,
    options: GateOptions = {},
  ) {
    return this.gates.assertCanCreate(organisation, thing, count, options);
  }

  /** A creator's insert, in a transaction the account gate checked first: see AccountGates.withinLimits. */
  withinLimits<T>(
    organisation: Organisation,
    thing: GatedThing,
    count: number,
    work: (transaction: Transaction) => Promise<T>,
    options: Omit<GateOptions, 'transaction'> = {},
  ): Promise<T> {
    return this.gates.withinLimits(organisation, thing, count, work, options);
  }

  /** Starts the organisation's free trial (15 days, 500 tests); a no-op when it has a subscription. */
  startTrial(organisation: Organisation, options: GateOptions = {}): Promise<Subscription> {
    return this.accounts.subscriptionFor(organisation, options.transaction);
  }

  // --------------------------------------------------------------- reading

  async plans(scope: BillingScope, cart: Pick<Cart, 'interval' | 'currency'>) {
    const inUse = await this.accounts.inUse(scope.organisation);
    return PLAN_CATALOGUE.map((definition) => ({
      ...definition,
      price: quote({
        plan: definition.plan,
        interval: cart.interval,
        currency: cart.currency,
        seats: 1,
        testPacks: 0,
      }).total,
      unavailableReason: unavailableReason(definition.plan, inUse),
    }));
  }

  async quote(scope: BillingScope, input: unknown) {
    const cart = parseInput(cartInput, input);
    await this.checkouts.checkCart(scope, cart);
    return quote(cart);
  }

  inUse(scope: BillingScope) {
    return this.accounts.inUse(scope.organisation);
  }

  people(scope: BillingScope) {
    return this.accounts.people(scope.organisation);
  }

  paymentMethod(scope: BillingScope): Promise<PaymentMethod | null> {
    return this.paymentMethods.get(scope);
  }

  /** Invoice history, newest first; void invoices (cancelled by us, never owed) are left out. */
  invoices(scope: BillingScope): Promise<Invoice[]> {
    return this.db.models.Invoice.findAll({
      where: { organisationId: scope.organisation.id, status: ['paid', 'unpaid', 'failed', 'draft'] },
      order: [
        ['issuedAt', 'DESC'],
        ['id', 'DESC'],
      ],
      limit: 200,
    });
  }

  async usage(scope: BillingScope) {
    const usage = await this.accounts.usage(scope.subscription);
    const counted = new Map(
      (await this.accounts.dailyTests(scope.organisation.id, usage.start)).map((row) => [row.day, row.tests]),
    );
    const days: { day: string; tests: number }[] = [];
    const today = isoDay(this.clock());
    for (let time = usage.start.getTime(); time < usage.end.getTime(); time += DAY_MS) {
      const day = isoDay(new Date(time));
      if (day > today) break;
      days.push({ day, tests: counted.get(day) ?? 0 });
    }
    return { ...usage, days };
  }

  taxRegions() {
    return TAX_REGIONS;
  }

  /** What the browser needs to hand a card to Stripe itself (so its number never passes through us). */
  async paymentClient() {
    const handle = await this.connection.get();
    return {
      mode: handle.mode,
      apiBase: handle.apiBase,
      publishableKey: handle.publishableKey,
      stripeJsUrl: handle.jsUrl,
    };
  }

  // --------------------------------------------------------------- writing

  /** Chooses a plan (the cart) and pays for it now: see Checkout. One billing change at a time. */
  checkout(scope: BillingScope, input: unknown): Promise<Subscription> {
    return this.exclusive(scope, () => this.checkouts.run(scope, input));
  }

  /** A SetupIntent for a new card, which Stripe.js confirms in the browser: see card-setup.ts. */
  startCardSetup(scope: BillingScope) {
    return this.exclusive(scope, () => this.paymentMethods.startCardSetup(scope));
  }

  /** Saves the billing details and, with a succeeded SetupIntent, its card as the default. */
  updatePaymentMethod(scope: BillingScope, input: unknown): Promise<PaymentMethod> {
    return this.exclusive(scope, () => this.paymentMethods.update(scope, input));
  }

  updateInvoiceSettings(scope: BillingScope, input: unknown): Promise<Subscription> {
    return this.exclusive(scope, () => this.paymentMethods.updateInvoiceSettings(scope, input));
  }

  /** Pauses collection for 90 days (typed PAUSE); the resume job then reactivates and bills. */
  pause(scope: BillingScope, confirmation: string): Promise<Subscription> {
    if (confirmation.trim() !== 'PAUSE') throw confirmationError('PAUSE');
    return this.exclusive(scope, () => this.pauseNow(scope));
  }

  private async pauseNow(scope: BillingScope): Promise<Subscription> {
    const { subscription } = scope;
    if (subscription.status === 'paused') throw new ConflictError(MESSAGES.alreadyPaused);
    if (!subscription.stripeSubscriptionId || !['active', 'past_due'].includes(subscription.status)) {
      throw new ConflictError('Only a paid, active subscription can be paused.');
    }
    const { stripe } = await this.connection.get();
    const resumesAt = Math.floor((this.clock().getTime() + PAUSE_DAYS * DAY_MS) / 1000);
    let result: Stripe.Subscription;
    try {
      result = await stripe.subscriptions.update(
        subscription.stripeSubscriptionId,
        {
          pause_collection: { behavior: 'void' },
          metadata: { [RESUMES_AT_KEY]: String(resumesAt) },
        },
        keysFor(scope, 'pause')('pause-subscription'),
      );
    } catch (error) {
      throw fromStripe(error);
    }
    await subscription.update({ pausedAt: this.clock() });
    await this.sync.applySubscription(result);
    return subscription.reload();
  }

  /** Ends a pause now (typed REACTIVATE) and bills a new period at once. */
  reactivate(scope: BillingScope, confirmation: string): Promise<Subscription> {
    if (confirmation.trim() !== 'REACTIVATE') throw confirmationError('REACTIVATE');
    return this.exclusive(scope, async () => {
      if (scope.subscription.status !== 'paused') throw new ConflictError(MESSAGES.notPaused);
      return this.timers.resume(scope.subscription, {
        failIfUnpaid: true,
        keys: keysFor(scope, 'reactivate'),
      });
    });
  }

  /** Cancels the subscription (reason, typed CANCEL) and deletes the organisation at once. */
  cancel(scope: BillingScope, input: unknown): Promise<boolean> {
    return this.exclusive(scope, () => this.close(scope, input, 'CANCEL'));
  }

  /** Deletes the organisation (reason, typed DELETE), cancelling any subscription first. */
  deleteOrganisation(scope: BillingScope, input: unknown): Promise<boolean> {
    return this.exclusive(scope, () => this.close(scope, input, 'DELETE'));
  }

  /** Ends a pause: see BillingTimers.resume. */
  resume(subscription: Subscription, options: { failIfUnpaid: boolean }): Promise<Subscription> {
    return this.timers.resume(subscription, options);
  }

  // ------------------------------------------------------------ for the jobs

  /** Resumes and bills every subscription whose 90-day pause is over. Returns how many. */
  resumeDuePauses(): Promise<number> {
    if (!this.enabled) return Promise.resolve(0);
    return this.timers.resumeDuePauses();
  }

  /** Marks trials that ran out without a plan as expired (reads do it too; this keeps the records true). */
  expireTrials(): Promise<number> {
    if (!this.enabled) return Promise.resolve(0);
    return this.timers.expireTrials();
  }

  // ---------------------------------------------------------------- helpers

  /**
   * A change under the organisation's billing lock, on the subscription row as it is once the lock is
   * held (the scope was read before: another change may have finished since).
   */
  private exclusive<T>(scope: BillingScope, work: () => Promise<T>): Promise<T> {
    return this.locks.around(scope.organisation.id, async () => {
      await scope.subscription.reload();
      return work();
    });
  }

  private async close(scope: BillingScope, input: unknown, word: 'CANCEL' | 'DELETE'): Promise<boolean> {
    const values = parseInput(closeAccountInput, input);
    if (values.confirmation.trim() !== word) throw confirmationError(word);
    const { subscription, organisation } = scope;
    if (subscription.stripeSubscriptionId) {
      const { stripe } = await this.connection.get();
      try {
        const current = await stripe.subscriptions.retrieve(subscription.stripeSubscriptionId);
        if (current.status !== 'canceled' && current.status !== 'incomplete_expired') {
          await stripe.subscriptions.cancel(
            current.id,
            {
              cancellation_details: {
                feedback: STRIPE_FEEDBACK[
                  values.reason
                ] as Stripe.SubscriptionCancelParams.CancellationDetails.Feedback,
                comment: [values.reason.replaceAll('_', ' '), values.comment].filter(Boolean).join(': '),
              },
              invoice_now: false,
              prorate: false,
            },
            keysFor(scope, word === 'CANCEL' ? 'cancel' : 'delete')('cancel-subscription'),
          );
        }
      } catch (error) {
        throw fromStripe(error);
      }
    }
    const trial = subscription.status === 'trialing' || subscription.status === 'trial_expired';
    const status: SubscriptionStatus =
      subscription.status === 'trial_expired' ? 'trial_expired' : trial ? 'trial_canceled' : 'canceled';
    await inTransaction(this.db, async (transaction) => {
      await this.accounts.setStatus(
        subscription,
        status,
        {
          organisationName: organisation.name,
          canceledAt: this.clock(),
          cancelReason: values.reason,
          cancelComment: values.comment,
          pausedAt: null,
          resumesAt: null,
        },
        transaction,
      );
      // Invoices and the subscription row stay, as records; everything of the organisation goes.
      await organisation.destroy({ transaction });
    });
    this.log?.info(
      { organisation: organisation.slug, reason: values.reason, word },
      'Billing: organisation closed',
    );
    return true;
  }
}

function keysFor(scope: BillingScope, operation: string): StripeKeys {
  return stripeKeys(scope.organisation.id, operation, scope.actionKey);
}

/** For the job workers: billing on a worker's runtime (it uses the local Stripe-format server a bff started). */
export function createBillingService(
  deps: Pick<BillingDeps, 'config' | 'db' | 'kv' | 'log'>,
  options: Pick<BillingDeps, 'clock' | 'role'> = {},
): BillingService {
  return new BillingService({ ...deps, ...options });
}
