// What the fake knows and how it changes: customers, payment methods, prices, subscriptions, invoices and
// the events each change emits, following Stripe's documented behaviour for the calls Pace makes. Every
// method takes decoded request parameters and returns the object as Stripe would; bad input throws
// StripeFakeError with Stripe's error object.
//
// One class in layers, one file per area: state/core.ts (objects, clock, events, paging) ← customers.ts
// (customers, tax ids, payment methods) ← catalogue.ts (products, prices) ← invoices.ts ←
// subscriptions.ts ← setup-intents.ts ← this file (what time does: renewals).
import type { Invoice, Subscription } from './objects.ts';
import { addInterval, changed, clone } from './state/core.ts';
import { SetupIntentState } from './state/setup-intents.ts';

export { API_VERSION, addInterval, type StateOptions, stripeId } from './state/core.ts';

export class StripeState extends SetupIntentState {
  // ---------------------------------------------------------- what time does

  /**
   * The end of the current period of a subscription, as Stripe's billing clock would run it: a trial ends
   * (charged, or canceled/paused/invoiced without a card), or the next period is invoiced and charged.
   * `leaveDraft` stops at the draft invoice (Stripe keeps a renewal's invoice as a draft for about an hour).
   */
  renew(id: string, options: { leaveDraft?: boolean } = {}): Subscription {
    const subscription = this.retrieveSubscription(id);
    if (subscription.status === 'canceled') return subscription;
    const customer = this.retrieveCustomer(subscription.customer);
    const paymentMethod =
      subscription.default_payment_method ?? customer.invoice_settings.default_payment_method;
    const before = clone(subscription);
    const start = subscription.items.data[0]!.current_period_end;
    for (const item of subscription.items.data) {
      item.current_period_start = start;
      item.current_period_end = addInterval(
        start,
        item.price.recurring.interval,
        item.price.recurring.interval_count,
        subscription.billing_cycle_anchor,
      );
    }
    if (subscription.status === 'trialing' && !paymentMethod) {
      const behaviour = subscription.trial_settings.end_behavior.missing_payment_method;
      if (behaviour === 'cancel') {
        subscription.status = 'canceled';
        subscription.canceled_at = start;
        subscription.ended_at = start;
        subscription.cancellation_details.reason = 'cancellation_requested';
        this.emit('customer.subscription.deleted', subscription, changed(before, subscription));
        return subscription;
      }
      if (behaviour === 'pause') {
        subscription.status = 'paused';
        this.emit('customer.subscription.paused', subscription);
        this.emit('customer.subscription.updated', subscription, changed(before, subscription));
        return subscription;
      }
    }
    if (subscription.pause_collection) {
      // Collection is paused: the period passes without an invoice to collect.
      this.emit('customer.subscription.updated', subscription, changed(before, subscription));
      return subscription;
    }
    const invoice = this.draftInvoice(
      subscription,
      'subscription_cycle',
      start,
      subscription.items.data[0]!.current_period_end,
    );
    this.emit('customer.subscription.updated', subscription, changed(before, subscription));
    this.commitInvoice(invoice);
    if (!options.leaveDraft) this.collect(invoice, paymentMethod);
    return subscription;
  }

  /** Finalizes a draft left by `renew({ leaveDraft: true })` and tries to collect it. */
  advanceDraft(id: string): Invoice {
    const invoice = this.retrieveInvoice(id);
    this.collect(invoice, this.paymentMethodFor(invoice));
    return invoice;
  }
}
