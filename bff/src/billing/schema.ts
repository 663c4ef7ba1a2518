export const typeDefs = /* GraphQL */ `
  type Query {
    "An organisation's billing: subscription, plans, payment method, invoices and usage. Administrators only."
    billing(orgId: ID!): Billing!
    "What a cart costs per interval, line by line. Refuses a plan the organisation cannot have."
    billingQuote(orgId: ID!, cart: CartInput!): BillingQuote!
  }

  type Mutation {
    "Chooses a plan and pays for it now: a new subscription, or a change to the current one."
    checkout(orgId: ID!, cart: CartInput!): BillingSubscription!
    "Starts setting up a new card: a SetupIntent for the organisation's Stripe customer, which Stripe.js confirms in the browser (the card number never reaches Pace)."
    createSetupIntent(orgId: ID!): CardSetup!
    "Saves the billing details and, with setupIntentId, the card that SetupIntent set up (once Stripe says it succeeded)."
    updatePaymentMethod(orgId: ID!, input: PaymentMethodInput!): PaymentMethod!
    updateInvoiceSettings(orgId: ID!, input: InvoiceSettingsInput!): InvoiceSettings!
    "Pauses the subscription for 90 days (typed PAUSE); it then resumes and bills on its own."
    pauseSubscription(orgId: ID!, confirmation: String!): BillingSubscription!
    "Ends a pause now and bills at once (typed REACTIVATE)."
    reactivateSubscription(orgId: ID!, confirmation: String!): BillingSubscription!
    "Cancels the subscription (a reason and typed CANCEL) and deletes the organisation immediately. A signed-in administrator only, never an API token."
    cancelSubscription(orgId: ID!, input: CloseAccountInput!): Boolean!
    "Deletes the organisation (a reason and typed DELETE), cancelling its subscription. A signed-in administrator only, never an API token."
    deleteOrganisation(orgId: ID!, input: CloseAccountInput!): Boolean!
  }

  enum SubscriptionStatus {
    active
    canceled
    past_due
    paused
    trial_canceled
    trial_expired
    trialing
  }
  enum BillingPlan {
    starter
    power
    pro
    enterprise
  }
  enum BillingInterval {
    month
    year
  }
  enum Currency {
    AUD
    USD
    EUR
  }
  "paid; unpaid (shown as Retrying); failed; draft (shown as Upcoming)"
  enum InvoiceStatus {
    paid
    unpaid
    failed
    draft
  }
  enum CancelReason {
    missing_features
    no_longer_using
    project_ended
    too_expensive
    competitor
    other
  }

  type Billing {
    orgId: ID!
    organisationName: String!
    subscription: BillingSubscription!
    plans(currency: Currency!, interval: BillingInterval!): [PlanOption!]!
    paymentMethod: PaymentMethod
    paymentClient: PaymentClient!
    taxRegions: [TaxRegion!]!
    invoices: [Invoice!]!
    invoiceSettings: InvoiceSettings!
    usage: TestUsage!
    "RUM page views collected this UTC calendar month, all the organisation's sites together, against the plan's quota."
    rumPageViews: RumPageViewUsage!
    "People in the organisation: the fewest seats a plan may have."
    people: Int!
    teamsInUse: Int!
    testProfilesInUse: Int!
  }

  type BillingSubscription {
    uuid: ID!
    status: SubscriptionStatus!
    "Null during the free trial."
    plan: BillingPlan
    "Starter, Power, Pro, Enterprise, or Free trial."
    planName: String!
    interval: BillingInterval
    currency: Currency
    seats: Int!
    testPacks: Int!
    "Tests allowed this month (500 over the whole trial)."
    testAllotment: Int!
    teamLimit: Int
    testProfileLimit: Int
    "Every limit of the plan (the free trial has Pro's)."
    limits: PlanLimits!
    trialEndsAt: DateTime
    currentPeriodEnd: DateTime
    pausedAt: DateTime
    "When a pause ends and the subscription bills again."
    resumesAt: DateTime
    canceledAt: DateTime
    "False when nothing new can be created (canceled or an expired trial)."
    isActive: Boolean!
  }

  "What a plan allows; null: no limit."
  type PlanLimits {
    teams: Int
    "Across the organisation's sites."
    testProfiles: Int
    "Seats included in the price; more are bought per seat."
    includedSeats: Int!
    pagesPerSite: Int!
    "Tests one snapshot may start: pages times profiles, and the site's flows."
    testsPerSnapshot: Int!
    flowsPerSite: Int!
    stepsPerFlow: Int!
    "RUM page views collected a month, all the organisation's sites together; past them beacons are refused."
    rumPageViews: Int!
  }

  type PlanOption {
    plan: BillingPlan!
    name: String!
    "Price per interval in the currency's smallest unit (cents), with no extra seats or test packs."
    price: Int!
    includedSeats: Int!
    teamLimit: Int
    testProfileLimit: Int
    limits: PlanLimits!
    available: Boolean!
    "Why the plan cannot be chosen (too many teams or test profiles in use)."
    unavailableReason: String
  }

  input CartInput {
    plan: BillingPlan!
    interval: BillingInterval!
    currency: Currency!
    seats: Int!
    testPacks: Int!
  }

  type BillingQuote {
    lines: [QuoteLine!]!
    "Per interval, in cents."
    total: Int!
    currency: Currency!
    interval: BillingInterval!
  }

  type QuoteLine {
    description: String!
    quantity: Int!
    unitAmount: Int!
    amount: Int!
  }

  type PaymentMethod {
    cardBrand: String
    cardLast4: String
    cardExpMonth: Int
    cardExpYear: Int
    cardholderName: String
    company: String
    billingEmail: String
    address: String
    city: String
    state: String
    postcode: String
    country: String
    taxRegion: String
    taxId: String
    bankCodes: String
  }

  input PaymentMethodInput {
    "A SetupIntent (seti_...) from createSetupIntent that Stripe.js confirmed with the new card; omit to keep the current card."
    setupIntentId: String
    cardholderName: String!
    company: String
    billingEmail: String!
    address: String!
    city: String!
    state: String
    postcode: String!
    country: String!
    taxRegion: String
    taxId: String
    bankCodes: String
  }

  "Where and with which key the browser hands a card to Stripe (local: the local Stripe-format server)."
  type PaymentClient {
    mode: String!
    apiBase: String!
    publishableKey: String
    "Where the browser loads Stripe.js from."
    stripeJsUrl: String!
  }

  "A SetupIntent for Stripe.js to confirm with a new card."
  type CardSetup {
    setupIntentId: String!
    clientSecret: String!
    publishableKey: String!
    "Where the browser loads Stripe.js from."
    stripeJsUrl: String!
  }

  type TaxRegion {
    code: String!
    label: String!
  }

  type Invoice {
    uuid: ID!
    number: String
    date: DateTime!
    "In cents."
    amount: Int!
    currency: String!
    status: InvoiceStatus!
    "Paid, Retrying, Failed or Upcoming."
    statusLabel: String!
    periodStart: DateTime
    periodEnd: DateTime
    nextAttemptAt: DateTime
    "The PDF, through the bff (administrators only); null for an upcoming invoice."
    downloadUrl: String
  }

  type InvoiceSettings {
    purchaseOrder: String
    footer: String
  }

  input InvoiceSettingsInput {
    purchaseOrder: String
    footer: String
  }

  type TestUsage {
    used: Int!
    allotment: Int!
    periodStart: DateTime!
    periodEnd: DateTime!
    trial: Boolean!
    days: [UsageDay!]!
  }

  "The month's RUM page views: each page view's first beacon kept (not dropped by sampling nor refused)."
  type RumPageViewUsage {
    used: Int!
    "The plan's page views a month (the free trial: Pro's); null: no limit."
    quota: Int
    "The UTC calendar month: its first moment, and the next month's (when refused beacons are taken again)."
    periodStart: DateTime!
    periodEnd: DateTime!
  }

  type UsageDay {
    day: String!
    tests: Int!
  }

  input CloseAccountInput {
    reason: CancelReason!
    comment: String
    confirmation: String!
  }
`;
