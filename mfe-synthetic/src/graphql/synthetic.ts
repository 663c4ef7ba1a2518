// The synthetic area's GraphQL documents (bff/src/graphql/synthetic), typed from the bff schema by
// `npm run codegen -w mfe-synthetic` (src/graphql/generated/). Result types come from the documents
// (ResultOf<typeof PULSE>); the shapes several components share are the fragments' types, named below.
import type { ResultOf } from '@pace/mfe-kit';
import { stringifyDocument } from '@urql/core';
import { graphql } from './generated';
import type {
  BudgetFieldsFragment,
  LighthouseCategoryFieldsFragment,
  MetricValueFieldsFragment,
  PageFieldsFragment,
  ProfileFieldsFragment,
  SnapshotSummaryFieldsFragment,
  TestSummaryFieldsFragment,
  ThirdPartyFieldsFragment,
} from './generated/graphql';

export const PAGE_FIELDS = graphql(`
  fragment PageFields on Page { uuid name url }
`);

export const PROFILE_FIELDS = graphql(`
  fragment ProfileFields on TestProfile {
    uuid name device connection blockJavascript adBlocker headers { name value }
    cookies { name value path domain secure httpOnly } blockedHosts blockedThirdParties
  }
`);

export const METRIC_VALUE_FIELDS = graphql(`
  fragment MetricValueFields on MetricValue { metric value ciLower ciUpper ciLevel }
`);

export const TEST_SUMMARY_FIELDS = graphql(`
  fragment TestSummaryFields on Test {
    uuid status failureCode failureExplanation failureNextStep failureMessage page { ...PageFields }
    profile { uuid name device connection } metrics { ...MetricValueFields }
  }
`);

export const SNAPSHOT_SUMMARY_FIELDS = graphql(`
  fragment SnapshotSummaryFields on Snapshot {
    id status completedWithFailures trigger triggerClient createdAt finishedAt
    testCounts { total completed failed errored running scheduled }
  }
`);

export const LIGHTHOUSE_CATEGORY_FIELDS = graphql(`
  fragment LighthouseCategoryFields on LighthouseCategory {
    id title score audits { id title score displayMode displayValue passed }
  }
`);

export const THIRD_PARTY_FIELDS = graphql(`
  fragment ThirdPartyFields on ThirdParty { entity category requests transferSize mainThreadTime }
`);

export const BUDGET_FIELDS = graphql(`
  fragment BudgetFields on Budget {
    uuid metric value state stateChangedAt pages { ...PageFields } profiles { uuid name }
    ratchet { enabled runs margin marginUnit }
    flowStep { stepId stepName flow { uuid name } }
  }
`);

export const PULSE = graphql(`
  query Pulse($teamId: ID!, $siteId: ID!) {
    pulse(teamId: $teamId, siteId: $siteId) {
      page { uuid name url } profile { uuid name device connection }
      test { uuid snapshotId finishedAt } metrics { ...MetricValueFields }
    }
    snapshots(teamId: $teamId, siteId: $siteId) { nodes { ...SnapshotSummaryFields } }
  }
`);

export const PAGES = graphql(`
  query Pages($teamId: ID!, $siteId: ID!) { pages(teamId: $teamId, siteId: $siteId) { ...PageFields } }
`);
export const CREATE_PAGE = graphql(`
  mutation CreatePage($teamId: ID!, $siteId: ID!, $input: PageInput!) {
    createPage(teamId: $teamId, siteId: $siteId, input: $input) { ...PageFields }
  }
`);
export const DELETE_PAGE = graphql(`
  mutation DeletePage($teamId: ID!, $siteId: ID!, $uuid: ID!) { deletePage(teamId: $teamId, siteId: $siteId, uuid: $uuid) }
`);

export const PROFILES = graphql(`
  query Profiles($teamId: ID!, $siteId: ID!) {
    testProfiles(teamId: $teamId, siteId: $siteId) { ...ProfileFields }
    testProfileOptions { devices { key label } connections { key label } }
  }
`);
export const PROFILE_FORM = graphql(`
  query ProfileForm($teamId: ID!, $siteId: ID!, $uuid: ID!, $withProfile: Boolean!, $search: String) {
    testProfile(teamId: $teamId, siteId: $siteId, uuid: $uuid) @include(if: $withProfile) { ...ProfileFields }
    testProfileOptions(thirdPartySearch: $search) {
      devices { key label } connections { key label } thirdParties { name category }
    }
  }
`);
export const CREATE_PROFILE = graphql(`
  mutation CreateProfile($teamId: ID!, $siteId: ID!, $input: TestProfileInput!) {
    createTestProfile(teamId: $teamId, siteId: $siteId, input: $input) { uuid }
  }
`);
export const UPDATE_PROFILE = graphql(`
  mutation UpdateProfile($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: TestProfileInput!) {
    updateTestProfile(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) { uuid }
  }
`);
export const DELETE_PROFILE = graphql(`
  mutation DeleteProfile($teamId: ID!, $siteId: ID!, $uuid: ID!) {
    deleteTestProfile(teamId: $teamId, siteId: $siteId, uuid: $uuid)
  }
`);

export const SNAPSHOTS = graphql(`
  query Snapshots($teamId: ID!, $siteId: ID!, $after: String) {
    snapshots(teamId: $teamId, siteId: $siteId, after: $after) {
      nodes { ...SnapshotSummaryFields } pageInfo { hasNextPage endCursor }
    }
  }
`);
export const CREATE_SNAPSHOT = graphql(`
  mutation CreateSnapshot($teamId: ID!, $siteId: ID!) {
    createSnapshot(teamId: $teamId, siteId: $siteId, input: { client: "web" }) { id status }
  }
`);
export const SNAPSHOT = graphql(`
  query Snapshot($teamId: ID!, $siteId: ID!, $snapshotId: ID!) {
    snapshot(teamId: $teamId, siteId: $siteId, snapshotId: $snapshotId) {
      ...SnapshotSummaryFields uuid browserVersion lighthouseVersion startedAt tests { ...TestSummaryFields }
    }
  }
`);
export const SNAPSHOT_CATEGORY = graphql(`
  query SnapshotCategory($teamId: ID!, $siteId: ID!, $snapshotId: ID!, $category: String!) {
    snapshot(teamId: $teamId, siteId: $siteId, snapshotId: $snapshotId) {
      id status categoryResults(category: $category) {
        test { uuid page { name } profile { name } }
        category { ...LighthouseCategoryFields }
      }
    }
  }
`);
export const SNAPSHOT_THIRD_PARTIES = graphql(`
  query SnapshotThirdParties($teamId: ID!, $siteId: ID!, $snapshotId: ID!) {
    snapshot(teamId: $teamId, siteId: $siteId, snapshotId: $snapshotId) {
      id status tests { uuid status page { name } profile { name } thirdParties { ...ThirdPartyFields } }
    }
  }
`);
export const TEST_QUERY = graphql(`
  query Test($teamId: ID!, $siteId: ID!, $uuid: ID!) {
    test(teamId: $teamId, siteId: $siteId, uuid: $uuid) {
      ...TestSummaryFields snapshotId attempts runCount location url finalUrl browserVersion lighthouseVersion durationMs startedAt finishedAt
      artifacts { name contentType bytes url } artifactsPrunedAt
      categories { ...LighthouseCategoryFields }
      requests { url resourceType statusCode transferSize startTime endTime entity }
      longTasks { startTime duration url }
      lcpElement { selector label snippet }
      thirdParties { ...ThirdPartyFields }
      renderTimeline { timing url }
    }
  }
`);
export const TEST_FIELD_VIEW = graphql(`
  query TestFieldView($teamId: ID!, $siteId: ID!, $pageId: ID!) {
    fieldLab(teamId: $teamId, siteId: $siteId, pageId: $pageId) {
      page verdict summary
      field { lcpPageViews lcpElement { selector share p75 dominantPart verdict } }
      lab { testId }
    }
  }
`);
/** Its text, as bff/test/share-scope.test.ts reads it (the share report's overview sends it). */
export const TEST = stringifyDocument(TEST_QUERY);

export const BUDGETS = graphql(`
  query Budgets($teamId: ID!, $siteId: ID!) { budgets(teamId: $teamId, siteId: $siteId) { ...BudgetFields } }
`);
export const BUDGET_DETAIL = graphql(`
  query Budget($teamId: ID!, $siteId: ID!, $uuid: ID!) {
    budget(teamId: $teamId, siteId: $siteId, uuid: $uuid) {
      ...BudgetFields
      cells { page { name } profile { name } value measuredAt state }
      flowStep { value measuredAt state }
      history { minimum count points { at value } }
      changes { uuid oldValue newValue at measurements { value measuredAt page { name } profile { name } } }
    }
  }
`);
export const BUDGET_FORM = graphql(`
  query BudgetForm($teamId: ID!, $siteId: ID!, $uuid: ID!, $withBudget: Boolean!) {
    budget(teamId: $teamId, siteId: $siteId, uuid: $uuid) @include(if: $withBudget) { ...BudgetFields }
    pages(teamId: $teamId, siteId: $siteId) { ...PageFields }
    testProfiles(teamId: $teamId, siteId: $siteId) { uuid name }
    flows(teamId: $teamId, siteId: $siteId) { uuid name steps { id name mode } }
    syntheticMetrics { key name category recommended parent }
  }
`);
export const CREATE_BUDGET = graphql(`
  mutation CreateBudget($teamId: ID!, $siteId: ID!, $input: BudgetInput!) {
    createBudget(teamId: $teamId, siteId: $siteId, input: $input) { uuid }
  }
`);
export const UPDATE_BUDGET = graphql(`
  mutation UpdateBudget($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: BudgetInput!) {
    updateBudget(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) { uuid }
  }
`);
export const DELETE_BUDGET = graphql(`
  mutation DeleteBudget($teamId: ID!, $siteId: ID!, $uuid: ID!) {
    deleteBudget(teamId: $teamId, siteId: $siteId, uuid: $uuid)
  }
`);

export const METRIC_HISTORY = graphql(`
  query MetricHistory($teamId: ID!, $siteId: ID!, $metric: String!, $months: Int) {
    metricHistory(teamId: $teamId, siteId: $siteId, metric: $metric, months: $months) {
      metric series { page { uuid name } profile { uuid name } points { at value ciLower ciUpper } }
    }
  }
`);

export const RUN_SETTINGS = graphql(`
  query RunSettings($teamId: ID!, $siteId: ID!) {
    runSettings(teamId: $teamId, siteId: $siteId) { minRuns maxRuns keyMetric targetPercent }
  }
`);
export const UPDATE_RUN_SETTINGS = graphql(`
  mutation UpdateRunSettings($teamId: ID!, $siteId: ID!, $input: RunSettingsInput!) {
    updateRunSettings(teamId: $teamId, siteId: $siteId, input: $input) { minRuns maxRuns keyMetric targetPercent }
  }
`);

export const SITE_SETTINGS = graphql(`
  query SiteSettings($teamId: ID!, $siteId: ID!) {
    site(teamId: $teamId, siteId: $siteId) {
      id name canonicalUrl snapshotSchedule snapshotIntervalHours testLocation ipOption
      formAuth { url formSelector username usernameSelector passwordSelector submitSelector hasPassword }
    }
  }
`);
export const TEST_LOCATIONS = graphql(`
  query TestLocations($teamId: ID!, $siteId: ID!) {
    testLocations(teamId: $teamId, siteId: $siteId) { name workers online current }
  }
`);
export const UPDATE_SITE = graphql(`
  mutation UpdateSite($teamId: ID!, $siteId: ID!, $input: SiteInput!) {
    updateSite(teamId: $teamId, siteId: $siteId, input: $input) {
      id snapshotSchedule snapshotIntervalHours testLocation ipOption
    }
  }
`);

export type Page = PageFieldsFragment;
export type Profile = ProfileFieldsFragment;
export type MetricValue = MetricValueFieldsFragment;
export type TestSummary = TestSummaryFieldsFragment;
export type SnapshotSummary = SnapshotSummaryFieldsFragment;
export type LighthouseCategory = LighthouseCategoryFieldsFragment;
export type ThirdPartyRow = ThirdPartyFieldsFragment;
export type Budget = BudgetFieldsFragment;
export type BudgetChange = NonNullable<ResultOf<typeof BUDGET_DETAIL>['budget']>['changes'][number];
export type SiteSettings = NonNullable<ResultOf<typeof SITE_SETTINGS>['site']>;
export type {
  BudgetState,
  ConnectionPreset,
  DevicePreset,
  RunKeyMetric,
  RunState,
  SiteInput,
} from './generated/graphql';
