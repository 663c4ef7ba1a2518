import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ChangelogEntryParent } from '../../system/presenters.ts';
import type { HealthReport } from '../../system/health.ts';
import type { UserParent } from '../../accounts/presenters.ts';
import type { AdminUserParent, OrganisationParent, TeamParent, SiteParent, PersonNode, ApiTokenParent } from '../../organisations/presenters.ts';
import type { BillingParent, BillingSubscriptionParent, InvoiceParent } from '../../billing/presenters.ts';
import type { PageParent, TestProfileParent, SnapshotParent, TestParent, BudgetParent, BudgetChangeParent, HistoryPointParent } from '../../synthetic/presenters.ts';
import type { IntegrationParent, IntegrationDeliveryParent } from '../../integrations/presenters.ts';
import type { SharedReportParent, SharedSiteParent, ShareLinkParent } from '../../share/presenters.ts';
import type { RumSettingsParent } from '../../rum/presenters.ts';
import type { CruxSummaryParent, CruxTargetSummaryParent } from '../../crux/presenters.ts';
import type { GraphQLContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A point in time: an ISO-8601 date-time in UTC with milliseconds, as 2024-05-01T12:00:00.000Z. */
  DateTime: { input: Date; output: Date | string; }
};

/** An organisation as staff see it in /admin. */
export type AdminOrganisation = {
  __typename?: 'AdminOrganisation';
  createdAt: Scalars['DateTime']['output'];
  /** The slug. */
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  people: Scalars['Int']['output'];
  /** The subscription's plan; null during the trial or without billing. */
  plan: Maybe<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
  /** The subscription's state (trialing, active, past_due, paused, canceled, trial_canceled, trial_expired); null without one. */
  state: Maybe<Scalars['String']['output']>;
  /** Tests run since the first day of this month (UTC). */
  testsThisMonth: Scalars['Int']['output'];
};

export type AdminOrganisationConnection = {
  __typename?: 'AdminOrganisationConnection';
  edges: Array<AdminOrganisationEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type AdminOrganisationEdge = {
  __typename?: 'AdminOrganisationEdge';
  cursor: Scalars['String']['output'];
  node: AdminOrganisation;
};

/** A user as staff see it in /admin. */
export type AdminUser = {
  __typename?: 'AdminUser';
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  emailVerified: Scalars['Boolean']['output'];
  lastSeenAt: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  organisations: Array<Membership>;
  staff: Scalars['Boolean']['output'];
  uuid: Scalars['ID']['output'];
};

export type ApiToken = {
  __typename?: 'ApiToken';
  /** Addresses or CIDR ranges; empty: any address. */
  allowedIps: Array<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  creator: Maybe<Person>;
  expiresAt: Maybe<Scalars['DateTime']['output']>;
  kind: ApiTokenKind;
  lastUsedAt: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  permissions: Array<Scalars['String']['output']>;
  /** Null: every team the token could otherwise reach. */
  team: Maybe<Team>;
  tokenPrefix: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
};

export type ApiTokenInput = {
  /** Single addresses or CIDR ranges; empty or null for any address. */
  allowedIps?: InputMaybe<Array<Scalars['String']['input']>>;
  /** ISO date-time; null for no expiry. */
  expiresAt?: InputMaybe<Scalars['String']['input']>;
  /** Default organisation; cannot be changed by updateApiToken. */
  kind?: InputMaybe<ApiTokenKind>;
  name: Scalars['String']['input'];
  /** A subset of the creator's permissions. */
  permissions: Array<Scalars['String']['input']>;
  /** A team slug; null for every team. */
  teamId?: InputMaybe<Scalars['ID']['input']>;
};

export type ApiTokenKind =
  | 'organisation'
  | 'personal';

export type Artifact = {
  __typename?: 'Artifact';
  bytes: Scalars['Int']['output'];
  contentType: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Download address (needs the same sign-in). */
  url: Scalars['String']['output'];
};

export type AuthenticationMethod =
  | 'google'
  | 'invited'
  | 'password'
  | 'saml';

export type Billing = {
  __typename?: 'Billing';
  invoiceSettings: InvoiceSettings;
  invoices: Array<Invoice>;
  orgId: Scalars['ID']['output'];
  organisationName: Scalars['String']['output'];
  paymentClient: PaymentClient;
  paymentMethod: Maybe<PaymentMethod>;
  /** People in the organisation: the fewest seats a plan may have. */
  people: Scalars['Int']['output'];
  plans: Array<PlanOption>;
  /** RUM page views collected this UTC calendar month, all the organisation's sites together, against the plan's quota. */
  rumPageViews: RumPageViewUsage;
  subscription: BillingSubscription;
  taxRegions: Array<TaxRegion>;
  teamsInUse: Scalars['Int']['output'];
  testProfilesInUse: Scalars['Int']['output'];
  usage: TestUsage;
};


export type BillingPlansArgs = {
  currency: Currency;
  interval: BillingInterval;
};

export type BillingInterval =
  | 'month'
  | 'year';

export type BillingPlan =
  | 'enterprise'
  | 'power'
  | 'pro'
  | 'starter';

export type BillingQuote = {
  __typename?: 'BillingQuote';
  currency: Currency;
  interval: BillingInterval;
  lines: Array<QuoteLine>;
  /** Per interval, in cents. */
  total: Scalars['Int']['output'];
};

export type BillingSubscription = {
  __typename?: 'BillingSubscription';
  canceledAt: Maybe<Scalars['DateTime']['output']>;
  currency: Maybe<Currency>;
  currentPeriodEnd: Maybe<Scalars['DateTime']['output']>;
  interval: Maybe<BillingInterval>;
  /** False when nothing new can be created (canceled or an expired trial). */
  isActive: Scalars['Boolean']['output'];
  /** Every limit of the plan (the free trial has Pro's). */
  limits: PlanLimits;
  pausedAt: Maybe<Scalars['DateTime']['output']>;
  /** Null during the free trial. */
  plan: Maybe<BillingPlan>;
  /** Starter, Power, Pro, Enterprise, or Free trial. */
  planName: Scalars['String']['output'];
  /** When a pause ends and the subscription bills again. */
  resumesAt: Maybe<Scalars['DateTime']['output']>;
  seats: Scalars['Int']['output'];
  status: SubscriptionStatus;
  teamLimit: Maybe<Scalars['Int']['output']>;
  /** Tests allowed this month (500 over the whole trial). */
  testAllotment: Scalars['Int']['output'];
  testPacks: Scalars['Int']['output'];
  testProfileLimit: Maybe<Scalars['Int']['output']>;
  trialEndsAt: Maybe<Scalars['DateTime']['output']>;
  uuid: Scalars['ID']['output'];
};

export type Budget = {
  __typename?: 'Budget';
  /** The state of each page and profile, from its latest measurement. */
  cells: Array<BudgetCell>;
  /** The ratchet's changes, newest first. */
  changes: Array<BudgetChange>;
  /** Set when the budget holds one step of a user flow (then pages, profiles and cells are empty). */
  flowStep: Maybe<BudgetFlowStep>;
  history: BudgetHistory;
  metric: Scalars['String']['output'];
  /** Empty: every page. */
  pages: Array<Page>;
  /** Empty: every profile. */
  profiles: Array<TestProfile>;
  ratchet: BudgetRatchet;
  state: BudgetState;
  stateChangedAt: Maybe<Scalars['DateTime']['output']>;
  uuid: Scalars['ID']['output'];
  value: Scalars['Float']['output'];
};

export type BudgetCell = {
  __typename?: 'BudgetCell';
  measuredAt: Maybe<Scalars['DateTime']['output']>;
  page: Page;
  profile: TestProfile;
  state: BudgetState;
  value: Maybe<Scalars['Float']['output']>;
};

export type BudgetChange = {
  __typename?: 'BudgetChange';
  at: Scalars['DateTime']['output'];
  /** The measurements that caused it, oldest first. */
  measurements: Array<BudgetChangeMeasurement>;
  newValue: Scalars['Float']['output'];
  oldValue: Scalars['Float']['output'];
  uuid: Scalars['ID']['output'];
};

export type BudgetChangeMeasurement = {
  __typename?: 'BudgetChangeMeasurement';
  measuredAt: Scalars['DateTime']['output'];
  /** Null once the page or profile is deleted. */
  page: Maybe<Page>;
  profile: Maybe<TestProfile>;
  value: Scalars['Float']['output'];
};

/** The user flow step a budget holds, with its latest value of the budget's metric. */
export type BudgetFlowStep = {
  __typename?: 'BudgetFlowStep';
  flow: Flow;
  measuredAt: Maybe<Scalars['DateTime']['output']>;
  state: BudgetState;
  stepId: Scalars['ID']['output'];
  stepName: Scalars['String']['output'];
  value: Maybe<Scalars['Float']['output']>;
};

/** Measurements of the last 90 days; points is null below the minimum of 15. */
export type BudgetHistory = {
  __typename?: 'BudgetHistory';
  count: Scalars['Int']['output'];
  minimum: Scalars['Int']['output'];
  points: Maybe<Array<HistoryPoint>>;
};

export type BudgetInput = {
  /** A user flow's uuid, with flowStepId one of its measured steps: the budget holds that step. */
  flowId?: InputMaybe<Scalars['ID']['input']>;
  flowStepId?: InputMaybe<Scalars['ID']['input']>;
  metric: Scalars['String']['input'];
  pageIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  profileIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Left as it is when omitted. */
  ratchet?: InputMaybe<BudgetRatchetInput>;
  value: Scalars['Float']['input'];
};

/** Off unless enabled: after runs consecutive measurements under the budget by the margin, it tightens. */
export type BudgetRatchet = {
  __typename?: 'BudgetRatchet';
  enabled: Scalars['Boolean']['output'];
  /** In the metric's unit (absolute) or a percentage of the observed level (percent). */
  margin: Maybe<Scalars['Float']['output']>;
  marginUnit: Maybe<RatchetMarginUnit>;
  runs: Maybe<Scalars['Int']['output']>;
};

export type BudgetRatchetInput = {
  enabled: Scalars['Boolean']['input'];
  margin?: InputMaybe<Scalars['Float']['input']>;
  marginUnit?: InputMaybe<RatchetMarginUnit>;
  runs?: InputMaybe<Scalars['Int']['input']>;
};

export type BudgetState =
  | 'at_risk'
  | 'exceeded'
  | 'met'
  | 'no_measurement';

export type CancelReason =
  | 'competitor'
  | 'missing_features'
  | 'no_longer_using'
  | 'other'
  | 'project_ended'
  | 'too_expensive';

/** A SetupIntent for Stripe.js to confirm with a new card. */
export type CardSetup = {
  __typename?: 'CardSetup';
  clientSecret: Scalars['String']['output'];
  publishableKey: Scalars['String']['output'];
  setupIntentId: Scalars['String']['output'];
  /** Where the browser loads Stripe.js from. */
  stripeJsUrl: Scalars['String']['output'];
};

export type CartInput = {
  currency: Currency;
  interval: BillingInterval;
  plan: BillingPlan;
  seats: Scalars['Int']['input'];
  testPacks: Scalars['Int']['input'];
};

/** One entry of the product changelog (the chrome's changelog menu; GET /api/changelog serves the feed). */
export type ChangelogEntry = {
  __typename?: 'ChangelogEntry';
  createdAt: Scalars['DateTime']['output'];
  title: Scalars['String']['output'];
  /** An absolute http(s) link, or a path on this site. */
  url: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
};

export type ChangelogEntryInput = {
  title: Scalars['String']['input'];
  url: Scalars['String']['input'];
};

export type CloseAccountInput = {
  comment?: InputMaybe<Scalars['String']['input']>;
  confirmation: Scalars['String']['input'];
  reason: CancelReason;
};

export type CodeHostSettings = {
  __typename?: 'CodeHostSettings';
  branches: Array<Scalars['String']['output']>;
  deployTrigger: Maybe<Scalars['String']['output']>;
  domains: Array<Scalars['String']['output']>;
  environments: Array<Scalars['String']['output']>;
  failOnUnmetBudget: Scalars['Boolean']['output'];
  /** The GitHub account the organisation's installation is on. */
  installationAccount: Maybe<Scalars['String']['output']>;
  installationId: Maybe<Scalars['Int']['output']>;
  /** The organisation's installation: when it was connected through GitHub (null: connected by its id alone, before proofs; connect it again). */
  installationProvedAt: Maybe<Scalars['DateTime']['output']>;
  mainBranch: Maybe<Scalars['String']['output']>;
  repository: Maybe<Scalars['String']['output']>;
};

export type CodeHostSettingsInput = {
  branches?: InputMaybe<Array<Scalars['String']['input']>>;
  deployTrigger?: InputMaybe<Scalars['String']['input']>;
  domains?: InputMaybe<Array<Scalars['String']['input']>>;
  environments?: InputMaybe<Array<Scalars['String']['input']>>;
  failOnUnmetBudget?: InputMaybe<Scalars['Boolean']['input']>;
  installationId?: InputMaybe<Scalars['Int']['input']>;
  mainBranch?: InputMaybe<Scalars['String']['input']>;
  repository?: InputMaybe<Scalars['String']['input']>;
};

export type ConnectionPreset =
  | '3g'
  | '3g_fast'
  | '3g_slow'
  | '4g'
  | 'cable'
  | 'dsl'
  | 'none';

/** The secret is shown once: only its hash is kept. */
export type CreatedApiToken = {
  __typename?: 'CreatedApiToken';
  secret: Scalars['String']['output'];
  token: ApiToken;
};

export type CreatedShareLink = {
  __typename?: 'CreatedShareLink';
  link: ShareLink;
  /** /tests/{uuid}/{token} */
  path: Scalars['String']['output'];
};

export type CruxAssessment =
  | 'fail'
  | 'not_assessed'
  | 'pass';

export type CruxCollection = {
  __typename?: 'CruxCollection';
  jobId: Scalars['String']['output'];
};

/** ALL: every device together. */
export type CruxFormFactor =
  | 'ALL'
  | 'DESKTOP'
  | 'PHONE';

export type CruxHistoryPoint = {
  __typename?: 'CruxHistoryPoint';
  p75: Maybe<Scalars['Float']['output']>;
  periodEnd: Scalars['String']['output'];
  periodStart: Scalars['String']['output'];
  shares: Maybe<CruxShares>;
};

export type CruxLcpPart = {
  __typename?: 'CruxLcpPart';
  guide: CruxLcpPartGuide;
  /** web.dev's share of LCP for this part, from 0 to 1. */
  guideShare: Scalars['Float']['output'];
  /** lcp_ttfb, lcp_resource_load_delay, lcp_resource_load_duration or lcp_element_render_delay */
  metric: Scalars['String']['output'];
  /** Milliseconds; null when CrUX did not report the part. */
  p75: Maybe<Scalars['Float']['output']>;
  /** By the part's stops in @pace/metrics (the spec's CrUX LCP part stops). */
  rating: CruxRating;
  /** Share from 0 to 1 of the four parts' p75s added up; null unless all four are reported. */
  share: Maybe<Scalars['Float']['output']>;
};

/** web.dev's guide for a part: about (TTFB, load duration: about 40 %) or under (the delays: under 10 %) its share of LCP. */
export type CruxLcpPartGuide =
  | 'about'
  | 'under';

export type CruxLcpPartHistory = {
  __typename?: 'CruxLcpPartHistory';
  metric: Scalars['String']['output'];
  /** Oldest first; periods where CrUX did not report the part are missing. */
  points: Array<CruxLcpPartPoint>;
};

export type CruxLcpPartPoint = {
  __typename?: 'CruxLcpPartPoint';
  p75: Maybe<Scalars['Float']['output']>;
  periodEnd: Scalars['String']['output'];
  periodStart: Scalars['String']['output'];
};

export type CruxLcpParts = {
  __typename?: 'CruxLcpParts';
  /** The part with the largest p75; null unless all four are reported. */
  dominant: Maybe<Scalars['String']['output']>;
  formFactor: CruxFormFactor;
  /** One history per part, over the months asked for. */
  history: Array<CruxLcpPartHistory>;
  /** LCP's own p75 in that period (the parts' p75s need not add up to it). */
  lcpP75: Maybe<Scalars['Float']['output']>;
  months: Scalars['Int']['output'];
  /** The four parts in the order they add up. */
  parts: Array<CruxLcpPart>;
  /** The latest period with LCP data, which the parts belong to; null without LCP data. */
  period: Maybe<CruxPeriod>;
  /** Whether CrUX reported all four parts for the latest period with LCP data. */
  reported: Scalars['Boolean']['output'];
  target: Scalars['String']['output'];
};

export type CruxMetricHistory = {
  __typename?: 'CruxMetricHistory';
  formFactor: CruxFormFactor;
  metric: Scalars['String']['output'];
  months: Scalars['Int']['output'];
  points: Array<CruxHistoryPoint>;
  target: Scalars['String']['output'];
};

export type CruxMetricSummary = {
  __typename?: 'CruxMetricSummary';
  /** lcp, cls, inp, ttfb, fcp or rtt */
  metric: Scalars['String']['output'];
  /** Milliseconds; unitless for CLS. Null without data. */
  p75: Maybe<Scalars['Float']['output']>;
  rating: CruxRating;
  shares: Maybe<CruxShares>;
  trend: Maybe<CruxTrend>;
};

export type CruxPeriod = {
  __typename?: 'CruxPeriod';
  /** ISO dates, both included (28 days). */
  firstDate: Scalars['String']['output'];
  lastDate: Scalars['String']['output'];
};

/** good, average (needs improvement), poor, ungraded or no_data: @pace/metrics ratings. */
export type CruxRating =
  | 'average'
  | 'good'
  | 'no_data'
  | 'poor'
  | 'ungraded';

/** Shares from 0 to 1 of the API's good, needs-improvement and poor bins. */
export type CruxShares = {
  __typename?: 'CruxShares';
  average: Scalars['Float']['output'];
  good: Scalars['Float']['output'];
  poor: Scalars['Float']['output'];
};

export type CruxSummary = {
  __typename?: 'CruxSummary';
  assessment: CruxAssessment;
  checkedAt: Maybe<Scalars['String']['output']>;
  formFactor: CruxFormFactor;
  /** False when nothing is stored for the site yet: the screens' empty state. */
  hasData: Scalars['Boolean']['output'];
  metrics: Array<CruxMetricSummary>;
  period: Maybe<CruxPeriod>;
  /** True for the demo organisation's sites: sample figures from the recorded CrUX fixtures, not Chrome's field data. */
  sampleData: Scalars['Boolean']['output'];
  status: CruxTargetStatus;
  /** The site's origin. */
  target: Scalars['String']['output'];
};

/** How the last collection of a target went; not_collected before the first. */
export type CruxTargetStatus =
  | 'collected'
  | 'failed'
  | 'no_data'
  | 'not_collected';

/** An origin or page URL for one form factor. */
export type CruxTargetSummary = {
  __typename?: 'CruxTargetSummary';
  assessment: CruxAssessment;
  checkedAt: Maybe<Scalars['DateTime']['output']>;
  metrics: Array<CruxMetricSummary>;
  period: Maybe<CruxPeriod>;
  status: CruxTargetStatus;
  target: Scalars['String']['output'];
};

/** The latest p75 against the period that ended 28 days earlier. */
export type CruxTrend = {
  __typename?: 'CruxTrend';
  /** Relative change: 0.1 is 10 % higher. */
  change: Scalars['Float']['output'];
  direction: CruxTrendDirection;
  previousP75: Scalars['Float']['output'];
  previousPeriodEnd: Scalars['String']['output'];
};

export type CruxTrendDirection =
  | 'better'
  | 'same'
  | 'worse';

export type Currency =
  | 'AUD'
  | 'EUR'
  | 'USD';

export type CurrentUser = {
  __typename?: 'CurrentUser';
  avatar: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  emailVerified: Scalars['Boolean']['output'];
  googleConnected: Scalars['Boolean']['output'];
  hasPassword: Scalars['Boolean']['output'];
  memberships: Array<Membership>;
  name: Scalars['String']['output'];
  notificationSettings: NotificationSettings;
  /** The signed-in person's personal tokens in every organisation; refused to API tokens (sign in instead). */
  personalTokens: Array<ApiToken>;
  /** Newest first, at most 5; sites no longer reachable are left out. */
  recentSites: Array<Site>;
  staff: Scalars['Boolean']['output'];
  uuid: Scalars['ID']['output'];
};

export type DataSource =
  | 'CRUX'
  | 'RUM'
  | 'SYNTHETIC';

export type DatabaseHealth = {
  __typename?: 'DatabaseHealth';
  /** mysql or sqlite */
  dialect: Scalars['String']['output'];
  status: HealthStatus;
};

export type DevicePreset =
  | 'desktop'
  | 'mobile'
  | 'tablet';

export type ElementPart = {
  __typename?: 'ElementPart';
  /** A metric key: lcp_ttfb, inp_input_delay… */
  metric: Scalars['String']['output'];
  p75: Maybe<Scalars['Float']['output']>;
};

export type ElementVerdict =
  | 'different'
  /** One side has no element. */
  | 'no_data'
  | 'same'
  /** The selectors agree as far as they go but do not name one element for certain (a tag alone, too few levels). */
  | 'unsure';

export type Features = {
  __typename?: 'Features';
  /** False when the platform runs without billing (BILLING=off): no plans, no billing screens, no limits. */
  billing: Scalars['Boolean']['output'];
  rum: Scalars['Boolean']['output'];
};

export type FieldElement = {
  __typename?: 'FieldElement';
  /** The part with the largest p75 (a RUM metric key). */
  dominantPart: Maybe<Scalars['String']['output']>;
  p75: Maybe<Scalars['Float']['output']>;
  pageViews: Scalars['Float']['output'];
  parts: Array<ElementPart>;
  /** The selector the embed script sent. */
  selector: Scalars['String']['output'];
  /** Of the page views that measured the metric, 0 to 1. */
  share: Scalars['Float']['output'];
  /** LCP elements: against the lab's LCP element. */
  verdict: Maybe<ElementVerdict>;
};

export type FieldElements = {
  __typename?: 'FieldElements';
  inpElements: Array<FieldElement>;
  inpPageViews: Scalars['Float']['output'];
  /** The most common LCP element. */
  lcpElement: Maybe<FieldElement>;
  /** Busiest first; the less common ones together as (other). */
  lcpElements: Array<FieldElement>;
  /** Page views of the page that measured LCP (INP) in the period. */
  lcpPageViews: Scalars['Float']['output'];
  /** The INP element with the highest p75. */
  slowestInpElement: Maybe<FieldElement>;
};

export type FieldLab = {
  __typename?: 'FieldLab';
  /** Every page with both kinds of data in the period, paths first, busiest first. */
  candidates: Array<FieldLabPage>;
  field: FieldElements;
  /** The latest completed synthetic test of a matching page; null when none. */
  lab: Maybe<LabLcp>;
  page: Scalars['String']['output'];
  pageKind: RumPageGroupBy;
  /** The verdict in words, with the part that dominates on each side. */
  summary: Scalars['String']['output'];
  /** The field's most common LCP element against the lab's. */
  verdict: ElementVerdict;
};

export type FieldLabPage = {
  __typename?: 'FieldLabPage';
  /** The path or the page grouping's name. */
  page: Scalars['String']['output'];
  pageKind: RumPageGroupBy;
};

export type Flow = {
  __typename?: 'Flow';
  /** The measured steps of the latest run that measured any. */
  latestSteps: Array<FlowStepResult>;
  name: Scalars['String']['output'];
  /** Newest first (at most 25). */
  runs: Array<FlowRun>;
  /** One metric of each measured step over the last days, a series per step. */
  stepHistory: Array<FlowStepSeries>;
  steps: Array<FlowStep>;
  uuid: Scalars['ID']['output'];
};


export type FlowRunsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type FlowStepHistoryArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
  metric: Scalars['String']['input'];
};

export type FlowInput = {
  name: Scalars['String']['input'];
  steps: Array<FlowStepInput>;
};

export type FlowMetricValue = {
  __typename?: 'FlowMetricValue';
  metric: Scalars['String']['output'];
  value: Scalars['Float']['output'];
};

export type FlowRun = {
  __typename?: 'FlowRun';
  browserVersion: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  durationMs: Maybe<Scalars['Int']['output']>;
  failureCode: Maybe<Scalars['String']['output']>;
  failureMessage: Maybe<Scalars['String']['output']>;
  finishedAt: Maybe<Scalars['DateTime']['output']>;
  lighthouseVersion: Maybe<Scalars['String']['output']>;
  /** Lighthouse's flow report (HTML), once the run completed. */
  reportUrl: Maybe<Scalars['String']['output']>;
  snapshotId: Maybe<Scalars['ID']['output']>;
  startedAt: Maybe<Scalars['DateTime']['output']>;
  status: RunState;
  uuid: Scalars['ID']['output'];
};

/** One step; the fields its kind uses are set (url for navigate, selector for the others, text for type, timeoutMs for waitFor). mode null: performed, not measured. */
export type FlowStep = {
  __typename?: 'FlowStep';
  id: Scalars['ID']['output'];
  kind: FlowStepKind;
  mode: Maybe<FlowStepMode>;
  name: Scalars['String']['output'];
  selector: Maybe<Scalars['String']['output']>;
  text: Maybe<Scalars['String']['output']>;
  timeoutMs: Maybe<Scalars['Int']['output']>;
  url: Maybe<Scalars['String']['output']>;
};

/** id: keep a step's id when editing it, so its history follows; leave it out for a new step. mode left out: a navigate step is measured as a navigation, others not; null: not measured. */
export type FlowStepInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  kind: FlowStepKind;
  mode?: InputMaybe<FlowStepMode>;
  name?: InputMaybe<Scalars['String']['input']>;
  selector?: InputMaybe<Scalars['String']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  timeoutMs?: InputMaybe<Scalars['Int']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};

export type FlowStepKind =
  | 'click'
  | 'navigate'
  | 'submit'
  | 'type'
  | 'waitFor';

/** How Lighthouse measures a step: a page load, a stretch of interaction, or the page as it stands. */
export type FlowStepMode =
  | 'navigation'
  | 'snapshot'
  | 'timespan';

export type FlowStepResult = {
  __typename?: 'FlowStepResult';
  measuredAt: Scalars['DateTime']['output'];
  metrics: Array<FlowMetricValue>;
  mode: FlowStepMode;
  stepId: Scalars['ID']['output'];
  stepIndex: Scalars['Int']['output'];
  stepName: Scalars['String']['output'];
};

export type FlowStepSeries = {
  __typename?: 'FlowStepSeries';
  mode: FlowStepMode;
  points: Array<HistoryPoint>;
  stepId: Scalars['ID']['output'];
  stepName: Scalars['String']['output'];
};

/** The password itself is never read back. */
export type FormAuth = {
  __typename?: 'FormAuth';
  formSelector: Maybe<Scalars['String']['output']>;
  hasPassword: Scalars['Boolean']['output'];
  passwordSelector: Maybe<Scalars['String']['output']>;
  submitSelector: Maybe<Scalars['String']['output']>;
  url: Maybe<Scalars['String']['output']>;
  username: Maybe<Scalars['String']['output']>;
  usernameSelector: Maybe<Scalars['String']['output']>;
};

/** A null password keeps the stored one; an empty string clears it. */
export type FormAuthInput = {
  formSelector?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  passwordSelector?: InputMaybe<Scalars['String']['input']>;
  submitSelector?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
  usernameSelector?: InputMaybe<Scalars['String']['input']>;
};

export type GitHubConnectionStart = {
  __typename?: 'GitHubConnectionStart';
  installUrl: Scalars['String']['output'];
};

export type Health = {
  __typename?: 'Health';
  database: DatabaseHealth;
  redis: RedisHealth;
  status: HealthStatus;
  worker: WorkerHealth;
};

export type HealthStatus =
  | 'error'
  | 'ok';

export type HistoryPoint = {
  __typename?: 'HistoryPoint';
  at: Scalars['DateTime']['output'];
  ciLevel: Maybe<Scalars['Float']['output']>;
  /** The test's confidence interval, for a band around the line, and its level; null without one. */
  ciLower: Maybe<Scalars['Float']['output']>;
  ciUpper: Maybe<Scalars['Float']['output']>;
  value: Scalars['Float']['output'];
};

export type Integration = {
  __typename?: 'Integration';
  /** The code host's check runs on pull requests, newest first (GitHub integrations; empty otherwise). */
  checkRuns: Array<IntegrationCheckRun>;
  createdAt: Scalars['DateTime']['output'];
  deliveries: Array<IntegrationDelivery>;
  enabled: Scalars['Boolean']['output'];
  events: Array<IntegrationEvent>;
  /** Where a hosting provider sends its deploy notifications (Netlify, Vercel). */
  hookUrl: Maybe<Scalars['String']['output']>;
  lastDelivery: Maybe<IntegrationDelivery>;
  name: Scalars['String']['output'];
  provider: IntegrationProvider;
  /** Null for viewers who may not change the integration. */
  secret: Maybe<Scalars['String']['output']>;
  settings: Maybe<CodeHostSettings>;
  site: Maybe<Site>;
  url: Maybe<Scalars['String']['output']>;
  uuid: Scalars['ID']['output'];
};


export type IntegrationCheckRunsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type IntegrationDeliveriesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A pull request's check run as the code host shows it (spec section 4): its state, title and summary. */
export type IntegrationCheckRun = {
  __typename?: 'IntegrationCheckRun';
  /** The code host's conclusion once completed: success, failure, neutral, cancelled or skipped. */
  conclusion: Maybe<Scalars['String']['output']>;
  headSha: Scalars['String']['output'];
  /** Once complete: success, failure, unmet_metrics or neutral. */
  outcome: Maybe<Scalars['String']['output']>;
  pullNumber: Scalars['Int']['output'];
  repository: Scalars['String']['output'];
  /** awaiting_deployment, awaiting_review, ignored, processing, failed, complete or cancelled. */
  state: Scalars['String']['output'];
  /** Markdown: the pull request's metrics against the main branch and the budgets, once measured. */
  summary: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
  uuid: Scalars['ID']['output'];
};

/** One call out (or in), as the delivery log shows it. */
export type IntegrationDelivery = {
  __typename?: 'IntegrationDelivery';
  attempts: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  direction: Scalars['String']['output'];
  durationMs: Maybe<Scalars['Int']['output']>;
  error: Maybe<IntegrationErrorKind>;
  /** Verification error, Timeout, HTTP error. */
  errorLabel: Maybe<Scalars['String']['output']>;
  errorMessage: Maybe<Scalars['String']['output']>;
  event: Scalars['String']['output'];
  finishedAt: Maybe<Scalars['DateTime']['output']>;
  responseBody: Maybe<Scalars['String']['output']>;
  responseStatus: Maybe<Scalars['Int']['output']>;
  status: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
};

/** The errors of the delivery log: verification, timeout, HTTP error. */
export type IntegrationErrorKind =
  | 'http'
  | 'timeout'
  | 'verification';

export type IntegrationEvent =
  | 'budget.changed'
  | 'deploy.succeeded'
  | 'snapshot.completed'
  | 'snapshot.failed';

export type IntegrationInput = {
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  events?: InputMaybe<Array<IntegrationEvent>>;
  name?: InputMaybe<Scalars['String']['input']>;
  provider?: InputMaybe<IntegrationProvider>;
  secret?: InputMaybe<Scalars['String']['input']>;
  settings?: InputMaybe<CodeHostSettingsInput>;
  url?: InputMaybe<Scalars['String']['input']>;
};

/** The providers: code host (github), chat tool (slack), hosting providers (netlify, vercel), generic webhooks, the automation service. */
export type IntegrationProvider =
  | 'automation'
  | 'github'
  | 'netlify'
  | 'slack'
  | 'vercel'
  | 'webhook';

export type InviteInput = {
  email: Scalars['String']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  role: Role;
  /** Team slugs. */
  teamIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type Invoice = {
  __typename?: 'Invoice';
  /** In cents. */
  amount: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  date: Scalars['DateTime']['output'];
  /** The PDF, through the bff (administrators only); null for an upcoming invoice. */
  downloadUrl: Maybe<Scalars['String']['output']>;
  nextAttemptAt: Maybe<Scalars['DateTime']['output']>;
  number: Maybe<Scalars['String']['output']>;
  periodEnd: Maybe<Scalars['DateTime']['output']>;
  periodStart: Maybe<Scalars['DateTime']['output']>;
  status: InvoiceStatus;
  /** Paid, Retrying, Failed or Upcoming. */
  statusLabel: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
};

export type InvoiceSettings = {
  __typename?: 'InvoiceSettings';
  footer: Maybe<Scalars['String']['output']>;
  purchaseOrder: Maybe<Scalars['String']['output']>;
};

export type InvoiceSettingsInput = {
  footer?: InputMaybe<Scalars['String']['input']>;
  purchaseOrder?: InputMaybe<Scalars['String']['input']>;
};

/** paid; unpaid (shown as Retrying); failed; draft (shown as Upcoming) */
export type InvoiceStatus =
  | 'draft'
  | 'failed'
  | 'paid'
  | 'unpaid';

/** The audited host's address family: whatever its DNS answers first, IPv4 only, or IPv6 only. */
export type IpOption =
  | 'dynamic'
  | 'ipv4'
  | 'ipv6';

/** An element of the page as Lighthouse names it. */
export type LabElement = {
  __typename?: 'LabElement';
  label: Maybe<Scalars['String']['output']>;
  /** Lighthouse's node selector (at most four levels). */
  selector: Scalars['String']['output'];
  snippet: Maybe<Scalars['String']['output']>;
};

export type LabLcp = {
  __typename?: 'LabLcp';
  dominantPart: Maybe<Scalars['String']['output']>;
  /** Null once the report is removed, or when Lighthouse named none. */
  element: Maybe<LabElement>;
  finishedAt: Maybe<Scalars['DateTime']['output']>;
  lcp: Maybe<Scalars['Float']['output']>;
  longTasks: Array<LongTask>;
  pageId: Scalars['ID']['output'];
  pageName: Scalars['String']['output'];
  parts: Array<ElementPart>;
  profileName: Maybe<Scalars['String']['output']>;
  snapshotId: Scalars['ID']['output'];
  testId: Scalars['ID']['output'];
  url: Scalars['String']['output'];
};

export type LighthouseAudit = {
  __typename?: 'LighthouseAudit';
  description: Maybe<Scalars['String']['output']>;
  displayMode: Scalars['String']['output'];
  displayValue: Maybe<Scalars['String']['output']>;
  id: Scalars['String']['output'];
  passed: Scalars['Boolean']['output'];
  score: Maybe<Scalars['Int']['output']>;
  title: Scalars['String']['output'];
};

export type LighthouseCategory = {
  __typename?: 'LighthouseCategory';
  audits: Array<LighthouseAudit>;
  id: Scalars['String']['output'];
  score: Maybe<Scalars['Int']['output']>;
  title: Scalars['String']['output'];
};

export type LongTask = {
  __typename?: 'LongTask';
  duration: Scalars['Float']['output'];
  startTime: Scalars['Float']['output'];
  url: Maybe<Scalars['String']['output']>;
};

export type Membership = {
  __typename?: 'Membership';
  organisation: Organisation;
  role: Role;
};

export type MetricHistory = {
  __typename?: 'MetricHistory';
  metric: Scalars['String']['output'];
  series: Array<MetricSeries>;
};

export type MetricSeries = {
  __typename?: 'MetricSeries';
  page: Page;
  points: Array<HistoryPoint>;
  profile: TestProfile;
};

export type MetricValue = {
  __typename?: 'MetricValue';
  /** The interval's level: 0.95 or more from 6 runs, less with fewer (0.75 with 3), as the exact interval reaches it. */
  ciLevel: Maybe<Scalars['Float']['output']>;
  /** The confidence interval of the runs' pseudo-median (the value), at the level ciLevel; null with one run. */
  ciLower: Maybe<Scalars['Float']['output']>;
  ciUpper: Maybe<Scalars['Float']['output']>;
  /** Interquartile range of the test's runs; null with one run. */
  iqr: Maybe<Scalars['Float']['output']>;
  metric: Scalars['String']['output'];
  value: Scalars['Float']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  addTeamMember: Team;
  /** Staff only: a further 15-day free trial for an organisation without a plan (a company's second trial is staff's decision). */
  adminGrantTrial: AdminOrganisation;
  /** Cancels the subscription (a reason and typed CANCEL) and deletes the organisation immediately. A signed-in administrator only, never an API token. */
  cancelSubscription: Scalars['Boolean']['output'];
  changePassword: Scalars['Boolean']['output'];
  /** Looks the email domain's TXT record up now: found, it proves the domain for this organisation (taking it from an older proof elsewhere); gone, the proof ends. */
  checkSamlDomain: SamlConfiguration;
  /** Chooses a plan and pays for it now: a new subscription, or a change to the current one. */
  checkout: BillingSubscription;
  /** Queues a CrUX collection of the site now (updateSites). */
  collectCruxNow: CruxCollection;
  /** kind personal: the token belongs to the viewer and reaches only the viewer's teams. */
  createApiToken: CreatedApiToken;
  createBudget: Budget;
  /** Staff only. */
  createChangelogEntry: ChangelogEntry;
  createFlow: Flow;
  createIntegration: Integration;
  /** The creator becomes its administrator. */
  createOrganisation: Organisation;
  createPage: Page;
  createPageGrouping: PageGrouping;
  /** Starts setting up a new card: a SetupIntent for the organisation's Stripe customer, which Stripe.js confirms in the browser (the card number never reaches Pace). */
  createSetupIntent: CardSetup;
  /** A new link to the test's public report; its path (with the token) is shown only here. */
  createShareLink: CreatedShareLink;
  createSite: Site;
  /** Runs every chosen page with every chosen profile (all of them when none are chosen). */
  createSnapshot: Snapshot;
  createTeam: Team;
  createTestProfile: TestProfile;
  /** confirmation must be DELETE; refused for the only administrator of an active organisation. */
  deleteAccount: Scalars['Boolean']['output'];
  deleteApiToken: Scalars['Boolean']['output'];
  deleteBudget: Scalars['Boolean']['output'];
  /** Staff only. */
  deleteChangelogEntry: Scalars['Boolean']['output'];
  deleteFlow: Scalars['Boolean']['output'];
  deleteIntegration: Scalars['Boolean']['output'];
  /** Deletes the organisation (a reason and typed DELETE), cancelling its subscription. A signed-in administrator only, never an API token. */
  deleteOrganisation: Scalars['Boolean']['output'];
  deletePage: Scalars['Boolean']['output'];
  deletePageGrouping: Scalars['Boolean']['output'];
  /** Members then sign in with their password or Google again. */
  deleteSamlConfiguration: Scalars['Boolean']['output'];
  /** confirmation must be the site's name. */
  deleteSite: Scalars['Boolean']['output'];
  /** confirmation must be the team's name. */
  deleteTeam: Scalars['Boolean']['output'];
  deleteTestProfile: Scalars['Boolean']['output'];
  invitePerson: Person;
  /** The viewer closed the changelog menu: entries until now are read. Returns the stored date. */
  markChangelogViewed: Scalars['DateTime']['output'];
  /** Pauses the subscription for 90 days (typed PAUSE); it then resumes and bills on its own. */
  pauseSubscription: BillingSubscription;
  /** Ends a pause now and bills at once (typed REACTIVATE). */
  reactivateSubscription: BillingSubscription;
  removePerson: Scalars['Boolean']['output'];
  removeTeamMember: Team;
  /** The link stops working at once; revoking it again changes nothing. */
  revokeShareLink: ShareLink;
  /** Audits the flow now, outside any snapshot (counted as one test). */
  runFlow: FlowRun;
  sendTestIntegrationEvent: IntegrationDelivery;
  /** A new site's first snapshot (adding its home page and a desktop profile if it has none); the same one when asked again. */
  startFirstSnapshot: Snapshot;
  /** Starts connecting the organisation's GitHub App installation through GitHub (administrators, signed in): the browser goes to installUrl (GitHub's install page, which configures the installation when the App is there already) and comes back to /integrations/github/setup, which stores the installation once GitHub shows that this person can access it. */
  startGitHubConnection: GitHubConnectionStart;
  updateApiToken: ApiToken;
  updateBudget: Budget;
  updateFlow: Flow;
  /** Also disables and re-enables it (input.enabled). */
  updateIntegration: Integration;
  updateInvoiceSettings: InvoiceSettings;
  updateNotificationSettings: NotificationSettings;
  updateOrganisation: Organisation;
  updatePage: Page;
  updatePageGrouping: PageGrouping;
  /** Saves the billing details and, with setupIntentId, the card that SetupIntent set up (once Stripe says it succeeded). */
  updatePaymentMethod: PaymentMethod;
  updatePerson: Person;
  updateProfile: CurrentUser;
  /** Configures RUM for the site on first use; disabling stops all collection. */
  updateRumSettings: RumSettings;
  updateRunSettings: RunSettings;
  updateSamlConfiguration: SamlConfiguration;
  /** input.teamId moves the site to another team of the organisation. */
  updateSite: Site;
  updateTeam: Team;
  updateTestProfile: TestProfile;
  /** Puts the chosen sites first, drops duplicates and unreachable sites, keeps 5. */
  updateUserSettings: CurrentUser;
};


export type MutationAddTeamMemberArgs = {
  personUuid: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


export type MutationAdminGrantTrialArgs = {
  orgId: Scalars['ID']['input'];
};


export type MutationCancelSubscriptionArgs = {
  input: CloseAccountInput;
  orgId: Scalars['ID']['input'];
};


export type MutationChangePasswordArgs = {
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
  passwordConfirmation: Scalars['String']['input'];
};


export type MutationCheckSamlDomainArgs = {
  orgId: Scalars['ID']['input'];
};


export type MutationCheckoutArgs = {
  cart: CartInput;
  orgId: Scalars['ID']['input'];
};


export type MutationCollectCruxNowArgs = {
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


export type MutationCreateApiTokenArgs = {
  input: ApiTokenInput;
  orgId: Scalars['ID']['input'];
};


export type MutationCreateBudgetArgs = {
  input: BudgetInput;
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


export type MutationCreateChangelogEntryArgs = {
  input: ChangelogEntryInput;
};


export type MutationCreateFlowArgs = {
  input: FlowInput;
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


export type MutationCreateIntegrationArgs = {
  input: IntegrationInput;
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


export type MutationCreateOrganisationArgs = {
  input: OrganisationInput;
};


export type MutationCreatePageArgs = {
  input: PageInput;
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


export type MutationCreatePageGroupingArgs = {
  input: PageGroupingInput;
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


export type MutationCreateSetupIntentArgs = {
  orgId: Scalars['ID']['input'];
};


export type MutationCreateShareLinkArgs = {
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
  testUuid: Scalars['ID']['input'];
};


export type MutationCreateSiteArgs = {
  input: SiteInput;
  teamId: Scalars['ID']['input'];
};


export type MutationCreateSnapshotArgs = {
  input?: InputMaybe<SnapshotInput>;
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


export type MutationCreateTeamArgs = {
  input: TeamInput;
  orgId: Scalars['ID']['input'];
};


export type MutationCreateTestProfileArgs = {
  input: TestProfileInput;
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


export type MutationDeleteAccountArgs = {
  confirmation: Scalars['String']['input'];
};


export type MutationDeleteApiTokenArgs = {
  uuid: Scalars['ID']['input'];
};


export type MutationDeleteBudgetArgs = {
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationDeleteChangelogEntryArgs = {
  uuid: Scalars['ID']['input'];
};


export type MutationDeleteFlowArgs = {
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationDeleteIntegrationArgs = {
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationDeleteOrganisationArgs = {
  input: CloseAccountInput;
  orgId: Scalars['ID']['input'];
};


export type MutationDeletePageArgs = {
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationDeletePageGroupingArgs = {
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationDeleteSamlConfigurationArgs = {
  orgId: Scalars['ID']['input'];
};


export type MutationDeleteSiteArgs = {
  confirmation: Scalars['String']['input'];
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


export type MutationDeleteTeamArgs = {
  confirmation: Scalars['String']['input'];
  teamId: Scalars['ID']['input'];
};


export type MutationDeleteTestProfileArgs = {
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationInvitePersonArgs = {
  input: InviteInput;
  orgId: Scalars['ID']['input'];
};


export type MutationPauseSubscriptionArgs = {
  confirmation: Scalars['String']['input'];
  orgId: Scalars['ID']['input'];
};


export type MutationReactivateSubscriptionArgs = {
  confirmation: Scalars['String']['input'];
  orgId: Scalars['ID']['input'];
};


export type MutationRemovePersonArgs = {
  orgId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationRemoveTeamMemberArgs = {
  personUuid: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


export type MutationRevokeShareLinkArgs = {
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationRunFlowArgs = {
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationSendTestIntegrationEventArgs = {
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationStartFirstSnapshotArgs = {
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


export type MutationStartGitHubConnectionArgs = {
  orgId: Scalars['ID']['input'];
};


export type MutationUpdateApiTokenArgs = {
  input: ApiTokenInput;
  uuid: Scalars['ID']['input'];
};


export type MutationUpdateBudgetArgs = {
  input: BudgetInput;
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationUpdateFlowArgs = {
  input: FlowInput;
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationUpdateIntegrationArgs = {
  input: IntegrationInput;
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationUpdateInvoiceSettingsArgs = {
  input: InvoiceSettingsInput;
  orgId: Scalars['ID']['input'];
};


export type MutationUpdateNotificationSettingsArgs = {
  input: NotificationSettingsInput;
};


export type MutationUpdateOrganisationArgs = {
  input: OrganisationInput;
  orgId: Scalars['ID']['input'];
};


export type MutationUpdatePageArgs = {
  input: PageInput;
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationUpdatePageGroupingArgs = {
  input: PageGroupingInput;
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationUpdatePaymentMethodArgs = {
  input: PaymentMethodInput;
  orgId: Scalars['ID']['input'];
};


export type MutationUpdatePersonArgs = {
  input: PersonInput;
  orgId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};


export type MutationUpdateRumSettingsArgs = {
  input: RumSettingsInput;
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


export type MutationUpdateRunSettingsArgs = {
  input: RunSettingsInput;
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


export type MutationUpdateSamlConfigurationArgs = {
  input: SamlConfigurationInput;
  orgId: Scalars['ID']['input'];
};


export type MutationUpdateSiteArgs = {
  input: SiteInput;
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


export type MutationUpdateTeamArgs = {
  input: TeamInput;
  teamId: Scalars['ID']['input'];
};


export type MutationUpdateTestProfileArgs = {
  input: TestProfileInput;
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};


export type MutationUpdateUserSettingsArgs = {
  recentSites: Array<SiteRefInput>;
};

export type NetworkRequest = {
  __typename?: 'NetworkRequest';
  endTime: Scalars['Float']['output'];
  entity: Maybe<Scalars['String']['output']>;
  mimeType: Maybe<Scalars['String']['output']>;
  resourceSize: Scalars['Float']['output'];
  resourceType: Scalars['String']['output'];
  startTime: Scalars['Float']['output'];
  statusCode: Maybe<Scalars['Int']['output']>;
  transferSize: Scalars['Float']['output'];
  url: Scalars['String']['output'];
};

/** Which emails Pace sends the user. */
export type NotificationSettings = {
  __typename?: 'NotificationSettings';
  /** A site's metric went over its budget or came within 10% of it. */
  budgetAlerts: Scalars['Boolean']['output'];
  /** A snapshot failed, or some of its tests did. */
  snapshotFailures: Scalars['Boolean']['output'];
  /** A weekly summary of the user's sites. */
  weeklySummary: Scalars['Boolean']['output'];
};

/** A missing field keeps its current value. */
export type NotificationSettingsInput = {
  budgetAlerts?: InputMaybe<Scalars['Boolean']['input']>;
  snapshotFailures?: InputMaybe<Scalars['Boolean']['input']>;
  weeklySummary?: InputMaybe<Scalars['Boolean']['input']>;
};

export type Organisation = {
  __typename?: 'Organisation';
  /** Organisation tokens (administrators only). */
  apiTokens: Array<ApiToken>;
  features: Features;
  /** The slug. */
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** The organisation's people (administrators only: updateOrganisations). */
  people: PersonConnection;
  permissions: Permissions;
  slug: Scalars['String']['output'];
  /** The teams the viewer reaches, by name. */
  teams: TeamConnection;
  viewerRole: Role;
};


export type OrganisationPeopleArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};


export type OrganisationTeamsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type OrganisationConnection = {
  __typename?: 'OrganisationConnection';
  edges: Array<OrganisationEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type OrganisationEdge = {
  __typename?: 'OrganisationEdge';
  cursor: Scalars['String']['output'];
  node: Organisation;
};

export type OrganisationInput = {
  name: Scalars['String']['input'];
};

export type Page = {
  __typename?: 'Page';
  name: Scalars['String']['output'];
  url: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
};

export type PageGrouping = {
  __typename?: 'PageGrouping';
  name: Scalars['String']['output'];
  /** Starts with /; * matches within a path segment, ** across segments. */
  pattern: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  uuid: Scalars['ID']['output'];
};

export type PageGroupingInput = {
  name: Scalars['String']['input'];
  pattern: Scalars['String']['input'];
};

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

/** A path (/pricing) is taken relative to the site's URL. */
export type PageInput = {
  name: Scalars['String']['input'];
  url: Scalars['String']['input'];
};

/** Where and with which key the browser hands a card to Stripe (local: the local Stripe-format server). */
export type PaymentClient = {
  __typename?: 'PaymentClient';
  apiBase: Scalars['String']['output'];
  mode: Scalars['String']['output'];
  publishableKey: Maybe<Scalars['String']['output']>;
  /** Where the browser loads Stripe.js from. */
  stripeJsUrl: Scalars['String']['output'];
};

export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  address: Maybe<Scalars['String']['output']>;
  bankCodes: Maybe<Scalars['String']['output']>;
  billingEmail: Maybe<Scalars['String']['output']>;
  cardBrand: Maybe<Scalars['String']['output']>;
  cardExpMonth: Maybe<Scalars['Int']['output']>;
  cardExpYear: Maybe<Scalars['Int']['output']>;
  cardLast4: Maybe<Scalars['String']['output']>;
  cardholderName: Maybe<Scalars['String']['output']>;
  city: Maybe<Scalars['String']['output']>;
  company: Maybe<Scalars['String']['output']>;
  country: Maybe<Scalars['String']['output']>;
  postcode: Maybe<Scalars['String']['output']>;
  state: Maybe<Scalars['String']['output']>;
  taxId: Maybe<Scalars['String']['output']>;
  taxRegion: Maybe<Scalars['String']['output']>;
};

export type PaymentMethodInput = {
  address: Scalars['String']['input'];
  bankCodes?: InputMaybe<Scalars['String']['input']>;
  billingEmail: Scalars['String']['input'];
  cardholderName: Scalars['String']['input'];
  city: Scalars['String']['input'];
  company?: InputMaybe<Scalars['String']['input']>;
  country: Scalars['String']['input'];
  postcode: Scalars['String']['input'];
  /** A SetupIntent (seti_...) from createSetupIntent that Stripe.js confirmed with the new card; omit to keep the current card. */
  setupIntentId?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  taxId?: InputMaybe<Scalars['String']['input']>;
  taxRegion?: InputMaybe<Scalars['String']['input']>;
};

export type Permissions = {
  __typename?: 'Permissions';
  createSites: Scalars['Boolean']['output'];
  manageBilling: Scalars['Boolean']['output'];
  managePageGroupings: Scalars['Boolean']['output'];
  readSites: Scalars['Boolean']['output'];
  updateOrganisations: Scalars['Boolean']['output'];
  updateSites: Scalars['Boolean']['output'];
};

/** A member of an organisation (uuid is the user's). */
export type Person = {
  __typename?: 'Person';
  authenticationMethod: AuthenticationMethod;
  email: Scalars['String']['output'];
  lastSeenAt: Maybe<Scalars['DateTime']['output']>;
  name: Maybe<Scalars['String']['output']>;
  pendingInvitation: Scalars['Boolean']['output'];
  role: Role;
  teams: Array<Team>;
  uuid: Scalars['ID']['output'];
};

export type PersonConnection = {
  __typename?: 'PersonConnection';
  edges: Array<PersonEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type PersonEdge = {
  __typename?: 'PersonEdge';
  cursor: Scalars['String']['output'];
  node: Person;
};

export type PersonInput = {
  role?: InputMaybe<Role>;
  /** Team slugs: the person's teams become exactly these. */
  teamIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** What a plan allows; null: no limit. */
export type PlanLimits = {
  __typename?: 'PlanLimits';
  flowsPerSite: Scalars['Int']['output'];
  /** Seats included in the price; more are bought per seat. */
  includedSeats: Scalars['Int']['output'];
  pagesPerSite: Scalars['Int']['output'];
  /** RUM page views collected a month, all the organisation's sites together; past them beacons are refused. */
  rumPageViews: Scalars['Int']['output'];
  stepsPerFlow: Scalars['Int']['output'];
  teams: Maybe<Scalars['Int']['output']>;
  /** Across the organisation's sites. */
  testProfiles: Maybe<Scalars['Int']['output']>;
  /** Tests one snapshot may start: pages times profiles, and the site's flows. */
  testsPerSnapshot: Scalars['Int']['output'];
};

export type PlanOption = {
  __typename?: 'PlanOption';
  available: Scalars['Boolean']['output'];
  includedSeats: Scalars['Int']['output'];
  limits: PlanLimits;
  name: Scalars['String']['output'];
  plan: BillingPlan;
  /** Price per interval in the currency's smallest unit (cents), with no extra seats or test packs. */
  price: Scalars['Int']['output'];
  teamLimit: Maybe<Scalars['Int']['output']>;
  testProfileLimit: Maybe<Scalars['Int']['output']>;
  /** Why the plan cannot be chosen (too many teams or test profiles in use). */
  unavailableReason: Maybe<Scalars['String']['output']>;
};

export type PresetOption = {
  __typename?: 'PresetOption';
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

export type ProfileCookie = {
  __typename?: 'ProfileCookie';
  domain: Maybe<Scalars['String']['output']>;
  httpOnly: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  path: Maybe<Scalars['String']['output']>;
  secure: Scalars['Boolean']['output'];
  value: Scalars['String']['output'];
};

export type ProfileCookieInput = {
  domain?: InputMaybe<Scalars['String']['input']>;
  httpOnly?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  path?: InputMaybe<Scalars['String']['input']>;
  secure?: InputMaybe<Scalars['Boolean']['input']>;
  value: Scalars['String']['input'];
};

export type ProfileHeader = {
  __typename?: 'ProfileHeader';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type ProfileHeaderInput = {
  name: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type ProfileInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type PulseEntry = {
  __typename?: 'PulseEntry';
  metrics: Array<MetricValue>;
  page: Page;
  profile: TestProfile;
  test: Maybe<Test>;
};

export type Query = {
  __typename?: 'Query';
  /** Staff only: every organisation whose name or slug contains the query, by name, 50 a page. */
  adminOrganisations: AdminOrganisationConnection;
  /** Staff only: every person whose name or email contains the query, by name, 50 a page. */
  adminUsers: UserConnection;
  /** An organisation's billing: subscription, plans, payment method, invoices and usage. Administrators only. */
  billing: Billing;
  /** What a cart costs per interval, line by line. Refuses a plan the organisation cannot have. */
  billingQuote: BillingQuote;
  budget: Budget;
  budgets: Array<Budget>;
  /** LCP's image parts (CrUX reports them where enough loads had an image LCP): the latest period's p75 of each with its rating, the part that dominates, and each part's p75 per period; the origin unless target names a page URL. */
  cruxLcpParts: CruxLcpParts;
  /** One metric's p75 and shares per 28-day collection period; the origin unless target names a page URL. */
  cruxMetricHistory: CruxMetricHistory;
  /** A site's pages (URLs) with their CrUX assessment and metrics. */
  cruxPages: Array<CruxTargetSummary>;
  /** A site's CrUX field data for its origin: the Core Web Vitals assessment and each metric's p75, shares and trend. */
  cruxSummary: CruxSummary;
  /** The signed-in user (or a token's owner); null for anonymous visitors. */
  currentUser: Maybe<CurrentUser>;
  /** A page with RUM data and a synthetic page of the same path (after the site's path rules) or page grouping: its field elements beside the lab's. Without path and pageGrouping, the busiest such page. Null when no page has both. */
  fieldLab: Maybe<FieldLab>;
  flow: Flow;
  /** A site's user flows, by name. */
  flows: Array<Flow>;
  /** The state of the platform's dependencies, as /healthz reports it. */
  health: Health;
  integration: Maybe<Integration>;
  /** One synthetic metric over time, one series per page and profile (all of them unless chosen). */
  metricHistory: MetricHistory;
  organisation: Maybe<Organisation>;
  organisationGitHub: Maybe<Integration>;
  organisationIntegrations: Array<Integration>;
  /** The sites of every team of an organisation the viewer reaches, by name. */
  organisationSites: SiteConnection;
  page: Page;
  pageGrouping: PageGrouping;
  pageGroupings: Array<PageGrouping>;
  /** A site's pages, by name. */
  pages: Array<Page>;
  /** The latest completed test of each page and profile. */
  pulse: Array<PulseEntry>;
  /** The active release of one remote. NOT_FOUND when it has none. */
  remote: RemoteEntry;
  /** The active release of each module federation remote (also at GET /api/remotes). */
  remotes: Array<RemoteEntry>;
  /** Under filters, segments only by the filter types (device, browser, country, page grouping, navigation and connection type). */
  rumAudience: RumAudience;
  rumDashboard: RumDashboard;
  /** Staff only: beacons the database kept refusing, set aside by the writer, newest first (at most 200). */
  rumDeadLetters: RumDeadLetters;
  rumMetric: RumMetricReport;
  /** A metric's daily history over a history chart's period: months is 3, 6, 9, 12, 18 or 24. */
  rumMetricHistory: Array<RumHistoryPoint>;
  rumPages: Array<RumPageRow>;
  rumSettings: RumSettings;
  runSettings: RunSettings;
  /** Administrators only (updateOrganisations); null when SAML is not set up. */
  samlConfiguration: Maybe<SamlConfiguration>;
  /** Every site the viewer reaches whose name or slug contains the query. */
  searchSites: Array<Site>;
  /** A test's share links, newest first (updateSites on its site). */
  shareLinks: Array<ShareLink>;
  /** The shared test and its site, for a request made with a live share link; null otherwise. */
  sharedReport: Maybe<SharedReport>;
  site: Maybe<Site>;
  siteIntegrations: Array<Integration>;
  /** The sites of one team, by name. */
  sites: SiteConnection;
  snapshot: Snapshot;
  /** Newest first, 25 at a time; after: the endCursor of the previous page. */
  snapshots: SnapshotConnection;
  /** Every synthetic metric definition (for pickers). */
  syntheticMetrics: Array<SyntheticMetric>;
  team: Maybe<Team>;
  test: Test;
  /** The locations with a live worker, and the site's own one even when it is offline (marked so). */
  testLocations: Array<TestLocation>;
  testProfile: TestProfile;
  /** The device and connection presets a profile can choose, and the third parties it can block. */
  testProfileOptions: TestProfileOptions;
  /** A site's test profiles, by name. */
  testProfiles: Array<TestProfile>;
  /** The version of the running platform. */
  version: Scalars['String']['output'];
};


export type QueryAdminOrganisationsArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminUsersArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};


export type QueryBillingArgs = {
  orgId: Scalars['ID']['input'];
};


export type QueryBillingQuoteArgs = {
  cart: CartInput;
  orgId: Scalars['ID']['input'];
};


export type QueryBudgetArgs = {
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};


export type QueryBudgetsArgs = {
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


export type QueryCruxLcpPartsArgs = {
  formFactor?: InputMaybe<CruxFormFactor>;
  months?: InputMaybe<Scalars['Int']['input']>;
  siteId: Scalars['ID']['input'];
  target?: InputMaybe<Scalars['String']['input']>;
  teamId: Scalars['ID']['input'];
};


export type QueryCruxMetricHistoryArgs = {
  formFactor?: InputMaybe<CruxFormFactor>;
  metric: Scalars['String']['input'];
  months?: InputMaybe<Scalars['Int']['input']>;
  siteId: Scalars['ID']['input'];
  target?: InputMaybe<Scalars['String']['input']>;
  teamId: Scalars['ID']['input'];
};


export type QueryCruxPagesArgs = {
  formFactor?: InputMaybe<CruxFormFactor>;
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


export type QueryCruxSummaryArgs = {
  formFactor?: InputMaybe<CruxFormFactor>;
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


export type QueryFieldLabArgs = {
  pageGrouping?: InputMaybe<Scalars['String']['input']>;
  pageId?: InputMaybe<Scalars['ID']['input']>;
  path?: InputMaybe<Scalars['String']['input']>;
  period?: InputMaybe<RumPeriod>;
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


export type QueryFlowArgs = {
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};


export type QueryFlowsArgs = {
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


export type QueryIntegrationArgs = {
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};


export type QueryMetricHistoryArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
  metric: Scalars['String']['input'];
  months?: InputMaybe<Scalars['Int']['input']>;
  pageIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  profileIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


export type QueryOrganisationArgs = {
  orgId: Scalars['ID']['input'];
};


export type QueryOrganisationGitHubArgs = {
  orgId: Scalars['ID']['input'];
};


export type QueryOrganisationIntegrationsArgs = {
  orgId: Scalars['ID']['input'];
};


export type QueryOrganisationSitesArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  orgId: Scalars['ID']['input'];
  sitesFilter?: InputMaybe<SitesFilter>;
};


export type QueryPageArgs = {
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};


export type QueryPageGroupingArgs = {
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};


export type QueryPageGroupingsArgs = {
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


export type QueryPagesArgs = {
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


export type QueryPulseArgs = {
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


export type QueryRemoteArgs = {
  name: Scalars['String']['input'];
};


export type QueryRumAudienceArgs = {
  filters?: InputMaybe<RumFilters>;
  period?: InputMaybe<RumPeriod>;
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
  year?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRumDashboardArgs = {
  filters?: InputMaybe<RumFilters>;
  period?: InputMaybe<RumPeriod>;
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
  year?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRumDeadLettersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRumMetricArgs = {
  aggregation?: InputMaybe<RumAggregation>;
  filters?: InputMaybe<RumFilters>;
  metric: Scalars['String']['input'];
  period?: InputMaybe<RumPeriod>;
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
  year?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRumMetricHistoryArgs = {
  aggregation?: InputMaybe<RumAggregation>;
  filters?: InputMaybe<RumFilters>;
  metric: Scalars['String']['input'];
  months?: InputMaybe<Scalars['Int']['input']>;
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


export type QueryRumPagesArgs = {
  filters?: InputMaybe<RumFilters>;
  groupBy?: InputMaybe<RumPageGroupBy>;
  period?: InputMaybe<RumPeriod>;
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
  year?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRumSettingsArgs = {
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


export type QueryRunSettingsArgs = {
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


export type QuerySamlConfigurationArgs = {
  orgId: Scalars['ID']['input'];
};


export type QuerySearchSitesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


export type QueryShareLinksArgs = {
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
  testUuid: Scalars['ID']['input'];
};


export type QuerySiteArgs = {
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


export type QuerySiteIntegrationsArgs = {
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


export type QuerySitesArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sitesFilter?: InputMaybe<SitesFilter>;
  teamId: Scalars['ID']['input'];
};


export type QuerySnapshotArgs = {
  siteId: Scalars['ID']['input'];
  snapshotId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


export type QuerySnapshotsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


export type QueryTeamArgs = {
  teamId: Scalars['ID']['input'];
};


export type QueryTestArgs = {
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};


export type QueryTestLocationsArgs = {
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};


export type QueryTestProfileArgs = {
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
  uuid: Scalars['ID']['input'];
};


export type QueryTestProfileOptionsArgs = {
  thirdPartySearch?: InputMaybe<Scalars['String']['input']>;
};


export type QueryTestProfilesArgs = {
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};

export type QuoteLine = {
  __typename?: 'QuoteLine';
  amount: Scalars['Int']['output'];
  description: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  unitAmount: Scalars['Int']['output'];
};

export type RatchetMarginUnit =
  | 'absolute'
  | 'percent';

export type RedisHealth = {
  __typename?: 'RedisHealth';
  /** ok, error, or memory in the embedded mode */
  status: Scalars['String']['output'];
};

export type RemoteEntry = {
  __typename?: 'RemoteEntry';
  /** URL of the remote's mf-manifest.json. */
  entry: Scalars['String']['output'];
  name: Scalars['String']['output'];
  version: Scalars['String']['output'];
};

export type Role =
  | 'admin'
  | 'member'
  | 'viewer';

export type RumAggregation =
  | 'max'
  | 'min'
  | 'p50'
  | 'p75'
  | 'p95'
  | 'p98';

export type RumAudience = {
  __typename?: 'RumAudience';
  dimensions: Array<RumDimensionSegments>;
  pageViews: Scalars['Float']['output'];
  sessions: Scalars['Float']['output'];
};

export type RumBreakdown = {
  __typename?: 'RumBreakdown';
  dimension: RumDimension;
  segments: Array<RumBreakdownSegment>;
};

export type RumBreakdownSegment = {
  __typename?: 'RumBreakdownSegment';
  /** The metric by the chosen aggregation, for this value of the dimension. */
  metricValue: Maybe<Scalars['Float']['output']>;
  rating: Scalars['String']['output'];
  samples: Scalars['Float']['output'];
  shares: Maybe<RumRatingShares>;
  value: Scalars['String']['output'];
};

/** A field of the beacon, or fields that go together (a metric's parts). */
export type RumCollectedField = {
  __typename?: 'RumCollectedField';
  description: Scalars['String']['output'];
  /** Names as in the beacon, nested ones dotted, like metrics.lcp.target. */
  fields: Array<Scalars['String']['output']>;
};

export type RumDashboard = {
  __typename?: 'RumDashboard';
  coreWebVitals: Array<RumMetricFigure>;
  /** Page views that started in the last 15 minutes. */
  liveVisitors: Scalars['Int']['output'];
  /** Sessions per country (ISO 3166 alpha-2 codes). */
  locations: Array<RumSegment>;
  pageViews: Scalars['Float']['output'];
  sessions: Scalars['Float']['output'];
  settings: RumSettings;
  uxRating: RumUxRating;
};

/** A beacon set aside after failed writes, with the database's reason. */
export type RumDeadLetter = {
  __typename?: 'RumDeadLetter';
  attempts: Scalars['Int']['output'];
  /** The stored beacon as JSON. */
  beacon: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  pageViewId: Maybe<Scalars['String']['output']>;
  reason: Scalars['String']['output'];
  seq: Maybe<Scalars['Int']['output']>;
  siteId: Maybe<Scalars['ID']['output']>;
};

export type RumDeadLetters = {
  __typename?: 'RumDeadLetters';
  items: Array<RumDeadLetter>;
  totalCount: Scalars['Int']['output'];
};

/** A RUM filter type (spec section 3), plus deviceType for the device filters. */
export type RumDimension =
  | 'attributionTarget'
  | 'browserMajorVersion'
  | 'browserName'
  | 'city'
  /** The effective connection type from the round-trip time: 4g, 3g, 2g, slow-2g or unknown. */
  | 'connectionType'
  | 'countryCode'
  | 'deviceModel'
  | 'deviceType'
  | 'deviceVendor'
  | 'navigationType'
  | 'osName'
  | 'osVersion'
  | 'pageGrouping'
  | 'path';

export type RumDimensionSegments = {
  __typename?: 'RumDimensionSegments';
  dimension: RumDimension;
  segments: Array<RumSegment>;
};

/** Filters of the RUM screens, any of them together; a filter left out (or empty) is not applied. */
export type RumFilters = {
  /** A browser name as the audience screen shows it (Chrome, Safari, …). */
  browser?: InputMaybe<Scalars['String']['input']>;
  /** 4g, 3g, 2g, slow-2g or unknown. */
  connectionType?: InputMaybe<Scalars['String']['input']>;
  /** An ISO 3166 alpha-2 country code. */
  country?: InputMaybe<Scalars['String']['input']>;
  /** The spec's device filters: all, desktop, tablet, mobile, android, ios, unknown, smart_tv. */
  device?: InputMaybe<Scalars['String']['input']>;
  /** navigate, reload, back_forward, back_forward_cache, prerender or restore. */
  navigationType?: InputMaybe<Scalars['String']['input']>;
  /** The name of one of the site's page groupings. */
  pageGrouping?: InputMaybe<Scalars['String']['input']>;
};

export type RumGeographicMonitoring =
  /** No beacons from visitors in the EEA/EU are stored. */
  | 'exclude_eea'
  /** Every visitor. */
  | 'global';

export type RumHistoryPoint = {
  __typename?: 'RumHistoryPoint';
  day: Scalars['String']['output'];
  rating: Scalars['String']['output'];
  samples: Scalars['Float']['output'];
  value: Maybe<Scalars['Float']['output']>;
};

/** A metric's value (by the chosen aggregation) over a period, with its rating and distribution. */
export type RumMetricFigure = {
  __typename?: 'RumMetricFigure';
  metric: Scalars['String']['output'];
  /** good, average, poor, ungraded or no_data. */
  rating: Scalars['String']['output'];
  /** Page views measured (weighted by 100 / sampling rate). */
  samples: Scalars['Float']['output'];
  shares: Maybe<RumRatingShares>;
  value: Maybe<Scalars['Float']['output']>;
};

export type RumMetricReport = {
  __typename?: 'RumMetricReport';
  breakdowns: Array<RumBreakdown>;
  history: Array<RumHistoryPoint>;
  metric: Scalars['String']['output'];
  rating: Scalars['String']['output'];
  samples: Scalars['Float']['output'];
  shares: Maybe<RumRatingShares>;
  subMetrics: Array<RumMetricFigure>;
  value: Maybe<Scalars['Float']['output']>;
};

export type RumPageGroupBy =
  | 'pageGrouping'
  | 'path';

export type RumPageRow = {
  __typename?: 'RumPageRow';
  metrics: Array<RumMetricFigure>;
  pageViews: Scalars['Float']['output'];
  sessions: Scalars['Float']['output'];
  /** The path or the page grouping's name. */
  value: Scalars['String']['output'];
};

/** The month's RUM page views: each page view's first beacon kept (not dropped by sampling nor refused). */
export type RumPageViewUsage = {
  __typename?: 'RumPageViewUsage';
  periodEnd: Scalars['DateTime']['output'];
  /** The UTC calendar month: its first moment, and the next month's (when refused beacons are taken again). */
  periodStart: Scalars['DateTime']['output'];
  /** The plan's page views a month (the free trial: Pro's); null: no limit. */
  quota: Maybe<Scalars['Int']['output']>;
  used: Scalars['Int']['output'];
};

export type RumPeriod =
  | 'last_3_months'
  | 'last_6_months'
  | 'last_7_days'
  | 'last_14_days'
  | 'last_month'
  | 'today'
  /** The calendar year given by year (all time, by year). */
  | 'year';

export type RumRatingShares = {
  __typename?: 'RumRatingShares';
  average: Scalars['Float']['output'];
  good: Scalars['Float']['output'];
  poor: Scalars['Float']['output'];
};

export type RumSegment = {
  __typename?: 'RumSegment';
  pageViews: Scalars['Float']['output'];
  sessions: Scalars['Float']['output'];
  value: Scalars['String']['output'];
};

export type RumSettings = {
  __typename?: 'RumSettings';
  /** Full URLs with scheme; beacons from other origins are refused. Empty: the site's canonical URL. */
  allowedOrigins: Array<Scalars['String']['output']>;
  /** Every field of the beacon the script sends, in plain words, with what this site's privacy rules make of it. */
  collectedFields: Array<RumCollectedField>;
  /** Privacy: the script collects nothing (no measurement, no beacon) until the page calls pace('consent'). */
  consentMode: Scalars['Boolean']['output'];
  embedCode: Maybe<Scalars['String']['output']>;
  firstBeaconAt: Maybe<Scalars['DateTime']['output']>;
  geographicMonitoring: RumGeographicMonitoring;
  /** Privacy: CSS selectors of elements never recorded. The LCP, INP and CLS element of a page view inside one is named by its tag alone. At most 30. */
  neverRecordedSelectors: Array<Scalars['String']['output']>;
  /** Privacy: path scrubbing rules, the first that matches applies. :name stands for one path segment and is stored as :name, * for one segment kept as it is: /users/:id/orders. At most 30, each at most 200 characters. */
  pathRules: Array<Scalars['String']['output']>;
  /** Privacy: the query parameters collected (by name); every other one is dropped, in the browser and again on the server. Empty: no query string is collected. At most 30. */
  queryParameters: Array<Scalars['String']['output']>;
  /** At most 24. */
  retentionMonths: Scalars['Int']['output'];
  /** Percent of page views measured, 0 to 100. */
  samplingRate: Scalars['Float']['output'];
  /** The public key in the embed code; null until RUM is configured. */
  siteKey: Maybe<Scalars['String']['output']>;
  state: RumState;
  /** Enabled and no beacon received yet. */
  waitingForData: Scalars['Boolean']['output'];
};

export type RumSettingsInput = {
  allowedOrigins?: InputMaybe<Array<Scalars['String']['input']>>;
  consentMode?: InputMaybe<Scalars['Boolean']['input']>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  geographicMonitoring?: InputMaybe<RumGeographicMonitoring>;
  /** Replaces the list; blank entries and duplicates are dropped. */
  neverRecordedSelectors?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Replaces the list; blank entries and duplicates are dropped. */
  pathRules?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Replaces the list; blank entries and duplicates are dropped. */
  queryParameters?: InputMaybe<Array<Scalars['String']['input']>>;
  retentionMonths?: InputMaybe<Scalars['Int']['input']>;
  samplingRate?: InputMaybe<Scalars['Float']['input']>;
};

export type RumState =
  | 'disabled'
  | 'enabled'
  | 'not_configured';

export type RumUxRating = {
  __typename?: 'RumUxRating';
  average: Scalars['Float']['output'];
  /** Shares (0 to 1) of rated page views. */
  good: Scalars['Float']['output'];
  poor: Scalars['Float']['output'];
  rating: Scalars['String']['output'];
  /** Share of good, 0 to 100; null without rated page views. */
  score: Maybe<Scalars['Float']['output']>;
};

/** The metrics whose interval decides when a test has run often enough. */
export type RunKeyMetric =
  | 'cls'
  | 'fcp'
  | 'lcp'
  | 'performance_score'
  | 'speed_index'
  | 'tbt'
  | 'ttfb';

/** How many Lighthouse runs each test of the site makes: at least minRuns, then more until the 95 % confidence interval of keyMetric is within targetPercent % of its median, at most maxRuns. Counted as one test. */
export type RunSettings = {
  __typename?: 'RunSettings';
  keyMetric: RunKeyMetric;
  maxRuns: Scalars['Int']['output'];
  minRuns: Scalars['Int']['output'];
  targetPercent: Scalars['Float']['output'];
};

export type RunSettingsInput = {
  keyMetric: RunKeyMetric;
  maxRuns: Scalars['Int']['input'];
  minRuns: Scalars['Int']['input'];
  targetPercent: Scalars['Float']['input'];
};

export type RunState =
  | 'completed'
  | 'created'
  | 'errored'
  | 'failed'
  | 'processing'
  | 'running'
  | 'scheduled'
  | 'verifying';

/** An organisation's SAML single sign-on: its identity provider, and what to give the identity provider. */
export type SamlConfiguration = {
  __typename?: 'SamlConfiguration';
  /** Where the IdP posts its responses (HTTP-POST binding). */
  acsUrl: Scalars['String']['output'];
  certificateExpiresAt: Scalars['DateTime']['output'];
  /** SHA-256 fingerprint of the IdP's signing certificate (the certificate itself is not read back). */
  certificateFingerprint: Scalars['String']['output'];
  certificateSubject: Scalars['String']['output'];
  /** Whether this organisation proved it holds emailDomain; only then does sign-in go through this IdP. */
  domainProof: SamlDomainProof;
  /** People whose email address ends with @emailDomain sign in through this identity provider. */
  emailDomain: Scalars['String']['output'];
  enabled: Scalars['Boolean']['output'];
  /** True when saved from IdP metadata XML. */
  fromMetadata: Scalars['Boolean']['output'];
  idpEntityId: Scalars['String']['output'];
  /** Our service provider metadata, for the IdP. */
  metadataUrl: Scalars['String']['output'];
  /** Our service provider entity ID: the audience the IdP must put in its assertions. */
  spEntityId: Scalars['String']['output'];
  ssoUrl: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** Either metadataXml, or idpEntityId + ssoUrl + certificate (PEM or base64). */
export type SamlConfigurationInput = {
  certificate?: InputMaybe<Scalars['String']['input']>;
  emailDomain: Scalars['String']['input'];
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  idpEntityId?: InputMaybe<Scalars['String']['input']>;
  metadataXml?: InputMaybe<Scalars['String']['input']>;
  ssoUrl?: InputMaybe<Scalars['String']['input']>;
};

/** The DNS TXT record that proves the email domain, and what was found of it. */
export type SamlDomainProof = {
  __typename?: 'SamlDomainProof';
  /** When the record was last looked up (by checkSamlDomain or the daily re-check). */
  lastCheckedAt: Maybe<Scalars['DateTime']['output']>;
  provedAt: Maybe<Scalars['DateTime']['output']>;
  /** Where to add it: _pace-challenge.<emailDomain> */
  recordName: Scalars['String']['output'];
  /** TXT */
  recordType: Scalars['String']['output'];
  /** What it must hold: pace-domain-verification=<token> */
  recordValue: Scalars['String']['output'];
  state: SamlDomainProofState;
};

export type SamlDomainProofState =
  | 'PROVED'
  | 'UNPROVED';

export type ShareLink = {
  __typename?: 'ShareLink';
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  revokedAt: Maybe<Scalars['DateTime']['output']>;
  testUuid: Scalars['ID']['output'];
  uuid: Scalars['ID']['output'];
};

export type SharedReport = {
  __typename?: 'SharedReport';
  site: SharedSite;
  test: Test;
};

/** What the share report shows of the site, and the ids its screens read the site's data with. */
export type SharedSite = {
  __typename?: 'SharedSite';
  canonicalUrl: Scalars['String']['output'];
  name: Scalars['String']['output'];
  siteId: Scalars['ID']['output'];
  teamId: Scalars['ID']['output'];
};

export type Site = {
  __typename?: 'Site';
  canonicalUrl: Scalars['String']['output'];
  dataSources: Array<DataSource>;
  formAuth: Maybe<FormAuth>;
  /** The slug (unique within its team). */
  id: Scalars['ID']['output'];
  ipOption: IpOption;
  name: Scalars['String']['output'];
  permissions: Permissions;
  /** Null without the updateSites permission. */
  secret: Maybe<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
  snapshotIntervalHours: Maybe<Scalars['Int']['output']>;
  snapshotSchedule: SnapshotSchedule;
  team: Team;
  testLocation: Maybe<Scalars['String']['output']>;
};

export type SiteConnection = {
  __typename?: 'SiteConnection';
  edges: Array<SiteEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type SiteEdge = {
  __typename?: 'SiteEdge';
  cursor: Scalars['String']['output'];
  node: Site;
};

export type SiteInput = {
  canonicalUrl: Scalars['String']['input'];
  formAuth?: InputMaybe<FormAuthInput>;
  ipOption?: InputMaybe<IpOption>;
  name: Scalars['String']['input'];
  snapshotIntervalHours?: InputMaybe<Scalars['Int']['input']>;
  snapshotSchedule?: InputMaybe<SnapshotSchedule>;
  /** Moves the site to this team (same organisation). */
  teamId?: InputMaybe<Scalars['ID']['input']>;
  testLocation?: InputMaybe<Scalars['String']['input']>;
};

export type SiteRefInput = {
  siteId: Scalars['ID']['input'];
  teamId: Scalars['ID']['input'];
};

export type SitesFilter = {
  dataSource?: InputMaybe<DataSource>;
  nameContains?: InputMaybe<Scalars['String']['input']>;
};

export type Snapshot = {
  __typename?: 'Snapshot';
  browserVersion: Maybe<Scalars['String']['output']>;
  /** Each completed test's score and audits in one category: performance, accessibility, best-practices or seo. */
  categoryResults: Array<TestCategoryResult>;
  /** completed, but some of its tests failed or errored. */
  completedWithFailures: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  finishedAt: Maybe<Scalars['DateTime']['output']>;
  /** The snapshot's number, used in its URL. */
  id: Scalars['ID']['output'];
  lighthouseVersion: Maybe<Scalars['String']['output']>;
  startedAt: Maybe<Scalars['DateTime']['output']>;
  status: RunState;
  testCounts: TestCounts;
  tests: Array<Test>;
  /** manual, schedule, integration or api */
  trigger: Scalars['String']['output'];
  triggerClient: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
};


export type SnapshotCategoryResultsArgs = {
  category: Scalars['String']['input'];
};

export type SnapshotConnection = {
  __typename?: 'SnapshotConnection';
  nodes: Array<Snapshot>;
  pageInfo: PageInfo;
};

export type SnapshotInput = {
  /** The program asking: web, cli… */
  client?: InputMaybe<Scalars['String']['input']>;
  pageIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  profileIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type SnapshotSchedule =
  | 'daily'
  | 'every_n_hours'
  | 'hourly'
  | 'off';

export type SubscriptionStatus =
  | 'active'
  | 'canceled'
  | 'past_due'
  | 'paused'
  | 'trial_canceled'
  | 'trial_expired'
  | 'trialing';

export type SyntheticMetric = {
  __typename?: 'SyntheticMetric';
  abbreviation: Scalars['String']['output'];
  budgetDirection: Scalars['String']['output'];
  category: Scalars['String']['output'];
  formatter: Scalars['String']['output'];
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
  parent: Maybe<Scalars['String']['output']>;
  recommended: Scalars['Boolean']['output'];
};

export type TaxRegion = {
  __typename?: 'TaxRegion';
  code: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

export type Team = {
  __typename?: 'Team';
  description: Maybe<Scalars['String']['output']>;
  /** The slug (unique across organisations). */
  id: Scalars['ID']['output'];
  memberCount: Scalars['Int']['output'];
  members: Array<Person>;
  name: Scalars['String']['output'];
  organisation: Organisation;
  permissions: Permissions;
  siteCount: Scalars['Int']['output'];
  sitesList: SiteConnection;
  slug: Scalars['String']['output'];
};


export type TeamSitesListArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sitesFilter?: InputMaybe<SitesFilter>;
};

export type TeamConnection = {
  __typename?: 'TeamConnection';
  edges: Array<TeamEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type TeamEdge = {
  __typename?: 'TeamEdge';
  cursor: Scalars['String']['output'];
  node: Team;
};

export type TeamInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};

export type Test = {
  __typename?: 'Test';
  /** Empty once the artifacts are removed by retention (see artifactsPrunedAt). */
  artifacts: Array<Artifact>;
  /** When retention removed the report, screenshot and filmstrip (the metrics stay); null while kept. */
  artifactsPrunedAt: Maybe<Scalars['DateTime']['output']>;
  attempts: Scalars['Int']['output'];
  browserVersion: Maybe<Scalars['String']['output']>;
  categories: Array<LighthouseCategory>;
  durationMs: Maybe<Scalars['Int']['output']>;
  /** One of the test artifact errors (DNS_FAILURE …) when the test did not complete. */
  failureCode: Maybe<Scalars['String']['output']>;
  /** What the failure code means, in plain words; null when the test has none. */
  failureExplanation: Maybe<Scalars['String']['output']>;
  failureMessage: Maybe<Scalars['String']['output']>;
  /** What to try next about the failure. */
  failureNextStep: Maybe<Scalars['String']['output']>;
  finalUrl: Maybe<Scalars['String']['output']>;
  finishedAt: Maybe<Scalars['DateTime']['output']>;
  /** The LCP element of the median run; null without a report or when Lighthouse named none. */
  lcpElement: Maybe<LabElement>;
  lighthouseVersion: Maybe<Scalars['String']['output']>;
  /** The test location it was routed to and ran at; null: the default location. */
  location: Maybe<Scalars['String']['output']>;
  /** Main-thread tasks over 50 ms. */
  longTasks: Array<LongTask>;
  metrics: Array<MetricValue>;
  page: Page;
  profile: TestProfile;
  /** The filmstrip of the page's load. */
  renderTimeline: Array<TimelineFrame>;
  requests: Array<NetworkRequest>;
  /** Lighthouse runs the test made (its results are the median run's); null for tests from before run counts. */
  runCount: Maybe<Scalars['Int']['output']>;
  snapshotId: Scalars['ID']['output'];
  startedAt: Maybe<Scalars['DateTime']['output']>;
  status: RunState;
  thirdParties: Array<ThirdParty>;
  url: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
};

export type TestCategoryResult = {
  __typename?: 'TestCategoryResult';
  category: LighthouseCategory;
  test: Test;
};

export type TestCounts = {
  __typename?: 'TestCounts';
  completed: Scalars['Int']['output'];
  created: Scalars['Int']['output'];
  errored: Scalars['Int']['output'];
  failed: Scalars['Int']['output'];
  processing: Scalars['Int']['output'];
  running: Scalars['Int']['output'];
  scheduled: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  verifying: Scalars['Int']['output'];
};

/** A pool of audit workers (PACE_LOCATION of each worker). name null: the default location. */
export type TestLocation = {
  __typename?: 'TestLocation';
  /** The site's own location. */
  current: Scalars['Boolean']['output'];
  name: Maybe<Scalars['String']['output']>;
  /** A worker of the location is alive: tests there run now. */
  online: Scalars['Boolean']['output'];
  /** Worker processes of the location beating now; 0 when it is offline. */
  workers: Scalars['Int']['output'];
};

export type TestProfile = {
  __typename?: 'TestProfile';
  adBlocker: Scalars['Boolean']['output'];
  blockJavascript: Scalars['Boolean']['output'];
  blockedHosts: Array<Scalars['String']['output']>;
  blockedThirdParties: Array<Scalars['String']['output']>;
  connection: ConnectionPreset;
  cookies: Array<ProfileCookie>;
  device: DevicePreset;
  headers: Array<ProfileHeader>;
  name: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
};

export type TestProfileInput = {
  adBlocker?: InputMaybe<Scalars['Boolean']['input']>;
  blockJavascript?: InputMaybe<Scalars['Boolean']['input']>;
  blockedHosts?: InputMaybe<Array<Scalars['String']['input']>>;
  blockedThirdParties?: InputMaybe<Array<Scalars['String']['input']>>;
  connection: ConnectionPreset;
  cookies?: InputMaybe<Array<ProfileCookieInput>>;
  device: DevicePreset;
  headers?: InputMaybe<Array<ProfileHeaderInput>>;
  name: Scalars['String']['input'];
};

export type TestProfileOptions = {
  __typename?: 'TestProfileOptions';
  connections: Array<PresetOption>;
  devices: Array<PresetOption>;
  /** Up to 50 entities of the third-party list whose name contains the search. */
  thirdParties: Array<ThirdPartyOption>;
};

export type TestUsage = {
  __typename?: 'TestUsage';
  allotment: Scalars['Int']['output'];
  days: Array<UsageDay>;
  periodEnd: Scalars['DateTime']['output'];
  periodStart: Scalars['DateTime']['output'];
  trial: Scalars['Boolean']['output'];
  used: Scalars['Int']['output'];
};

export type ThirdParty = {
  __typename?: 'ThirdParty';
  category: Maybe<Scalars['String']['output']>;
  entity: Scalars['String']['output'];
  mainThreadTime: Scalars['Float']['output'];
  requests: Scalars['Int']['output'];
  transferSize: Scalars['Float']['output'];
};

export type ThirdPartyOption = {
  __typename?: 'ThirdPartyOption';
  category: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type TimelineFrame = {
  __typename?: 'TimelineFrame';
  timing: Scalars['Float']['output'];
  url: Maybe<Scalars['String']['output']>;
};

export type UsageDay = {
  __typename?: 'UsageDay';
  day: Scalars['String']['output'];
  tests: Scalars['Int']['output'];
};

export type UserConnection = {
  __typename?: 'UserConnection';
  edges: Array<UserEdge>;
  pageInfo: PageInfo;
  totalCount: Scalars['Int']['output'];
};

export type UserEdge = {
  __typename?: 'UserEdge';
  cursor: Scalars['String']['output'];
  node: AdminUser;
};

export type WorkerHealth = {
  __typename?: 'WorkerHealth';
  ageSeconds: Maybe<Scalars['Int']['output']>;
  lastHeartbeat: Maybe<Scalars['DateTime']['output']>;
  /** ok, starting, stale or missing */
  status: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AdminOrganisation: ResolverTypeWrapper<OrganisationParent>;
  AdminOrganisationConnection: ResolverTypeWrapper<Omit<AdminOrganisationConnection, 'edges'> & { edges: Array<ResolversTypes['AdminOrganisationEdge']> }>;
  AdminOrganisationEdge: ResolverTypeWrapper<Omit<AdminOrganisationEdge, 'node'> & { node: ResolversTypes['AdminOrganisation'] }>;
  AdminUser: ResolverTypeWrapper<AdminUserParent>;
  ApiToken: ResolverTypeWrapper<ApiTokenParent>;
  ApiTokenInput: ApiTokenInput;
  ApiTokenKind: ApiTokenKind;
  Artifact: ResolverTypeWrapper<Artifact>;
  AuthenticationMethod: AuthenticationMethod;
  Billing: ResolverTypeWrapper<BillingParent>;
  BillingInterval: BillingInterval;
  BillingPlan: BillingPlan;
  BillingQuote: ResolverTypeWrapper<BillingQuote>;
  BillingSubscription: ResolverTypeWrapper<BillingSubscriptionParent>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Budget: ResolverTypeWrapper<BudgetParent>;
  BudgetCell: ResolverTypeWrapper<Omit<BudgetCell, 'page' | 'profile'> & { page: ResolversTypes['Page'], profile: ResolversTypes['TestProfile'] }>;
  BudgetChange: ResolverTypeWrapper<BudgetChangeParent>;
  BudgetChangeMeasurement: ResolverTypeWrapper<Omit<BudgetChangeMeasurement, 'page' | 'profile'> & { page?: Maybe<ResolversTypes['Page']>, profile?: Maybe<ResolversTypes['TestProfile']> }>;
  BudgetFlowStep: ResolverTypeWrapper<Omit<BudgetFlowStep, 'flow'> & { flow: ResolversTypes['Flow'] }>;
  BudgetHistory: ResolverTypeWrapper<Omit<BudgetHistory, 'points'> & { points?: Maybe<Array<ResolversTypes['HistoryPoint']>> }>;
  BudgetInput: BudgetInput;
  BudgetRatchet: ResolverTypeWrapper<BudgetRatchet>;
  BudgetRatchetInput: BudgetRatchetInput;
  BudgetState: BudgetState;
  CancelReason: CancelReason;
  CardSetup: ResolverTypeWrapper<CardSetup>;
  CartInput: CartInput;
  ChangelogEntry: ResolverTypeWrapper<ChangelogEntryParent>;
  ChangelogEntryInput: ChangelogEntryInput;
  CloseAccountInput: CloseAccountInput;
  CodeHostSettings: ResolverTypeWrapper<CodeHostSettings>;
  CodeHostSettingsInput: CodeHostSettingsInput;
  ConnectionPreset: null;
  CreatedApiToken: ResolverTypeWrapper<Omit<CreatedApiToken, 'token'> & { token: ResolversTypes['ApiToken'] }>;
  CreatedShareLink: ResolverTypeWrapper<Omit<CreatedShareLink, 'link'> & { link: ResolversTypes['ShareLink'] }>;
  CruxAssessment: CruxAssessment;
  CruxCollection: ResolverTypeWrapper<CruxCollection>;
  CruxFormFactor: CruxFormFactor;
  CruxHistoryPoint: ResolverTypeWrapper<CruxHistoryPoint>;
  CruxLcpPart: ResolverTypeWrapper<CruxLcpPart>;
  CruxLcpPartGuide: CruxLcpPartGuide;
  CruxLcpPartHistory: ResolverTypeWrapper<CruxLcpPartHistory>;
  CruxLcpPartPoint: ResolverTypeWrapper<CruxLcpPartPoint>;
  CruxLcpParts: ResolverTypeWrapper<CruxLcpParts>;
  CruxMetricHistory: ResolverTypeWrapper<CruxMetricHistory>;
  CruxMetricSummary: ResolverTypeWrapper<CruxMetricSummary>;
  CruxPeriod: ResolverTypeWrapper<CruxPeriod>;
  CruxRating: CruxRating;
  CruxShares: ResolverTypeWrapper<CruxShares>;
  CruxSummary: ResolverTypeWrapper<CruxSummaryParent>;
  CruxTargetStatus: CruxTargetStatus;
  CruxTargetSummary: ResolverTypeWrapper<CruxTargetSummaryParent>;
  CruxTrend: ResolverTypeWrapper<CruxTrend>;
  CruxTrendDirection: CruxTrendDirection;
  Currency: Currency;
  CurrentUser: ResolverTypeWrapper<UserParent>;
  DataSource: DataSource;
  DatabaseHealth: ResolverTypeWrapper<DatabaseHealth>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DevicePreset: DevicePreset;
  ElementPart: ResolverTypeWrapper<ElementPart>;
  ElementVerdict: ElementVerdict;
  Features: ResolverTypeWrapper<Features>;
  FieldElement: ResolverTypeWrapper<FieldElement>;
  FieldElements: ResolverTypeWrapper<FieldElements>;
  FieldLab: ResolverTypeWrapper<FieldLab>;
  FieldLabPage: ResolverTypeWrapper<FieldLabPage>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Flow: ResolverTypeWrapper<Omit<Flow, 'stepHistory'> & { stepHistory: Array<ResolversTypes['FlowStepSeries']> }>;
  FlowInput: FlowInput;
  FlowMetricValue: ResolverTypeWrapper<FlowMetricValue>;
  FlowRun: ResolverTypeWrapper<FlowRun>;
  FlowStep: ResolverTypeWrapper<FlowStep>;
  FlowStepInput: FlowStepInput;
  FlowStepKind: FlowStepKind;
  FlowStepMode: FlowStepMode;
  FlowStepResult: ResolverTypeWrapper<FlowStepResult>;
  FlowStepSeries: ResolverTypeWrapper<Omit<FlowStepSeries, 'points'> & { points: Array<ResolversTypes['HistoryPoint']> }>;
  FormAuth: ResolverTypeWrapper<FormAuth>;
  FormAuthInput: FormAuthInput;
  GitHubConnectionStart: ResolverTypeWrapper<GitHubConnectionStart>;
  Health: ResolverTypeWrapper<HealthReport>;
  HealthStatus: HealthStatus;
  HistoryPoint: ResolverTypeWrapper<HistoryPointParent>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Integration: ResolverTypeWrapper<IntegrationParent>;
  IntegrationCheckRun: ResolverTypeWrapper<IntegrationCheckRun>;
  IntegrationDelivery: ResolverTypeWrapper<IntegrationDeliveryParent>;
  IntegrationErrorKind: IntegrationErrorKind;
  IntegrationEvent: null;
  IntegrationInput: IntegrationInput;
  IntegrationProvider: IntegrationProvider;
  InviteInput: InviteInput;
  Invoice: ResolverTypeWrapper<InvoiceParent>;
  InvoiceSettings: ResolverTypeWrapper<InvoiceSettings>;
  InvoiceSettingsInput: InvoiceSettingsInput;
  InvoiceStatus: InvoiceStatus;
  IpOption: IpOption;
  LabElement: ResolverTypeWrapper<LabElement>;
  LabLcp: ResolverTypeWrapper<LabLcp>;
  LighthouseAudit: ResolverTypeWrapper<LighthouseAudit>;
  LighthouseCategory: ResolverTypeWrapper<LighthouseCategory>;
  LongTask: ResolverTypeWrapper<LongTask>;
  Membership: ResolverTypeWrapper<Omit<Membership, 'organisation'> & { organisation: ResolversTypes['Organisation'] }>;
  MetricHistory: ResolverTypeWrapper<Omit<MetricHistory, 'series'> & { series: Array<ResolversTypes['MetricSeries']> }>;
  MetricSeries: ResolverTypeWrapper<Omit<MetricSeries, 'page' | 'points' | 'profile'> & { page: ResolversTypes['Page'], points: Array<ResolversTypes['HistoryPoint']>, profile: ResolversTypes['TestProfile'] }>;
  MetricValue: ResolverTypeWrapper<MetricValue>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NetworkRequest: ResolverTypeWrapper<NetworkRequest>;
  NotificationSettings: ResolverTypeWrapper<NotificationSettings>;
  NotificationSettingsInput: NotificationSettingsInput;
  Organisation: ResolverTypeWrapper<OrganisationParent>;
  OrganisationConnection: ResolverTypeWrapper<Omit<OrganisationConnection, 'edges'> & { edges: Array<ResolversTypes['OrganisationEdge']> }>;
  OrganisationEdge: ResolverTypeWrapper<Omit<OrganisationEdge, 'node'> & { node: ResolversTypes['Organisation'] }>;
  OrganisationInput: OrganisationInput;
  Page: ResolverTypeWrapper<PageParent>;
  PageGrouping: ResolverTypeWrapper<PageGrouping>;
  PageGroupingInput: PageGroupingInput;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PageInput: PageInput;
  PaymentClient: ResolverTypeWrapper<PaymentClient>;
  PaymentMethod: ResolverTypeWrapper<PaymentMethod>;
  PaymentMethodInput: PaymentMethodInput;
  Permissions: ResolverTypeWrapper<Permissions>;
  Person: ResolverTypeWrapper<PersonNode>;
  PersonConnection: ResolverTypeWrapper<Omit<PersonConnection, 'edges'> & { edges: Array<ResolversTypes['PersonEdge']> }>;
  PersonEdge: ResolverTypeWrapper<Omit<PersonEdge, 'node'> & { node: ResolversTypes['Person'] }>;
  PersonInput: PersonInput;
  PlanLimits: ResolverTypeWrapper<PlanLimits>;
  PlanOption: ResolverTypeWrapper<PlanOption>;
  PresetOption: ResolverTypeWrapper<PresetOption>;
  ProfileCookie: ResolverTypeWrapper<ProfileCookie>;
  ProfileCookieInput: ProfileCookieInput;
  ProfileHeader: ResolverTypeWrapper<ProfileHeader>;
  ProfileHeaderInput: ProfileHeaderInput;
  ProfileInput: ProfileInput;
  PulseEntry: ResolverTypeWrapper<Omit<PulseEntry, 'page' | 'profile' | 'test'> & { page: ResolversTypes['Page'], profile: ResolversTypes['TestProfile'], test?: Maybe<ResolversTypes['Test']> }>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuoteLine: ResolverTypeWrapper<QuoteLine>;
  RatchetMarginUnit: RatchetMarginUnit;
  RedisHealth: ResolverTypeWrapper<RedisHealth>;
  RemoteEntry: ResolverTypeWrapper<RemoteEntry>;
  Role: Role;
  RumAggregation: RumAggregation;
  RumAudience: ResolverTypeWrapper<RumAudience>;
  RumBreakdown: ResolverTypeWrapper<RumBreakdown>;
  RumBreakdownSegment: ResolverTypeWrapper<RumBreakdownSegment>;
  RumCollectedField: ResolverTypeWrapper<RumCollectedField>;
  RumDashboard: ResolverTypeWrapper<Omit<RumDashboard, 'settings'> & { settings: ResolversTypes['RumSettings'] }>;
  RumDeadLetter: ResolverTypeWrapper<RumDeadLetter>;
  RumDeadLetters: ResolverTypeWrapper<RumDeadLetters>;
  RumDimension: RumDimension;
  RumDimensionSegments: ResolverTypeWrapper<RumDimensionSegments>;
  RumFilters: RumFilters;
  RumGeographicMonitoring: RumGeographicMonitoring;
  RumHistoryPoint: ResolverTypeWrapper<RumHistoryPoint>;
  RumMetricFigure: ResolverTypeWrapper<RumMetricFigure>;
  RumMetricReport: ResolverTypeWrapper<RumMetricReport>;
  RumPageGroupBy: RumPageGroupBy;
  RumPageRow: ResolverTypeWrapper<RumPageRow>;
  RumPageViewUsage: ResolverTypeWrapper<RumPageViewUsage>;
  RumPeriod: RumPeriod;
  RumRatingShares: ResolverTypeWrapper<RumRatingShares>;
  RumSegment: ResolverTypeWrapper<RumSegment>;
  RumSettings: ResolverTypeWrapper<RumSettingsParent>;
  RumSettingsInput: RumSettingsInput;
  RumState: RumState;
  RumUxRating: ResolverTypeWrapper<RumUxRating>;
  RunKeyMetric: RunKeyMetric;
  RunSettings: ResolverTypeWrapper<RunSettings>;
  RunSettingsInput: RunSettingsInput;
  RunState: RunState;
  SamlConfiguration: ResolverTypeWrapper<SamlConfiguration>;
  SamlConfigurationInput: SamlConfigurationInput;
  SamlDomainProof: ResolverTypeWrapper<SamlDomainProof>;
  SamlDomainProofState: SamlDomainProofState;
  ShareLink: ResolverTypeWrapper<ShareLinkParent>;
  SharedReport: ResolverTypeWrapper<SharedReportParent>;
  SharedSite: ResolverTypeWrapper<SharedSiteParent>;
  Site: ResolverTypeWrapper<SiteParent>;
  SiteConnection: ResolverTypeWrapper<Omit<SiteConnection, 'edges'> & { edges: Array<ResolversTypes['SiteEdge']> }>;
  SiteEdge: ResolverTypeWrapper<Omit<SiteEdge, 'node'> & { node: ResolversTypes['Site'] }>;
  SiteInput: SiteInput;
  SiteRefInput: SiteRefInput;
  SitesFilter: SitesFilter;
  Snapshot: ResolverTypeWrapper<SnapshotParent>;
  SnapshotConnection: ResolverTypeWrapper<Omit<SnapshotConnection, 'nodes'> & { nodes: Array<ResolversTypes['Snapshot']> }>;
  SnapshotInput: SnapshotInput;
  SnapshotSchedule: SnapshotSchedule;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubscriptionStatus: SubscriptionStatus;
  SyntheticMetric: ResolverTypeWrapper<SyntheticMetric>;
  TaxRegion: ResolverTypeWrapper<TaxRegion>;
  Team: ResolverTypeWrapper<TeamParent>;
  TeamConnection: ResolverTypeWrapper<Omit<TeamConnection, 'edges'> & { edges: Array<ResolversTypes['TeamEdge']> }>;
  TeamEdge: ResolverTypeWrapper<Omit<TeamEdge, 'node'> & { node: ResolversTypes['Team'] }>;
  TeamInput: TeamInput;
  Test: ResolverTypeWrapper<TestParent>;
  TestCategoryResult: ResolverTypeWrapper<Omit<TestCategoryResult, 'test'> & { test: ResolversTypes['Test'] }>;
  TestCounts: ResolverTypeWrapper<TestCounts>;
  TestLocation: ResolverTypeWrapper<TestLocation>;
  TestProfile: ResolverTypeWrapper<TestProfileParent>;
  TestProfileInput: TestProfileInput;
  TestProfileOptions: ResolverTypeWrapper<TestProfileOptions>;
  TestUsage: ResolverTypeWrapper<TestUsage>;
  ThirdParty: ResolverTypeWrapper<ThirdParty>;
  ThirdPartyOption: ResolverTypeWrapper<ThirdPartyOption>;
  TimelineFrame: ResolverTypeWrapper<TimelineFrame>;
  UsageDay: ResolverTypeWrapper<UsageDay>;
  UserConnection: ResolverTypeWrapper<Omit<UserConnection, 'edges'> & { edges: Array<ResolversTypes['UserEdge']> }>;
  UserEdge: ResolverTypeWrapper<Omit<UserEdge, 'node'> & { node: ResolversTypes['AdminUser'] }>;
  WorkerHealth: ResolverTypeWrapper<WorkerHealth>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdminOrganisation: OrganisationParent;
  AdminOrganisationConnection: Omit<AdminOrganisationConnection, 'edges'> & { edges: Array<ResolversParentTypes['AdminOrganisationEdge']> };
  AdminOrganisationEdge: Omit<AdminOrganisationEdge, 'node'> & { node: ResolversParentTypes['AdminOrganisation'] };
  AdminUser: AdminUserParent;
  ApiToken: ApiTokenParent;
  ApiTokenInput: ApiTokenInput;
  Artifact: Artifact;
  Billing: BillingParent;
  BillingQuote: BillingQuote;
  BillingSubscription: BillingSubscriptionParent;
  Boolean: Scalars['Boolean']['output'];
  Budget: BudgetParent;
  BudgetCell: Omit<BudgetCell, 'page' | 'profile'> & { page: ResolversParentTypes['Page'], profile: ResolversParentTypes['TestProfile'] };
  BudgetChange: BudgetChangeParent;
  BudgetChangeMeasurement: Omit<BudgetChangeMeasurement, 'page' | 'profile'> & { page?: Maybe<ResolversParentTypes['Page']>, profile?: Maybe<ResolversParentTypes['TestProfile']> };
  BudgetFlowStep: Omit<BudgetFlowStep, 'flow'> & { flow: ResolversParentTypes['Flow'] };
  BudgetHistory: Omit<BudgetHistory, 'points'> & { points?: Maybe<Array<ResolversParentTypes['HistoryPoint']>> };
  BudgetInput: BudgetInput;
  BudgetRatchet: BudgetRatchet;
  BudgetRatchetInput: BudgetRatchetInput;
  CardSetup: CardSetup;
  CartInput: CartInput;
  ChangelogEntry: ChangelogEntryParent;
  ChangelogEntryInput: ChangelogEntryInput;
  CloseAccountInput: CloseAccountInput;
  CodeHostSettings: CodeHostSettings;
  CodeHostSettingsInput: CodeHostSettingsInput;
  CreatedApiToken: Omit<CreatedApiToken, 'token'> & { token: ResolversParentTypes['ApiToken'] };
  CreatedShareLink: Omit<CreatedShareLink, 'link'> & { link: ResolversParentTypes['ShareLink'] };
  CruxCollection: CruxCollection;
  CruxHistoryPoint: CruxHistoryPoint;
  CruxLcpPart: CruxLcpPart;
  CruxLcpPartHistory: CruxLcpPartHistory;
  CruxLcpPartPoint: CruxLcpPartPoint;
  CruxLcpParts: CruxLcpParts;
  CruxMetricHistory: CruxMetricHistory;
  CruxMetricSummary: CruxMetricSummary;
  CruxPeriod: CruxPeriod;
  CruxShares: CruxShares;
  CruxSummary: CruxSummaryParent;
  CruxTargetSummary: CruxTargetSummaryParent;
  CruxTrend: CruxTrend;
  CurrentUser: UserParent;
  DatabaseHealth: DatabaseHealth;
  DateTime: Scalars['DateTime']['output'];
  ElementPart: ElementPart;
  Features: Features;
  FieldElement: FieldElement;
  FieldElements: FieldElements;
  FieldLab: FieldLab;
  FieldLabPage: FieldLabPage;
  Float: Scalars['Float']['output'];
  Flow: Omit<Flow, 'stepHistory'> & { stepHistory: Array<ResolversParentTypes['FlowStepSeries']> };
  FlowInput: FlowInput;
  FlowMetricValue: FlowMetricValue;
  FlowRun: FlowRun;
  FlowStep: FlowStep;
  FlowStepInput: FlowStepInput;
  FlowStepResult: FlowStepResult;
  FlowStepSeries: Omit<FlowStepSeries, 'points'> & { points: Array<ResolversParentTypes['HistoryPoint']> };
  FormAuth: FormAuth;
  FormAuthInput: FormAuthInput;
  GitHubConnectionStart: GitHubConnectionStart;
  Health: HealthReport;
  HistoryPoint: HistoryPointParent;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Integration: IntegrationParent;
  IntegrationCheckRun: IntegrationCheckRun;
  IntegrationDelivery: IntegrationDeliveryParent;
  IntegrationInput: IntegrationInput;
  InviteInput: InviteInput;
  Invoice: InvoiceParent;
  InvoiceSettings: InvoiceSettings;
  InvoiceSettingsInput: InvoiceSettingsInput;
  LabElement: LabElement;
  LabLcp: LabLcp;
  LighthouseAudit: LighthouseAudit;
  LighthouseCategory: LighthouseCategory;
  LongTask: LongTask;
  Membership: Omit<Membership, 'organisation'> & { organisation: ResolversParentTypes['Organisation'] };
  MetricHistory: Omit<MetricHistory, 'series'> & { series: Array<ResolversParentTypes['MetricSeries']> };
  MetricSeries: Omit<MetricSeries, 'page' | 'points' | 'profile'> & { page: ResolversParentTypes['Page'], points: Array<ResolversParentTypes['HistoryPoint']>, profile: ResolversParentTypes['TestProfile'] };
  MetricValue: MetricValue;
  Mutation: Record<PropertyKey, never>;
  NetworkRequest: NetworkRequest;
  NotificationSettings: NotificationSettings;
  NotificationSettingsInput: NotificationSettingsInput;
  Organisation: OrganisationParent;
  OrganisationConnection: Omit<OrganisationConnection, 'edges'> & { edges: Array<ResolversParentTypes['OrganisationEdge']> };
  OrganisationEdge: Omit<OrganisationEdge, 'node'> & { node: ResolversParentTypes['Organisation'] };
  OrganisationInput: OrganisationInput;
  Page: PageParent;
  PageGrouping: PageGrouping;
  PageGroupingInput: PageGroupingInput;
  PageInfo: PageInfo;
  PageInput: PageInput;
  PaymentClient: PaymentClient;
  PaymentMethod: PaymentMethod;
  PaymentMethodInput: PaymentMethodInput;
  Permissions: Permissions;
  Person: PersonNode;
  PersonConnection: Omit<PersonConnection, 'edges'> & { edges: Array<ResolversParentTypes['PersonEdge']> };
  PersonEdge: Omit<PersonEdge, 'node'> & { node: ResolversParentTypes['Person'] };
  PersonInput: PersonInput;
  PlanLimits: PlanLimits;
  PlanOption: PlanOption;
  PresetOption: PresetOption;
  ProfileCookie: ProfileCookie;
  ProfileCookieInput: ProfileCookieInput;
  ProfileHeader: ProfileHeader;
  ProfileHeaderInput: ProfileHeaderInput;
  ProfileInput: ProfileInput;
  PulseEntry: Omit<PulseEntry, 'page' | 'profile' | 'test'> & { page: ResolversParentTypes['Page'], profile: ResolversParentTypes['TestProfile'], test?: Maybe<ResolversParentTypes['Test']> };
  Query: Record<PropertyKey, never>;
  QuoteLine: QuoteLine;
  RedisHealth: RedisHealth;
  RemoteEntry: RemoteEntry;
  RumAudience: RumAudience;
  RumBreakdown: RumBreakdown;
  RumBreakdownSegment: RumBreakdownSegment;
  RumCollectedField: RumCollectedField;
  RumDashboard: Omit<RumDashboard, 'settings'> & { settings: ResolversParentTypes['RumSettings'] };
  RumDeadLetter: RumDeadLetter;
  RumDeadLetters: RumDeadLetters;
  RumDimensionSegments: RumDimensionSegments;
  RumFilters: RumFilters;
  RumHistoryPoint: RumHistoryPoint;
  RumMetricFigure: RumMetricFigure;
  RumMetricReport: RumMetricReport;
  RumPageRow: RumPageRow;
  RumPageViewUsage: RumPageViewUsage;
  RumRatingShares: RumRatingShares;
  RumSegment: RumSegment;
  RumSettings: RumSettingsParent;
  RumSettingsInput: RumSettingsInput;
  RumUxRating: RumUxRating;
  RunSettings: RunSettings;
  RunSettingsInput: RunSettingsInput;
  SamlConfiguration: SamlConfiguration;
  SamlConfigurationInput: SamlConfigurationInput;
  SamlDomainProof: SamlDomainProof;
  ShareLink: ShareLinkParent;
  SharedReport: SharedReportParent;
  SharedSite: SharedSiteParent;
  Site: SiteParent;
  SiteConnection: Omit<SiteConnection, 'edges'> & { edges: Array<ResolversParentTypes['SiteEdge']> };
  SiteEdge: Omit<SiteEdge, 'node'> & { node: ResolversParentTypes['Site'] };
  SiteInput: SiteInput;
  SiteRefInput: SiteRefInput;
  SitesFilter: SitesFilter;
  Snapshot: SnapshotParent;
  SnapshotConnection: Omit<SnapshotConnection, 'nodes'> & { nodes: Array<ResolversParentTypes['Snapshot']> };
  SnapshotInput: SnapshotInput;
  String: Scalars['String']['output'];
  SyntheticMetric: SyntheticMetric;
  TaxRegion: TaxRegion;
  Team: TeamParent;
  TeamConnection: Omit<TeamConnection, 'edges'> & { edges: Array<ResolversParentTypes['TeamEdge']> };
  TeamEdge: Omit<TeamEdge, 'node'> & { node: ResolversParentTypes['Team'] };
  TeamInput: TeamInput;
  Test: TestParent;
  TestCategoryResult: Omit<TestCategoryResult, 'test'> & { test: ResolversParentTypes['Test'] };
  TestCounts: TestCounts;
  TestLocation: TestLocation;
  TestProfile: TestProfileParent;
  TestProfileInput: TestProfileInput;
  TestProfileOptions: TestProfileOptions;
  TestUsage: TestUsage;
  ThirdParty: ThirdParty;
  ThirdPartyOption: ThirdPartyOption;
  TimelineFrame: TimelineFrame;
  UsageDay: UsageDay;
  UserConnection: Omit<UserConnection, 'edges'> & { edges: Array<ResolversParentTypes['UserEdge']> };
  UserEdge: Omit<UserEdge, 'node'> & { node: ResolversParentTypes['AdminUser'] };
  WorkerHealth: WorkerHealth;
};

export type AdminOrganisationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminOrganisation'] = ResolversParentTypes['AdminOrganisation']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  people?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  testsThisMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminOrganisationConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminOrganisationConnection'] = ResolversParentTypes['AdminOrganisationConnection']> = {
  edges?: Resolver<Array<ResolversTypes['AdminOrganisationEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminOrganisationEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminOrganisationEdge'] = ResolversParentTypes['AdminOrganisationEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AdminOrganisation'], ParentType, ContextType>;
};

export type AdminUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminUser'] = ResolversParentTypes['AdminUser']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastSeenAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organisations?: Resolver<Array<ResolversTypes['Membership']>, ParentType, ContextType>;
  staff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ApiTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApiToken'] = ResolversParentTypes['ApiToken']> = {
  allowedIps?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creator?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ApiTokenKind'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  team?: Resolver<Maybe<ResolversTypes['Team']>, ParentType, ContextType>;
  tokenPrefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ArtifactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Artifact'] = ResolversParentTypes['Artifact']> = {
  bytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BillingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Billing'] = ResolversParentTypes['Billing']> = {
  invoiceSettings?: Resolver<ResolversTypes['InvoiceSettings'], ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organisationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentClient?: Resolver<ResolversTypes['PaymentClient'], ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  people?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plans?: Resolver<Array<ResolversTypes['PlanOption']>, ParentType, ContextType, RequireFields<BillingPlansArgs, 'currency' | 'interval'>>;
  rumPageViews?: Resolver<ResolversTypes['RumPageViewUsage'], ParentType, ContextType>;
  subscription?: Resolver<ResolversTypes['BillingSubscription'], ParentType, ContextType>;
  taxRegions?: Resolver<Array<ResolversTypes['TaxRegion']>, ParentType, ContextType>;
  teamsInUse?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  testProfilesInUse?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usage?: Resolver<ResolversTypes['TestUsage'], ParentType, ContextType>;
};

export type BillingQuoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BillingQuote'] = ResolversParentTypes['BillingQuote']> = {
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  interval?: Resolver<ResolversTypes['BillingInterval'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['QuoteLine']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BillingSubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BillingSubscription'] = ResolversParentTypes['BillingSubscription']> = {
  canceledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['Currency']>, ParentType, ContextType>;
  currentPeriodEnd?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  interval?: Resolver<Maybe<ResolversTypes['BillingInterval']>, ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limits?: Resolver<ResolversTypes['PlanLimits'], ParentType, ContextType>;
  pausedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['BillingPlan']>, ParentType, ContextType>;
  planName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resumesAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  seats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SubscriptionStatus'], ParentType, ContextType>;
  teamLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  testAllotment?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  testPacks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  testProfileLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  trialEndsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type BudgetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Budget'] = ResolversParentTypes['Budget']> = {
  cells?: Resolver<Array<ResolversTypes['BudgetCell']>, ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['BudgetChange']>, ParentType, ContextType>;
  flowStep?: Resolver<Maybe<ResolversTypes['BudgetFlowStep']>, ParentType, ContextType>;
  history?: Resolver<ResolversTypes['BudgetHistory'], ParentType, ContextType>;
  metric?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pages?: Resolver<Array<ResolversTypes['Page']>, ParentType, ContextType>;
  profiles?: Resolver<Array<ResolversTypes['TestProfile']>, ParentType, ContextType>;
  ratchet?: Resolver<ResolversTypes['BudgetRatchet'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['BudgetState'], ParentType, ContextType>;
  stateChangedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type BudgetCellResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BudgetCell'] = ResolversParentTypes['BudgetCell']> = {
  measuredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Page'], ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['TestProfile'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['BudgetState'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type BudgetChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BudgetChange'] = ResolversParentTypes['BudgetChange']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  measurements?: Resolver<Array<ResolversTypes['BudgetChangeMeasurement']>, ParentType, ContextType>;
  newValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  oldValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type BudgetChangeMeasurementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BudgetChangeMeasurement'] = ResolversParentTypes['BudgetChangeMeasurement']> = {
  measuredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['Page']>, ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['TestProfile']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type BudgetFlowStepResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BudgetFlowStep'] = ResolversParentTypes['BudgetFlowStep']> = {
  flow?: Resolver<ResolversTypes['Flow'], ParentType, ContextType>;
  measuredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['BudgetState'], ParentType, ContextType>;
  stepId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  stepName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type BudgetHistoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BudgetHistory'] = ResolversParentTypes['BudgetHistory']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minimum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  points?: Resolver<Maybe<Array<ResolversTypes['HistoryPoint']>>, ParentType, ContextType>;
};

export type BudgetRatchetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BudgetRatchet'] = ResolversParentTypes['BudgetRatchet']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  margin?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  marginUnit?: Resolver<Maybe<ResolversTypes['RatchetMarginUnit']>, ParentType, ContextType>;
  runs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CardSetupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CardSetup'] = ResolversParentTypes['CardSetup']> = {
  clientSecret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishableKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  setupIntentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stripeJsUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChangelogEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChangelogEntry'] = ResolversParentTypes['ChangelogEntry']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CodeHostSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CodeHostSettings'] = ResolversParentTypes['CodeHostSettings']> = {
  branches?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  deployTrigger?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  domains?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  environments?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  failOnUnmetBudget?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  installationAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  installationId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  installationProvedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  mainBranch?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  repository?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ConnectionPresetResolvers = { _3g: '3g', _3g_fast: '3g_fast', _3g_slow: '3g_slow', _4g: '4g', cable?: 'cable', dsl?: 'dsl', none?: 'none' };

export type CreatedApiTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatedApiToken'] = ResolversParentTypes['CreatedApiToken']> = {
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['ApiToken'], ParentType, ContextType>;
};

export type CreatedShareLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatedShareLink'] = ResolversParentTypes['CreatedShareLink']> = {
  link?: Resolver<ResolversTypes['ShareLink'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CruxCollectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CruxCollection'] = ResolversParentTypes['CruxCollection']> = {
  jobId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CruxHistoryPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CruxHistoryPoint'] = ResolversParentTypes['CruxHistoryPoint']> = {
  p75?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  periodEnd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  periodStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shares?: Resolver<Maybe<ResolversTypes['CruxShares']>, ParentType, ContextType>;
};

export type CruxLcpPartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CruxLcpPart'] = ResolversParentTypes['CruxLcpPart']> = {
  guide?: Resolver<ResolversTypes['CruxLcpPartGuide'], ParentType, ContextType>;
  guideShare?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  metric?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  p75?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['CruxRating'], ParentType, ContextType>;
  share?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type CruxLcpPartHistoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CruxLcpPartHistory'] = ResolversParentTypes['CruxLcpPartHistory']> = {
  metric?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['CruxLcpPartPoint']>, ParentType, ContextType>;
};

export type CruxLcpPartPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CruxLcpPartPoint'] = ResolversParentTypes['CruxLcpPartPoint']> = {
  p75?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  periodEnd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  periodStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CruxLcpPartsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CruxLcpParts'] = ResolversParentTypes['CruxLcpParts']> = {
  dominant?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  formFactor?: Resolver<ResolversTypes['CruxFormFactor'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['CruxLcpPartHistory']>, ParentType, ContextType>;
  lcpP75?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  months?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parts?: Resolver<Array<ResolversTypes['CruxLcpPart']>, ParentType, ContextType>;
  period?: Resolver<Maybe<ResolversTypes['CruxPeriod']>, ParentType, ContextType>;
  reported?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CruxMetricHistoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CruxMetricHistory'] = ResolversParentTypes['CruxMetricHistory']> = {
  formFactor?: Resolver<ResolversTypes['CruxFormFactor'], ParentType, ContextType>;
  metric?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  months?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['CruxHistoryPoint']>, ParentType, ContextType>;
  target?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CruxMetricSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CruxMetricSummary'] = ResolversParentTypes['CruxMetricSummary']> = {
  metric?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  p75?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['CruxRating'], ParentType, ContextType>;
  shares?: Resolver<Maybe<ResolversTypes['CruxShares']>, ParentType, ContextType>;
  trend?: Resolver<Maybe<ResolversTypes['CruxTrend']>, ParentType, ContextType>;
};

export type CruxPeriodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CruxPeriod'] = ResolversParentTypes['CruxPeriod']> = {
  firstDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CruxSharesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CruxShares'] = ResolversParentTypes['CruxShares']> = {
  average?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  good?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  poor?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CruxSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CruxSummary'] = ResolversParentTypes['CruxSummary']> = {
  assessment?: Resolver<ResolversTypes['CruxAssessment'], ParentType, ContextType>;
  checkedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  formFactor?: Resolver<ResolversTypes['CruxFormFactor'], ParentType, ContextType>;
  hasData?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  metrics?: Resolver<Array<ResolversTypes['CruxMetricSummary']>, ParentType, ContextType>;
  period?: Resolver<Maybe<ResolversTypes['CruxPeriod']>, ParentType, ContextType>;
  sampleData?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CruxTargetStatus'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CruxTargetSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CruxTargetSummary'] = ResolversParentTypes['CruxTargetSummary']> = {
  assessment?: Resolver<ResolversTypes['CruxAssessment'], ParentType, ContextType>;
  checkedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  metrics?: Resolver<Array<ResolversTypes['CruxMetricSummary']>, ParentType, ContextType>;
  period?: Resolver<Maybe<ResolversTypes['CruxPeriod']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CruxTargetStatus'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CruxTrendResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CruxTrend'] = ResolversParentTypes['CruxTrend']> = {
  change?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  direction?: Resolver<ResolversTypes['CruxTrendDirection'], ParentType, ContextType>;
  previousP75?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  previousPeriodEnd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CurrentUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CurrentUser'] = ResolversParentTypes['CurrentUser']> = {
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  googleConnected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  memberships?: Resolver<Array<ResolversTypes['Membership']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notificationSettings?: Resolver<ResolversTypes['NotificationSettings'], ParentType, ContextType>;
  personalTokens?: Resolver<Array<ResolversTypes['ApiToken']>, ParentType, ContextType>;
  recentSites?: Resolver<Array<ResolversTypes['Site']>, ParentType, ContextType>;
  staff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DatabaseHealthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DatabaseHealth'] = ResolversParentTypes['DatabaseHealth']> = {
  dialect?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['HealthStatus'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type ElementPartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ElementPart'] = ResolversParentTypes['ElementPart']> = {
  metric?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  p75?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type FeaturesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Features'] = ResolversParentTypes['Features']> = {
  billing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rum?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type FieldElementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FieldElement'] = ResolversParentTypes['FieldElement']> = {
  dominantPart?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  p75?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  pageViews?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  parts?: Resolver<Array<ResolversTypes['ElementPart']>, ParentType, ContextType>;
  selector?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  share?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  verdict?: Resolver<Maybe<ResolversTypes['ElementVerdict']>, ParentType, ContextType>;
};

export type FieldElementsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FieldElements'] = ResolversParentTypes['FieldElements']> = {
  inpElements?: Resolver<Array<ResolversTypes['FieldElement']>, ParentType, ContextType>;
  inpPageViews?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lcpElement?: Resolver<Maybe<ResolversTypes['FieldElement']>, ParentType, ContextType>;
  lcpElements?: Resolver<Array<ResolversTypes['FieldElement']>, ParentType, ContextType>;
  lcpPageViews?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  slowestInpElement?: Resolver<Maybe<ResolversTypes['FieldElement']>, ParentType, ContextType>;
};

export type FieldLabResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FieldLab'] = ResolversParentTypes['FieldLab']> = {
  candidates?: Resolver<Array<ResolversTypes['FieldLabPage']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['FieldElements'], ParentType, ContextType>;
  lab?: Resolver<Maybe<ResolversTypes['LabLcp']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pageKind?: Resolver<ResolversTypes['RumPageGroupBy'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verdict?: Resolver<ResolversTypes['ElementVerdict'], ParentType, ContextType>;
};

export type FieldLabPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FieldLabPage'] = ResolversParentTypes['FieldLabPage']> = {
  page?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pageKind?: Resolver<ResolversTypes['RumPageGroupBy'], ParentType, ContextType>;
};

export type FlowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Flow'] = ResolversParentTypes['Flow']> = {
  latestSteps?: Resolver<Array<ResolversTypes['FlowStepResult']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  runs?: Resolver<Array<ResolversTypes['FlowRun']>, ParentType, ContextType, RequireFields<FlowRunsArgs, 'limit'>>;
  stepHistory?: Resolver<Array<ResolversTypes['FlowStepSeries']>, ParentType, ContextType, RequireFields<FlowStepHistoryArgs, 'days' | 'metric'>>;
  steps?: Resolver<Array<ResolversTypes['FlowStep']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type FlowMetricValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlowMetricValue'] = ResolversParentTypes['FlowMetricValue']> = {
  metric?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type FlowRunResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlowRun'] = ResolversParentTypes['FlowRun']> = {
  browserVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  durationMs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  failureCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failureMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lighthouseVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reportUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  snapshotId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RunState'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type FlowStepResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlowStep'] = ResolversParentTypes['FlowStep']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['FlowStepKind'], ParentType, ContextType>;
  mode?: Resolver<Maybe<ResolversTypes['FlowStepMode']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selector?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timeoutMs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FlowStepResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlowStepResult'] = ResolversParentTypes['FlowStepResult']> = {
  measuredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  metrics?: Resolver<Array<ResolversTypes['FlowMetricValue']>, ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['FlowStepMode'], ParentType, ContextType>;
  stepId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  stepIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stepName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FlowStepSeriesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FlowStepSeries'] = ResolversParentTypes['FlowStepSeries']> = {
  mode?: Resolver<ResolversTypes['FlowStepMode'], ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['HistoryPoint']>, ParentType, ContextType>;
  stepId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  stepName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FormAuthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FormAuth'] = ResolversParentTypes['FormAuth']> = {
  formSelector?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  passwordSelector?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  submitSelector?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  usernameSelector?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GitHubConnectionStartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GitHubConnectionStart'] = ResolversParentTypes['GitHubConnectionStart']> = {
  installUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HealthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Health'] = ResolversParentTypes['Health']> = {
  database?: Resolver<ResolversTypes['DatabaseHealth'], ParentType, ContextType>;
  redis?: Resolver<ResolversTypes['RedisHealth'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['HealthStatus'], ParentType, ContextType>;
  worker?: Resolver<ResolversTypes['WorkerHealth'], ParentType, ContextType>;
};

export type HistoryPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HistoryPoint'] = ResolversParentTypes['HistoryPoint']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  ciLevel?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ciLower?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ciUpper?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type IntegrationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Integration'] = ResolversParentTypes['Integration']> = {
  checkRuns?: Resolver<Array<ResolversTypes['IntegrationCheckRun']>, ParentType, ContextType, RequireFields<IntegrationCheckRunsArgs, 'first'>>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveries?: Resolver<Array<ResolversTypes['IntegrationDelivery']>, ParentType, ContextType, RequireFields<IntegrationDeliveriesArgs, 'first'>>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['IntegrationEvent']>, ParentType, ContextType>;
  hookUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastDelivery?: Resolver<Maybe<ResolversTypes['IntegrationDelivery']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['IntegrationProvider'], ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  settings?: Resolver<Maybe<ResolversTypes['CodeHostSettings']>, ParentType, ContextType>;
  site?: Resolver<Maybe<ResolversTypes['Site']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type IntegrationCheckRunResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IntegrationCheckRun'] = ResolversParentTypes['IntegrationCheckRun']> = {
  conclusion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  headSha?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pullNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  repository?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type IntegrationDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IntegrationDelivery'] = ResolversParentTypes['IntegrationDelivery']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  direction?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationMs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['IntegrationErrorKind']>, ParentType, ContextType>;
  errorLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  responseBody?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  responseStatus?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type IntegrationEventResolvers = { BUDGET_CHANGED: 'budget.changed', DEPLOY_SUCCEEDED: 'deploy.succeeded', SNAPSHOT_COMPLETED: 'snapshot.completed', SNAPSHOT_FAILED: 'snapshot.failed' };

export type InvoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  downloadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  periodEnd?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  periodStart?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvoiceStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type InvoiceSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvoiceSettings'] = ResolversParentTypes['InvoiceSettings']> = {
  footer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purchaseOrder?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LabElementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LabElement'] = ResolversParentTypes['LabElement']> = {
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  selector?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  snippet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LabLcpResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LabLcp'] = ResolversParentTypes['LabLcp']> = {
  dominantPart?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  element?: Resolver<Maybe<ResolversTypes['LabElement']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lcp?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longTasks?: Resolver<Array<ResolversTypes['LongTask']>, ParentType, ContextType>;
  pageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pageName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parts?: Resolver<Array<ResolversTypes['ElementPart']>, ParentType, ContextType>;
  profileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  snapshotId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  testId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LighthouseAuditResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LighthouseAudit'] = ResolversParentTypes['LighthouseAudit']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayMode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayValue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LighthouseCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LighthouseCategory'] = ResolversParentTypes['LighthouseCategory']> = {
  audits?: Resolver<Array<ResolversTypes['LighthouseAudit']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LongTaskResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LongTask'] = ResolversParentTypes['LongTask']> = {
  duration?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MembershipResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Membership'] = ResolversParentTypes['Membership']> = {
  organisation?: Resolver<ResolversTypes['Organisation'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type MetricHistoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MetricHistory'] = ResolversParentTypes['MetricHistory']> = {
  metric?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['MetricSeries']>, ParentType, ContextType>;
};

export type MetricSeriesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MetricSeries'] = ResolversParentTypes['MetricSeries']> = {
  page?: Resolver<ResolversTypes['Page'], ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['HistoryPoint']>, ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['TestProfile'], ParentType, ContextType>;
};

export type MetricValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MetricValue'] = ResolversParentTypes['MetricValue']> = {
  ciLevel?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ciLower?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ciUpper?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  iqr?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  metric?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addTeamMember?: Resolver<ResolversTypes['Team'], ParentType, ContextType, RequireFields<MutationAddTeamMemberArgs, 'personUuid' | 'teamId'>>;
  adminGrantTrial?: Resolver<ResolversTypes['AdminOrganisation'], ParentType, ContextType, RequireFields<MutationAdminGrantTrialArgs, 'orgId'>>;
  cancelSubscription?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationCancelSubscriptionArgs, 'input' | 'orgId'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'password' | 'passwordConfirmation'>>;
  checkSamlDomain?: Resolver<ResolversTypes['SamlConfiguration'], ParentType, ContextType, RequireFields<MutationCheckSamlDomainArgs, 'orgId'>>;
  checkout?: Resolver<ResolversTypes['BillingSubscription'], ParentType, ContextType, RequireFields<MutationCheckoutArgs, 'cart' | 'orgId'>>;
  collectCruxNow?: Resolver<ResolversTypes['CruxCollection'], ParentType, ContextType, RequireFields<MutationCollectCruxNowArgs, 'siteId' | 'teamId'>>;
  createApiToken?: Resolver<ResolversTypes['CreatedApiToken'], ParentType, ContextType, RequireFields<MutationCreateApiTokenArgs, 'input' | 'orgId'>>;
  createBudget?: Resolver<ResolversTypes['Budget'], ParentType, ContextType, RequireFields<MutationCreateBudgetArgs, 'input' | 'siteId' | 'teamId'>>;
  createChangelogEntry?: Resolver<ResolversTypes['ChangelogEntry'], ParentType, ContextType, RequireFields<MutationCreateChangelogEntryArgs, 'input'>>;
  createFlow?: Resolver<ResolversTypes['Flow'], ParentType, ContextType, RequireFields<MutationCreateFlowArgs, 'input' | 'siteId' | 'teamId'>>;
  createIntegration?: Resolver<ResolversTypes['Integration'], ParentType, ContextType, RequireFields<MutationCreateIntegrationArgs, 'input' | 'siteId' | 'teamId'>>;
  createOrganisation?: Resolver<ResolversTypes['Organisation'], ParentType, ContextType, RequireFields<MutationCreateOrganisationArgs, 'input'>>;
  createPage?: Resolver<ResolversTypes['Page'], ParentType, ContextType, RequireFields<MutationCreatePageArgs, 'input' | 'siteId' | 'teamId'>>;
  createPageGrouping?: Resolver<ResolversTypes['PageGrouping'], ParentType, ContextType, RequireFields<MutationCreatePageGroupingArgs, 'input' | 'siteId' | 'teamId'>>;
  createSetupIntent?: Resolver<ResolversTypes['CardSetup'], ParentType, ContextType, RequireFields<MutationCreateSetupIntentArgs, 'orgId'>>;
  createShareLink?: Resolver<ResolversTypes['CreatedShareLink'], ParentType, ContextType, RequireFields<MutationCreateShareLinkArgs, 'siteId' | 'teamId' | 'testUuid'>>;
  createSite?: Resolver<ResolversTypes['Site'], ParentType, ContextType, RequireFields<MutationCreateSiteArgs, 'input' | 'teamId'>>;
  createSnapshot?: Resolver<ResolversTypes['Snapshot'], ParentType, ContextType, RequireFields<MutationCreateSnapshotArgs, 'siteId' | 'teamId'>>;
  createTeam?: Resolver<ResolversTypes['Team'], ParentType, ContextType, RequireFields<MutationCreateTeamArgs, 'input' | 'orgId'>>;
  createTestProfile?: Resolver<ResolversTypes['TestProfile'], ParentType, ContextType, RequireFields<MutationCreateTestProfileArgs, 'input' | 'siteId' | 'teamId'>>;
  deleteAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAccountArgs, 'confirmation'>>;
  deleteApiToken?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteApiTokenArgs, 'uuid'>>;
  deleteBudget?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteBudgetArgs, 'siteId' | 'teamId' | 'uuid'>>;
  deleteChangelogEntry?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteChangelogEntryArgs, 'uuid'>>;
  deleteFlow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteFlowArgs, 'siteId' | 'teamId' | 'uuid'>>;
  deleteIntegration?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteIntegrationArgs, 'siteId' | 'teamId' | 'uuid'>>;
  deleteOrganisation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteOrganisationArgs, 'input' | 'orgId'>>;
  deletePage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeletePageArgs, 'siteId' | 'teamId' | 'uuid'>>;
  deletePageGrouping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeletePageGroupingArgs, 'siteId' | 'teamId' | 'uuid'>>;
  deleteSamlConfiguration?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteSamlConfigurationArgs, 'orgId'>>;
  deleteSite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteSiteArgs, 'confirmation' | 'siteId' | 'teamId'>>;
  deleteTeam?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTeamArgs, 'confirmation' | 'teamId'>>;
  deleteTestProfile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTestProfileArgs, 'siteId' | 'teamId' | 'uuid'>>;
  invitePerson?: Resolver<ResolversTypes['Person'], ParentType, ContextType, RequireFields<MutationInvitePersonArgs, 'input' | 'orgId'>>;
  markChangelogViewed?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  pauseSubscription?: Resolver<ResolversTypes['BillingSubscription'], ParentType, ContextType, RequireFields<MutationPauseSubscriptionArgs, 'confirmation' | 'orgId'>>;
  reactivateSubscription?: Resolver<ResolversTypes['BillingSubscription'], ParentType, ContextType, RequireFields<MutationReactivateSubscriptionArgs, 'confirmation' | 'orgId'>>;
  removePerson?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemovePersonArgs, 'orgId' | 'uuid'>>;
  removeTeamMember?: Resolver<ResolversTypes['Team'], ParentType, ContextType, RequireFields<MutationRemoveTeamMemberArgs, 'personUuid' | 'teamId'>>;
  revokeShareLink?: Resolver<ResolversTypes['ShareLink'], ParentType, ContextType, RequireFields<MutationRevokeShareLinkArgs, 'siteId' | 'teamId' | 'uuid'>>;
  runFlow?: Resolver<ResolversTypes['FlowRun'], ParentType, ContextType, RequireFields<MutationRunFlowArgs, 'siteId' | 'teamId' | 'uuid'>>;
  sendTestIntegrationEvent?: Resolver<ResolversTypes['IntegrationDelivery'], ParentType, ContextType, RequireFields<MutationSendTestIntegrationEventArgs, 'siteId' | 'teamId' | 'uuid'>>;
  startFirstSnapshot?: Resolver<ResolversTypes['Snapshot'], ParentType, ContextType, RequireFields<MutationStartFirstSnapshotArgs, 'siteId' | 'teamId'>>;
  startGitHubConnection?: Resolver<ResolversTypes['GitHubConnectionStart'], ParentType, ContextType, RequireFields<MutationStartGitHubConnectionArgs, 'orgId'>>;
  updateApiToken?: Resolver<ResolversTypes['ApiToken'], ParentType, ContextType, RequireFields<MutationUpdateApiTokenArgs, 'input' | 'uuid'>>;
  updateBudget?: Resolver<ResolversTypes['Budget'], ParentType, ContextType, RequireFields<MutationUpdateBudgetArgs, 'input' | 'siteId' | 'teamId' | 'uuid'>>;
  updateFlow?: Resolver<ResolversTypes['Flow'], ParentType, ContextType, RequireFields<MutationUpdateFlowArgs, 'input' | 'siteId' | 'teamId' | 'uuid'>>;
  updateIntegration?: Resolver<ResolversTypes['Integration'], ParentType, ContextType, RequireFields<MutationUpdateIntegrationArgs, 'input' | 'siteId' | 'teamId' | 'uuid'>>;
  updateInvoiceSettings?: Resolver<ResolversTypes['InvoiceSettings'], ParentType, ContextType, RequireFields<MutationUpdateInvoiceSettingsArgs, 'input' | 'orgId'>>;
  updateNotificationSettings?: Resolver<ResolversTypes['NotificationSettings'], ParentType, ContextType, RequireFields<MutationUpdateNotificationSettingsArgs, 'input'>>;
  updateOrganisation?: Resolver<ResolversTypes['Organisation'], ParentType, ContextType, RequireFields<MutationUpdateOrganisationArgs, 'input' | 'orgId'>>;
  updatePage?: Resolver<ResolversTypes['Page'], ParentType, ContextType, RequireFields<MutationUpdatePageArgs, 'input' | 'siteId' | 'teamId' | 'uuid'>>;
  updatePageGrouping?: Resolver<ResolversTypes['PageGrouping'], ParentType, ContextType, RequireFields<MutationUpdatePageGroupingArgs, 'input' | 'siteId' | 'teamId' | 'uuid'>>;
  updatePaymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType, RequireFields<MutationUpdatePaymentMethodArgs, 'input' | 'orgId'>>;
  updatePerson?: Resolver<ResolversTypes['Person'], ParentType, ContextType, RequireFields<MutationUpdatePersonArgs, 'input' | 'orgId' | 'uuid'>>;
  updateProfile?: Resolver<ResolversTypes['CurrentUser'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateRumSettings?: Resolver<ResolversTypes['RumSettings'], ParentType, ContextType, RequireFields<MutationUpdateRumSettingsArgs, 'input' | 'siteId' | 'teamId'>>;
  updateRunSettings?: Resolver<ResolversTypes['RunSettings'], ParentType, ContextType, RequireFields<MutationUpdateRunSettingsArgs, 'input' | 'siteId' | 'teamId'>>;
  updateSamlConfiguration?: Resolver<ResolversTypes['SamlConfiguration'], ParentType, ContextType, RequireFields<MutationUpdateSamlConfigurationArgs, 'input' | 'orgId'>>;
  updateSite?: Resolver<ResolversTypes['Site'], ParentType, ContextType, RequireFields<MutationUpdateSiteArgs, 'input' | 'siteId' | 'teamId'>>;
  updateTeam?: Resolver<ResolversTypes['Team'], ParentType, ContextType, RequireFields<MutationUpdateTeamArgs, 'input' | 'teamId'>>;
  updateTestProfile?: Resolver<ResolversTypes['TestProfile'], ParentType, ContextType, RequireFields<MutationUpdateTestProfileArgs, 'input' | 'siteId' | 'teamId' | 'uuid'>>;
  updateUserSettings?: Resolver<ResolversTypes['CurrentUser'], ParentType, ContextType, RequireFields<MutationUpdateUserSettingsArgs, 'recentSites'>>;
};

export type NetworkRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NetworkRequest'] = ResolversParentTypes['NetworkRequest']> = {
  endTime?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  entity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mimeType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resourceSize?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  resourceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  statusCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  transferSize?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationSettings'] = ResolversParentTypes['NotificationSettings']> = {
  budgetAlerts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  snapshotFailures?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  weeklySummary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OrganisationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Organisation'] = ResolversParentTypes['Organisation']> = {
  apiTokens?: Resolver<Array<ResolversTypes['ApiToken']>, ParentType, ContextType>;
  features?: Resolver<ResolversTypes['Features'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  people?: Resolver<ResolversTypes['PersonConnection'], ParentType, ContextType, RequireFields<OrganisationPeopleArgs, 'first'>>;
  permissions?: Resolver<ResolversTypes['Permissions'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  teams?: Resolver<ResolversTypes['TeamConnection'], ParentType, ContextType, RequireFields<OrganisationTeamsArgs, 'first'>>;
  viewerRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type OrganisationConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganisationConnection'] = ResolversParentTypes['OrganisationConnection']> = {
  edges?: Resolver<Array<ResolversTypes['OrganisationEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrganisationEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganisationEdge'] = ResolversParentTypes['OrganisationEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Organisation'], ParentType, ContextType>;
};

export type PageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Page'] = ResolversParentTypes['Page']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PageGroupingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageGrouping'] = ResolversParentTypes['PageGrouping']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pattern?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PaymentClientResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentClient'] = ResolversParentTypes['PaymentClient']> = {
  apiBase?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishableKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stripeJsUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bankCodes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billingEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cardBrand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cardExpMonth?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cardExpYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cardLast4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cardholderName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxRegion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PermissionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Permissions'] = ResolversParentTypes['Permissions']> = {
  createSites?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  manageBilling?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  managePageGroupings?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  readSites?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updateOrganisations?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updateSites?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PersonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Person'] = ResolversParentTypes['Person']> = {
  authenticationMethod?: Resolver<ResolversTypes['AuthenticationMethod'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastSeenAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pendingInvitation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  teams?: Resolver<Array<ResolversTypes['Team']>, ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PersonConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PersonConnection'] = ResolversParentTypes['PersonConnection']> = {
  edges?: Resolver<Array<ResolversTypes['PersonEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PersonEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PersonEdge'] = ResolversParentTypes['PersonEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Person'], ParentType, ContextType>;
};

export type PlanLimitsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlanLimits'] = ResolversParentTypes['PlanLimits']> = {
  flowsPerSite?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  includedSeats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pagesPerSite?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rumPageViews?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stepsPerFlow?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  teams?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  testProfiles?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  testsPerSnapshot?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlanOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlanOption'] = ResolversParentTypes['PlanOption']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  includedSeats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  limits?: Resolver<ResolversTypes['PlanLimits'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['BillingPlan'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  teamLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  testProfileLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  unavailableReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PresetOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PresetOption'] = ResolversParentTypes['PresetOption']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProfileCookieResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProfileCookie'] = ResolversParentTypes['ProfileCookie']> = {
  domain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  httpOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secure?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProfileHeaderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProfileHeader'] = ResolversParentTypes['ProfileHeader']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PulseEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PulseEntry'] = ResolversParentTypes['PulseEntry']> = {
  metrics?: Resolver<Array<ResolversTypes['MetricValue']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Page'], ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['TestProfile'], ParentType, ContextType>;
  test?: Resolver<Maybe<ResolversTypes['Test']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  adminOrganisations?: Resolver<ResolversTypes['AdminOrganisationConnection'], ParentType, ContextType, Partial<QueryAdminOrganisationsArgs>>;
  adminUsers?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, Partial<QueryAdminUsersArgs>>;
  billing?: Resolver<ResolversTypes['Billing'], ParentType, ContextType, RequireFields<QueryBillingArgs, 'orgId'>>;
  billingQuote?: Resolver<ResolversTypes['BillingQuote'], ParentType, ContextType, RequireFields<QueryBillingQuoteArgs, 'cart' | 'orgId'>>;
  budget?: Resolver<ResolversTypes['Budget'], ParentType, ContextType, RequireFields<QueryBudgetArgs, 'siteId' | 'teamId' | 'uuid'>>;
  budgets?: Resolver<Array<ResolversTypes['Budget']>, ParentType, ContextType, RequireFields<QueryBudgetsArgs, 'siteId' | 'teamId'>>;
  cruxLcpParts?: Resolver<ResolversTypes['CruxLcpParts'], ParentType, ContextType, RequireFields<QueryCruxLcpPartsArgs, 'formFactor' | 'months' | 'siteId' | 'teamId'>>;
  cruxMetricHistory?: Resolver<ResolversTypes['CruxMetricHistory'], ParentType, ContextType, RequireFields<QueryCruxMetricHistoryArgs, 'formFactor' | 'metric' | 'months' | 'siteId' | 'teamId'>>;
  cruxPages?: Resolver<Array<ResolversTypes['CruxTargetSummary']>, ParentType, ContextType, RequireFields<QueryCruxPagesArgs, 'formFactor' | 'siteId' | 'teamId'>>;
  cruxSummary?: Resolver<ResolversTypes['CruxSummary'], ParentType, ContextType, RequireFields<QueryCruxSummaryArgs, 'formFactor' | 'siteId' | 'teamId'>>;
  currentUser?: Resolver<Maybe<ResolversTypes['CurrentUser']>, ParentType, ContextType>;
  fieldLab?: Resolver<Maybe<ResolversTypes['FieldLab']>, ParentType, ContextType, RequireFields<QueryFieldLabArgs, 'period' | 'siteId' | 'teamId'>>;
  flow?: Resolver<ResolversTypes['Flow'], ParentType, ContextType, RequireFields<QueryFlowArgs, 'siteId' | 'teamId' | 'uuid'>>;
  flows?: Resolver<Array<ResolversTypes['Flow']>, ParentType, ContextType, RequireFields<QueryFlowsArgs, 'siteId' | 'teamId'>>;
  health?: Resolver<ResolversTypes['Health'], ParentType, ContextType>;
  integration?: Resolver<Maybe<ResolversTypes['Integration']>, ParentType, ContextType, RequireFields<QueryIntegrationArgs, 'siteId' | 'teamId' | 'uuid'>>;
  metricHistory?: Resolver<ResolversTypes['MetricHistory'], ParentType, ContextType, RequireFields<QueryMetricHistoryArgs, 'days' | 'metric' | 'siteId' | 'teamId'>>;
  organisation?: Resolver<Maybe<ResolversTypes['Organisation']>, ParentType, ContextType, RequireFields<QueryOrganisationArgs, 'orgId'>>;
  organisationGitHub?: Resolver<Maybe<ResolversTypes['Integration']>, ParentType, ContextType, RequireFields<QueryOrganisationGitHubArgs, 'orgId'>>;
  organisationIntegrations?: Resolver<Array<ResolversTypes['Integration']>, ParentType, ContextType, RequireFields<QueryOrganisationIntegrationsArgs, 'orgId'>>;
  organisationSites?: Resolver<ResolversTypes['SiteConnection'], ParentType, ContextType, RequireFields<QueryOrganisationSitesArgs, 'first' | 'orgId'>>;
  page?: Resolver<ResolversTypes['Page'], ParentType, ContextType, RequireFields<QueryPageArgs, 'siteId' | 'teamId' | 'uuid'>>;
  pageGrouping?: Resolver<ResolversTypes['PageGrouping'], ParentType, ContextType, RequireFields<QueryPageGroupingArgs, 'siteId' | 'teamId' | 'uuid'>>;
  pageGroupings?: Resolver<Array<ResolversTypes['PageGrouping']>, ParentType, ContextType, RequireFields<QueryPageGroupingsArgs, 'siteId' | 'teamId'>>;
  pages?: Resolver<Array<ResolversTypes['Page']>, ParentType, ContextType, RequireFields<QueryPagesArgs, 'siteId' | 'teamId'>>;
  pulse?: Resolver<Array<ResolversTypes['PulseEntry']>, ParentType, ContextType, RequireFields<QueryPulseArgs, 'siteId' | 'teamId'>>;
  remote?: Resolver<ResolversTypes['RemoteEntry'], ParentType, ContextType, RequireFields<QueryRemoteArgs, 'name'>>;
  remotes?: Resolver<Array<ResolversTypes['RemoteEntry']>, ParentType, ContextType>;
  rumAudience?: Resolver<ResolversTypes['RumAudience'], ParentType, ContextType, RequireFields<QueryRumAudienceArgs, 'period' | 'siteId' | 'teamId'>>;
  rumDashboard?: Resolver<ResolversTypes['RumDashboard'], ParentType, ContextType, RequireFields<QueryRumDashboardArgs, 'period' | 'siteId' | 'teamId'>>;
  rumDeadLetters?: Resolver<ResolversTypes['RumDeadLetters'], ParentType, ContextType, RequireFields<QueryRumDeadLettersArgs, 'first'>>;
  rumMetric?: Resolver<ResolversTypes['RumMetricReport'], ParentType, ContextType, RequireFields<QueryRumMetricArgs, 'aggregation' | 'metric' | 'period' | 'siteId' | 'teamId'>>;
  rumMetricHistory?: Resolver<Array<ResolversTypes['RumHistoryPoint']>, ParentType, ContextType, RequireFields<QueryRumMetricHistoryArgs, 'aggregation' | 'metric' | 'months' | 'siteId' | 'teamId'>>;
  rumPages?: Resolver<Array<ResolversTypes['RumPageRow']>, ParentType, ContextType, RequireFields<QueryRumPagesArgs, 'groupBy' | 'period' | 'siteId' | 'teamId'>>;
  rumSettings?: Resolver<ResolversTypes['RumSettings'], ParentType, ContextType, RequireFields<QueryRumSettingsArgs, 'siteId' | 'teamId'>>;
  runSettings?: Resolver<ResolversTypes['RunSettings'], ParentType, ContextType, RequireFields<QueryRunSettingsArgs, 'siteId' | 'teamId'>>;
  samlConfiguration?: Resolver<Maybe<ResolversTypes['SamlConfiguration']>, ParentType, ContextType, RequireFields<QuerySamlConfigurationArgs, 'orgId'>>;
  searchSites?: Resolver<Array<ResolversTypes['Site']>, ParentType, ContextType, RequireFields<QuerySearchSitesArgs, 'first' | 'query'>>;
  shareLinks?: Resolver<Array<ResolversTypes['ShareLink']>, ParentType, ContextType, RequireFields<QueryShareLinksArgs, 'siteId' | 'teamId' | 'testUuid'>>;
  sharedReport?: Resolver<Maybe<ResolversTypes['SharedReport']>, ParentType, ContextType>;
  site?: Resolver<Maybe<ResolversTypes['Site']>, ParentType, ContextType, RequireFields<QuerySiteArgs, 'siteId' | 'teamId'>>;
  siteIntegrations?: Resolver<Array<ResolversTypes['Integration']>, ParentType, ContextType, RequireFields<QuerySiteIntegrationsArgs, 'siteId' | 'teamId'>>;
  sites?: Resolver<ResolversTypes['SiteConnection'], ParentType, ContextType, RequireFields<QuerySitesArgs, 'first' | 'teamId'>>;
  snapshot?: Resolver<ResolversTypes['Snapshot'], ParentType, ContextType, RequireFields<QuerySnapshotArgs, 'siteId' | 'snapshotId' | 'teamId'>>;
  snapshots?: Resolver<ResolversTypes['SnapshotConnection'], ParentType, ContextType, RequireFields<QuerySnapshotsArgs, 'siteId' | 'teamId'>>;
  syntheticMetrics?: Resolver<Array<ResolversTypes['SyntheticMetric']>, ParentType, ContextType>;
  team?: Resolver<Maybe<ResolversTypes['Team']>, ParentType, ContextType, RequireFields<QueryTeamArgs, 'teamId'>>;
  test?: Resolver<ResolversTypes['Test'], ParentType, ContextType, RequireFields<QueryTestArgs, 'siteId' | 'teamId' | 'uuid'>>;
  testLocations?: Resolver<Array<ResolversTypes['TestLocation']>, ParentType, ContextType, RequireFields<QueryTestLocationsArgs, 'siteId' | 'teamId'>>;
  testProfile?: Resolver<ResolversTypes['TestProfile'], ParentType, ContextType, RequireFields<QueryTestProfileArgs, 'siteId' | 'teamId' | 'uuid'>>;
  testProfileOptions?: Resolver<ResolversTypes['TestProfileOptions'], ParentType, ContextType, Partial<QueryTestProfileOptionsArgs>>;
  testProfiles?: Resolver<Array<ResolversTypes['TestProfile']>, ParentType, ContextType, RequireFields<QueryTestProfilesArgs, 'siteId' | 'teamId'>>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QuoteLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuoteLine'] = ResolversParentTypes['QuoteLine']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RedisHealthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RedisHealth'] = ResolversParentTypes['RedisHealth']> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RemoteEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemoteEntry'] = ResolversParentTypes['RemoteEntry']> = {
  entry?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RumAudienceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RumAudience'] = ResolversParentTypes['RumAudience']> = {
  dimensions?: Resolver<Array<ResolversTypes['RumDimensionSegments']>, ParentType, ContextType>;
  pageViews?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sessions?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type RumBreakdownResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RumBreakdown'] = ResolversParentTypes['RumBreakdown']> = {
  dimension?: Resolver<ResolversTypes['RumDimension'], ParentType, ContextType>;
  segments?: Resolver<Array<ResolversTypes['RumBreakdownSegment']>, ParentType, ContextType>;
};

export type RumBreakdownSegmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RumBreakdownSegment'] = ResolversParentTypes['RumBreakdownSegment']> = {
  metricValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  samples?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shares?: Resolver<Maybe<ResolversTypes['RumRatingShares']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RumCollectedFieldResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RumCollectedField'] = ResolversParentTypes['RumCollectedField']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RumDashboardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RumDashboard'] = ResolversParentTypes['RumDashboard']> = {
  coreWebVitals?: Resolver<Array<ResolversTypes['RumMetricFigure']>, ParentType, ContextType>;
  liveVisitors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['RumSegment']>, ParentType, ContextType>;
  pageViews?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sessions?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['RumSettings'], ParentType, ContextType>;
  uxRating?: Resolver<ResolversTypes['RumUxRating'], ParentType, ContextType>;
};

export type RumDeadLetterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RumDeadLetter'] = ResolversParentTypes['RumDeadLetter']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  beacon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pageViewId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seq?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  siteId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type RumDeadLettersResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RumDeadLetters'] = ResolversParentTypes['RumDeadLetters']> = {
  items?: Resolver<Array<ResolversTypes['RumDeadLetter']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RumDimensionSegmentsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RumDimensionSegments'] = ResolversParentTypes['RumDimensionSegments']> = {
  dimension?: Resolver<ResolversTypes['RumDimension'], ParentType, ContextType>;
  segments?: Resolver<Array<ResolversTypes['RumSegment']>, ParentType, ContextType>;
};

export type RumHistoryPointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RumHistoryPoint'] = ResolversParentTypes['RumHistoryPoint']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  samples?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type RumMetricFigureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RumMetricFigure'] = ResolversParentTypes['RumMetricFigure']> = {
  metric?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  samples?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shares?: Resolver<Maybe<ResolversTypes['RumRatingShares']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type RumMetricReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RumMetricReport'] = ResolversParentTypes['RumMetricReport']> = {
  breakdowns?: Resolver<Array<ResolversTypes['RumBreakdown']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['RumHistoryPoint']>, ParentType, ContextType>;
  metric?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  samples?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shares?: Resolver<Maybe<ResolversTypes['RumRatingShares']>, ParentType, ContextType>;
  subMetrics?: Resolver<Array<ResolversTypes['RumMetricFigure']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type RumPageRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RumPageRow'] = ResolversParentTypes['RumPageRow']> = {
  metrics?: Resolver<Array<ResolversTypes['RumMetricFigure']>, ParentType, ContextType>;
  pageViews?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sessions?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RumPageViewUsageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RumPageViewUsage'] = ResolversParentTypes['RumPageViewUsage']> = {
  periodEnd?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  periodStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  quota?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  used?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RumRatingSharesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RumRatingShares'] = ResolversParentTypes['RumRatingShares']> = {
  average?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  good?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  poor?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type RumSegmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RumSegment'] = ResolversParentTypes['RumSegment']> = {
  pageViews?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sessions?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RumSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RumSettings'] = ResolversParentTypes['RumSettings']> = {
  allowedOrigins?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  collectedFields?: Resolver<Array<ResolversTypes['RumCollectedField']>, ParentType, ContextType>;
  consentMode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  embedCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstBeaconAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  geographicMonitoring?: Resolver<ResolversTypes['RumGeographicMonitoring'], ParentType, ContextType>;
  neverRecordedSelectors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  pathRules?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  queryParameters?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  retentionMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  samplingRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  siteKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['RumState'], ParentType, ContextType>;
  waitingForData?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RumUxRatingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RumUxRating'] = ResolversParentTypes['RumUxRating']> = {
  average?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  good?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  poor?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type RunSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RunSettings'] = ResolversParentTypes['RunSettings']> = {
  keyMetric?: Resolver<ResolversTypes['RunKeyMetric'], ParentType, ContextType>;
  maxRuns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minRuns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  targetPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SamlConfigurationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SamlConfiguration'] = ResolversParentTypes['SamlConfiguration']> = {
  acsUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  certificateExpiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  certificateFingerprint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  certificateSubject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  domainProof?: Resolver<ResolversTypes['SamlDomainProof'], ParentType, ContextType>;
  emailDomain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fromMetadata?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  idpEntityId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  metadataUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spEntityId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ssoUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type SamlDomainProofResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SamlDomainProof'] = ResolversParentTypes['SamlDomainProof']> = {
  lastCheckedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  provedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  recordName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordValue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['SamlDomainProofState'], ParentType, ContextType>;
};

export type ShareLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShareLink'] = ResolversParentTypes['ShareLink']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  testUuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SharedReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SharedReport'] = ResolversParentTypes['SharedReport']> = {
  site?: Resolver<ResolversTypes['SharedSite'], ParentType, ContextType>;
  test?: Resolver<ResolversTypes['Test'], ParentType, ContextType>;
};

export type SharedSiteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SharedSite'] = ResolversParentTypes['SharedSite']> = {
  canonicalUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SiteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Site'] = ResolversParentTypes['Site']> = {
  canonicalUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dataSources?: Resolver<Array<ResolversTypes['DataSource']>, ParentType, ContextType>;
  formAuth?: Resolver<Maybe<ResolversTypes['FormAuth']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ipOption?: Resolver<ResolversTypes['IpOption'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<ResolversTypes['Permissions'], ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  snapshotIntervalHours?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  snapshotSchedule?: Resolver<ResolversTypes['SnapshotSchedule'], ParentType, ContextType>;
  team?: Resolver<ResolversTypes['Team'], ParentType, ContextType>;
  testLocation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SiteConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SiteConnection'] = ResolversParentTypes['SiteConnection']> = {
  edges?: Resolver<Array<ResolversTypes['SiteEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SiteEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SiteEdge'] = ResolversParentTypes['SiteEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Site'], ParentType, ContextType>;
};

export type SnapshotResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Snapshot'] = ResolversParentTypes['Snapshot']> = {
  browserVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categoryResults?: Resolver<Array<ResolversTypes['TestCategoryResult']>, ParentType, ContextType, RequireFields<SnapshotCategoryResultsArgs, 'category'>>;
  completedWithFailures?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lighthouseVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RunState'], ParentType, ContextType>;
  testCounts?: Resolver<ResolversTypes['TestCounts'], ParentType, ContextType>;
  tests?: Resolver<Array<ResolversTypes['Test']>, ParentType, ContextType>;
  trigger?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  triggerClient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SnapshotConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SnapshotConnection'] = ResolversParentTypes['SnapshotConnection']> = {
  nodes?: Resolver<Array<ResolversTypes['Snapshot']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type SyntheticMetricResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SyntheticMetric'] = ResolversParentTypes['SyntheticMetric']> = {
  abbreviation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  budgetDirection?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formatter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recommended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type TaxRegionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TaxRegion'] = ResolversParentTypes['TaxRegion']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TeamResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Team'] = ResolversParentTypes['Team']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  memberCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organisation?: Resolver<ResolversTypes['Organisation'], ParentType, ContextType>;
  permissions?: Resolver<ResolversTypes['Permissions'], ParentType, ContextType>;
  siteCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sitesList?: Resolver<ResolversTypes['SiteConnection'], ParentType, ContextType, RequireFields<TeamSitesListArgs, 'first'>>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TeamConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TeamConnection'] = ResolversParentTypes['TeamConnection']> = {
  edges?: Resolver<Array<ResolversTypes['TeamEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TeamEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TeamEdge'] = ResolversParentTypes['TeamEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Team'], ParentType, ContextType>;
};

export type TestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Test'] = ResolversParentTypes['Test']> = {
  artifacts?: Resolver<Array<ResolversTypes['Artifact']>, ParentType, ContextType>;
  artifactsPrunedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  browserVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['LighthouseCategory']>, ParentType, ContextType>;
  durationMs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  failureCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failureExplanation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failureMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failureNextStep?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finalUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lcpElement?: Resolver<Maybe<ResolversTypes['LabElement']>, ParentType, ContextType>;
  lighthouseVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  longTasks?: Resolver<Array<ResolversTypes['LongTask']>, ParentType, ContextType>;
  metrics?: Resolver<Array<ResolversTypes['MetricValue']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Page'], ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['TestProfile'], ParentType, ContextType>;
  renderTimeline?: Resolver<Array<ResolversTypes['TimelineFrame']>, ParentType, ContextType>;
  requests?: Resolver<Array<ResolversTypes['NetworkRequest']>, ParentType, ContextType>;
  runCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  snapshotId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RunState'], ParentType, ContextType>;
  thirdParties?: Resolver<Array<ResolversTypes['ThirdParty']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TestCategoryResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TestCategoryResult'] = ResolversParentTypes['TestCategoryResult']> = {
  category?: Resolver<ResolversTypes['LighthouseCategory'], ParentType, ContextType>;
  test?: Resolver<ResolversTypes['Test'], ParentType, ContextType>;
};

export type TestCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TestCounts'] = ResolversParentTypes['TestCounts']> = {
  completed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errored?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  processing?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  running?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scheduled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  verifying?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TestLocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TestLocation'] = ResolversParentTypes['TestLocation']> = {
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  online?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  workers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TestProfileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TestProfile'] = ResolversParentTypes['TestProfile']> = {
  adBlocker?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  blockJavascript?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  blockedHosts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  blockedThirdParties?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  connection?: Resolver<ResolversTypes['ConnectionPreset'], ParentType, ContextType>;
  cookies?: Resolver<Array<ResolversTypes['ProfileCookie']>, ParentType, ContextType>;
  device?: Resolver<ResolversTypes['DevicePreset'], ParentType, ContextType>;
  headers?: Resolver<Array<ResolversTypes['ProfileHeader']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TestProfileOptionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TestProfileOptions'] = ResolversParentTypes['TestProfileOptions']> = {
  connections?: Resolver<Array<ResolversTypes['PresetOption']>, ParentType, ContextType>;
  devices?: Resolver<Array<ResolversTypes['PresetOption']>, ParentType, ContextType>;
  thirdParties?: Resolver<Array<ResolversTypes['ThirdPartyOption']>, ParentType, ContextType>;
};

export type TestUsageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TestUsage'] = ResolversParentTypes['TestUsage']> = {
  allotment?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['UsageDay']>, ParentType, ContextType>;
  periodEnd?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  periodStart?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  trial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  used?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ThirdPartyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ThirdParty'] = ResolversParentTypes['ThirdParty']> = {
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mainThreadTime?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  requests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  transferSize?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ThirdPartyOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ThirdPartyOption'] = ResolversParentTypes['ThirdPartyOption']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TimelineFrameResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TimelineFrame'] = ResolversParentTypes['TimelineFrame']> = {
  timing?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UsageDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UsageDay'] = ResolversParentTypes['UsageDay']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserConnection'] = ResolversParentTypes['UserConnection']> = {
  edges?: Resolver<Array<ResolversTypes['UserEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserEdge'] = ResolversParentTypes['UserEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType>;
};

export type WorkerHealthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkerHealth'] = ResolversParentTypes['WorkerHealth']> = {
  ageSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastHeartbeat?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AdminOrganisation?: AdminOrganisationResolvers<ContextType>;
  AdminOrganisationConnection?: AdminOrganisationConnectionResolvers<ContextType>;
  AdminOrganisationEdge?: AdminOrganisationEdgeResolvers<ContextType>;
  AdminUser?: AdminUserResolvers<ContextType>;
  ApiToken?: ApiTokenResolvers<ContextType>;
  Artifact?: ArtifactResolvers<ContextType>;
  Billing?: BillingResolvers<ContextType>;
  BillingQuote?: BillingQuoteResolvers<ContextType>;
  BillingSubscription?: BillingSubscriptionResolvers<ContextType>;
  Budget?: BudgetResolvers<ContextType>;
  BudgetCell?: BudgetCellResolvers<ContextType>;
  BudgetChange?: BudgetChangeResolvers<ContextType>;
  BudgetChangeMeasurement?: BudgetChangeMeasurementResolvers<ContextType>;
  BudgetFlowStep?: BudgetFlowStepResolvers<ContextType>;
  BudgetHistory?: BudgetHistoryResolvers<ContextType>;
  BudgetRatchet?: BudgetRatchetResolvers<ContextType>;
  CardSetup?: CardSetupResolvers<ContextType>;
  ChangelogEntry?: ChangelogEntryResolvers<ContextType>;
  CodeHostSettings?: CodeHostSettingsResolvers<ContextType>;
  ConnectionPreset?: ConnectionPresetResolvers;
  CreatedApiToken?: CreatedApiTokenResolvers<ContextType>;
  CreatedShareLink?: CreatedShareLinkResolvers<ContextType>;
  CruxCollection?: CruxCollectionResolvers<ContextType>;
  CruxHistoryPoint?: CruxHistoryPointResolvers<ContextType>;
  CruxLcpPart?: CruxLcpPartResolvers<ContextType>;
  CruxLcpPartHistory?: CruxLcpPartHistoryResolvers<ContextType>;
  CruxLcpPartPoint?: CruxLcpPartPointResolvers<ContextType>;
  CruxLcpParts?: CruxLcpPartsResolvers<ContextType>;
  CruxMetricHistory?: CruxMetricHistoryResolvers<ContextType>;
  CruxMetricSummary?: CruxMetricSummaryResolvers<ContextType>;
  CruxPeriod?: CruxPeriodResolvers<ContextType>;
  CruxShares?: CruxSharesResolvers<ContextType>;
  CruxSummary?: CruxSummaryResolvers<ContextType>;
  CruxTargetSummary?: CruxTargetSummaryResolvers<ContextType>;
  CruxTrend?: CruxTrendResolvers<ContextType>;
  CurrentUser?: CurrentUserResolvers<ContextType>;
  DatabaseHealth?: DatabaseHealthResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  ElementPart?: ElementPartResolvers<ContextType>;
  Features?: FeaturesResolvers<ContextType>;
  FieldElement?: FieldElementResolvers<ContextType>;
  FieldElements?: FieldElementsResolvers<ContextType>;
  FieldLab?: FieldLabResolvers<ContextType>;
  FieldLabPage?: FieldLabPageResolvers<ContextType>;
  Flow?: FlowResolvers<ContextType>;
  FlowMetricValue?: FlowMetricValueResolvers<ContextType>;
  FlowRun?: FlowRunResolvers<ContextType>;
  FlowStep?: FlowStepResolvers<ContextType>;
  FlowStepResult?: FlowStepResultResolvers<ContextType>;
  FlowStepSeries?: FlowStepSeriesResolvers<ContextType>;
  FormAuth?: FormAuthResolvers<ContextType>;
  GitHubConnectionStart?: GitHubConnectionStartResolvers<ContextType>;
  Health?: HealthResolvers<ContextType>;
  HistoryPoint?: HistoryPointResolvers<ContextType>;
  Integration?: IntegrationResolvers<ContextType>;
  IntegrationCheckRun?: IntegrationCheckRunResolvers<ContextType>;
  IntegrationDelivery?: IntegrationDeliveryResolvers<ContextType>;
  IntegrationEvent?: IntegrationEventResolvers;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoiceSettings?: InvoiceSettingsResolvers<ContextType>;
  LabElement?: LabElementResolvers<ContextType>;
  LabLcp?: LabLcpResolvers<ContextType>;
  LighthouseAudit?: LighthouseAuditResolvers<ContextType>;
  LighthouseCategory?: LighthouseCategoryResolvers<ContextType>;
  LongTask?: LongTaskResolvers<ContextType>;
  Membership?: MembershipResolvers<ContextType>;
  MetricHistory?: MetricHistoryResolvers<ContextType>;
  MetricSeries?: MetricSeriesResolvers<ContextType>;
  MetricValue?: MetricValueResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NetworkRequest?: NetworkRequestResolvers<ContextType>;
  NotificationSettings?: NotificationSettingsResolvers<ContextType>;
  Organisation?: OrganisationResolvers<ContextType>;
  OrganisationConnection?: OrganisationConnectionResolvers<ContextType>;
  OrganisationEdge?: OrganisationEdgeResolvers<ContextType>;
  Page?: PageResolvers<ContextType>;
  PageGrouping?: PageGroupingResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PaymentClient?: PaymentClientResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  Permissions?: PermissionsResolvers<ContextType>;
  Person?: PersonResolvers<ContextType>;
  PersonConnection?: PersonConnectionResolvers<ContextType>;
  PersonEdge?: PersonEdgeResolvers<ContextType>;
  PlanLimits?: PlanLimitsResolvers<ContextType>;
  PlanOption?: PlanOptionResolvers<ContextType>;
  PresetOption?: PresetOptionResolvers<ContextType>;
  ProfileCookie?: ProfileCookieResolvers<ContextType>;
  ProfileHeader?: ProfileHeaderResolvers<ContextType>;
  PulseEntry?: PulseEntryResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuoteLine?: QuoteLineResolvers<ContextType>;
  RedisHealth?: RedisHealthResolvers<ContextType>;
  RemoteEntry?: RemoteEntryResolvers<ContextType>;
  RumAudience?: RumAudienceResolvers<ContextType>;
  RumBreakdown?: RumBreakdownResolvers<ContextType>;
  RumBreakdownSegment?: RumBreakdownSegmentResolvers<ContextType>;
  RumCollectedField?: RumCollectedFieldResolvers<ContextType>;
  RumDashboard?: RumDashboardResolvers<ContextType>;
  RumDeadLetter?: RumDeadLetterResolvers<ContextType>;
  RumDeadLetters?: RumDeadLettersResolvers<ContextType>;
  RumDimensionSegments?: RumDimensionSegmentsResolvers<ContextType>;
  RumHistoryPoint?: RumHistoryPointResolvers<ContextType>;
  RumMetricFigure?: RumMetricFigureResolvers<ContextType>;
  RumMetricReport?: RumMetricReportResolvers<ContextType>;
  RumPageRow?: RumPageRowResolvers<ContextType>;
  RumPageViewUsage?: RumPageViewUsageResolvers<ContextType>;
  RumRatingShares?: RumRatingSharesResolvers<ContextType>;
  RumSegment?: RumSegmentResolvers<ContextType>;
  RumSettings?: RumSettingsResolvers<ContextType>;
  RumUxRating?: RumUxRatingResolvers<ContextType>;
  RunSettings?: RunSettingsResolvers<ContextType>;
  SamlConfiguration?: SamlConfigurationResolvers<ContextType>;
  SamlDomainProof?: SamlDomainProofResolvers<ContextType>;
  ShareLink?: ShareLinkResolvers<ContextType>;
  SharedReport?: SharedReportResolvers<ContextType>;
  SharedSite?: SharedSiteResolvers<ContextType>;
  Site?: SiteResolvers<ContextType>;
  SiteConnection?: SiteConnectionResolvers<ContextType>;
  SiteEdge?: SiteEdgeResolvers<ContextType>;
  Snapshot?: SnapshotResolvers<ContextType>;
  SnapshotConnection?: SnapshotConnectionResolvers<ContextType>;
  SyntheticMetric?: SyntheticMetricResolvers<ContextType>;
  TaxRegion?: TaxRegionResolvers<ContextType>;
  Team?: TeamResolvers<ContextType>;
  TeamConnection?: TeamConnectionResolvers<ContextType>;
  TeamEdge?: TeamEdgeResolvers<ContextType>;
  Test?: TestResolvers<ContextType>;
  TestCategoryResult?: TestCategoryResultResolvers<ContextType>;
  TestCounts?: TestCountsResolvers<ContextType>;
  TestLocation?: TestLocationResolvers<ContextType>;
  TestProfile?: TestProfileResolvers<ContextType>;
  TestProfileOptions?: TestProfileOptionsResolvers<ContextType>;
  TestUsage?: TestUsageResolvers<ContextType>;
  ThirdParty?: ThirdPartyResolvers<ContextType>;
  ThirdPartyOption?: ThirdPartyOptionResolvers<ContextType>;
  TimelineFrame?: TimelineFrameResolvers<ContextType>;
  UsageDay?: UsageDayResolvers<ContextType>;
  UserConnection?: UserConnectionResolvers<ContextType>;
  UserEdge?: UserEdgeResolvers<ContextType>;
  WorkerHealth?: WorkerHealthResolvers<ContextType>;
};

