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
    "\n  fragment FlowStepFields on FlowStep { id kind name mode url selector text timeoutMs }\n": typeof types.FlowStepFieldsFragmentDoc,
    "\n  fragment FlowRunFields on FlowRun {\n    uuid status snapshotId failureCode failureMessage durationMs reportUrl createdAt finishedAt\n  }\n": typeof types.FlowRunFieldsFragmentDoc,
    "\n  query Flows($teamId: ID!, $siteId: ID!) {\n    flows(teamId: $teamId, siteId: $siteId) {\n      uuid name steps { ...FlowStepFields } runs(limit: 1) { ...FlowRunFields }\n    }\n  }\n": typeof types.FlowsDocument,
    "\n  query Flow($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    flow(teamId: $teamId, siteId: $siteId, uuid: $uuid) {\n      uuid name steps { ...FlowStepFields }\n      runs(limit: 10) { ...FlowRunFields }\n      latestSteps { stepId stepIndex stepName mode measuredAt metrics { metric value } }\n    }\n  }\n": typeof types.FlowDocument,
    "\n  query FlowStepHistory($teamId: ID!, $siteId: ID!, $uuid: ID!, $metric: String!, $days: Int) {\n    flow(teamId: $teamId, siteId: $siteId, uuid: $uuid) {\n      uuid stepHistory(metric: $metric, days: $days) { stepId stepName mode points { at value } }\n    }\n  }\n": typeof types.FlowStepHistoryDocument,
    "\n  mutation CreateFlow($teamId: ID!, $siteId: ID!, $input: FlowInput!) {\n    createFlow(teamId: $teamId, siteId: $siteId, input: $input) { uuid name steps { ...FlowStepFields } }\n  }\n": typeof types.CreateFlowDocument,
    "\n  mutation UpdateFlow($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: FlowInput!) {\n    updateFlow(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) { uuid name steps { ...FlowStepFields } }\n  }\n": typeof types.UpdateFlowDocument,
    "\n  mutation DeleteFlow($teamId: ID!, $siteId: ID!, $uuid: ID!) { deleteFlow(teamId: $teamId, siteId: $siteId, uuid: $uuid) }\n": typeof types.DeleteFlowDocument,
    "\n  mutation RunFlow($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    runFlow(teamId: $teamId, siteId: $siteId, uuid: $uuid) { ...FlowRunFields }\n  }\n": typeof types.RunFlowDocument,
    "\n  query ShareLinks($teamId: ID!, $siteId: ID!, $testUuid: ID!) {\n    shareLinks(teamId: $teamId, siteId: $siteId, testUuid: $testUuid) { uuid createdAt revokedAt active }\n  }\n": typeof types.ShareLinksDocument,
    "\n  mutation CreateShareLink($teamId: ID!, $siteId: ID!, $testUuid: ID!) {\n    createShareLink(teamId: $teamId, siteId: $siteId, testUuid: $testUuid) { path link { uuid } }\n  }\n": typeof types.CreateShareLinkDocument,
    "\n  mutation RevokeShareLink($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    revokeShareLink(teamId: $teamId, siteId: $siteId, uuid: $uuid) { uuid revokedAt active }\n  }\n": typeof types.RevokeShareLinkDocument,
    "\n  query ReportTest($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    test(teamId: $teamId, siteId: $siteId, uuid: $uuid) {\n      uuid page { uuid name } profile { uuid name }\n      categories { ...LighthouseCategoryFields }\n      thirdParties { ...ThirdPartyFields }\n    }\n  }\n": typeof types.ReportTestDocument,
    "\n  query ReportHistory($teamId: ID!, $siteId: ID!, $metric: String!, $months: Int, $pageIds: [ID!], $profileIds: [ID!]) {\n    metricHistory(teamId: $teamId, siteId: $siteId, metric: $metric, months: $months, pageIds: $pageIds,\n      profileIds: $profileIds) { series { points { at value } } }\n  }\n": typeof types.ReportHistoryDocument,
    "\n  fragment PageFields on Page { uuid name url }\n": typeof types.PageFieldsFragmentDoc,
    "\n  fragment ProfileFields on TestProfile {\n    uuid name device connection blockJavascript adBlocker headers { name value }\n    cookies { name value path domain secure httpOnly } blockedHosts blockedThirdParties\n  }\n": typeof types.ProfileFieldsFragmentDoc,
    "\n  fragment MetricValueFields on MetricValue { metric value ciLower ciUpper ciLevel }\n": typeof types.MetricValueFieldsFragmentDoc,
    "\n  fragment TestSummaryFields on Test {\n    uuid status failureCode failureExplanation failureNextStep failureMessage page { ...PageFields }\n    profile { uuid name device connection } metrics { ...MetricValueFields }\n  }\n": typeof types.TestSummaryFieldsFragmentDoc,
    "\n  fragment SnapshotSummaryFields on Snapshot {\n    id status completedWithFailures trigger triggerClient createdAt finishedAt\n    testCounts { total completed failed errored running scheduled }\n  }\n": typeof types.SnapshotSummaryFieldsFragmentDoc,
    "\n  fragment LighthouseCategoryFields on LighthouseCategory {\n    id title score audits { id title score displayMode displayValue passed }\n  }\n": typeof types.LighthouseCategoryFieldsFragmentDoc,
    "\n  fragment ThirdPartyFields on ThirdParty { entity category requests transferSize mainThreadTime }\n": typeof types.ThirdPartyFieldsFragmentDoc,
    "\n  fragment BudgetFields on Budget {\n    uuid metric value state stateChangedAt pages { ...PageFields } profiles { uuid name }\n    ratchet { enabled runs margin marginUnit }\n    flowStep { stepId stepName flow { uuid name } }\n  }\n": typeof types.BudgetFieldsFragmentDoc,
    "\n  query Pulse($teamId: ID!, $siteId: ID!) {\n    pulse(teamId: $teamId, siteId: $siteId) {\n      page { uuid name url } profile { uuid name device connection }\n      test { uuid snapshotId finishedAt } metrics { ...MetricValueFields }\n    }\n    snapshots(teamId: $teamId, siteId: $siteId) { nodes { ...SnapshotSummaryFields } }\n  }\n": typeof types.PulseDocument,
    "\n  query Pages($teamId: ID!, $siteId: ID!) { pages(teamId: $teamId, siteId: $siteId) { ...PageFields } }\n": typeof types.PagesDocument,
    "\n  mutation CreatePage($teamId: ID!, $siteId: ID!, $input: PageInput!) {\n    createPage(teamId: $teamId, siteId: $siteId, input: $input) { ...PageFields }\n  }\n": typeof types.CreatePageDocument,
    "\n  mutation DeletePage($teamId: ID!, $siteId: ID!, $uuid: ID!) { deletePage(teamId: $teamId, siteId: $siteId, uuid: $uuid) }\n": typeof types.DeletePageDocument,
    "\n  query Profiles($teamId: ID!, $siteId: ID!) {\n    testProfiles(teamId: $teamId, siteId: $siteId) { ...ProfileFields }\n    testProfileOptions { devices { key label } connections { key label } }\n  }\n": typeof types.ProfilesDocument,
    "\n  query ProfileForm($teamId: ID!, $siteId: ID!, $uuid: ID!, $withProfile: Boolean!, $search: String) {\n    testProfile(teamId: $teamId, siteId: $siteId, uuid: $uuid) @include(if: $withProfile) { ...ProfileFields }\n    testProfileOptions(thirdPartySearch: $search) {\n      devices { key label } connections { key label } thirdParties { name category }\n    }\n  }\n": typeof types.ProfileFormDocument,
    "\n  mutation CreateProfile($teamId: ID!, $siteId: ID!, $input: TestProfileInput!) {\n    createTestProfile(teamId: $teamId, siteId: $siteId, input: $input) { uuid }\n  }\n": typeof types.CreateProfileDocument,
    "\n  mutation UpdateProfile($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: TestProfileInput!) {\n    updateTestProfile(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) { uuid }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation DeleteProfile($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    deleteTestProfile(teamId: $teamId, siteId: $siteId, uuid: $uuid)\n  }\n": typeof types.DeleteProfileDocument,
    "\n  query Snapshots($teamId: ID!, $siteId: ID!, $after: String) {\n    snapshots(teamId: $teamId, siteId: $siteId, after: $after) {\n      nodes { ...SnapshotSummaryFields } pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.SnapshotsDocument,
    "\n  mutation CreateSnapshot($teamId: ID!, $siteId: ID!) {\n    createSnapshot(teamId: $teamId, siteId: $siteId, input: { client: \"web\" }) { id status }\n  }\n": typeof types.CreateSnapshotDocument,
    "\n  query Snapshot($teamId: ID!, $siteId: ID!, $snapshotId: ID!) {\n    snapshot(teamId: $teamId, siteId: $siteId, snapshotId: $snapshotId) {\n      ...SnapshotSummaryFields uuid browserVersion lighthouseVersion startedAt tests { ...TestSummaryFields }\n    }\n  }\n": typeof types.SnapshotDocument,
    "\n  query SnapshotCategory($teamId: ID!, $siteId: ID!, $snapshotId: ID!, $category: String!) {\n    snapshot(teamId: $teamId, siteId: $siteId, snapshotId: $snapshotId) {\n      id status categoryResults(category: $category) {\n        test { uuid page { name } profile { name } }\n        category { ...LighthouseCategoryFields }\n      }\n    }\n  }\n": typeof types.SnapshotCategoryDocument,
    "\n  query SnapshotThirdParties($teamId: ID!, $siteId: ID!, $snapshotId: ID!) {\n    snapshot(teamId: $teamId, siteId: $siteId, snapshotId: $snapshotId) {\n      id status tests { uuid status page { name } profile { name } thirdParties { ...ThirdPartyFields } }\n    }\n  }\n": typeof types.SnapshotThirdPartiesDocument,
    "\n  query Test($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    test(teamId: $teamId, siteId: $siteId, uuid: $uuid) {\n      ...TestSummaryFields snapshotId attempts runCount location url finalUrl browserVersion lighthouseVersion durationMs startedAt finishedAt\n      artifacts { name contentType bytes url } artifactsPrunedAt\n      categories { ...LighthouseCategoryFields }\n      requests { url resourceType statusCode transferSize startTime endTime entity }\n      longTasks { startTime duration url }\n      lcpElement { selector label snippet }\n      thirdParties { ...ThirdPartyFields }\n      renderTimeline { timing url }\n    }\n  }\n": typeof types.TestDocument,
    "\n  query TestFieldView($teamId: ID!, $siteId: ID!, $pageId: ID!) {\n    fieldLab(teamId: $teamId, siteId: $siteId, pageId: $pageId) {\n      page verdict summary\n      field { lcpPageViews lcpElement { selector share p75 dominantPart verdict } }\n      lab { testId }\n    }\n  }\n": typeof types.TestFieldViewDocument,
    "\n  query Budgets($teamId: ID!, $siteId: ID!) { budgets(teamId: $teamId, siteId: $siteId) { ...BudgetFields } }\n": typeof types.BudgetsDocument,
    "\n  query Budget($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    budget(teamId: $teamId, siteId: $siteId, uuid: $uuid) {\n      ...BudgetFields\n      cells { page { name } profile { name } value measuredAt state }\n      flowStep { value measuredAt state }\n      history { minimum count points { at value } }\n      changes { uuid oldValue newValue at measurements { value measuredAt page { name } profile { name } } }\n    }\n  }\n": typeof types.BudgetDocument,
    "\n  query BudgetForm($teamId: ID!, $siteId: ID!, $uuid: ID!, $withBudget: Boolean!) {\n    budget(teamId: $teamId, siteId: $siteId, uuid: $uuid) @include(if: $withBudget) { ...BudgetFields }\n    pages(teamId: $teamId, siteId: $siteId) { ...PageFields }\n    testProfiles(teamId: $teamId, siteId: $siteId) { uuid name }\n    flows(teamId: $teamId, siteId: $siteId) { uuid name steps { id name mode } }\n    syntheticMetrics { key name category recommended parent }\n  }\n": typeof types.BudgetFormDocument,
    "\n  mutation CreateBudget($teamId: ID!, $siteId: ID!, $input: BudgetInput!) {\n    createBudget(teamId: $teamId, siteId: $siteId, input: $input) { uuid }\n  }\n": typeof types.CreateBudgetDocument,
    "\n  mutation UpdateBudget($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: BudgetInput!) {\n    updateBudget(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) { uuid }\n  }\n": typeof types.UpdateBudgetDocument,
    "\n  mutation DeleteBudget($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    deleteBudget(teamId: $teamId, siteId: $siteId, uuid: $uuid)\n  }\n": typeof types.DeleteBudgetDocument,
    "\n  query MetricHistory($teamId: ID!, $siteId: ID!, $metric: String!, $months: Int) {\n    metricHistory(teamId: $teamId, siteId: $siteId, metric: $metric, months: $months) {\n      metric series { page { uuid name } profile { uuid name } points { at value ciLower ciUpper } }\n    }\n  }\n": typeof types.MetricHistoryDocument,
    "\n  query RunSettings($teamId: ID!, $siteId: ID!) {\n    runSettings(teamId: $teamId, siteId: $siteId) { minRuns maxRuns keyMetric targetPercent }\n  }\n": typeof types.RunSettingsDocument,
    "\n  mutation UpdateRunSettings($teamId: ID!, $siteId: ID!, $input: RunSettingsInput!) {\n    updateRunSettings(teamId: $teamId, siteId: $siteId, input: $input) { minRuns maxRuns keyMetric targetPercent }\n  }\n": typeof types.UpdateRunSettingsDocument,
    "\n  query SiteSettings($teamId: ID!, $siteId: ID!) {\n    site(teamId: $teamId, siteId: $siteId) {\n      id name canonicalUrl snapshotSchedule snapshotIntervalHours testLocation ipOption\n      formAuth { url formSelector username usernameSelector passwordSelector submitSelector hasPassword }\n    }\n  }\n": typeof types.SiteSettingsDocument,
    "\n  query TestLocations($teamId: ID!, $siteId: ID!) {\n    testLocations(teamId: $teamId, siteId: $siteId) { name workers online current }\n  }\n": typeof types.TestLocationsDocument,
    "\n  mutation UpdateSite($teamId: ID!, $siteId: ID!, $input: SiteInput!) {\n    updateSite(teamId: $teamId, siteId: $siteId, input: $input) {\n      id snapshotSchedule snapshotIntervalHours testLocation ipOption\n    }\n  }\n": typeof types.UpdateSiteDocument,
};
const documents: Documents = {
    "\n  fragment FlowStepFields on FlowStep { id kind name mode url selector text timeoutMs }\n": types.FlowStepFieldsFragmentDoc,
    "\n  fragment FlowRunFields on FlowRun {\n    uuid status snapshotId failureCode failureMessage durationMs reportUrl createdAt finishedAt\n  }\n": types.FlowRunFieldsFragmentDoc,
    "\n  query Flows($teamId: ID!, $siteId: ID!) {\n    flows(teamId: $teamId, siteId: $siteId) {\n      uuid name steps { ...FlowStepFields } runs(limit: 1) { ...FlowRunFields }\n    }\n  }\n": types.FlowsDocument,
    "\n  query Flow($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    flow(teamId: $teamId, siteId: $siteId, uuid: $uuid) {\n      uuid name steps { ...FlowStepFields }\n      runs(limit: 10) { ...FlowRunFields }\n      latestSteps { stepId stepIndex stepName mode measuredAt metrics { metric value } }\n    }\n  }\n": types.FlowDocument,
    "\n  query FlowStepHistory($teamId: ID!, $siteId: ID!, $uuid: ID!, $metric: String!, $days: Int) {\n    flow(teamId: $teamId, siteId: $siteId, uuid: $uuid) {\n      uuid stepHistory(metric: $metric, days: $days) { stepId stepName mode points { at value } }\n    }\n  }\n": types.FlowStepHistoryDocument,
    "\n  mutation CreateFlow($teamId: ID!, $siteId: ID!, $input: FlowInput!) {\n    createFlow(teamId: $teamId, siteId: $siteId, input: $input) { uuid name steps { ...FlowStepFields } }\n  }\n": types.CreateFlowDocument,
    "\n  mutation UpdateFlow($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: FlowInput!) {\n    updateFlow(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) { uuid name steps { ...FlowStepFields } }\n  }\n": types.UpdateFlowDocument,
    "\n  mutation DeleteFlow($teamId: ID!, $siteId: ID!, $uuid: ID!) { deleteFlow(teamId: $teamId, siteId: $siteId, uuid: $uuid) }\n": types.DeleteFlowDocument,
    "\n  mutation RunFlow($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    runFlow(teamId: $teamId, siteId: $siteId, uuid: $uuid) { ...FlowRunFields }\n  }\n": types.RunFlowDocument,
    "\n  query ShareLinks($teamId: ID!, $siteId: ID!, $testUuid: ID!) {\n    shareLinks(teamId: $teamId, siteId: $siteId, testUuid: $testUuid) { uuid createdAt revokedAt active }\n  }\n": types.ShareLinksDocument,
    "\n  mutation CreateShareLink($teamId: ID!, $siteId: ID!, $testUuid: ID!) {\n    createShareLink(teamId: $teamId, siteId: $siteId, testUuid: $testUuid) { path link { uuid } }\n  }\n": types.CreateShareLinkDocument,
    "\n  mutation RevokeShareLink($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    revokeShareLink(teamId: $teamId, siteId: $siteId, uuid: $uuid) { uuid revokedAt active }\n  }\n": types.RevokeShareLinkDocument,
    "\n  query ReportTest($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    test(teamId: $teamId, siteId: $siteId, uuid: $uuid) {\n      uuid page { uuid name } profile { uuid name }\n      categories { ...LighthouseCategoryFields }\n      thirdParties { ...ThirdPartyFields }\n    }\n  }\n": types.ReportTestDocument,
    "\n  query ReportHistory($teamId: ID!, $siteId: ID!, $metric: String!, $months: Int, $pageIds: [ID!], $profileIds: [ID!]) {\n    metricHistory(teamId: $teamId, siteId: $siteId, metric: $metric, months: $months, pageIds: $pageIds,\n      profileIds: $profileIds) { series { points { at value } } }\n  }\n": types.ReportHistoryDocument,
    "\n  fragment PageFields on Page { uuid name url }\n": types.PageFieldsFragmentDoc,
    "\n  fragment ProfileFields on TestProfile {\n    uuid name device connection blockJavascript adBlocker headers { name value }\n    cookies { name value path domain secure httpOnly } blockedHosts blockedThirdParties\n  }\n": types.ProfileFieldsFragmentDoc,
    "\n  fragment MetricValueFields on MetricValue { metric value ciLower ciUpper ciLevel }\n": types.MetricValueFieldsFragmentDoc,
    "\n  fragment TestSummaryFields on Test {\n    uuid status failureCode failureExplanation failureNextStep failureMessage page { ...PageFields }\n    profile { uuid name device connection } metrics { ...MetricValueFields }\n  }\n": types.TestSummaryFieldsFragmentDoc,
    "\n  fragment SnapshotSummaryFields on Snapshot {\n    id status completedWithFailures trigger triggerClient createdAt finishedAt\n    testCounts { total completed failed errored running scheduled }\n  }\n": types.SnapshotSummaryFieldsFragmentDoc,
    "\n  fragment LighthouseCategoryFields on LighthouseCategory {\n    id title score audits { id title score displayMode displayValue passed }\n  }\n": types.LighthouseCategoryFieldsFragmentDoc,
    "\n  fragment ThirdPartyFields on ThirdParty { entity category requests transferSize mainThreadTime }\n": types.ThirdPartyFieldsFragmentDoc,
    "\n  fragment BudgetFields on Budget {\n    uuid metric value state stateChangedAt pages { ...PageFields } profiles { uuid name }\n    ratchet { enabled runs margin marginUnit }\n    flowStep { stepId stepName flow { uuid name } }\n  }\n": types.BudgetFieldsFragmentDoc,
    "\n  query Pulse($teamId: ID!, $siteId: ID!) {\n    pulse(teamId: $teamId, siteId: $siteId) {\n      page { uuid name url } profile { uuid name device connection }\n      test { uuid snapshotId finishedAt } metrics { ...MetricValueFields }\n    }\n    snapshots(teamId: $teamId, siteId: $siteId) { nodes { ...SnapshotSummaryFields } }\n  }\n": types.PulseDocument,
    "\n  query Pages($teamId: ID!, $siteId: ID!) { pages(teamId: $teamId, siteId: $siteId) { ...PageFields } }\n": types.PagesDocument,
    "\n  mutation CreatePage($teamId: ID!, $siteId: ID!, $input: PageInput!) {\n    createPage(teamId: $teamId, siteId: $siteId, input: $input) { ...PageFields }\n  }\n": types.CreatePageDocument,
    "\n  mutation DeletePage($teamId: ID!, $siteId: ID!, $uuid: ID!) { deletePage(teamId: $teamId, siteId: $siteId, uuid: $uuid) }\n": types.DeletePageDocument,
    "\n  query Profiles($teamId: ID!, $siteId: ID!) {\n    testProfiles(teamId: $teamId, siteId: $siteId) { ...ProfileFields }\n    testProfileOptions { devices { key label } connections { key label } }\n  }\n": types.ProfilesDocument,
    "\n  query ProfileForm($teamId: ID!, $siteId: ID!, $uuid: ID!, $withProfile: Boolean!, $search: String) {\n    testProfile(teamId: $teamId, siteId: $siteId, uuid: $uuid) @include(if: $withProfile) { ...ProfileFields }\n    testProfileOptions(thirdPartySearch: $search) {\n      devices { key label } connections { key label } thirdParties { name category }\n    }\n  }\n": types.ProfileFormDocument,
    "\n  mutation CreateProfile($teamId: ID!, $siteId: ID!, $input: TestProfileInput!) {\n    createTestProfile(teamId: $teamId, siteId: $siteId, input: $input) { uuid }\n  }\n": types.CreateProfileDocument,
    "\n  mutation UpdateProfile($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: TestProfileInput!) {\n    updateTestProfile(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) { uuid }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation DeleteProfile($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    deleteTestProfile(teamId: $teamId, siteId: $siteId, uuid: $uuid)\n  }\n": types.DeleteProfileDocument,
    "\n  query Snapshots($teamId: ID!, $siteId: ID!, $after: String) {\n    snapshots(teamId: $teamId, siteId: $siteId, after: $after) {\n      nodes { ...SnapshotSummaryFields } pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.SnapshotsDocument,
    "\n  mutation CreateSnapshot($teamId: ID!, $siteId: ID!) {\n    createSnapshot(teamId: $teamId, siteId: $siteId, input: { client: \"web\" }) { id status }\n  }\n": types.CreateSnapshotDocument,
    "\n  query Snapshot($teamId: ID!, $siteId: ID!, $snapshotId: ID!) {\n    snapshot(teamId: $teamId, siteId: $siteId, snapshotId: $snapshotId) {\n      ...SnapshotSummaryFields uuid browserVersion lighthouseVersion startedAt tests { ...TestSummaryFields }\n    }\n  }\n": types.SnapshotDocument,
    "\n  query SnapshotCategory($teamId: ID!, $siteId: ID!, $snapshotId: ID!, $category: String!) {\n    snapshot(teamId: $teamId, siteId: $siteId, snapshotId: $snapshotId) {\n      id status categoryResults(category: $category) {\n        test { uuid page { name } profile { name } }\n        category { ...LighthouseCategoryFields }\n      }\n    }\n  }\n": types.SnapshotCategoryDocument,
    "\n  query SnapshotThirdParties($teamId: ID!, $siteId: ID!, $snapshotId: ID!) {\n    snapshot(teamId: $teamId, siteId: $siteId, snapshotId: $snapshotId) {\n      id status tests { uuid status page { name } profile { name } thirdParties { ...ThirdPartyFields } }\n    }\n  }\n": types.SnapshotThirdPartiesDocument,
    "\n  query Test($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    test(teamId: $teamId, siteId: $siteId, uuid: $uuid) {\n      ...TestSummaryFields snapshotId attempts runCount location url finalUrl browserVersion lighthouseVersion durationMs startedAt finishedAt\n      artifacts { name contentType bytes url } artifactsPrunedAt\n      categories { ...LighthouseCategoryFields }\n      requests { url resourceType statusCode transferSize startTime endTime entity }\n      longTasks { startTime duration url }\n      lcpElement { selector label snippet }\n      thirdParties { ...ThirdPartyFields }\n      renderTimeline { timing url }\n    }\n  }\n": types.TestDocument,
    "\n  query TestFieldView($teamId: ID!, $siteId: ID!, $pageId: ID!) {\n    fieldLab(teamId: $teamId, siteId: $siteId, pageId: $pageId) {\n      page verdict summary\n      field { lcpPageViews lcpElement { selector share p75 dominantPart verdict } }\n      lab { testId }\n    }\n  }\n": types.TestFieldViewDocument,
    "\n  query Budgets($teamId: ID!, $siteId: ID!) { budgets(teamId: $teamId, siteId: $siteId) { ...BudgetFields } }\n": types.BudgetsDocument,
    "\n  query Budget($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    budget(teamId: $teamId, siteId: $siteId, uuid: $uuid) {\n      ...BudgetFields\n      cells { page { name } profile { name } value measuredAt state }\n      flowStep { value measuredAt state }\n      history { minimum count points { at value } }\n      changes { uuid oldValue newValue at measurements { value measuredAt page { name } profile { name } } }\n    }\n  }\n": types.BudgetDocument,
    "\n  query BudgetForm($teamId: ID!, $siteId: ID!, $uuid: ID!, $withBudget: Boolean!) {\n    budget(teamId: $teamId, siteId: $siteId, uuid: $uuid) @include(if: $withBudget) { ...BudgetFields }\n    pages(teamId: $teamId, siteId: $siteId) { ...PageFields }\n    testProfiles(teamId: $teamId, siteId: $siteId) { uuid name }\n    flows(teamId: $teamId, siteId: $siteId) { uuid name steps { id name mode } }\n    syntheticMetrics { key name category recommended parent }\n  }\n": types.BudgetFormDocument,
    "\n  mutation CreateBudget($teamId: ID!, $siteId: ID!, $input: BudgetInput!) {\n    createBudget(teamId: $teamId, siteId: $siteId, input: $input) { uuid }\n  }\n": types.CreateBudgetDocument,
    "\n  mutation UpdateBudget($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: BudgetInput!) {\n    updateBudget(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) { uuid }\n  }\n": types.UpdateBudgetDocument,
    "\n  mutation DeleteBudget($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    deleteBudget(teamId: $teamId, siteId: $siteId, uuid: $uuid)\n  }\n": types.DeleteBudgetDocument,
    "\n  query MetricHistory($teamId: ID!, $siteId: ID!, $metric: String!, $months: Int) {\n    metricHistory(teamId: $teamId, siteId: $siteId, metric: $metric, months: $months) {\n      metric series { page { uuid name } profile { uuid name } points { at value ciLower ciUpper } }\n    }\n  }\n": types.MetricHistoryDocument,
    "\n  query RunSettings($teamId: ID!, $siteId: ID!) {\n    runSettings(teamId: $teamId, siteId: $siteId) { minRuns maxRuns keyMetric targetPercent }\n  }\n": types.RunSettingsDocument,
    "\n  mutation UpdateRunSettings($teamId: ID!, $siteId: ID!, $input: RunSettingsInput!) {\n    updateRunSettings(teamId: $teamId, siteId: $siteId, input: $input) { minRuns maxRuns keyMetric targetPercent }\n  }\n": types.UpdateRunSettingsDocument,
    "\n  query SiteSettings($teamId: ID!, $siteId: ID!) {\n    site(teamId: $teamId, siteId: $siteId) {\n      id name canonicalUrl snapshotSchedule snapshotIntervalHours testLocation ipOption\n      formAuth { url formSelector username usernameSelector passwordSelector submitSelector hasPassword }\n    }\n  }\n": types.SiteSettingsDocument,
    "\n  query TestLocations($teamId: ID!, $siteId: ID!) {\n    testLocations(teamId: $teamId, siteId: $siteId) { name workers online current }\n  }\n": types.TestLocationsDocument,
    "\n  mutation UpdateSite($teamId: ID!, $siteId: ID!, $input: SiteInput!) {\n    updateSite(teamId: $teamId, siteId: $siteId, input: $input) {\n      id snapshotSchedule snapshotIntervalHours testLocation ipOption\n    }\n  }\n": types.UpdateSiteDocument,
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
export function graphql(source: "\n  fragment FlowStepFields on FlowStep { id kind name mode url selector text timeoutMs }\n"): (typeof documents)["\n  fragment FlowStepFields on FlowStep { id kind name mode url selector text timeoutMs }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FlowRunFields on FlowRun {\n    uuid status snapshotId failureCode failureMessage durationMs reportUrl createdAt finishedAt\n  }\n"): (typeof documents)["\n  fragment FlowRunFields on FlowRun {\n    uuid status snapshotId failureCode failureMessage durationMs reportUrl createdAt finishedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Flows($teamId: ID!, $siteId: ID!) {\n    flows(teamId: $teamId, siteId: $siteId) {\n      uuid name steps { ...FlowStepFields } runs(limit: 1) { ...FlowRunFields }\n    }\n  }\n"): (typeof documents)["\n  query Flows($teamId: ID!, $siteId: ID!) {\n    flows(teamId: $teamId, siteId: $siteId) {\n      uuid name steps { ...FlowStepFields } runs(limit: 1) { ...FlowRunFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Flow($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    flow(teamId: $teamId, siteId: $siteId, uuid: $uuid) {\n      uuid name steps { ...FlowStepFields }\n      runs(limit: 10) { ...FlowRunFields }\n      latestSteps { stepId stepIndex stepName mode measuredAt metrics { metric value } }\n    }\n  }\n"): (typeof documents)["\n  query Flow($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    flow(teamId: $teamId, siteId: $siteId, uuid: $uuid) {\n      uuid name steps { ...FlowStepFields }\n      runs(limit: 10) { ...FlowRunFields }\n      latestSteps { stepId stepIndex stepName mode measuredAt metrics { metric value } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FlowStepHistory($teamId: ID!, $siteId: ID!, $uuid: ID!, $metric: String!, $days: Int) {\n    flow(teamId: $teamId, siteId: $siteId, uuid: $uuid) {\n      uuid stepHistory(metric: $metric, days: $days) { stepId stepName mode points { at value } }\n    }\n  }\n"): (typeof documents)["\n  query FlowStepHistory($teamId: ID!, $siteId: ID!, $uuid: ID!, $metric: String!, $days: Int) {\n    flow(teamId: $teamId, siteId: $siteId, uuid: $uuid) {\n      uuid stepHistory(metric: $metric, days: $days) { stepId stepName mode points { at value } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFlow($teamId: ID!, $siteId: ID!, $input: FlowInput!) {\n    createFlow(teamId: $teamId, siteId: $siteId, input: $input) { uuid name steps { ...FlowStepFields } }\n  }\n"): (typeof documents)["\n  mutation CreateFlow($teamId: ID!, $siteId: ID!, $input: FlowInput!) {\n    createFlow(teamId: $teamId, siteId: $siteId, input: $input) { uuid name steps { ...FlowStepFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFlow($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: FlowInput!) {\n    updateFlow(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) { uuid name steps { ...FlowStepFields } }\n  }\n"): (typeof documents)["\n  mutation UpdateFlow($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: FlowInput!) {\n    updateFlow(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) { uuid name steps { ...FlowStepFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFlow($teamId: ID!, $siteId: ID!, $uuid: ID!) { deleteFlow(teamId: $teamId, siteId: $siteId, uuid: $uuid) }\n"): (typeof documents)["\n  mutation DeleteFlow($teamId: ID!, $siteId: ID!, $uuid: ID!) { deleteFlow(teamId: $teamId, siteId: $siteId, uuid: $uuid) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RunFlow($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    runFlow(teamId: $teamId, siteId: $siteId, uuid: $uuid) { ...FlowRunFields }\n  }\n"): (typeof documents)["\n  mutation RunFlow($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    runFlow(teamId: $teamId, siteId: $siteId, uuid: $uuid) { ...FlowRunFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShareLinks($teamId: ID!, $siteId: ID!, $testUuid: ID!) {\n    shareLinks(teamId: $teamId, siteId: $siteId, testUuid: $testUuid) { uuid createdAt revokedAt active }\n  }\n"): (typeof documents)["\n  query ShareLinks($teamId: ID!, $siteId: ID!, $testUuid: ID!) {\n    shareLinks(teamId: $teamId, siteId: $siteId, testUuid: $testUuid) { uuid createdAt revokedAt active }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateShareLink($teamId: ID!, $siteId: ID!, $testUuid: ID!) {\n    createShareLink(teamId: $teamId, siteId: $siteId, testUuid: $testUuid) { path link { uuid } }\n  }\n"): (typeof documents)["\n  mutation CreateShareLink($teamId: ID!, $siteId: ID!, $testUuid: ID!) {\n    createShareLink(teamId: $teamId, siteId: $siteId, testUuid: $testUuid) { path link { uuid } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeShareLink($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    revokeShareLink(teamId: $teamId, siteId: $siteId, uuid: $uuid) { uuid revokedAt active }\n  }\n"): (typeof documents)["\n  mutation RevokeShareLink($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    revokeShareLink(teamId: $teamId, siteId: $siteId, uuid: $uuid) { uuid revokedAt active }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportTest($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    test(teamId: $teamId, siteId: $siteId, uuid: $uuid) {\n      uuid page { uuid name } profile { uuid name }\n      categories { ...LighthouseCategoryFields }\n      thirdParties { ...ThirdPartyFields }\n    }\n  }\n"): (typeof documents)["\n  query ReportTest($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    test(teamId: $teamId, siteId: $siteId, uuid: $uuid) {\n      uuid page { uuid name } profile { uuid name }\n      categories { ...LighthouseCategoryFields }\n      thirdParties { ...ThirdPartyFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportHistory($teamId: ID!, $siteId: ID!, $metric: String!, $months: Int, $pageIds: [ID!], $profileIds: [ID!]) {\n    metricHistory(teamId: $teamId, siteId: $siteId, metric: $metric, months: $months, pageIds: $pageIds,\n      profileIds: $profileIds) { series { points { at value } } }\n  }\n"): (typeof documents)["\n  query ReportHistory($teamId: ID!, $siteId: ID!, $metric: String!, $months: Int, $pageIds: [ID!], $profileIds: [ID!]) {\n    metricHistory(teamId: $teamId, siteId: $siteId, metric: $metric, months: $months, pageIds: $pageIds,\n      profileIds: $profileIds) { series { points { at value } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PageFields on Page { uuid name url }\n"): (typeof documents)["\n  fragment PageFields on Page { uuid name url }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileFields on TestProfile {\n    uuid name device connection blockJavascript adBlocker headers { name value }\n    cookies { name value path domain secure httpOnly } blockedHosts blockedThirdParties\n  }\n"): (typeof documents)["\n  fragment ProfileFields on TestProfile {\n    uuid name device connection blockJavascript adBlocker headers { name value }\n    cookies { name value path domain secure httpOnly } blockedHosts blockedThirdParties\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MetricValueFields on MetricValue { metric value ciLower ciUpper ciLevel }\n"): (typeof documents)["\n  fragment MetricValueFields on MetricValue { metric value ciLower ciUpper ciLevel }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestSummaryFields on Test {\n    uuid status failureCode failureExplanation failureNextStep failureMessage page { ...PageFields }\n    profile { uuid name device connection } metrics { ...MetricValueFields }\n  }\n"): (typeof documents)["\n  fragment TestSummaryFields on Test {\n    uuid status failureCode failureExplanation failureNextStep failureMessage page { ...PageFields }\n    profile { uuid name device connection } metrics { ...MetricValueFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SnapshotSummaryFields on Snapshot {\n    id status completedWithFailures trigger triggerClient createdAt finishedAt\n    testCounts { total completed failed errored running scheduled }\n  }\n"): (typeof documents)["\n  fragment SnapshotSummaryFields on Snapshot {\n    id status completedWithFailures trigger triggerClient createdAt finishedAt\n    testCounts { total completed failed errored running scheduled }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LighthouseCategoryFields on LighthouseCategory {\n    id title score audits { id title score displayMode displayValue passed }\n  }\n"): (typeof documents)["\n  fragment LighthouseCategoryFields on LighthouseCategory {\n    id title score audits { id title score displayMode displayValue passed }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ThirdPartyFields on ThirdParty { entity category requests transferSize mainThreadTime }\n"): (typeof documents)["\n  fragment ThirdPartyFields on ThirdParty { entity category requests transferSize mainThreadTime }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BudgetFields on Budget {\n    uuid metric value state stateChangedAt pages { ...PageFields } profiles { uuid name }\n    ratchet { enabled runs margin marginUnit }\n    flowStep { stepId stepName flow { uuid name } }\n  }\n"): (typeof documents)["\n  fragment BudgetFields on Budget {\n    uuid metric value state stateChangedAt pages { ...PageFields } profiles { uuid name }\n    ratchet { enabled runs margin marginUnit }\n    flowStep { stepId stepName flow { uuid name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Pulse($teamId: ID!, $siteId: ID!) {\n    pulse(teamId: $teamId, siteId: $siteId) {\n      page { uuid name url } profile { uuid name device connection }\n      test { uuid snapshotId finishedAt } metrics { ...MetricValueFields }\n    }\n    snapshots(teamId: $teamId, siteId: $siteId) { nodes { ...SnapshotSummaryFields } }\n  }\n"): (typeof documents)["\n  query Pulse($teamId: ID!, $siteId: ID!) {\n    pulse(teamId: $teamId, siteId: $siteId) {\n      page { uuid name url } profile { uuid name device connection }\n      test { uuid snapshotId finishedAt } metrics { ...MetricValueFields }\n    }\n    snapshots(teamId: $teamId, siteId: $siteId) { nodes { ...SnapshotSummaryFields } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Pages($teamId: ID!, $siteId: ID!) { pages(teamId: $teamId, siteId: $siteId) { ...PageFields } }\n"): (typeof documents)["\n  query Pages($teamId: ID!, $siteId: ID!) { pages(teamId: $teamId, siteId: $siteId) { ...PageFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePage($teamId: ID!, $siteId: ID!, $input: PageInput!) {\n    createPage(teamId: $teamId, siteId: $siteId, input: $input) { ...PageFields }\n  }\n"): (typeof documents)["\n  mutation CreatePage($teamId: ID!, $siteId: ID!, $input: PageInput!) {\n    createPage(teamId: $teamId, siteId: $siteId, input: $input) { ...PageFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePage($teamId: ID!, $siteId: ID!, $uuid: ID!) { deletePage(teamId: $teamId, siteId: $siteId, uuid: $uuid) }\n"): (typeof documents)["\n  mutation DeletePage($teamId: ID!, $siteId: ID!, $uuid: ID!) { deletePage(teamId: $teamId, siteId: $siteId, uuid: $uuid) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profiles($teamId: ID!, $siteId: ID!) {\n    testProfiles(teamId: $teamId, siteId: $siteId) { ...ProfileFields }\n    testProfileOptions { devices { key label } connections { key label } }\n  }\n"): (typeof documents)["\n  query Profiles($teamId: ID!, $siteId: ID!) {\n    testProfiles(teamId: $teamId, siteId: $siteId) { ...ProfileFields }\n    testProfileOptions { devices { key label } connections { key label } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileForm($teamId: ID!, $siteId: ID!, $uuid: ID!, $withProfile: Boolean!, $search: String) {\n    testProfile(teamId: $teamId, siteId: $siteId, uuid: $uuid) @include(if: $withProfile) { ...ProfileFields }\n    testProfileOptions(thirdPartySearch: $search) {\n      devices { key label } connections { key label } thirdParties { name category }\n    }\n  }\n"): (typeof documents)["\n  query ProfileForm($teamId: ID!, $siteId: ID!, $uuid: ID!, $withProfile: Boolean!, $search: String) {\n    testProfile(teamId: $teamId, siteId: $siteId, uuid: $uuid) @include(if: $withProfile) { ...ProfileFields }\n    testProfileOptions(thirdPartySearch: $search) {\n      devices { key label } connections { key label } thirdParties { name category }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProfile($teamId: ID!, $siteId: ID!, $input: TestProfileInput!) {\n    createTestProfile(teamId: $teamId, siteId: $siteId, input: $input) { uuid }\n  }\n"): (typeof documents)["\n  mutation CreateProfile($teamId: ID!, $siteId: ID!, $input: TestProfileInput!) {\n    createTestProfile(teamId: $teamId, siteId: $siteId, input: $input) { uuid }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: TestProfileInput!) {\n    updateTestProfile(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) { uuid }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: TestProfileInput!) {\n    updateTestProfile(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) { uuid }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProfile($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    deleteTestProfile(teamId: $teamId, siteId: $siteId, uuid: $uuid)\n  }\n"): (typeof documents)["\n  mutation DeleteProfile($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    deleteTestProfile(teamId: $teamId, siteId: $siteId, uuid: $uuid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Snapshots($teamId: ID!, $siteId: ID!, $after: String) {\n    snapshots(teamId: $teamId, siteId: $siteId, after: $after) {\n      nodes { ...SnapshotSummaryFields } pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query Snapshots($teamId: ID!, $siteId: ID!, $after: String) {\n    snapshots(teamId: $teamId, siteId: $siteId, after: $after) {\n      nodes { ...SnapshotSummaryFields } pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSnapshot($teamId: ID!, $siteId: ID!) {\n    createSnapshot(teamId: $teamId, siteId: $siteId, input: { client: \"web\" }) { id status }\n  }\n"): (typeof documents)["\n  mutation CreateSnapshot($teamId: ID!, $siteId: ID!) {\n    createSnapshot(teamId: $teamId, siteId: $siteId, input: { client: \"web\" }) { id status }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Snapshot($teamId: ID!, $siteId: ID!, $snapshotId: ID!) {\n    snapshot(teamId: $teamId, siteId: $siteId, snapshotId: $snapshotId) {\n      ...SnapshotSummaryFields uuid browserVersion lighthouseVersion startedAt tests { ...TestSummaryFields }\n    }\n  }\n"): (typeof documents)["\n  query Snapshot($teamId: ID!, $siteId: ID!, $snapshotId: ID!) {\n    snapshot(teamId: $teamId, siteId: $siteId, snapshotId: $snapshotId) {\n      ...SnapshotSummaryFields uuid browserVersion lighthouseVersion startedAt tests { ...TestSummaryFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SnapshotCategory($teamId: ID!, $siteId: ID!, $snapshotId: ID!, $category: String!) {\n    snapshot(teamId: $teamId, siteId: $siteId, snapshotId: $snapshotId) {\n      id status categoryResults(category: $category) {\n        test { uuid page { name } profile { name } }\n        category { ...LighthouseCategoryFields }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SnapshotCategory($teamId: ID!, $siteId: ID!, $snapshotId: ID!, $category: String!) {\n    snapshot(teamId: $teamId, siteId: $siteId, snapshotId: $snapshotId) {\n      id status categoryResults(category: $category) {\n        test { uuid page { name } profile { name } }\n        category { ...LighthouseCategoryFields }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SnapshotThirdParties($teamId: ID!, $siteId: ID!, $snapshotId: ID!) {\n    snapshot(teamId: $teamId, siteId: $siteId, snapshotId: $snapshotId) {\n      id status tests { uuid status page { name } profile { name } thirdParties { ...ThirdPartyFields } }\n    }\n  }\n"): (typeof documents)["\n  query SnapshotThirdParties($teamId: ID!, $siteId: ID!, $snapshotId: ID!) {\n    snapshot(teamId: $teamId, siteId: $siteId, snapshotId: $snapshotId) {\n      id status tests { uuid status page { name } profile { name } thirdParties { ...ThirdPartyFields } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Test($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    test(teamId: $teamId, siteId: $siteId, uuid: $uuid) {\n      ...TestSummaryFields snapshotId attempts runCount location url finalUrl browserVersion lighthouseVersion durationMs startedAt finishedAt\n      artifacts { name contentType bytes url } artifactsPrunedAt\n      categories { ...LighthouseCategoryFields }\n      requests { url resourceType statusCode transferSize startTime endTime entity }\n      longTasks { startTime duration url }\n      lcpElement { selector label snippet }\n      thirdParties { ...ThirdPartyFields }\n      renderTimeline { timing url }\n    }\n  }\n"): (typeof documents)["\n  query Test($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    test(teamId: $teamId, siteId: $siteId, uuid: $uuid) {\n      ...TestSummaryFields snapshotId attempts runCount location url finalUrl browserVersion lighthouseVersion durationMs startedAt finishedAt\n      artifacts { name contentType bytes url } artifactsPrunedAt\n      categories { ...LighthouseCategoryFields }\n      requests { url resourceType statusCode transferSize startTime endTime entity }\n      longTasks { startTime duration url }\n      lcpElement { selector label snippet }\n      thirdParties { ...ThirdPartyFields }\n      renderTimeline { timing url }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestFieldView($teamId: ID!, $siteId: ID!, $pageId: ID!) {\n    fieldLab(teamId: $teamId, siteId: $siteId, pageId: $pageId) {\n      page verdict summary\n      field { lcpPageViews lcpElement { selector share p75 dominantPart verdict } }\n      lab { testId }\n    }\n  }\n"): (typeof documents)["\n  query TestFieldView($teamId: ID!, $siteId: ID!, $pageId: ID!) {\n    fieldLab(teamId: $teamId, siteId: $siteId, pageId: $pageId) {\n      page verdict summary\n      field { lcpPageViews lcpElement { selector share p75 dominantPart verdict } }\n      lab { testId }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Budgets($teamId: ID!, $siteId: ID!) { budgets(teamId: $teamId, siteId: $siteId) { ...BudgetFields } }\n"): (typeof documents)["\n  query Budgets($teamId: ID!, $siteId: ID!) { budgets(teamId: $teamId, siteId: $siteId) { ...BudgetFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Budget($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    budget(teamId: $teamId, siteId: $siteId, uuid: $uuid) {\n      ...BudgetFields\n      cells { page { name } profile { name } value measuredAt state }\n      flowStep { value measuredAt state }\n      history { minimum count points { at value } }\n      changes { uuid oldValue newValue at measurements { value measuredAt page { name } profile { name } } }\n    }\n  }\n"): (typeof documents)["\n  query Budget($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    budget(teamId: $teamId, siteId: $siteId, uuid: $uuid) {\n      ...BudgetFields\n      cells { page { name } profile { name } value measuredAt state }\n      flowStep { value measuredAt state }\n      history { minimum count points { at value } }\n      changes { uuid oldValue newValue at measurements { value measuredAt page { name } profile { name } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BudgetForm($teamId: ID!, $siteId: ID!, $uuid: ID!, $withBudget: Boolean!) {\n    budget(teamId: $teamId, siteId: $siteId, uuid: $uuid) @include(if: $withBudget) { ...BudgetFields }\n    pages(teamId: $teamId, siteId: $siteId) { ...PageFields }\n    testProfiles(teamId: $teamId, siteId: $siteId) { uuid name }\n    flows(teamId: $teamId, siteId: $siteId) { uuid name steps { id name mode } }\n    syntheticMetrics { key name category recommended parent }\n  }\n"): (typeof documents)["\n  query BudgetForm($teamId: ID!, $siteId: ID!, $uuid: ID!, $withBudget: Boolean!) {\n    budget(teamId: $teamId, siteId: $siteId, uuid: $uuid) @include(if: $withBudget) { ...BudgetFields }\n    pages(teamId: $teamId, siteId: $siteId) { ...PageFields }\n    testProfiles(teamId: $teamId, siteId: $siteId) { uuid name }\n    flows(teamId: $teamId, siteId: $siteId) { uuid name steps { id name mode } }\n    syntheticMetrics { key name category recommended parent }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBudget($teamId: ID!, $siteId: ID!, $input: BudgetInput!) {\n    createBudget(teamId: $teamId, siteId: $siteId, input: $input) { uuid }\n  }\n"): (typeof documents)["\n  mutation CreateBudget($teamId: ID!, $siteId: ID!, $input: BudgetInput!) {\n    createBudget(teamId: $teamId, siteId: $siteId, input: $input) { uuid }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBudget($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: BudgetInput!) {\n    updateBudget(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) { uuid }\n  }\n"): (typeof documents)["\n  mutation UpdateBudget($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: BudgetInput!) {\n    updateBudget(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) { uuid }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBudget($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    deleteBudget(teamId: $teamId, siteId: $siteId, uuid: $uuid)\n  }\n"): (typeof documents)["\n  mutation DeleteBudget($teamId: ID!, $siteId: ID!, $uuid: ID!) {\n    deleteBudget(teamId: $teamId, siteId: $siteId, uuid: $uuid)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MetricHistory($teamId: ID!, $siteId: ID!, $metric: String!, $months: Int) {\n    metricHistory(teamId: $teamId, siteId: $siteId, metric: $metric, months: $months) {\n      metric series { page { uuid name } profile { uuid name } points { at value ciLower ciUpper } }\n    }\n  }\n"): (typeof documents)["\n  query MetricHistory($teamId: ID!, $siteId: ID!, $metric: String!, $months: Int) {\n    metricHistory(teamId: $teamId, siteId: $siteId, metric: $metric, months: $months) {\n      metric series { page { uuid name } profile { uuid name } points { at value ciLower ciUpper } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RunSettings($teamId: ID!, $siteId: ID!) {\n    runSettings(teamId: $teamId, siteId: $siteId) { minRuns maxRuns keyMetric targetPercent }\n  }\n"): (typeof documents)["\n  query RunSettings($teamId: ID!, $siteId: ID!) {\n    runSettings(teamId: $teamId, siteId: $siteId) { minRuns maxRuns keyMetric targetPercent }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRunSettings($teamId: ID!, $siteId: ID!, $input: RunSettingsInput!) {\n    updateRunSettings(teamId: $teamId, siteId: $siteId, input: $input) { minRuns maxRuns keyMetric targetPercent }\n  }\n"): (typeof documents)["\n  mutation UpdateRunSettings($teamId: ID!, $siteId: ID!, $input: RunSettingsInput!) {\n    updateRunSettings(teamId: $teamId, siteId: $siteId, input: $input) { minRuns maxRuns keyMetric targetPercent }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteSettings($teamId: ID!, $siteId: ID!) {\n    site(teamId: $teamId, siteId: $siteId) {\n      id name canonicalUrl snapshotSchedule snapshotIntervalHours testLocation ipOption\n      formAuth { url formSelector username usernameSelector passwordSelector submitSelector hasPassword }\n    }\n  }\n"): (typeof documents)["\n  query SiteSettings($teamId: ID!, $siteId: ID!) {\n    site(teamId: $teamId, siteId: $siteId) {\n      id name canonicalUrl snapshotSchedule snapshotIntervalHours testLocation ipOption\n      formAuth { url formSelector username usernameSelector passwordSelector submitSelector hasPassword }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestLocations($teamId: ID!, $siteId: ID!) {\n    testLocations(teamId: $teamId, siteId: $siteId) { name workers online current }\n  }\n"): (typeof documents)["\n  query TestLocations($teamId: ID!, $siteId: ID!) {\n    testLocations(teamId: $teamId, siteId: $siteId) { name workers online current }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSite($teamId: ID!, $siteId: ID!, $input: SiteInput!) {\n    updateSite(teamId: $teamId, siteId: $siteId, input: $input) {\n      id snapshotSchedule snapshotIntervalHours testLocation ipOption\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSite($teamId: ID!, $siteId: ID!, $input: SiteInput!) {\n    updateSite(teamId: $teamId, siteId: $siteId, input: $input) {\n      id snapshotSchedule snapshotIntervalHours testLocation ipOption\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;