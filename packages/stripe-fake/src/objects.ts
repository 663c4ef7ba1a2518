// The Stripe objects the fake keeps, in Stripe's JSON shape (API version 2025-03-31 and later: periods on
// subscription items, an invoice's subscription under `parent`). Only the fields Pace reads or a client
// would reasonably expect are present.

export type Metadata = Record<string, string>;

export interface Address {
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: string | null;
}

export interface Customer {
  id: string;
  object: 'customer';
  created: number;
  livemode: false;
  name: string | null;
  email: string | null;
  phone: string | null;
  description: string | null;
  address: Address | null;
  currency: string | null;
  invoice_prefix: string;
  invoice_settings: {
    default_payment_method: string | null;
    custom_fields: { name: string; value: string }[] | null;
    footer: string | null;
    rendering_options: null;
  };
  metadata: Metadata;
  tax_exempt: 'none';
  delinquent: boolean;
}

export interface TaxId {
  id: string;
  object: 'tax_id';
  created: number;
  livemode: false;
  customer: string;
  type: string;
  value: string;
  country: string | null;
  verification: {
    status: 'pending' | 'verified' | 'unverified' | 'unavailable';
    verified_name: null;
    verified_address: null;
  };
}

export interface PaymentMethod {
  id: string;
  object: 'payment_method';
  created: number;
  livemode: false;
  type: 'card';
  customer: string | null;
  billing_details: { name: string | null; email: string | null; phone: string | null; address: Address };
  card: {
    brand: string;
    last4: string;
    exp_month: number;
    exp_year: number;
    country: string;
    funding: 'credit';
    fingerprint: string;
  };
  metadata: Metadata;
}

export interface Product {
  id: string;
  object: 'product';
  created: number;
  livemode: false;
  active: boolean;
  name: string;
  metadata: Metadata;
}

export interface Price {
  id: string;
  object: 'price';
  created: number;
  livemode: false;
  active: boolean;
  currency: string;
  unit_amount: number;
  product: string;
  lookup_key: string | null;
  nickname: string | null;
  type: 'recurring';
  billing_scheme: 'per_unit';
  recurring: { interval: 'day' | 'week' | 'month' | 'year'; interval_count: number; usage_type: 'licensed' };
  metadata: Metadata;
}

export interface SubscriptionItem {
  id: string;
  object: 'subscription_item';
  created: number;
  subscription: string;
  price: Price;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
  metadata: Metadata;
}

export type SubscriptionStatus =
  | 'incomplete'
  | 'incomplete_expired'
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'canceled'
  | 'unpaid'
  | 'paused';

export interface Subscription {
  id: string;
  object: 'subscription';
  created: number;
  livemode: false;
  customer: string;
  status: SubscriptionStatus;
  currency: string;
  items: List<SubscriptionItem>;
  default_payment_method: string | null;
  latest_invoice: string | null;
  billing_cycle_anchor: number;
  start_date: number;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  cancellation_details: { comment: string | null; feedback: string | null; reason: string | null };
  pause_collection: {
    behavior: 'keep_as_draft' | 'mark_uncollectible' | 'void';
    resumes_at: number | null;
  } | null;
  trial_start: number | null;
  trial_end: number | null;
  trial_settings: { end_behavior: { missing_payment_method: 'cancel' | 'create_invoice' | 'pause' } };
  collection_method: 'charge_automatically';
  metadata: Metadata;
}

export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';

export interface InvoiceLine {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  quantity: number;
  period: { start: number; end: number };
  pricing: {
    type: 'price_details';
    price_details: { price: string; product: string };
    unit_amount_decimal: string;
  };
}

export interface Invoice {
  id: string;
  object: 'invoice';
  created: number;
  livemode: false;
  customer: string;
  customer_email: string | null;
  customer_name: string | null;
  status: InvoiceStatus;
  number: string | null;
  currency: string;
  subtotal: number;
  total: number;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  auto_advance: boolean;
  next_payment_attempt: number | null;
  billing_reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update' | 'manual';
  collection_method: 'charge_automatically';
  period_start: number;
  period_end: number;
  hosted_invoice_url: string | null;
  invoice_pdf: string | null;
  custom_fields: { name: string; value: string }[] | null;
  footer: string | null;
  lines: List<InvoiceLine>;
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { subscription: string; metadata: Metadata };
  } | null;
  status_transitions: {
    finalized_at: number | null;
    paid_at: number | null;
    voided_at: number | null;
    marked_uncollectible_at: number | null;
  };
  last_finalization_error: null;
  metadata: Metadata;
}

export type SetupIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

/** Why the last confirmation failed: a card error, or 3-D Secure not completed. */
export interface SetupError {
  type: 'card_error' | 'invalid_request_error';
  code: string;
  decline_code?: string;
  message: string;
  payment_method: PaymentMethod | null;
}

export type SetupNextAction =
  | {
      type: 'use_stripe_sdk';
      use_stripe_sdk: { type: 'three_d_secure_redirect'; stripe_js: string; source: string };
    }
  | { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string } };

export interface SetupIntent {
  id: string;
  object: 'setup_intent';
  allowed_payment_method_types: string[] | null;
  application: null;
  automatic_payment_methods: null;
  cancellation_reason: string | null;
  client_secret: string;
  created: number;
  customer: string | null;
  description: string | null;
  flow_directions: null;
  last_setup_error: SetupError | null;
  latest_attempt: null;
  livemode: false;
  mandate: null;
  metadata: Metadata;
  next_action: SetupNextAction | null;
  on_behalf_of: null;
  payment_method: string | null;
  payment_method_options: {
    card: { mandate_options: null; network: null; request_three_d_secure: 'automatic' | 'any' };
  };
  payment_method_types: string[];
  single_use_mandate: null;
  status: SetupIntentStatus;
  usage: 'off_session' | 'on_session';
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
}

export interface List<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

export function listOf<T>(data: T[], url: string, hasMore = false): List<T> {
  return { object: 'list', data, has_more: hasMore, url };
}

export const emptyAddress = (): Address => ({
  line1: null,
  line2: null,
  city: null,
  state: null,
  postal_code: null,
  country: null,
});
