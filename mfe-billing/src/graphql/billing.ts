// The billing queries and mutations of this remote, and the shapes they return (bff/src/graphql/billing).
export type SubscriptionStatus =
  | 'active'
  | 'canceled'
  | 'past_due'
  | 'paused'
  | 'trial_canceled'
  | 'trial_expired'
  | 'trialing';
export type PlanName = 'starter' | 'power' | 'pro' | 'enterprise';
export type Interval = 'month' | 'year';
export type Currency = 'AUD' | 'USD' | 'EUR';

export interface BillingSubscription {
  status: SubscriptionStatus;
  plan: PlanName | null;
  planName: string;
  interval: Interval | null;
  currency: Currency | null;
  seats: number;
  testPacks: number;
  testAllotment: number;
  teamLimit: number | null;
  testProfileLimit: number | null;
  trialEndsAt: string | null;
  currentPeriodEnd: string | null;
  pausedAt: string | null;
  resumesAt: string | null;
  isActive: boolean;
}

export interface PaymentMethod {
  cardBrand: string | null;
  cardLast4: string | null;
  cardExpMonth: number | null;
  cardExpYear: number | null;
  cardholderName: string | null;
  company: string | null;
  billingEmail: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
  country: string | null;
  taxRegion: string | null;
  taxId: string | null;
  bankCodes: string | null;
}

export interface Invoice {
  uuid: string;
  number: string | null;
  date: string;
  amount: number;
  currency: string;
  status: 'paid' | 'unpaid' | 'failed' | 'draft';
  statusLabel: string;
  nextAttemptAt: string | null;
  downloadUrl: string | null;
}

const SUBSCRIPTION = `status plan planName interval currency seats testPacks testAllotment teamLimit testProfileLimit
  trialEndsAt currentPeriodEnd pausedAt resumesAt isActive`;
const PAYMENT_METHOD = `cardBrand cardLast4 cardExpMonth cardExpYear cardholderName company billingEmail address city
  state postcode country taxRegion taxId bankCodes`;
const INVOICE = 'uuid number date amount currency status statusLabel nextAttemptAt downloadUrl';

export const OVERVIEW = `query BillingOverview($orgId: ID!) {
  billing(orgId: $orgId) {
    orgId organisationName
    subscription { ${SUBSCRIPTION} }
    paymentMethod { ${PAYMENT_METHOD} }
    invoices { ${INVOICE} }
    usage { used allotment }
  }
}`;
export interface OverviewData {
  billing: {
    orgId: string;
    organisationName: string;
    subscription: BillingSubscription;
    paymentMethod: PaymentMethod | null;
    invoices: Invoice[];
    usage: { used: number; allotment: number };
  };
}

export const PAYMENT = `query BillingPayment($orgId: ID!) {
  billing(orgId: $orgId) {
    orgId
    paymentMethod { ${PAYMENT_METHOD} }
    paymentClient { mode apiBase publishableKey }
    taxRegions { code label }
  }
}`;
export interface PaymentData {
  billing: {
    orgId: string;
    paymentMethod: PaymentMethod | null;
    paymentClient: { mode: string; apiBase: string; publishableKey: string | null };
    taxRegions: { code: string; label: string }[];
  };
}

export const UPDATE_PAYMENT_METHOD = `mutation UpdatePaymentMethod($orgId: ID!, $input: PaymentMethodInput!) {
  updatePaymentMethod(orgId: $orgId, input: $input) { ${PAYMENT_METHOD} }
}`;

export const INVOICES = `query BillingInvoices($orgId: ID!) {
  billing(orgId: $orgId) { orgId invoices { ${INVOICE} } invoiceSettings { purchaseOrder footer } }
}`;
export interface InvoicesData {
  billing: {
    orgId: string;
    invoices: Invoice[];
    invoiceSettings: { purchaseOrder: string | null; footer: string | null };
  };
}

export const UPDATE_INVOICE_SETTINGS = `mutation UpdateInvoiceSettings($orgId: ID!, $input: InvoiceSettingsInput!) {
  updateInvoiceSettings(orgId: $orgId, input: $input) { purchaseOrder footer }
}`;

export const PLANS = `query BillingPlans($orgId: ID!, $currency: Currency!, $interval: BillingInterval!) {
  billing(orgId: $orgId) {
    orgId people teamsInUse testProfilesInUse
    subscription { ${SUBSCRIPTION} }
    paymentMethod { cardBrand cardLast4 }
    plans(currency: $currency, interval: $interval) {
      plan name price includedSeats teamLimit testProfileLimit available unavailableReason
    }
  }
}`;
export interface PlanOption {
  plan: PlanName;
  name: string;
  price: number;
  includedSeats: number;
  teamLimit: number | null;
  testProfileLimit: number | null;
  available: boolean;
  unavailableReason: string | null;
}
export interface PlansData {
  billing: {
    orgId: string;
    people: number;
    teamsInUse: number;
    testProfilesInUse: number;
    subscription: BillingSubscription;
    paymentMethod: { cardBrand: string | null; cardLast4: string | null } | null;
    plans: PlanOption[];
  };
}

export interface Cart {
  plan: PlanName;
  interval: Interval;
  currency: Currency;
  seats: number;
  testPacks: number;
}

export const QUOTE = `query BillingQuote($orgId: ID!, $cart: CartInput!) {
  billingQuote(orgId: $orgId, cart: $cart) { total currency interval lines { description quantity unitAmount amount } }
}`;
export interface QuoteData {
  billingQuote: {
    total: number;
    currency: Currency;
    interval: Interval;
    lines: { description: string; quantity: number; unitAmount: number; amount: number }[];
  };
}

export const CHECKOUT = `mutation Checkout($orgId: ID!, $cart: CartInput!) { checkout(orgId: $orgId, cart: $cart) { ${SUBSCRIPTION} } }`;
export const PAUSE = `mutation PauseSubscription($orgId: ID!, $confirmation: String!) {
  pauseSubscription(orgId: $orgId, confirmation: $confirmation) { ${SUBSCRIPTION} }
}`;
export const REACTIVATE = `mutation ReactivateSubscription($orgId: ID!, $confirmation: String!) {
  reactivateSubscription(orgId: $orgId, confirmation: $confirmation) { ${SUBSCRIPTION} }
}`;
export const CANCEL = `mutation CancelSubscription($orgId: ID!, $input: CloseAccountInput!) { cancelSubscription(orgId: $orgId, input: $input) }`;
export const DELETE_ORGANISATION = `mutation DeleteOrganisation($orgId: ID!, $input: CloseAccountInput!) { deleteOrganisation(orgId: $orgId, input: $input) }`;

export const USAGE = `query BillingUsage($orgId: ID!) {
  billing(orgId: $orgId) {
    orgId
    subscription { ${SUBSCRIPTION} }
    usage { used allotment periodStart periodEnd trial days { day tests } }
  }
}`;
export interface UsageData {
  billing: {
    orgId: string;
    subscription: BillingSubscription;
    usage: {
      used: number;
      allotment: number;
      periodStart: string;
      periodEnd: string;
      trial: boolean;
      days: { day: string; tests: number }[];
    };
  };
}

/** Reasons for cancelling or deleting (spec section 5), as the bff's CancelReason enum names them. */
export const CLOSE_REASONS = [
  { value: 'missing_features', label: 'Missing features' },
  { value: 'no_longer_using', label: 'No longer using it' },
  { value: 'project_ended', label: 'Project ended' },
  { value: 'too_expensive', label: 'Too expensive' },
  { value: 'competitor', label: 'Moving to a competitor' },
  { value: 'other', label: 'Other' },
] as const;
