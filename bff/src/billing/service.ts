// services.billing: the organisation's subscription as administrators manage it (spec sections 2-6 and 8),
// and the account gates every other service asks before creating sites, teams or tests. Every read and
// write of an organisation's billing goes through access.organisation(orgId, 'manageBilling') first.
import type { Config } from '@pace/platform/config';
import type {
  Database,
  Invoice,
  Organisation,
  PaymentMethod,
  Subscription,
  SubscriptionStatus,
} from '@pace/platform/db';
import { Op, PLANS } from '@pace/platform/db';
import { BadUserInputError, ConflictError, NotFoundError } from '@pace/platform/errors';
import type { Logger } from '@pace/platform/log';
import type { KeyValueStore } from '@pace/platform/redis';
import Stripe from 'stripe';
import type { Access } from '../auth/access.ts';
import { requireOrganisationWide } from '../services/identity/input.ts';
import { BillingAccounts, type Clock, inTransaction, isoDay } from './account.ts';
import { confirmationError, fromStripe, MESSAGES } from './errors.ts';
import { AccountGates, type GatedThing, type GateOptions } from './gates.ts';
import {
  cartInput,
  closeAccountInput,
  invoiceSettingsInput,
  parseInput,
  paymentMethodInput,
  STRIPE_FEEDBACK,
  TAX_REGIONS,
} from './input.ts';
import { type Cart, DAY_MS, PAUSE_DAYS, PLAN_CATALOGUE, quote, unavailableReason } from './plans.ts';
import { ITEM_KEY, PriceBook, SEATS_KEY } from './price-book.ts';
import { ORGANISATION_KEY, RESUMES_AT_KEY } from './status.ts';
import { describeStripe, StripeConnection } from './stripe-client.ts';
import { StripeSync } from './sync.ts';
import { StripeWebhooks } from './webhooks.ts';

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

/** An organisation whose billing the viewer may manage, with its subscription. */
export interface BillingScope {
  organisation: Organisation;
  subscription: Subscription;
}

export class BillingService {
  readonly accounts: BillingAccounts;
  readonly gates: AccountGates;
  readonly sync: StripeSync;
  readonly connection: StripeConnection;
  readonly webhooks: StripeWebhooks;
  private readonly prices: PriceBook;
  private readonly db: Database;
  private readonly clock: Clock;
  private readonly log: Logger | undefined;

  constructor(deps: BillingDeps) {
    this.db = deps.db;
    this.clock = deps.clock ?? (() => new Date());
    this.log = deps.log;
    this.accounts = new BillingAccounts(deps.db, this.clock);
    this.gates = new AccountGates(deps.db, this.accounts);
    this.sync = new StripeSync(deps.db, this.accounts);
    this.connection = new StripeConnection(deps, deps.role ?? 'serve');
    this.webhooks = new StripeWebhooks(deps.db, this.connection, this.sync, deps.log);
    this.prices = new PriceBook(async () => (await this.connection.get()).stripe);
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

  /** Starts the organisation's free trial (15 days, 500 tests); a no-op when it has a subscription. */
  startTrial(organisation: Organisation, options: GateOptions = {}): Promise<Subscription> {
    return this.accounts.subscriptionFor(organisation, options.transaction);
  }

  // --------------------------------------------------------------- reading

  async scope(access: Access, orgSlug: string): Promise<BillingScope> {
    const { organisation } = await access.organisation(orgSlug, 'manageBilling');
    // Billing is the whole organisation's: a token limited to one team does not reach it.
    requireOrganisationWide(access);
    return { organisation, subscription: await this.accounts.subscriptionFor(organisation) };
  }

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
    await this.checkCart(scope, cart);
    return quote(cart);
  }

  inUse(scope: BillingScope) {
    return this.accounts.inUse(scope.organisation);
  }

  people(scope: BillingScope) {
    return this.accounts.people(scope.organisation);
  }

  paymentMethod(scope: BillingScope): Promise<PaymentMethod | null> {
    return this.db.models.PaymentMethod.findOne({ where: { organisationId: scope.organisation.id } });
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
    return { mode: handle.mode, apiBase: handle.apiBase, publishableKey: handle.publishableKey };
  }

  /** Where an invoice's PDF is: Stripe's own download link. */
  async invoiceDownload(access: Access, orgSlug: string, uuid: string): Promise<string> {
    const scope = await this.scope(access, orgSlug);
    const invoice = await this.db.models.Invoice.findOne({
      where: { uuid, organisationId: scope.organisation.id },
    });
    if (!invoice || invoice.status === 'draft' || !invoice.pdfUrl) throw NotFoundError.of('invoice');
    return invoice.pdfUrl;
  }

  // --------------------------------------------------------------- writing

  /** Chooses a plan (the cart) and pays for it now: a new Stripe subscription, or a change to the current one. */
  async checkout(scope: BillingScope, input: unknown): Promise<Subscription> {
    const cart = parseInput(cartInput, input);
    const { subscription } = scope;
    if (subscription.status === 'paused') throw new ConflictError(MESSAGES.paused);
    await this.checkCart(scope, cart);
    const method = await this.paymentMethod(scope);
    if (!method?.stripePaymentMethodId) {
      throw new BadUserInputError('Add a payment method before checking out', { field: 'paymentMethod' });
    }
    const { stripe } = await this.connection.get();
    const customer = await this.ensureCustomer(scope);
    const lines = quote(cart).lines;
    const wanted = await Promise.all(
      lines.map(async (line) => ({
        kind: line.item.kind,
        price: await this.prices.priceId(line.item, cart.interval, cart.currency),
        quantity: line.quantity,
      })),
    );
    const metadata = { [ORGANISATION_KEY]: String(scope.organisation.id), [SEATS_KEY]: String(cart.seats) };
    const current = subscription.stripeSubscriptionId
      ? await stripe.subscriptions.retrieve(subscription.stripeSubscriptionId).catch(() => null)
      : null;
    let result: Stripe.Subscription;
    try {
      if (current && !['canceled', 'incomplete_expired', 'incomplete'].includes(current.status)) {
        if (current.currency.toUpperCase() !== cart.currency) {
          throw new BadUserInputError(
            `Your subscription is billed in ${current.currency.toUpperCase()}; the currency cannot change`,
            { field: 'currency' },
          );
        }
        const items: Stripe.SubscriptionUpdateParams.Item[] = [];
        for (const want of wanted) {
          const existing = current.items.data.find((item) => item.price.metadata?.[ITEM_KEY] === want.kind);
          items.push(
            existing
              ? { id: existing.id, price: want.price, quantity: want.quantity }
              : { price: want.price, quantity: want.quantity },
          );
        }
        for (const item of current.items.data) {
          if (!wanted.some((want) => want.kind === item.price.metadata?.[ITEM_KEY])) {
            items.push({ id: item.id, deleted: true });
          }
        }
        result = await stripe.subscriptions.update(current.id, {
          items,
          metadata,
          default_payment_method: method.stripePaymentMethodId,
          proration_behavior: 'always_invoice',
          payment_behavior: 'error_if_incomplete',
        });
      } else {
        result = await stripe.subscriptions.create({
          customer,
          items: wanted.map(({ price, quantity }) => ({ price, quantity })),
          metadata,
          default_payment_method: method.stripePaymentMethodId,
          payment_behavior: 'error_if_incomplete',
        });
      }
    } catch (error) {
      throw fromStripe(error);
    }
    await subscription.update({ stripeSubscriptionId: result.id, stripeCustomerId: customer });
    await this.syncSubscription(stripe, result);
    return subscription.reload();
  }

  /** Saves the billing details and, when the browser made one, the new card as the default. */
  async updatePaymentMethod(scope: BillingScope, input: unknown): Promise<PaymentMethod> {
    const values = parseInput(paymentMethodInput, input);
    const existing = await this.paymentMethod(scope);
    if (!values.paymentMethodId && !existing?.stripePaymentMethodId) {
      throw new BadUserInputError('Enter the card details', { field: 'card' });
    }
    const { stripe } = await this.connection.get();
    const customer = await this.ensureCustomer(scope);
    const taxRegion = values.taxId ? (values.taxRegion ?? null) : null;

    // The tax ID first: Stripe checks it, and an invalid one must stop everything else. Stripe's list is
    // the truth (an earlier attempt may have added one and then failed on the card).
    let taxId: string | null = null;
    let stripeTaxIdId: string | null = null;
    try {
      const held = (await stripe.customers.listTaxIds(customer, { limit: 100 })).data;
      const wanted =
        values.taxId && taxRegion ? { type: taxRegion, value: normaliseTaxId(values.taxId) } : null;
      const keep = wanted
        ? held.find((id) => id.type === wanted.type && normaliseTaxId(id.value) === wanted.value)
        : undefined;
      if (wanted && !keep) {
        const created = await stripe.customers.createTaxId(customer, {
          type: wanted.type as never,
          value: values.taxId!,
        });
        taxId = created.value;
        stripeTaxIdId = created.id;
      } else if (keep) {
        taxId = keep.value;
        stripeTaxIdId = keep.id;
      }
      for (const old of held)
        if (old.id !== stripeTaxIdId) await stripe.customers.deleteTaxId(customer, old.id);
    } catch (error) {
      throw fromStripe(error, { taxIdField: 'taxId' });
    }

    let card: Stripe.PaymentMethod | null = null;
    try {
      if (values.paymentMethodId && values.paymentMethodId !== existing?.stripePaymentMethodId) {
        card = await stripe.paymentMethods.attach(values.paymentMethodId, { customer });
      }
      const defaultMethod = card?.id ?? existing!.stripePaymentMethodId!;
      await stripe.customers.update(customer, {
        name: values.company ?? values.cardholderName,
        email: values.billingEmail,
        address: {
          line1: values.address,
          city: values.city,
          state: values.state ?? '',
          postal_code: values.postcode,
          country: values.country,
        },
        invoice_settings: { default_payment_method: defaultMethod },
        metadata: {
          cardholder_name: values.cardholderName,
          company: values.company ?? '',
          bank_codes: values.bankCodes ?? '',
        },
      });
      if (card) await this.chargeWithNewCard(stripe, scope.subscription, customer, card.id);
    } catch (error) {
      throw fromStripe(error);
    }

    const details = {
      cardholderName: values.cardholderName,
      company: values.company,
      billingEmail: values.billingEmail,
      address: values.address,
      city: values.city,
      state: values.state,
      postcode: values.postcode,
      country: values.country,
      taxRegion,
      taxId,
      stripeTaxIdId,
      bankCodes: values.bankCodes,
      ...(card
        ? {
            stripePaymentMethodId: card.id,
            cardBrand: card.card?.brand ?? null,
            cardLast4: card.card?.last4 ?? null,
            cardExpMonth: card.card?.exp_month ?? null,
            cardExpYear: card.card?.exp_year ?? null,
          }
        : {}),
    };
    if (existing) return existing.update(details);
    return this.db.models.PaymentMethod.create({ organisationId: scope.organisation.id, ...details });
  }

  async updateInvoiceSettings(scope: BillingScope, input: unknown): Promise<Subscription> {
    const values = parseInput(invoiceSettingsInput, input);
    const { stripe } = await this.connection.get();
    const customer = await this.ensureCustomer(scope);
    try {
      await stripe.customers.update(customer, {
        invoice_settings: {
          custom_fields: values.purchaseOrder ? [{ name: 'PO number', value: values.purchaseOrder }] : '',
          footer: values.footer ?? '',
        },
      });
    } catch (error) {
      throw fromStripe(error);
    }
    return scope.subscription.update({
      invoicePurchaseOrder: values.purchaseOrder,
      invoiceFooter: values.footer,
    });
  }

  /** Pauses collection for 90 days (typed PAUSE); the resume job then reactivates and bills. */
  async pause(scope: BillingScope, confirmation: string): Promise<Subscription> {
    if (confirmation.trim() !== 'PAUSE') throw confirmationError('PAUSE');
    const { subscription } = scope;
    if (subscription.status === 'paused') throw new ConflictError(MESSAGES.alreadyPaused);
    if (!subscription.stripeSubscriptionId || !['active', 'past_due'].includes(subscription.status)) {
      throw new ConflictError('Only a paid, active subscription can be paused.');
    }
    const { stripe } = await this.connection.get();
    const resumesAt = Math.floor((this.clock().getTime() + PAUSE_DAYS * DAY_MS) / 1000);
    let result: Stripe.Subscription;
    try {
      result = await stripe.subscriptions.update(subscription.stripeSubscriptionId, {
        pause_collection: { behavior: 'void' },
        metadata: { [RESUMES_AT_KEY]: String(resumesAt) },
      });
    } catch (error) {
      throw fromStripe(error);
    }
    await subscription.update({ pausedAt: this.clock() });
    await this.sync.applySubscription(result);
    return subscription.reload();
  }

  /** Ends a pause now (typed REACTIVATE) and bills a new period at once. */
  async reactivate(scope: BillingScope, confirmation: string): Promise<Subscription> {
    if (confirmation.trim() !== 'REACTIVATE') throw confirmationError('REACTIVATE');
    if (scope.subscription.status !== 'paused') throw new ConflictError(MESSAGES.notPaused);
    return this.resume(scope.subscription, { failIfUnpaid: true });
  }

  /**
   * Ends a pause: collection resumes and a new period is billed now. `failIfUnpaid` (an administrator
   * reactivating) refuses when the card is declined; the resume job resumes anyway (then past_due).
   */
  async resume(subscription: Subscription, options: { failIfUnpaid: boolean }): Promise<Subscription> {
    if (!subscription.stripeSubscriptionId) throw new ConflictError(MESSAGES.notPaused);
    const { stripe } = await this.connection.get();
    let result: Stripe.Subscription;
    try {
      result = await stripe.subscriptions.update(subscription.stripeSubscriptionId, {
        pause_collection: '',
        billing_cycle_anchor: { type: 'now' },
        proration_behavior: 'none',
        payment_behavior: options.failIfUnpaid ? 'error_if_incomplete' : 'allow_incomplete',
        metadata: { [RESUMES_AT_KEY]: '' },
      });
    } catch (error) {
      throw fromStripe(error);
    }
    await this.syncSubscription(stripe, result);
    return subscription.reload();
  }

  /** Cancels the subscription (reason, typed CANCEL) and deletes the organisation at once. */
  cancel(scope: BillingScope, input: unknown): Promise<boolean> {
    return this.close(scope, input, 'CANCEL');
  }

  /** Deletes the organisation (reason, typed DELETE), cancelling any subscription first. */
  deleteOrganisation(scope: BillingScope, input: unknown): Promise<boolean> {
    return this.close(scope, input, 'DELETE');
  }

  // ------------------------------------------------------------ for the jobs

  /** Resumes and bills every subscription whose 90-day pause is over. Returns how many. */
  async resumeDuePauses(): Promise<number> {
    const { Subscription } = this.db.models;
    const due = await Subscription.findAll({
      where: { status: 'paused', resumesAt: { [Op.lte]: this.clock() } },
      order: [['resumesAt', 'ASC']],
      limit: 500,
    });
    let resumed = 0;
    const failures: unknown[] = [];
    for (const subscription of due) {
      try {
        await this.resume(subscription, { failIfUnpaid: false });
        resumed += 1;
      } catch (error) {
        failures.push(error);
        this.log?.error(
          { err: error, subscription: subscription.uuid },
          'Billing: could not resume a paused subscription',
        );
      }
    }
    // The job is retried; the ones already resumed are no longer due.
    if (failures.length > 0)
      throw new AggregateError(failures, `${failures.length} paused subscriptions did not resume`);
    return resumed;
  }

  /** Marks trials that ran out without a plan as expired (reads do it too; this keeps the records true). */
  async expireTrials(): Promise<number> {
    const due = await this.db.models.Subscription.findAll({
      where: { status: 'trialing', stripeSubscriptionId: null, trialEndsAt: { [Op.lte]: this.clock() } },
      limit: 1_000,
    });
    for (const subscription of due) await this.accounts.expireTrial(subscription);
    return due.length;
  }

  // ---------------------------------------------------------------- helpers

  private async checkCart(scope: BillingScope, cart: Cart) {
    if (!PLANS.includes(cart.plan)) throw new BadUserInputError('Choose a plan', { field: 'plan' });
    const reason = unavailableReason(cart.plan, await this.accounts.inUse(scope.organisation));
    if (reason) throw new BadUserInputError(`This plan is unavailable: ${reason}`, { field: 'plan' });
    const people = await this.accounts.people(scope.organisation);
    if (cart.seats < people) {
      throw new BadUserInputError(`Your organisation has ${people} people: choose at least ${people} seats`, {
        field: 'seats',
      });
    }
  }

  /** The organisation's Stripe customer, created on first need (again if Stripe no longer has it). */
  private async ensureCustomer(scope: BillingScope): Promise<string> {
    const { stripe } = await this.connection.get();
    const { subscription, organisation } = scope;
    if (subscription.stripeCustomerId) {
      const found = await stripe.customers.retrieve(subscription.stripeCustomerId).catch((error: unknown) => {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
          return null;
        throw error;
      });
      if (found && !found.deleted) return found.id;
    }
    const customer = await stripe.customers.create({
      name: organisation.name,
      metadata: { [ORGANISATION_KEY]: String(organisation.id) },
    });
    await subscription.update({ stripeCustomerId: customer.id, stripeSubscriptionId: null });
    return customer.id;
  }

  /** After a new card: it becomes the subscription's, and invoices left unpaid are tried again with it. */
  private async chargeWithNewCard(
    stripe: Stripe,
    subscription: Subscription,
    customer: string,
    card: string,
  ) {
    if (!subscription.stripeSubscriptionId || ['canceled', 'trial_canceled'].includes(subscription.status))
      return;
    const updated = await stripe.subscriptions.update(subscription.stripeSubscriptionId, {
      default_payment_method: card,
    });
    const open = await stripe.invoices.list({ customer, status: 'open', limit: 10 });
    for (const invoice of open.data) if (invoice.id) await stripe.invoices.pay(invoice.id);
    await this.syncSubscription(
      stripe,
      open.data.length > 0 ? await stripe.subscriptions.retrieve(updated.id) : updated,
    );
  }

  /** Our rows from a subscription Stripe just returned, and its latest invoices (webhooks will agree). */
  private async syncSubscription(stripe: Stripe, subscription: Stripe.Subscription) {
    const invoices = await stripe.invoices.list({ subscription: subscription.id, limit: 5 });
    await inTransaction(this.db, async (transaction) => {
      await this.sync.applySubscription(subscription, transaction);
      for (const invoice of invoices.data) await this.sync.applyInvoice(invoice, transaction);
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
          await stripe.subscriptions.cancel(current.id, {
            cancellation_details: {
              feedback: STRIPE_FEEDBACK[
                values.reason
              ] as Stripe.SubscriptionCancelParams.CancellationDetails.Feedback,
              comment: [values.reason.replaceAll('_', ' '), values.comment].filter(Boolean).join(': '),
            },
            invoice_now: false,
            prorate: false,
          });
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

/** A tax ID as Stripe stores it: no spaces, upper case. */
function normaliseTaxId(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/** For the job workers: billing on a worker's runtime (it uses the local Stripe-format server a bff started). */
export function createBillingService(
  deps: Pick<BillingDeps, 'config' | 'db' | 'kv' | 'log'>,
  options: Pick<BillingDeps, 'clock' | 'role'> = {},
): BillingService {
  return new BillingService({ ...deps, ...options });
}
