// The billing queries and mutations of this remote (bff/src/graphql/billing), typed from the bff schema
// by `npm run codegen -w mfe-billing` (src/graphql/generated/), and the shapes the screens take from them.
import type { ResultOf } from '@pace/mfe-kit';
import { graphql } from './generated';
import type {
  BillingInterval,
  BillingPlan,
  BillingSubscriptionFieldsFragment,
  CartInput,
  Currency as CurrencyEnum,
  InvoiceFieldsFragment,
  PaymentMethodFieldsFragment,
  PlanLimitsFieldsFragment,
} from './generated/graphql';

export const PLAN_LIMITS_FIELDS = graphql(`
  fragment PlanLimitsFields on PlanLimits {
    teams testProfiles includedSeats pagesPerSite testsPerSnapshot flowsPerSite stepsPerFlow rumPageViews
  }
`);

export const BILLING_SUBSCRIPTION_FIELDS = graphql(`
  fragment BillingSubscriptionFields on BillingSubscription {
    status plan planName interval currency seats testPacks testAllotment teamLimit testProfileLimit
    trialEndsAt currentPeriodEnd pausedAt resumesAt isActive limits { ...PlanLimitsFields }
  }
`);

export const PAYMENT_METHOD_FIELDS = graphql(`
  fragment PaymentMethodFields on PaymentMethod {
    cardBrand cardLast4 cardExpMonth cardExpYear cardholderName company billingEmail address city
    state postcode country taxRegion taxId bankCodes
  }
`);

export const INVOICE_FIELDS = graphql(`
  fragment InvoiceFields on Invoice {
    uuid number date amount currency status statusLabel nextAttemptAt downloadUrl
  }
`);

export const OVERVIEW = graphql(`
  query BillingOverview($orgId: ID!) {
    billing(orgId: $orgId) {
      orgId organisationName
      subscription { ...BillingSubscriptionFields }
      paymentMethod { ...PaymentMethodFields }
      invoices { ...InvoiceFields }
      usage { used allotment }
    }
  }
`);

export const PAYMENT = graphql(`
  query BillingPayment($orgId: ID!) {
    billing(orgId: $orgId) {
      orgId
      paymentMethod { ...PaymentMethodFields }
      paymentClient { mode publishableKey stripeJsUrl }
      taxRegions { code label }
    }
  }
`);

export const CREATE_SETUP_INTENT = graphql(`
  mutation CreateSetupIntent($orgId: ID!) {
    createSetupIntent(orgId: $orgId) { setupIntentId clientSecret publishableKey stripeJsUrl }
  }
`);

export const UPDATE_PAYMENT_METHOD = graphql(`
  mutation UpdatePaymentMethod($orgId: ID!, $input: PaymentMethodInput!) {
    updatePaymentMethod(orgId: $orgId, input: $input) { ...PaymentMethodFields }
  }
`);

export const INVOICES = graphql(`
  query BillingInvoices($orgId: ID!) {
    billing(orgId: $orgId) { orgId invoices { ...InvoiceFields } invoiceSettings { purchaseOrder footer } }
  }
`);

export const UPDATE_INVOICE_SETTINGS = graphql(`
  mutation UpdateInvoiceSettings($orgId: ID!, $input: InvoiceSettingsInput!) {
    updateInvoiceSettings(orgId: $orgId, input: $input) { purchaseOrder footer }
  }
`);

export const PLANS = graphql(`
  query BillingPlans($orgId: ID!, $currency: Currency!, $interval: BillingInterval!) {
    billing(orgId: $orgId) {
      orgId people teamsInUse testProfilesInUse
      subscription { ...BillingSubscriptionFields }
      paymentMethod { cardBrand cardLast4 }
      plans(currency: $currency, interval: $interval) {
        plan name price includedSeats teamLimit testProfileLimit available unavailableReason
        limits { ...PlanLimitsFields }
      }
    }
  }
`);

export const QUOTE = graphql(`
  query BillingQuote($orgId: ID!, $cart: CartInput!) {
    billingQuote(orgId: $orgId, cart: $cart) { total currency interval lines { description quantity unitAmount amount } }
  }
`);

export const CHECKOUT = graphql(`
  mutation Checkout($orgId: ID!, $cart: CartInput!) {
    checkout(orgId: $orgId, cart: $cart) { ...BillingSubscriptionFields }
  }
`);

export const PAUSE = graphql(`
  mutation PauseSubscription($orgId: ID!, $confirmation: String!) {
    pauseSubscription(orgId: $orgId, confirmation: $confirmation) { ...BillingSubscriptionFields }
  }
`);

export const REACTIVATE = graphql(`
  mutation ReactivateSubscription($orgId: ID!, $confirmation: String!) {
    reactivateSubscription(orgId: $orgId, confirmation: $confirmation) { ...BillingSubscriptionFields }
  }
`);

export const CANCEL = graphql(`
  mutation CancelSubscription($orgId: ID!, $input: CloseAccountInput!) { cancelSubscription(orgId: $orgId, input: $input) }
`);

export const DELETE_ORGANISATION = graphql(`
  mutation DeleteOrganisation($orgId: ID!, $input: CloseAccountInput!) { deleteOrganisation(orgId: $orgId, input: $input) }
`);

export const USAGE = graphql(`
  query BillingUsage($orgId: ID!) {
    billing(orgId: $orgId) {
      orgId
      subscription { ...BillingSubscriptionFields }
      usage { used allotment periodStart periodEnd trial days { day tests } }
      rumPageViews { used quota periodStart periodEnd }
    }
  }
`);

export type BillingSubscription = BillingSubscriptionFieldsFragment;
export type PaymentMethod = PaymentMethodFieldsFragment;
export type Invoice = InvoiceFieldsFragment;
export type PlanLimits = PlanLimitsFieldsFragment;
export type PlanName = BillingPlan;
export type Interval = BillingInterval;
export type Currency = CurrencyEnum;
export type Cart = CartInput;
export type { CancelReason, PaymentMethodInput } from './generated/graphql';
export type PaymentData = ResultOf<typeof PAYMENT>;
export type PlansData = ResultOf<typeof PLANS>;

/** Reasons for cancelling or deleting (spec section 5), as the bff's CancelReason enum names them. */
export const CLOSE_REASONS = [
  { value: 'missing_features', label: 'Missing features' },
  { value: 'no_longer_using', label: 'No longer using it' },
  { value: 'project_ended', label: 'Project ended' },
  { value: 'too_expensive', label: 'Too expensive' },
  { value: 'competitor', label: 'Moving to a competitor' },
  { value: 'other', label: 'Other' },
] as const;
