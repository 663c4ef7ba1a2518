// Subscriptions: create (with or without a trial), update (items, payment method, pausing collection,
// a new billing period now, prorations), resume after a paused trial, cancel.
import { StripeFakeError } from '../errors.ts';
import { type Customer, type Invoice, type List, listOf, type Subscription } from '../objects.ts';
import { bool, int, isParams, mergeMetadata, obj, type Params, requiredStr, str } from '../params.ts';
import { addInterval, changed, clone, DAY, stripeId } from './core.ts';
import { InvoiceState } from './invoices.ts';
import { readItems, recurringTotal } from './subscription-items.ts';

export class SubscriptionState extends InvoiceState {
  // ------------------------------------------------------------ subscriptions

  retrieveSubscription(id: string): Subscription {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw StripeFakeError.missing('subscription', id);
    return subscription;
  }

  listSubscriptions(params: Params): List<Subscription> {
    const customer = str(params, 'customer');
    const status = str(params, 'status');
    const subscriptions = [...this.subscriptions.values()]
      .filter((subscription) => !customer || subscription.customer === customer)
      .filter((subscription) =>
        status === 'all'
          ? true
          : status
            ? subscription.status === status
            : subscription.status !== 'canceled',
      )
      .reverse();
    return this.page(subscriptions, '/v1/subscriptions', params);
  }

  createSubscription(params: Params): Subscription {
    const customer = this.retrieveCustomer(requiredStr(params, 'customer'));
    const now = this.nowSeconds;
    const id = stripeId('sub');
    const items = readItems(params, [], id, now, (price) => this.retrievePrice(price));
    if (items.length === 0)
      throw StripeFakeError.invalid('Missing required param: items.', 'items', 'parameter_missing');
    const currency = items[0]!.price.currency;
    if (customer.currency && customer.currency !== currency) {
      throw StripeFakeError.invalid(
        `You cannot combine currencies on a single customer. This customer has had a subscription or payment in ${customer.currency}, but you are trying to pay in ${currency}.`,
        'currency',
        'currency_mismatch',
      );
    }
    const paymentMethod = this.readDefaultPaymentMethod(params, customer);
    const trialDays = int(params, 'trial_period_days');
    const trialEndParam = str(params, 'trial_end');
    const trialEnd =
      trialDays !== undefined
        ? now + trialDays * DAY
        : trialEndParam && trialEndParam !== 'now'
          ? Number(trialEndParam)
          : null;
    const trialSettings = obj(params, 'trial_settings');
    const endBehavior = trialSettings
      ? obj(trialSettings, 'end_behavior', 'trial_settings[end_behavior]')
      : undefined;
    const missing = (endBehavior && str(endBehavior, 'missing_payment_method')) || 'create_invoice';
    const subscription: Subscription = {
      id,
      object: 'subscription',
      created: now,
      livemode: false,
      customer: customer.id,
      status: 'incomplete',
      currency,
      items: listOf(items, `/v1/subscription_items?subscription=${id}`),
      default_payment_method: str(params, 'default_payment_method') || null,
      latest_invoice: null,
      billing_cycle_anchor: now,
      start_date: now,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      pause_collection: null,
      trial_start: trialEnd ? now : null,
      trial_end: trialEnd,
      trial_settings: {
        end_behavior: { missing_payment_method: missing as 'cancel' | 'create_invoice' | 'pause' },
      },
      collection_method: 'charge_automatically',
      metadata: mergeMetadata({}, params),
    };
    if (trialEnd) {
      for (const item of items) item.current_period_end = trialEnd;
      const invoice = this.draftInvoice(subscription, 'subscription_create', now, trialEnd, 0);
      subscription.status = 'trialing';
      this.commitSubscription(subscription, 'customer.subscription.created');
      customer.currency = currency;
      this.settleInvoice(invoice, paymentMethod);
      return subscription;
    }
    const invoice = this.draftInvoice(subscription, 'subscription_create', now, items[0]!.current_period_end);
    const ok = this.canCharge(paymentMethod, invoice.amount_due);
    const behaviour = str(params, 'payment_behavior') ?? 'allow_incomplete';
    if (!ok && behaviour === 'error_if_incomplete') throw this.chargeError(paymentMethod);
    subscription.status = ok ? 'active' : 'incomplete';
    customer.currency = currency;
    this.commitSubscription(subscription, 'customer.subscription.created');
    this.settleInvoice(invoice, paymentMethod);
    return subscription;
  }

  updateSubscription(id: string, params: Params): Subscription {
    const current = this.retrieveSubscription(id);
    if (current.status === 'canceled' || current.status === 'incomplete_expired') {
      const allowed = Object.keys(params).every((key) =>
        ['metadata', 'cancellation_details', 'expand'].includes(key),
      );
      if (!allowed) {
        throw StripeFakeError.invalid(
          'A canceled subscription can only update its cancellation_details and metadata.',
          undefined,
          'subscription_canceled',
        );
      }
    }
    const now = this.nowSeconds;
    // Work on a copy: a declined payment with error_if_incomplete leaves the subscription as it was.
    const next = clone(current);
    const oldTotal = recurringTotal(next.items.data);
    const itemsChanged = params.items !== undefined;
    if (itemsChanged) {
      next.items = listOf(
        readItems(params, next.items.data, id, now, (price) => this.retrievePrice(price)),
        next.items.url,
      );
      if (next.items.data.some((item) => item.price.currency !== next.currency)) {
        throw StripeFakeError.invalid(
          'The price specified has a currency that does not match the subscription currency.',
          'items',
          'currency_mismatch',
        );
      }
    }
    const customer = this.retrieveCustomer(next.customer);
    const pm = str(params, 'default_payment_method');
    if (pm !== undefined) {
      if (pm !== '' && this.paymentMethods.get(pm)?.customer !== customer.id) {
        throw StripeFakeError.invalid(
          `The customer does not have a payment method with the ID ${pm}. The payment method must be attached to the customer.`,
          'default_payment_method',
          'resource_missing',
        );
      }
      next.default_payment_method = pm === '' ? null : pm;
    }
    next.metadata = mergeMetadata(next.metadata, params);
    const pause = obj(params, 'pause_collection');
    if (pause !== undefined) {
      if (pause === null) next.pause_collection = null;
      else {
        const behavior = requiredStr(pause, 'behavior', 'pause_collection[behavior]');
        if (!['keep_as_draft', 'mark_uncollectible', 'void'].includes(behavior)) {
          throw StripeFakeError.invalid(
            `Invalid pause_collection[behavior]: ${behavior}`,
            'pause_collection[behavior]',
          );
        }
        next.pause_collection = {
          behavior: behavior as 'void',
          resumes_at: int(pause, 'resumes_at', 'pause_collection[resumes_at]') ?? null,
        };
      }
    }
    const cancelAtPeriodEnd = bool(params, 'cancel_at_period_end');
    if (cancelAtPeriodEnd !== undefined) next.cancel_at_period_end = cancelAtPeriodEnd;
    const details = obj(params, 'cancellation_details');
    if (details) {
      next.cancellation_details.comment = str(details, 'comment') ?? next.cancellation_details.comment;
      next.cancellation_details.feedback = str(details, 'feedback') ?? next.cancellation_details.feedback;
    }

    const paymentMethod = next.default_payment_method ?? customer.invoice_settings.default_payment_method;
    let invoice: Invoice | null = null;
    const anchorNow = anchorIsNow(params) || str(params, 'trial_end') === 'now';
    if (str(params, 'trial_end') === 'now') next.trial_end = now;
    if (anchorNow && next.status !== 'canceled') {
      // A new period starts now and is billed in full, now.
      for (const item of next.items.data) {
        item.current_period_start = now;
        item.current_period_end = addInterval(
          now,
          item.price.recurring.interval,
          item.price.recurring.interval_count,
        );
      }
      next.billing_cycle_anchor = now;
      invoice = this.draftInvoice(next, 'subscription_update', now, next.items.data[0]!.current_period_end);
    } else if (
      itemsChanged &&
      str(params, 'proration_behavior') === 'always_invoice' &&
      next.status !== 'trialing'
    ) {
      const item = next.items.data[0]!;
      const length = item.current_period_end - item.current_period_start;
      const remaining = Math.max(0, item.current_period_end - now);
      const difference = Math.round(
        ((recurringTotal(next.items.data) - oldTotal) * remaining) / Math.max(1, length),
      );
      if (difference > 0)
        invoice = this.draftInvoice(next, 'subscription_update', now, item.current_period_end, difference);
    }
    if (invoice) {
      const ok = this.canCharge(paymentMethod, invoice.amount_due);
      const behaviour = str(params, 'payment_behavior') ?? 'allow_incomplete';
      if (!ok && behaviour === 'error_if_incomplete') throw this.chargeError(paymentMethod);
      if (next.status === 'trialing' || next.status === 'paused' || next.status === 'incomplete') {
        next.status = ok ? 'active' : next.status === 'incomplete' ? 'incomplete' : 'past_due';
      } else if (!ok) next.status = 'past_due';
      else if (next.status === 'past_due') next.status = 'active';
    }
    this.replaceSubscription(current, next);
    if (invoice) this.settleInvoice(invoice, paymentMethod);
    return this.retrieveSubscription(id);
  }

  /** POST /v1/subscriptions/:id/resume: only a subscription in the `paused` status (a trial ended without a card). */
  resumeSubscription(id: string, params: Params): Subscription {
    const current = this.retrieveSubscription(id);
    if (current.status !== 'paused') {
      throw StripeFakeError.invalid(
        'Subscription must be in the paused status to be resumed.',
        undefined,
        'subscription_not_paused',
      );
    }
    const before = clone(current);
    const customer = this.retrieveCustomer(current.customer);
    const paymentMethod = current.default_payment_method ?? customer.invoice_settings.default_payment_method;
    const now = this.nowSeconds;
    for (const item of current.items.data) {
      item.current_period_start = now;
      item.current_period_end = addInterval(
        now,
        item.price.recurring.interval,
        item.price.recurring.interval_count,
      );
    }
    current.billing_cycle_anchor = now;
    const invoice = this.draftInvoice(
      current,
      'subscription_update',
      now,
      current.items.data[0]!.current_period_end,
    );
    const ok = this.canCharge(paymentMethod, invoice.amount_due);
    if (!ok && str(params, 'payment_behavior') === 'error_if_incomplete') {
      Object.assign(current, before);
      throw this.chargeError(paymentMethod);
    }
    current.status = ok ? 'active' : 'past_due';
    this.emit('customer.subscription.resumed', current);
    this.emit('customer.subscription.updated', current, changed(before, current));
    this.settleInvoice(invoice, paymentMethod);
    return current;
  }

  cancelSubscription(id: string, params: Params): Subscription {
    const subscription = this.retrieveSubscription(id);
    if (subscription.status === 'canceled') {
      throw StripeFakeError.invalid(
        `This subscription has already been canceled.`,
        undefined,
        'subscription_canceled',
      );
    }
    const before = clone(subscription);
    const now = this.nowSeconds;
    subscription.status = 'canceled';
    subscription.canceled_at = now;
    subscription.ended_at = now;
    const details = obj(params, 'cancellation_details') ?? {};
    const feedback = str(details, 'feedback', 'cancellation_details[feedback]');
    const allowed = [
      'customer_service',
      'low_quality',
      'missing_features',
      'other',
      'switched_service',
      'too_complex',
      'too_expensive',
      'unused',
    ];
    if (feedback && !allowed.includes(feedback)) {
      throw StripeFakeError.invalid(
        `Invalid cancellation_details[feedback]: must be one of ${allowed.join(', ')}`,
        'cancellation_details[feedback]',
      );
    }
    subscription.cancellation_details = {
      comment: str(details, 'comment', 'cancellation_details[comment]') || null,
      feedback: feedback || null,
      reason: 'cancellation_requested',
    };
    this.emit('customer.subscription.deleted', subscription, changed(before, subscription));
    return subscription;
  }

  private readDefaultPaymentMethod(params: Params, customer: Customer): string | null {
    const pm = str(params, 'default_payment_method');
    if (pm) {
      if (this.paymentMethods.get(pm)?.customer !== customer.id) {
        throw StripeFakeError.invalid(
          `The customer does not have a payment method with the ID ${pm}. The payment method must be attached to the customer.`,
          'default_payment_method',
          'resource_missing',
        );
      }
      return pm;
    }
    return customer.invoice_settings.default_payment_method;
  }

  private commitSubscription(subscription: Subscription, type: string) {
    this.subscriptions.set(subscription.id, subscription);
    this.emit(type, subscription);
  }

  private replaceSubscription(current: Subscription, next: Subscription) {
    const previous = changed(current, next);
    Object.assign(current, next);
    if (Object.keys(previous).length > 0) this.emit('customer.subscription.updated', current, previous);
  }
}

/** `billing_cycle_anchor=now` (older API versions) or `billing_cycle_anchor[type]=now` (2026 versions). */
function anchorIsNow(params: Params): boolean {
  const value = params.billing_cycle_anchor;
  if (value === 'now') return true;
  return isParams(value) && str(value, 'type', 'billing_cycle_anchor[type]') === 'now';
}
