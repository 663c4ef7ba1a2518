// The synthetic area's GraphQL operations (bff/src/graphql/synthetic/typeDefs.ts) and their shapes.

export interface Page {
  uuid: string;
  name: string;
  url: string;
}
export interface Profile {
  uuid: string;
  name: string;
  device: string;
  connection: string;
  blockJavascript: boolean;
  adBlocker: boolean;
  headers: { name: string; value: string }[];
  cookies: {
    name: string;
    value: string;
    path: string | null;
    domain: string | null;
    secure: boolean;
    httpOnly: boolean;
  }[];
  blockedHosts: string[];
  blockedThirdParties: string[];
}
export interface MetricValue {
  metric: string;
  value: number;
}
export type RunState =
  | 'created'
  | 'scheduled'
  | 'running'
  | 'verifying'
  | 'processing'
  | 'completed'
  | 'errored'
  | 'failed';
export interface TestSummary {
  uuid: string;
  status: RunState;
  failureCode: string | null;
  /** What the code means, in plain words, and what to try next. */
  failureExplanation: string | null;
  failureNextStep: string | null;
  failureMessage: string | null;
  page: Page;
  profile: Pick<Profile, 'uuid' | 'name' | 'device' | 'connection'>;
  metrics: MetricValue[];
}
export interface TestCounts {
  total: number;
  completed: number;
  failed: number;
  errored: number;
  running: number;
  scheduled: number;
}
export interface SnapshotSummary {
  id: string;
  status: RunState;
  completedWithFailures: boolean;
  trigger: string;
  triggerClient: string;
  createdAt: string;
  finishedAt: string | null;
  testCounts: TestCounts;
}
export interface LighthouseAudit {
  id: string;
  title: string;
  score: number | null;
  displayMode: string;
  displayValue: string | null;
  passed: boolean;
}
export interface LighthouseCategory {
  id: string;
  title: string;
  score: number | null;
  audits: LighthouseAudit[];
}
export type BudgetState = 'met' | 'at_risk' | 'exceeded' | 'no_measurement';
export interface Budget {
  uuid: string;
  metric: string;
  value: number;
  state: BudgetState;
  stateChangedAt: string | null;
  pages: Page[];
  profiles: Pick<Profile, 'uuid' | 'name'>[];
}

const PROFILE = `uuid name device connection blockJavascript adBlocker headers { name value }
  cookies { name value path domain secure httpOnly } blockedHosts blockedThirdParties`;
const TEST_SUMMARY = `uuid status failureCode failureExplanation failureNextStep failureMessage page { uuid name url }
  profile { uuid name device connection } metrics { metric value }`;
const SNAPSHOT_SUMMARY = `id status completedWithFailures trigger triggerClient createdAt finishedAt
  testCounts { total completed failed errored running scheduled }`;
const BUDGET = `uuid metric value state stateChangedAt pages { uuid name url } profiles { uuid name }`;

export const PULSE = `query Pulse($teamId: ID!, $siteId: ID!) {
  pulse(teamId: $teamId, siteId: $siteId) {
    page { uuid name url } profile { uuid name device connection }
    test { uuid snapshotId finishedAt } metrics { metric value }
  }
  snapshots(teamId: $teamId, siteId: $siteId) { nodes { ${SNAPSHOT_SUMMARY} } }
}`;

export const PAGES = `query Pages($teamId: ID!, $siteId: ID!) { pages(teamId: $teamId, siteId: $siteId) { uuid name url } }`;
export const CREATE_PAGE = `mutation CreatePage($teamId: ID!, $siteId: ID!, $input: PageInput!) {
  createPage(teamId: $teamId, siteId: $siteId, input: $input) { uuid name url } }`;
export const DELETE_PAGE = `mutation DeletePage($teamId: ID!, $siteId: ID!, $uuid: ID!) {
  deletePage(teamId: $teamId, siteId: $siteId, uuid: $uuid) }`;

export const PROFILES = `query Profiles($teamId: ID!, $siteId: ID!) {
  testProfiles(teamId: $teamId, siteId: $siteId) { ${PROFILE} }
  testProfileOptions { devices { key label } connections { key label } }
}`;
export const PROFILE_FORM = `query ProfileForm($teamId: ID!, $siteId: ID!, $uuid: ID!, $withProfile: Boolean!, $search: String) {
  testProfile(teamId: $teamId, siteId: $siteId, uuid: $uuid) @include(if: $withProfile) { ${PROFILE} }
  testProfileOptions(thirdPartySearch: $search) { devices { key label } connections { key label } thirdParties { name category } }
}`;
export const CREATE_PROFILE = `mutation CreateProfile($teamId: ID!, $siteId: ID!, $input: TestProfileInput!) {
  createTestProfile(teamId: $teamId, siteId: $siteId, input: $input) { uuid } }`;
export const UPDATE_PROFILE = `mutation UpdateProfile($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: TestProfileInput!) {
  updateTestProfile(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) { uuid } }`;
export const DELETE_PROFILE = `mutation DeleteProfile($teamId: ID!, $siteId: ID!, $uuid: ID!) {
  deleteTestProfile(teamId: $teamId, siteId: $siteId, uuid: $uuid) }`;

export const SNAPSHOTS = `query Snapshots($teamId: ID!, $siteId: ID!, $after: String) {
  snapshots(teamId: $teamId, siteId: $siteId, after: $after) { nodes { ${SNAPSHOT_SUMMARY} } pageInfo { hasNextPage endCursor } }
}`;
export const CREATE_SNAPSHOT = `mutation CreateSnapshot($teamId: ID!, $siteId: ID!) {
  createSnapshot(teamId: $teamId, siteId: $siteId, input: { client: "web" }) { id status } }`;
export const SNAPSHOT = `query Snapshot($teamId: ID!, $siteId: ID!, $snapshotId: ID!) {
  snapshot(teamId: $teamId, siteId: $siteId, snapshotId: $snapshotId) {
    ${SNAPSHOT_SUMMARY} uuid browserVersion lighthouseVersion startedAt tests { ${TEST_SUMMARY} }
  }
}`;
export const SNAPSHOT_CATEGORY = `query SnapshotCategory($teamId: ID!, $siteId: ID!, $snapshotId: ID!, $category: String!) {
  snapshot(teamId: $teamId, siteId: $siteId, snapshotId: $snapshotId) {
    id status categoryResults(category: $category) {
      test { uuid page { name } profile { name } }
      category { id title score audits { id title score displayMode displayValue passed } }
    }
  }
}`;
export const SNAPSHOT_THIRD_PARTIES = `query SnapshotThirdParties($teamId: ID!, $siteId: ID!, $snapshotId: ID!) {
  snapshot(teamId: $teamId, siteId: $siteId, snapshotId: $snapshotId) {
    id status tests { uuid status page { name } profile { name } thirdParties { entity category requests transferSize mainThreadTime } }
  }
}`;
export const TEST = `query Test($teamId: ID!, $siteId: ID!, $uuid: ID!) {
  test(teamId: $teamId, siteId: $siteId, uuid: $uuid) {
    ${TEST_SUMMARY} snapshotId attempts url finalUrl browserVersion lighthouseVersion durationMs startedAt finishedAt
    artifacts { name contentType bytes url }
    categories { id title score audits { id title score displayMode displayValue passed } }
    requests { url resourceType statusCode transferSize startTime endTime entity }
    longTasks { startTime duration url }
    thirdParties { entity category requests transferSize mainThreadTime }
    renderTimeline { timing url }
  }
}`;

export const BUDGETS = `query Budgets($teamId: ID!, $siteId: ID!) { budgets(teamId: $teamId, siteId: $siteId) { ${BUDGET} } }`;
export const BUDGET_DETAIL = `query Budget($teamId: ID!, $siteId: ID!, $uuid: ID!) {
  budget(teamId: $teamId, siteId: $siteId, uuid: $uuid) {
    ${BUDGET}
    cells { page { name } profile { name } value measuredAt state }
    history { minimum count points { at value } }
  }
}`;
export const BUDGET_FORM = `query BudgetForm($teamId: ID!, $siteId: ID!, $uuid: ID!, $withBudget: Boolean!) {
  budget(teamId: $teamId, siteId: $siteId, uuid: $uuid) @include(if: $withBudget) { ${BUDGET} }
  pages(teamId: $teamId, siteId: $siteId) { uuid name url }
  testProfiles(teamId: $teamId, siteId: $siteId) { uuid name }
  syntheticMetrics { key name category recommended parent }
}`;
export const CREATE_BUDGET = `mutation CreateBudget($teamId: ID!, $siteId: ID!, $input: BudgetInput!) {
  createBudget(teamId: $teamId, siteId: $siteId, input: $input) { uuid } }`;
export const UPDATE_BUDGET = `mutation UpdateBudget($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: BudgetInput!) {
  updateBudget(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) { uuid } }`;
export const DELETE_BUDGET = `mutation DeleteBudget($teamId: ID!, $siteId: ID!, $uuid: ID!) {
  deleteBudget(teamId: $teamId, siteId: $siteId, uuid: $uuid) }`;

export const METRIC_HISTORY = `query MetricHistory($teamId: ID!, $siteId: ID!, $metric: String!, $months: Int) {
  metricHistory(teamId: $teamId, siteId: $siteId, metric: $metric, months: $months) {
    metric series { page { uuid name } profile { uuid name } points { at value } }
  }
}`;

export const SITE_SETTINGS = `query SiteSettings($teamId: ID!, $siteId: ID!) {
  site(teamId: $teamId, siteId: $siteId) {
    id name canonicalUrl snapshotSchedule snapshotIntervalHours testLocation ipOption
    formAuth { url formSelector username usernameSelector passwordSelector submitSelector hasPassword }
  }
}`;
export const UPDATE_SITE = `mutation UpdateSite($teamId: ID!, $siteId: ID!, $input: SiteInput!) {
  updateSite(teamId: $teamId, siteId: $siteId, input: $input) { id snapshotSchedule snapshotIntervalHours testLocation ipOption }
}`;
