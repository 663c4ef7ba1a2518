/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment PlanLimitsFields on PlanLimits {\n    teams testProfiles includedSeats pagesPerSite testsPerSnapshot flowsPerSite stepsPerFlow rumPageViews\n  }\n": typeof types.PlanLimitsFieldsFragmentDoc,
    "\n  fragment BillingSubscriptionFields on BillingSubscription {\n    status plan planName interval currency seats testPacks testAllotment teamLimit testProfileLimit\n    trialEndsAt currentPeriodEnd pausedAt resumesAt isActive limits { ...PlanLimitsFields }\n  }\n": typeof types.BillingSubscriptionFieldsFragmentDoc,
    "\n  fragment PaymentMethodFields on PaymentMethod {\n    cardBrand cardLast4 cardExpMonth cardExpYear cardholderName company billingEmail address city\n    state postcode country taxRegion taxId bankCodes\n  }\n": typeof types.PaymentMethodFieldsFragmentDoc,
    "\n  fragment InvoiceFields on Invoice {\n    uuid number date amount currency status statusLabel nextAttemptAt downloadUrl\n  }\n": typeof types.InvoiceFieldsFragmentDoc,
    "\n  query BillingOverview($orgId: ID!) {\n    billing(orgId: $orgId) {\n      orgId organisationName\n      subscription { ...BillingSubscriptionFields }\n      paymentMethod { ...PaymentMethodFields }\n      invoices { ...InvoiceFields }\n      usage { used allotment }\n    }\n  }\n": typeof types.BillingOverviewDocument,
    "\n  query BillingPayment($orgId: ID!) {\n    billing(orgId: $orgId) {\n      orgId\n      paymentMethod { ...PaymentMethodFields }\n      paymentClient { mode publishableKey stripeJsUrl }\n      taxRegions { code label }\n    }\n  }\n": typeof types.BillingPaymentDocument,
    "\n  mutation CreateSetupIntent($orgId: ID!) {\n    createSetupIntent(orgId: $orgId) { setupIntentId clientSecret publishableKey stripeJsUrl }\n  }\n": typeof types.CreateSetupIntentDocument,
    "\n  mutation UpdatePaymentMethod($orgId: ID!, $input: PaymentMethodInput!) {\n    updatePaymentMethod(orgId: $orgId, input: $input) { ...PaymentMethodFields }\n  }\n": typeof types.UpdatePaymentMethodDocument,
    "\n  query BillingInvoices($orgId: ID!) {\n    billing(orgId: $orgId) { orgId invoices { ...InvoiceFields } invoiceSettings { purchaseOrder footer } }\n  }\n": typeof types.BillingInvoicesDocument,
    "\n  mutation UpdateInvoiceSettings($orgId: ID!, $input: InvoiceSettingsInput!) {\n    updateInvoiceSettings(orgId: $orgId, input: $input) { purchaseOrder footer }\n  }\n": typeof types.UpdateInvoiceSettingsDocument,
    "\n  query BillingPlans($orgId: ID!, $currency: Currency!, $interval: BillingInterval!) {\n    billing(orgId: $orgId) {\n      orgId people teamsInUse testProfilesInUse\n      subscription { ...BillingSubscriptionFields }\n      paymentMethod { cardBrand cardLast4 }\n      plans(currency: $currency, interval: $interval) {\n        plan name price includedSeats teamLimit testProfileLimit available unavailableReason\n        limits { ...PlanLimitsFields }\n      }\n    }\n  }\n": typeof types.BillingPlansDocument,
    "\n  query BillingQuote($orgId: ID!, $cart: CartInput!) {\n    billingQuote(orgId: $orgId, cart: $cart) { total currency interval lines { description quantity unitAmount amount } }\n  }\n": typeof types.BillingQuoteDocument,
    "\n  mutation Checkout($orgId: ID!, $cart: CartInput!) {\n    checkout(orgId: $orgId, cart: $cart) { ...BillingSubscriptionFields }\n  }\n": typeof types.CheckoutDocument,
    "\n  mutation PauseSubscription($orgId: ID!, $confirmation: String!) {\n    pauseSubscription(orgId: $orgId, confirmation: $confirmation) { ...BillingSubscriptionFields }\n  }\n": typeof types.PauseSubscriptionDocument,
    "\n  mutation ReactivateSubscription($orgId: ID!, $confirmation: String!) {\n    reactivateSubscription(orgId: $orgId, confirmation: $confirmation) { ...BillingSubscriptionFields }\n  }\n": typeof types.ReactivateSubscriptionDocument,
    "\n  mutation CancelSubscription($orgId: ID!, $input: CloseAccountInput!) { cancelSubscription(orgId: $orgId, input: $input) }\n": typeof types.CancelSubscriptionDocument,
    "\n  mutation DeleteOrganisation($orgId: ID!, $input: CloseAccountInput!) { deleteOrganisation(orgId: $orgId, input: $input) }\n": typeof types.DeleteOrganisationDocument,
    "\n  query BillingUsage($orgId: ID!) {\n    billing(orgId: $orgId) {\n      orgId\n      subscription { ...BillingSubscriptionFields }\n      usage { used allotment periodStart periodEnd trial days { day tests } }\n      rumPageViews { used quota periodStart periodEnd }\n    }\n  }\n": typeof types.BillingUsageDocument,
};
const documents: Documents = {
    "\n  fragment PlanLimitsFields on PlanLimits {\n    teams testProfiles includedSeats pagesPerSite testsPerSnapshot flowsPerSite stepsPerFlow rumPageViews\n  }\n": types.PlanLimitsFieldsFragmentDoc,
    "\n  fragment BillingSubscriptionFields on BillingSubscription {\n    status plan planName interval currency seats testPacks testAllotment teamLimit testProfileLimit\n    trialEndsAt currentPeriodEnd pausedAt resumesAt isActive limits { ...PlanLimitsFields }\n  }\n": types.BillingSubscriptionFieldsFragmentDoc,
    "\n  fragment PaymentMethodFields on PaymentMethod {\n    cardBrand cardLast4 cardExpMonth cardExpYear cardholderName company billingEmail address city\n    state postcode country taxRegion taxId bankCodes\n  }\n": types.PaymentMethodFieldsFragmentDoc,
    "\n  fragment InvoiceFields on Invoice {\n    uuid number date amount currency status statusLabel nextAttemptAt downloadUrl\n  }\n": types.InvoiceFieldsFragmentDoc,
    "\n  query BillingOverview($orgId: ID!) {\n    billing(orgId: $orgId) {\n      orgId organisationName\n      subscription { ...BillingSubscriptionFields }\n      paymentMethod { ...PaymentMethodFields }\n      invoices { ...InvoiceFields }\n      usage { used allotment }\n    }\n  }\n": types.BillingOverviewDocument,
    "\n  query BillingPayment($orgId: ID!) {\n    billing(orgId: $orgId) {\n      orgId\n      paymentMethod { ...PaymentMethodFields }\n      paymentClient { mode publishableKey stripeJsUrl }\n      taxRegions { code label }\n    }\n  }\n": types.BillingPaymentDocument,
    "\n  mutation CreateSetupIntent($orgId: ID!) {\n    createSetupIntent(orgId: $orgId) { setupIntentId clientSecret publishableKey stripeJsUrl }\n  }\n": types.CreateSetupIntentDocument,
    "\n  mutation UpdatePaymentMethod($orgId: ID!, $input: PaymentMethodInput!) {\n    updatePaymentMethod(orgId: $orgId, input: $input) { ...PaymentMethodFields }\n  }\n": types.UpdatePaymentMethodDocument,
    "\n  query BillingInvoices($orgId: ID!) {\n    billing(orgId: $orgId) { orgId invoices { ...InvoiceFields } invoiceSettings { purchaseOrder footer } }\n  }\n": types.BillingInvoicesDocument,
    "\n  mutation UpdateInvoiceSettings($orgId: ID!, $input: InvoiceSettingsInput!) {\n    updateInvoiceSettings(orgId: $orgId, input: $input) { purchaseOrder footer }\n  }\n": types.UpdateInvoiceSettingsDocument,
    "\n  query BillingPlans($orgId: ID!, $currency: Currency!, $interval: BillingInterval!) {\n    billing(orgId: $orgId) {\n      orgId people teamsInUse testProfilesInUse\n      subscription { ...BillingSubscriptionFields }\n      paymentMethod { cardBrand cardLast4 }\n      plans(currency: $currency, interval: $interval) {\n        plan name price includedSeats teamLimit testProfileLimit available unavailableReason\n        limits { ...PlanLimitsFields }\n      }\n    }\n  }\n": types.BillingPlansDocument,
    "\n  query BillingQuote($orgId: ID!, $cart: CartInput!) {\n    billingQuote(orgId: $orgId, cart: $cart) { total currency interval lines { description quantity unitAmount amount } }\n  }\n": types.BillingQuoteDocument,
    "\n  mutation Checkout($orgId: ID!, $cart: CartInput!) {\n    checkout(orgId: $orgId, cart: $cart) { ...BillingSubscriptionFields }\n  }\n": types.CheckoutDocument,
    "\n  mutation PauseSubscription($orgId: ID!, $confirmation: String!) {\n    pauseSubscription(orgId: $orgId, confirmation: $confirmation) { ...BillingSubscriptionFields }\n  }\n": types.PauseSubscriptionDocument,
    "\n  mutation ReactivateSubscription($orgId: ID!, $confirmation: String!) {\n    reactivateSubscription(orgId: $orgId, confirmation: $confirmation) { ...BillingSubscriptionFields }\n  }\n": types.ReactivateSubscriptionDocument,
    "\n  mutation CancelSubscription($orgId: ID!, $input: CloseAccountInput!) { cancelSubscription(orgId: $orgId, input: $input) }\n": types.CancelSubscriptionDocument,
    "\n  mutation DeleteOrganisation($orgId: ID!, $input: CloseAccountInput!) { deleteOrganisation(orgId: $orgId, input: $input) }\n": types.DeleteOrganisationDocument,
    "\n  query BillingUsage($orgId: ID!) {\n    billing(orgId: $orgId) {\n      orgId\n      subscription { ...BillingSubscriptionFields }\n      usage { used allotment periodStart periodEnd trial days { day tests } }\n      rumPageViews { used quota periodStart periodEnd }\n    }\n  }\n": types.BillingUsageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlanLimitsFields on PlanLimits {\n    teams testProfiles includedSeats pagesPerSite testsPerSnapshot flowsPerSite stepsPerFlow rumPageViews\n  }\n"): (typeof documents)["\n  fragment PlanLimitsFields on PlanLimits {\n    teams testProfiles includedSeats pagesPerSite testsPerSnapshot flowsPerSite stepsPerFlow rumPageViews\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BillingSubscriptionFields on BillingSubscription {\n    status plan planName interval currency seats testPacks testAllotment teamLimit testProfileLimit\n    trialEndsAt currentPeriodEnd pausedAt resumesAt isActive limits { ...PlanLimitsFields }\n  }\n"): (typeof documents)["\n  fragment BillingSubscriptionFields on BillingSubscription {\n    status plan planName interval currency seats testPacks testAllotment teamLimit testProfileLimit\n    trialEndsAt currentPeriodEnd pausedAt resumesAt isActive limits { ...PlanLimitsFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentMethodFields on PaymentMethod {\n    cardBrand cardLast4 cardExpMonth cardExpYear cardholderName company billingEmail address city\n    state postcode country taxRegion taxId bankCodes\n  }\n"): (typeof documents)["\n  fragment PaymentMethodFields on PaymentMethod {\n    cardBrand cardLast4 cardExpMonth cardExpYear cardholderName company billingEmail address city\n    state postcode country taxRegion taxId bankCodes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceFields on Invoice {\n    uuid number date amount currency status statusLabel nextAttemptAt downloadUrl\n  }\n"): (typeof documents)["\n  fragment InvoiceFields on Invoice {\n    uuid number date amount currency status statusLabel nextAttemptAt downloadUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingOverview($orgId: ID!) {\n    billing(orgId: $orgId) {\n      orgId organisationName\n      subscription { ...BillingSubscriptionFields }\n      paymentMethod { ...PaymentMethodFields }\n      invoices { ...InvoiceFields }\n      usage { used allotment }\n    }\n  }\n"): (typeof documents)["\n  query BillingOverview($orgId: ID!) {\n    billing(orgId: $orgId) {\n      orgId organisationName\n      subscription { ...BillingSubscriptionFields }\n      paymentMethod { ...PaymentMethodFields }\n      invoices { ...InvoiceFields }\n      usage { used allotment }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingPayment($orgId: ID!) {\n    billing(orgId: $orgId) {\n      orgId\n      paymentMethod { ...PaymentMethodFields }\n      paymentClient { mode publishableKey stripeJsUrl }\n      taxRegions { code label }\n    }\n  }\n"): (typeof documents)["\n  query BillingPayment($orgId: ID!) {\n    billing(orgId: $orgId) {\n      orgId\n      paymentMethod { ...PaymentMethodFields }\n      paymentClient { mode publishableKey stripeJsUrl }\n      taxRegions { code label }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSetupIntent($orgId: ID!) {\n    createSetupIntent(orgId: $orgId) { setupIntentId clientSecret publishableKey stripeJsUrl }\n  }\n"): (typeof documents)["\n  mutation CreateSetupIntent($orgId: ID!) {\n    createSetupIntent(orgId: $orgId) { setupIntentId clientSecret publishableKey stripeJsUrl }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePaymentMethod($orgId: ID!, $input: PaymentMethodInput!) {\n    updatePaymentMethod(orgId: $orgId, input: $input) { ...PaymentMethodFields }\n  }\n"): (typeof documents)["\n  mutation UpdatePaymentMethod($orgId: ID!, $input: PaymentMethodInput!) {\n    updatePaymentMethod(orgId: $orgId, input: $input) { ...PaymentMethodFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingInvoices($orgId: ID!) {\n    billing(orgId: $orgId) { orgId invoices { ...InvoiceFields } invoiceSettings { purchaseOrder footer } }\n  }\n"): (typeof documents)["\n  query BillingInvoices($orgId: ID!) {\n    billing(orgId: $orgId) { orgId invoices { ...InvoiceFields } invoiceSettings { purchaseOrder footer } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInvoiceSettings($orgId: ID!, $input: InvoiceSettingsInput!) {\n    updateInvoiceSettings(orgId: $orgId, input: $input) { purchaseOrder footer }\n  }\n"): (typeof documents)["\n  mutation UpdateInvoiceSettings($orgId: ID!, $input: InvoiceSettingsInput!) {\n    updateInvoiceSettings(orgId: $orgId, input: $input) { purchaseOrder footer }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingPlans($orgId: ID!, $currency: Currency!, $interval: BillingInterval!) {\n    billing(orgId: $orgId) {\n      orgId people teamsInUse testProfilesInUse\n      subscription { ...BillingSubscriptionFields }\n      paymentMethod { cardBrand cardLast4 }\n      plans(currency: $currency, interval: $interval) {\n        plan name price includedSeats teamLimit testProfileLimit available unavailableReason\n        limits { ...PlanLimitsFields }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BillingPlans($orgId: ID!, $currency: Currency!, $interval: BillingInterval!) {\n    billing(orgId: $orgId) {\n      orgId people teamsInUse testProfilesInUse\n      subscription { ...BillingSubscriptionFields }\n      paymentMethod { cardBrand cardLast4 }\n      plans(currency: $currency, interval: $interval) {\n        plan name price includedSeats teamLimit testProfileLimit available unavailableReason\n        limits { ...PlanLimitsFields }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingQuote($orgId: ID!, $cart: CartInput!) {\n    billingQuote(orgId: $orgId, cart: $cart) { total currency interval lines { description quantity unitAmount amount } }\n  }\n"): (typeof documents)["\n  query BillingQuote($orgId: ID!, $cart: CartInput!) {\n    billingQuote(orgId: $orgId, cart: $cart) { total currency interval lines { description quantity unitAmount amount } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Checkout($orgId: ID!, $cart: CartInput!) {\n    checkout(orgId: $orgId, cart: $cart) { ...BillingSubscriptionFields }\n  }\n"): (typeof documents)["\n  mutation Checkout($orgId: ID!, $cart: CartInput!) {\n    checkout(orgId: $orgId, cart: $cart) { ...BillingSubscriptionFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PauseSubscription($orgId: ID!, $confirmation: String!) {\n    pauseSubscription(orgId: $orgId, confirmation: $confirmation) { ...BillingSubscriptionFields }\n  }\n"): (typeof documents)["\n  mutation PauseSubscription($orgId: ID!, $confirmation: String!) {\n    pauseSubscription(orgId: $orgId, confirmation: $confirmation) { ...BillingSubscriptionFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReactivateSubscription($orgId: ID!, $confirmation: String!) {\n    reactivateSubscription(orgId: $orgId, confirmation: $confirmation) { ...BillingSubscriptionFields }\n  }\n"): (typeof documents)["\n  mutation ReactivateSubscription($orgId: ID!, $confirmation: String!) {\n    reactivateSubscription(orgId: $orgId, confirmation: $confirmation) { ...BillingSubscriptionFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelSubscription($orgId: ID!, $input: CloseAccountInput!) { cancelSubscription(orgId: $orgId, input: $input) }\n"): (typeof documents)["\n  mutation CancelSubscription($orgId: ID!, $input: CloseAccountInput!) { cancelSubscription(orgId: $orgId, input: $input) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteOrganisation($orgId: ID!, $input: CloseAccountInput!) { deleteOrganisation(orgId: $orgId, input: $input) }\n"): (typeof documents)["\n  mutation DeleteOrganisation($orgId: ID!, $input: CloseAccountInput!) { deleteOrganisation(orgId: $orgId, input: $input) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingUsage($orgId: ID!) {\n    billing(orgId: $orgId) {\n      orgId\n      subscription { ...BillingSubscriptionFields }\n      usage { used allotment periodStart periodEnd trial days { day tests } }\n      rumPageViews { used quota periodStart periodEnd }\n    }\n  }\n"): (typeof documents)["\n  query BillingUsage($orgId: ID!) {\n    billing(orgId: $orgId) {\n      orgId\n      subscription { ...BillingSubscriptionFields }\n      usage { used allotment periodStart periodEnd trial days { day tests } }\n      rumPageViews { used quota periodStart periodEnd }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;