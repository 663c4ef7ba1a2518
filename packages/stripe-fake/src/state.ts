// What the fake knows and how it changes: customers, payment methods, prices, subscriptions, invoices and
// the events each change emits, following Stripe's documented behaviour for the calls Pace makes. Every
// method takes decoded request parameters and returns the object as Stripe would; bad input throws
// StripeFakeError with Stripe's error object.
import { createHash, randomBytes } from 'node:crypto';
import { type CardBehaviour, checkCard, DECLINED, TEST_TOKENS } from './cards.ts';
import { StripeFakeError } from './errors.ts';
import {
  type Address,
  type Customer,
  emptyAddress,
  type Invoice,
  type InvoiceLine,
  type List,
  listOf,
  type PaymentMethod,
  type Price,
  type Product,
  type StripeEvent,
  type Subscription,
  type SubscriptionItem,
  type TaxId,
} from './objects.ts';
import { bool, int, isParams, list, mergeMetadata, obj, type Params, requiredStr, str } from './params.ts';
import { checkTaxId } from './tax-ids.ts';

export const API_VERSION = '2026-10-28.endive';
const DAY = 86_400;

export function stripeId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

const clone = <T>(value: T): T => structuredClone(value);

/** When the next period of `interval` starting at `start` (unix seconds) ends: calendar months, as Stripe. */
export function addInterval(start: number, interval: string, count = 1): number {
  const date = new Date(start * 1000);
  if (interval === 'day') date.setUTCDate(date.getUTCDate() + count);
  else if (interval === 'week') date.setUTCDate(date.getUTCDate() + 7 * count);
  else if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + count);
  else date.setUTCFullYear(date.getUTCFullYear() + count);
  return Math.floor(date.getTime() / 1000);
}

export interface StateOptions {
  now: () => Date;
  /** Where invoice pages and PDFs are served (the fake's own address). */
  baseUrl: () => string;
  onEvent: (event: StripeEvent) => void;
}

export class StripeState {
  readonly customers = new Map<string, Customer>();
  readonly taxIds = new Map<string, TaxId>();
  readonly paymentMethods = new Map<string, PaymentMethod>();
  /** Not part of Stripe's object: how a test card behaves when charged. */
  private readonly cardBehaviour = new Map<string, CardBehaviour>();
  readonly products = new Map<string, Product>();
  readonly prices = new Map<string, Price>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly invoices = new Map<string, Invoice>();
  readonly events: StripeEvent[] = [];
  private invoiceCounters = new Map<string, number>();

  constructor(private readonly options: StateOptions) {}

  get nowSeconds(): number {
    return Math.floor(this.options.now().getTime() / 1000);
  }

  // ------------------------------------------------------------------ events

  emit(type: string, object: unknown, previous?: Record<string, unknown>): StripeEvent {
    const event: StripeEvent = {
      id: stripeId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: this.nowSeconds,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: clone(object), ...(previous ? { previous_attributes: previous } : {}) },
    };
    this.events.push(event);
    this.options.onEvent(event);
    return event;
  }

  retrieveEvent(id: string): StripeEvent {
    const event = this.events.find((candidate) => candidate.id === id);
    if (!event) throw StripeFakeError.missing('event', id);
    return event;
  }

  listEvents(params: Params): List<StripeEvent> {
    const type = str(params, 'type');
    const events = this.events.filter((event) => !type || event.type === type).reverse();
    return this.page(events, '/v1/events', params);
  }

  // --------------------------------------------------------------- customers

  createCustomer(params: Params): Customer {
    const customer: Customer = {
      id: stripeId('cus'),
      object: 'customer',
      created: this.nowSeconds,
      livemode: false,
      name: null,
      email: null,
      phone: null,
      description: null,
      address: null,
      currency: null,
      invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
      invoice_settings: {
        default_payment_method: null,
        custom_fields: null,
        footer: null,
        rendering_options: null,
      },
      metadata: {},
      tax_exempt: 'none',
      delinquent: false,
    };
    this.applyCustomerParams(customer, params);
    this.customers.set(customer.id, customer);
    this.emit('customer.created', customer);
    return customer;
  }

  retrieveCustomer(id: string): Customer {
    const customer = this.customers.get(id);
    if (!customer) throw StripeFakeError.missing('customer', id);
    return customer;
  }

  updateCustomer(id: string, params: Params): Customer {
    const customer = this.retrieveCustomer(id);
    const before = clone(customer);
    this.applyCustomerParams(customer, params);
    this.emit('customer.updated', customer, changed(before, customer));
    return customer;
  }

  private applyCustomerParams(customer: Customer, params: Params) {
    for (const key of ['name', 'email', 'phone', 'description'] as const) {
      const value = str(params, key);
      if (value !== undefined) customer[key] = value === '' ? null : value;
    }
    const address = obj(params, 'address');
    if (address !== undefined) customer.address = address === null ? null : readAddress(address, 'address');
    customer.metadata = mergeMetadata(customer.metadata, params);
    const settings = obj(params, 'invoice_settings');
    if (settings) {
      const pm = str(settings, 'default_payment_method', 'invoice_settings[default_payment_method]');
      if (pm !== undefined) {
        if (pm !== '' && this.paymentMethods.get(pm)?.customer !== customer.id) {
          throw StripeFakeError.invalid(
            `The customer does not have a payment method with the ID ${pm}. The payment method must be attached to the customer.`,
            'invoice_settings[default_payment_method]',
            'resource_missing',
          );
        }
        customer.invoice_settings.default_payment_method = pm === '' ? null : pm;
      }
      const fields = list(settings, 'custom_fields');
      if (fields !== undefined) {
        customer.invoice_settings.custom_fields =
          fields === null
            ? null
            : fields.map((field, index) => {
                const path = `invoice_settings[custom_fields][${index}]`;
                if (!isParams(field)) throw StripeFakeError.invalid(`Invalid object: ${path}`, path);
                const name = requiredStr(field, 'name', `${path}[name]`);
                const value = requiredStr(field, 'value', `${path}[value]`);
                if (name.length > 40)
                  throw StripeFakeError.invalid(
                    'Custom field names are at most 40 characters',
                    `${path}[name]`,
                  );
                if (value.length > 140)
                  throw StripeFakeError.invalid(
                    'Custom field values are at most 140 characters',
                    `${path}[value]`,
                  );
                return { name, value };
              });
      }
      const footer = str(settings, 'footer', 'invoice_settings[footer]');
      if (footer !== undefined) customer.invoice_settings.footer = footer === '' ? null : footer;
    }
  }

  // ----------------------------------------------------------------- tax ids

  createTaxId(customerId: string, params: Params): TaxId {
    const customer = this.retrieveCustomer(customerId);
    const type = requiredStr(params, 'type');
    const checked = checkTaxId(type, requiredStr(params, 'value'));
    const taxId: TaxId = {
      id: stripeId('txi'),
      object: 'tax_id',
      created: this.nowSeconds,
      livemode: false,
      customer: customer.id,
      type,
      value: checked.value,
      country: checked.country,
      verification: { status: 'pending', verified_name: null, verified_address: null },
    };
    this.taxIds.set(taxId.id, taxId);
    this.emit('customer.tax_id.created', taxId);
    return taxId;
  }

  listTaxIds(customerId: string, params: Params): List<TaxId> {
    this.retrieveCustomer(customerId);
    const ids = [...this.taxIds.values()].filter((taxId) => taxId.customer === customerId).reverse();
    return this.page(ids, `/v1/customers/${customerId}/tax_ids`, params);
  }

  deleteTaxId(customerId: string, id: string) {
    const taxId = this.taxIds.get(id);
    if (!taxId || taxId.customer !== customerId) throw StripeFakeError.missing('tax_id', id);
    this.taxIds.delete(id);
    this.emit('customer.tax_id.deleted', taxId);
    return { id, object: 'tax_id', deleted: true };
  }

  // --------------------------------------------------------- payment methods

  createPaymentMethod(params: Params): PaymentMethod {
    const type = requiredStr(params, 'type');
    if (type !== 'card')
      throw StripeFakeError.invalid(`The payment method type ${type} is not supported here.`, 'type');
    const card = obj(params, 'card');
    if (!card) throw StripeFakeError.invalid('Missing required param: card.', 'card', 'parameter_missing');
    const token = str(card, 'token', 'card[token]');
    const tokenCard = token ? TEST_TOKENS[token] : undefined;
    if (token && !tokenCard) throw StripeFakeError.missing('token', token, 'card[token]');
    const now = this.options.now();
    const number = tokenCard?.number ?? requiredStr(card, 'number', 'card[number]');
    const expMonth = tokenCard ? 12 : (int(card, 'exp_month', 'card[exp_month]') ?? Number.NaN);
    const expYear = tokenCard
      ? now.getUTCFullYear() + 3
      : (int(card, 'exp_year', 'card[exp_year]') ?? Number.NaN);
    const checked = checkCard({ number, expMonth, expYear, cvc: str(card, 'cvc', 'card[cvc]') }, now);
    const details = obj(params, 'billing_details') ?? {};
    const digits = number.replace(/\D/g, '');
    const method: PaymentMethod = {
      id: stripeId('pm'),
      object: 'payment_method',
      created: this.nowSeconds,
      livemode: false,
      type: 'card',
      customer: null,
      billing_details: {
        name: str(details, 'name', 'billing_details[name]') || null,
        email: str(details, 'email', 'billing_details[email]') || null,
        phone: str(details, 'phone', 'billing_details[phone]') || null,
        address: readAddress(
          obj(details, 'address', 'billing_details[address]') ?? {},
          'billing_details[address]',
        ),
      },
      card: {
        brand: checked.brand,
        last4: digits.slice(-4),
        exp_month: expMonth,
        exp_year: expYear < 100 ? 2000 + expYear : expYear,
        country: 'US',
        funding: 'credit',
        fingerprint: createHash('sha256').update(digits).digest('hex').slice(0, 16),
      },
      metadata: mergeMetadata({}, params),
    };
    this.paymentMethods.set(method.id, method);
    this.cardBehaviour.set(method.id, checked.behaviour);
    return method;
  }

  retrievePaymentMethod(id: string): PaymentMethod {
    const shortcut = TEST_TOKENS[id];
    if (shortcut && !this.paymentMethods.has(id)) {
      // Stripe's `pm_card_visa` and friends: each use makes a fresh payment method.
      return this.createPaymentMethod({ type: 'card', card: { token: id.replace(/^pm_card_/, 'tok_') } });
    }
    const method = this.paymentMethods.get(id);
    if (!method) throw StripeFakeError.missing('payment_method', id);
    return method;
  }

  attachPaymentMethod(id: string, params: Params): PaymentMethod {
    const method = this.retrievePaymentMethod(id);
    const customer = this.retrieveCustomer(requiredStr(params, 'customer'));
    if (method.customer && method.customer !== customer.id) {
      throw StripeFakeError.invalid(
        'The payment method you provided has already been attached to a customer.',
        'payment_method',
        'payment_method_unexpected_state',
      );
    }
    // Stripe checks the card with its issuer on attach: a declined card never attaches.
    if (this.cardBehaviour.get(method.id) === 'declined') throw DECLINED();
    method.customer = customer.id;
    this.emit('payment_method.attached', method);
    return method;
  }

  detachPaymentMethod(id: string): PaymentMethod {
    const method = this.retrievePaymentMethod(id);
    if (!method.customer) {
      throw StripeFakeError.invalid(
        'The payment method you provided is not attached to a customer so detachment is impossible.',
        'payment_method',
        'payment_method_unexpected_state',
      );
    }
    const customer = this.customers.get(method.customer);
    if (customer?.invoice_settings.default_payment_method === id)
      customer.invoice_settings.default_payment_method = null;
    method.customer = null;
    this.emit('payment_method.detached', method);
    return method;
  }

  listPaymentMethods(customerId: string, params: Params): List<PaymentMethod> {
    this.retrieveCustomer(customerId);
    const methods = [...this.paymentMethods.values()]
      .filter((method) => method.customer === customerId)
      .reverse();
    return this.page(methods, `/v1/customers/${customerId}/payment_methods`, params);
  }

  // ---------------------------------------------------------------- catalogue

  createProduct(params: Params): Product {
    const product: Product = {
      id: str(params, 'id') || stripeId('prod'),
      object: 'product',
      created: this.nowSeconds,
      livemode: false,
      active: bool(params, 'active') ?? true,
      name: requiredStr(params, 'name'),
      metadata: mergeMetadata({}, params),
    };
    if (this.products.has(product.id)) {
      throw StripeFakeError.invalid(`Product already exists.`, 'id', 'resource_already_exists');
    }
    this.products.set(product.id, product);
    return product;
  }

  createPrice(params: Params): Price {
    let productId = str(params, 'product');
    const productData = obj(params, 'product_data');
    if (!productId) {
      if (!productData)
        throw StripeFakeError.invalid('Missing required param: product.', 'product', 'parameter_missing');
      productId = this.createProduct(productData).id;
    } else if (!this.products.has(productId)) {
      throw StripeFakeError.missing('product', productId, 'product');
    }
    const recurring = obj(params, 'recurring');
    if (!recurring) throw StripeFakeError.invalid('Only recurring prices are supported here.', 'recurring');
    const interval = requiredStr(recurring, 'interval', 'recurring[interval]');
    if (!['day', 'week', 'month', 'year'].includes(interval)) {
      throw StripeFakeError.invalid(
        `Invalid recurring[interval]: must be one of day, week, month, or year`,
        'recurring[interval]',
      );
    }
    const unitAmount = int(params, 'unit_amount');
    if (unitAmount === undefined || unitAmount < 0) {
      throw StripeFakeError.invalid(
        'Missing required param: unit_amount.',
        'unit_amount',
        'parameter_missing',
      );
    }
    const lookupKey = str(params, 'lookup_key') || null;
    const holder = lookupKey
      ? [...this.prices.values()].find((price) => price.lookup_key === lookupKey)
      : undefined;
    if (holder) {
      if (bool(params, 'transfer_lookup_key')) holder.lookup_key = null;
      else {
        throw StripeFakeError.invalid(
          `A price (\`${holder.id}\`) already uses that lookup key.`,
          'lookup_key',
          'lookup_key_already_exists',
        );
      }
    }
    const price: Price = {
      id: stripeId('price'),
      object: 'price',
      created: this.nowSeconds,
      livemode: false,
      active: true,
      currency: requiredStr(params, 'currency').toLowerCase(),
      unit_amount: unitAmount,
      product: productId,
      lookup_key: lookupKey,
      nickname: str(params, 'nickname') || null,
      type: 'recurring',
      billing_scheme: 'per_unit',
      recurring: {
        interval: interval as Price['recurring']['interval'],
        interval_count: int(recurring, 'interval_count', 'recurring[interval_count]') ?? 1,
        usage_type: 'licensed',
      },
      metadata: mergeMetadata({}, params),
    };
    this.prices.set(price.id, price);
    return price;
  }

  retrievePrice(id: string): Price {
    const price = this.prices.get(id);
    if (!price) throw StripeFakeError.missing('price', id);
    return price;
  }

  listPrices(params: Params): List<Price> {
    const keys = list(params, 'lookup_keys')?.map(String);
    const active = bool(params, 'active');
    const currency = str(params, 'currency');
    const prices = [...this.prices.values()]
      .filter((price) => !keys || (price.lookup_key !== null && keys.includes(price.lookup_key)))
      .filter((price) => active === undefined || price.active === active)
      .filter((price) => !currency || price.currency === currency.toLowerCase())
      .reverse();
    return this.page(prices, '/v1/prices', params);
  }

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
    const items = this.readItems(params, [], id, now);
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
      next.items = listOf(this.readItems(params, next.items.data, id, now), next.items.url);
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

  // ------------------------------------------------------------------ invoices

  retrieveInvoice(id: string): Invoice {
    const invoice = this.invoices.get(id);
    if (!invoice) throw StripeFakeError.missing('invoice', id);
    return invoice;
  }

  listInvoices(params: Params): List<Invoice> {
    const customer = str(params, 'customer');
    const subscription = str(params, 'subscription');
    const status = str(params, 'status');
    const invoices = [...this.invoices.values()]
      .filter((invoice) => !customer || invoice.customer === customer)
      .filter(
        (invoice) => !subscription || invoice.parent?.subscription_details.subscription === subscription,
      )
      .filter((invoice) => !status || invoice.status === status)
      .reverse();
    return this.page(invoices, '/v1/invoices', params);
  }

  finalizeInvoice(id: string): Invoice {
    const invoice = this.retrieveInvoice(id);
    if (invoice.status !== 'draft') {
      throw StripeFakeError.invalid('This invoice is already finalized.', undefined, 'invoice_not_editable');
    }
    this.finalize(invoice);
    return invoice;
  }

  /** POST /v1/invoices/:id/pay: another attempt with the subscription's or customer's payment method. */
  payInvoice(id: string): Invoice {
    const invoice = this.retrieveInvoice(id);
    if (invoice.status === 'paid') {
      throw StripeFakeError.invalid(
        'Invoice is already paid',
        undefined,
        'invoice_payment_intent_requires_action',
      );
    }
    if (invoice.status !== 'open' && invoice.status !== 'draft') {
      throw StripeFakeError.invalid(
        `You cannot pay an invoice in the ${invoice.status} status.`,
        undefined,
        'invoice_not_editable',
      );
    }
    const paymentMethod = this.paymentMethodFor(invoice);
    if (invoice.status === 'draft') this.finalize(invoice);
    const ok = this.canCharge(paymentMethod, invoice.amount_remaining);
    this.attempt(invoice, ok);
    if (!ok) throw this.chargeError(paymentMethod);
    return invoice;
  }

  voidInvoice(id: string): Invoice {
    const invoice = this.retrieveInvoice(id);
    if (invoice.status !== 'open') {
      throw StripeFakeError.invalid('You can only void open invoices.', undefined, 'invoice_not_editable');
    }
    invoice.status = 'void';
    invoice.status_transitions.voided_at = this.nowSeconds;
    invoice.next_payment_attempt = null;
    this.emit('invoice.voided', invoice, { status: 'open' });
    return invoice;
  }

  markUncollectible(id: string): Invoice {
    const invoice = this.retrieveInvoice(id);
    if (invoice.status !== 'open') {
      throw StripeFakeError.invalid(
        'You can only mark open invoices as uncollectible.',
        undefined,
        'invoice_not_editable',
      );
    }
    invoice.status = 'uncollectible';
    invoice.status_transitions.marked_uncollectible_at = this.nowSeconds;
    invoice.next_payment_attempt = null;
    this.emit('invoice.marked_uncollectible', invoice, { status: 'open' });
    return invoice;
  }

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

  // ------------------------------------------------------------------ helpers

  private page<T extends { id: string }>(all: T[], url: string, params: Params): List<T> {
    const limit = Math.min(100, Math.max(1, int(params, 'limit') ?? 10));
    const after = str(params, 'starting_after');
    const start = after ? all.findIndex((item) => item.id === after) + 1 : 0;
    return listOf(all.slice(start, start + limit), url, start + limit < all.length);
  }

  private readItems(params: Params, existing: SubscriptionItem[], subscriptionId: string, now: number) {
    const items = existing.map((item) => clone(item));
    const entries = list(params, 'items') ?? [];
    entries.forEach((entry, index) => {
      const path = `items[${index}]`;
      if (!isParams(entry)) throw StripeFakeError.invalid(`Invalid object: ${path}`, path);
      const itemId = str(entry, 'id', `${path}[id]`);
      const priceId = str(entry, 'price', `${path}[price]`);
      const quantity = int(entry, 'quantity', `${path}[quantity]`);
      if (quantity !== undefined && quantity < 0)
        throw StripeFakeError.invalid('Invalid quantity', `${path}[quantity]`);
      if (itemId) {
        const position = items.findIndex((item) => item.id === itemId);
        if (position < 0) throw StripeFakeError.missing('subscription_item', itemId, `${path}[id]`);
        if (bool(entry, 'deleted')) {
          items.splice(position, 1);
          return;
        }
        const item = items[position]!;
        if (priceId) item.price = clone(this.retrievePrice(priceId));
        if (quantity !== undefined) item.quantity = quantity;
        return;
      }
      if (!priceId)
        throw StripeFakeError.invalid(
          `Missing required param: ${path}[price].`,
          `${path}[price]`,
          'parameter_missing',
        );
      const price = clone(this.retrievePrice(priceId));
      if (items.some((item) => item.price.id === price.id)) {
        throw StripeFakeError.invalid(
          'Cannot add multiple subscription items with the same price.',
          `${path}[price]`,
        );
      }
      const first = items[0];
      items.push({
        id: stripeId('si'),
        object: 'subscription_item',
        created: now,
        subscription: subscriptionId,
        price,
        quantity: quantity ?? 1,
        current_period_start: first?.current_period_start ?? now,
        current_period_end:
          first?.current_period_end ??
          addInterval(now, price.recurring.interval, price.recurring.interval_count),
        metadata: {},
      });
    });
    const intervals = new Set(
      items.map((item) => `${item.price.recurring.interval}/${item.price.recurring.interval_count}`),
    );
    const currencies = new Set(items.map((item) => item.price.currency));
    if (intervals.size > 1) {
      throw StripeFakeError.invalid(
        'All prices on a subscription must have the same recurring interval.',
        'items',
      );
    }
    if (currencies.size > 1) {
      throw StripeFakeError.invalid(
        'All prices on a subscription must have the same currency.',
        'items',
        'currency_mismatch',
      );
    }
    return items;
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

  private canCharge(paymentMethod: string | null, amount: number): boolean {
    if (amount <= 0) return true;
    if (!paymentMethod) return false;
    return this.cardBehaviour.get(paymentMethod) === 'succeeds';
  }

  private chargeError(paymentMethod: string | null) {
    if (!paymentMethod) {
      return StripeFakeError.invalid(
        'This customer has no attached payment source or default payment method. Please consider adding a default payment method.',
        undefined,
        'resource_missing',
      );
    }
    return DECLINED();
  }

  private paymentMethodFor(invoice: Invoice): string | null {
    const subscriptionId = invoice.parent?.subscription_details.subscription;
    const subscription = subscriptionId ? this.subscriptions.get(subscriptionId) : undefined;
    return (
      subscription?.default_payment_method ??
      this.customers.get(invoice.customer)?.invoice_settings.default_payment_method ??
      null
    );
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

  private draftInvoice(
    subscription: Subscription,
    reason: Invoice['billing_reason'],
    periodStart: number,
    periodEnd: number,
    amount?: number,
  ): Invoice {
    const customer = this.retrieveCustomer(subscription.customer);
    const lines: InvoiceLine[] =
      amount === undefined
        ? subscription.items.data.map((item) => ({
            id: stripeId('il'),
            object: 'line_item',
            amount: item.price.unit_amount * item.quantity,
            currency: item.price.currency,
            description: `${item.quantity} × ${this.products.get(item.price.product)?.name ?? item.price.nickname ?? 'Item'}`,
            quantity: item.quantity,
            period: { start: periodStart, end: periodEnd },
            pricing: {
              type: 'price_details',
              price_details: { price: item.price.id, product: item.price.product },
              unit_amount_decimal: String(item.price.unit_amount),
            },
          }))
        : [
            {
              id: stripeId('il'),
              object: 'line_item',
              amount,
              currency: subscription.currency,
              description: amount === 0 ? 'Trial period' : 'Remaining time on the changed plan',
              quantity: 1,
              period: { start: periodStart, end: periodEnd },
              pricing: {
                type: 'price_details',
                price_details: {
                  price: subscription.items.data[0]!.price.id,
                  product: subscription.items.data[0]!.price.product,
                },
                unit_amount_decimal: String(amount),
              },
            },
          ];
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    const id = stripeId('in');
    return {
      id,
      object: 'invoice',
      created: this.nowSeconds,
      livemode: false,
      customer: customer.id,
      customer_email: customer.email,
      customer_name: customer.name,
      status: 'draft',
      number: null,
      currency: subscription.currency,
      subtotal: total,
      total,
      amount_due: total,
      amount_paid: 0,
      amount_remaining: total,
      attempt_count: 0,
      attempted: false,
      auto_advance: true,
      next_payment_attempt: null,
      billing_reason: reason,
      collection_method: 'charge_automatically',
      period_start: periodStart,
      period_end: periodEnd,
      hosted_invoice_url: null,
      invoice_pdf: null,
      custom_fields: customer.invoice_settings.custom_fields
        ? clone(customer.invoice_settings.custom_fields)
        : null,
      footer: customer.invoice_settings.footer,
      lines: listOf(lines, `/v1/invoices/${id}/lines`),
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: clone(subscription.metadata) },
      },
      status_transitions: {
        finalized_at: null,
        paid_at: null,
        voided_at: null,
        marked_uncollectible_at: null,
      },
      last_finalization_error: null,
      metadata: {},
    };
  }

  private commitInvoice(invoice: Invoice) {
    this.invoices.set(invoice.id, invoice);
    const subscriptionId = invoice.parent?.subscription_details.subscription;
    const subscription = subscriptionId ? this.subscriptions.get(subscriptionId) : undefined;
    if (subscription) subscription.latest_invoice = invoice.id;
    this.emit('invoice.created', invoice);
  }

  /** Stores a new invoice and collects it at once (first invoices and plan changes are not left as drafts). */
  private settleInvoice(invoice: Invoice, paymentMethod: string | null) {
    this.commitInvoice(invoice);
    this.collect(invoice, paymentMethod);
  }

  private collect(invoice: Invoice, paymentMethod: string | null) {
    if (invoice.status === 'draft') this.finalize(invoice);
    this.attempt(invoice, this.canCharge(paymentMethod, invoice.amount_remaining));
  }

  private finalize(invoice: Invoice) {
    const customer = this.retrieveCustomer(invoice.customer);
    const count = (this.invoiceCounters.get(customer.id) ?? 0) + 1;
    this.invoiceCounters.set(customer.id, count);
    invoice.status = 'open';
    invoice.number = `${customer.invoice_prefix}-${String(count).padStart(4, '0')}`;
    invoice.status_transitions.finalized_at = this.nowSeconds;
    const base = this.options.baseUrl();
    invoice.hosted_invoice_url = `${base}/invoices/${invoice.id}`;
    invoice.invoice_pdf = `${base}/invoices/${invoice.id}/pdf`;
    this.emit('invoice.finalized', invoice, { status: 'draft' });
  }

  private attempt(invoice: Invoice, ok: boolean) {
    const subscriptionId = invoice.parent?.subscription_details.subscription;
    const subscription = subscriptionId ? this.subscriptions.get(subscriptionId) : undefined;
    if (invoice.amount_remaining > 0) {
      invoice.attempt_count += 1;
      invoice.attempted = true;
    }
    if (ok) {
      invoice.status = 'paid';
      invoice.amount_paid = invoice.amount_due;
      invoice.amount_remaining = 0;
      invoice.next_payment_attempt = null;
      invoice.status_transitions.paid_at = this.nowSeconds;
      if (invoice.attempted) this.emit('invoice.payment_succeeded', invoice);
      this.emit('invoice.paid', invoice, { status: 'open' });
      if (subscription && (subscription.status === 'past_due' || subscription.status === 'incomplete')) {
        const before = clone(subscription);
        subscription.status = 'active';
        this.emit('customer.subscription.updated', subscription, changed(before, subscription));
      }
      return;
    }
    // Smart retries: Stripe tries again in a few days; until then the invoice stays open.
    invoice.next_payment_attempt = this.nowSeconds + 3 * DAY;
    this.emit('invoice.payment_failed', invoice);
    if (subscription && subscription.status === 'active') {
      const before = clone(subscription);
      subscription.status = 'past_due';
      this.emit('customer.subscription.updated', subscription, changed(before, subscription));
    }
  }
}

function readAddress(params: Params, path: string): Address {
  const address = emptyAddress();
  for (const key of Object.keys(address) as (keyof Address)[]) {
    const value = str(params, key, `${path}[${key}]`);
    if (value !== undefined) address[key] = value === '' ? null : value;
  }
  return address;
}

/** `billing_cycle_anchor=now` (older API versions) or `billing_cycle_anchor[type]=now` (2026 versions). */
function anchorIsNow(params: Params): boolean {
  const value = params.billing_cycle_anchor;
  if (value === 'now') return true;
  return isParams(value) && str(value, 'type', 'billing_cycle_anchor[type]') === 'now';
}

function recurringTotal(items: SubscriptionItem[]): number {
  return items.reduce((sum, item) => sum + item.price.unit_amount * item.quantity, 0);
}

/** Stripe's `previous_attributes`: the top-level fields that changed, with their old values. */
function changed(before: object, after: object): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  const old = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  for (const key of Object.keys(now)) {
    if (JSON.stringify(old[key]) !== JSON.stringify(now[key])) previous[key] = old[key] ?? null;
  }
  return previous;
}
