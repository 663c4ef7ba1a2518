// Writing Stripe's state into our tables. Callers hand over objects as Stripe holds them now (re-read
// after a webhook, or returned by our own call), so applying them in any order, or twice, leaves the same
// rows: the last state read wins, and an event's payload is never trusted for state.
import { type Database, type Subscription, UniqueConstraintError } from '@pace/platform/db';
import type { Transaction } from 'sequelize';
import type Stripe from 'stripe';
import { type BillingAccounts, inTransaction } from './account.ts';
import { cartOf } from './price-book.ts';
import {
  idOf,
  invoiceStatusOf,
  ORGANISATION_KEY,
  RESUMES_AT_KEY,
  subscriptionStatusOf,
  toDate,
} from './status.ts';

export class StripeSync {
  constructor(
    private readonly db: Database,
    private readonly accounts: BillingAccounts,
  ) {}

  /** Our rows from a subscription Stripe just returned, and its latest invoices (webhooks will agree). */
  async applyReturned(stripe: Stripe, subscription: Stripe.Subscription) {
    const invoices = await stripe.invoices.list({ subscription: subscription.id, limit: 5 });
    await inTransaction(this.db, async (transaction) => {
      await this.applySubscription(subscription, transaction);
      for (const invoice of invoices.data) await this.applyInvoice(invoice, transaction);
    });
  }

  /** Our subscription row for a Stripe subscription or customer, if it is ours at all. */
  async rowFor(
    refs: { subscription?: string | null; customer?: string | null; organisationId?: string | null },
    transaction?: Transaction,
  ): Promise<Subscription | null> {
    const { Subscription } = this.db.models;
    if (refs.subscription) {
      const row = await Subscription.findOne({
        where: { stripeSubscriptionId: refs.subscription },
        transaction,
      });
      if (row) return row;
    }
    if (refs.customer) {
      const row = await Subscription.findOne({ where: { stripeCustomerId: refs.customer }, transaction });
      if (row) return row;
    }
    const organisationId = Number(refs.organisationId);
    if (Number.isInteger(organisationId) && organisationId > 0) {
      return Subscription.findOne({ where: { organisationId }, transaction });
    }
    return null;
  }

  async applySubscription(
    stripeSubscription: Stripe.Subscription,
    transaction?: Transaction,
  ): Promise<Subscription | null> {
    const row = await this.rowFor(
      {
        subscription: stripeSubscription.id,
        customer: idOf(stripeSubscription.customer),
        organisationId: stripeSubscription.metadata?.[ORGANISATION_KEY] ?? null,
      },
      transaction,
    );
    if (!row) return null;
    // An organisation that subscribed again has a new Stripe subscription: news of the old one is history.
    if (row.stripeSubscriptionId && row.stripeSubscriptionId !== stripeSubscription.id) return row;
    const status = subscriptionStatusOf(stripeSubscription);
    const cart = cartOf(stripeSubscription);
    const item = stripeSubscription.items.data[0];
    const paused = status === 'paused';
    const resumesAt = Number(stripeSubscription.metadata?.[RESUMES_AT_KEY]);
    const changes: Partial<Subscription['_attributes']> = {
      stripeSubscriptionId: stripeSubscription.id,
      stripeCustomerId: idOf(stripeSubscription.customer),
      currency: (stripeSubscription.currency?.toUpperCase() as Subscription['currency']) ?? row.currency,
      currentPeriodStart: toDate(item?.current_period_start),
      currentPeriodEnd: toDate(item?.current_period_end),
      pausedAt: paused ? (row.pausedAt ?? new Date()) : null,
      resumesAt: paused && Number.isFinite(resumesAt) && resumesAt > 0 ? new Date(resumesAt * 1000) : null,
      canceledAt: toDate(stripeSubscription.canceled_at),
    };
    if (cart.plan)
      Object.assign(changes, {
        plan: cart.plan,
        interval: cart.interval,
        seats: cart.seats,
        testPacks: cart.testPacks,
      });
    if (status === null) {
      // Stripe has not taken the first payment yet: our state stays what it was.
      await row.update(changes, { transaction });
      return row;
    }
    await this.accounts.setStatus(row, status, changes, transaction);
    return row;
  }

  async applyInvoice(invoice: Stripe.Invoice, transaction?: Transaction): Promise<void> {
    const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription ?? null);
    const row = await this.rowFor(
      { subscription: subscriptionId, customer: idOf(invoice.customer) },
      transaction,
    );
    if (!row) return;
    const line = invoice.lines?.data?.[0];
    const values = {
      organisationId: row.organisationId,
      subscriptionId: row.id,
      stripeInvoiceId: invoice.id!,
      number: invoice.number,
      status: invoiceStatusOf(invoice),
      amount: invoice.total,
      currency: invoice.currency.toUpperCase(),
      issuedAt: toDate(invoice.created)!,
      periodStart: toDate(line?.period?.start ?? invoice.period_start),
      periodEnd: toDate(line?.period?.end ?? invoice.period_end),
      attemptCount: invoice.attempt_count,
      nextAttemptAt: toDate(invoice.next_payment_attempt),
      hostedUrl: invoice.hosted_invoice_url ?? null,
      pdfUrl: invoice.invoice_pdf ?? null,
    };
    const { Invoice } = this.db.models;
    const existing = await Invoice.findOne({ where: { stripeInvoiceId: invoice.id! }, transaction });
    if (existing) {
      await existing.update(values, { transaction });
      return;
    }
    try {
      await Invoice.create(values, { transaction });
    } catch (error) {
      // A webhook wrote it between our read and our insert: both are Stripe's current state.
      if (!(error instanceof UniqueConstraintError)) throw error;
      await Invoice.update(values, { where: { stripeInvoiceId: invoice.id! }, transaction });
    }
  }

  async removeInvoice(stripeInvoiceId: string, transaction?: Transaction): Promise<void> {
    await this.db.models.Invoice.destroy({ where: { stripeInvoiceId }, transaction });
  }

  /** The card Stripe now charges for a customer: brand, last four digits, expiry. */
  async applyDefaultCard(
    customer: Stripe.Customer,
    card: Stripe.PaymentMethod | null,
    transaction?: Transaction,
  ) {
    const row = await this.rowFor({ customer: customer.id }, transaction);
    if (!row?.organisationId) return;
    const method = await this.db.models.PaymentMethod.findOne({
      where: { organisationId: row.organisationId },
      transaction,
    });
    if (!method) return;
    await method.update(
      {
        stripePaymentMethodId: card?.id ?? null,
        cardBrand: card?.card?.brand ?? null,
        cardLast4: card?.card?.last4 ?? null,
        cardExpMonth: card?.card?.exp_month ?? null,
        cardExpYear: card?.card?.exp_year ?? null,
      },
      { transaction },
    );
  }
}
