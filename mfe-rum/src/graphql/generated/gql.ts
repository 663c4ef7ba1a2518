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
    "\n  fragment RumSettingsFields on RumSettings {\n    state siteKey embedCode samplingRate allowedOrigins geographicMonitoring retentionMonths waitingForData firstBeaconAt\n    pathRules queryParameters neverRecordedSelectors consentMode collectedFields { fields description }\n  }\n": typeof types.RumSettingsFieldsFragmentDoc,
    "\n  fragment RumMetricFigureFields on RumMetricFigure {\n    metric value rating samples shares { good average poor }\n  }\n": typeof types.RumMetricFigureFieldsFragmentDoc,
    "\n  query RumSettings($teamId: ID!, $siteId: ID!) {\n    rumSettings(teamId: $teamId, siteId: $siteId) { ...RumSettingsFields }\n  }\n": typeof types.RumSettingsDocument,
    "\n  mutation UpdateRumSettings($teamId: ID!, $siteId: ID!, $input: RumSettingsInput!) {\n    updateRumSettings(teamId: $teamId, siteId: $siteId, input: $input) { ...RumSettingsFields }\n  }\n": typeof types.UpdateRumSettingsDocument,
    "\n  query RumDashboard($teamId: ID!, $siteId: ID!, $period: RumPeriod!, $filters: RumFilters) {\n    rumDashboard(teamId: $teamId, siteId: $siteId, period: $period, filters: $filters) {\n      settings { ...RumSettingsFields }\n      pageViews sessions liveVisitors\n      uxRating { good average poor score rating }\n      locations { value sessions pageViews }\n      coreWebVitals { ...RumMetricFigureFields }\n    }\n  }\n": typeof types.RumDashboardDocument,
    "\n  query RumPages($teamId: ID!, $siteId: ID!, $period: RumPeriod!, $groupBy: RumPageGroupBy!, $filters: RumFilters) {\n    rumSettings(teamId: $teamId, siteId: $siteId) { ...RumSettingsFields }\n    rumPages(teamId: $teamId, siteId: $siteId, period: $period, groupBy: $groupBy, filters: $filters) {\n      value pageViews sessions metrics { ...RumMetricFigureFields }\n    }\n  }\n": typeof types.RumPagesDocument,
    "\n  query RumMetric($teamId: ID!, $siteId: ID!, $metric: String!, $period: RumPeriod!, $aggregation: RumAggregation!, $filters: RumFilters) {\n    rumMetric(teamId: $teamId, siteId: $siteId, metric: $metric, period: $period, aggregation: $aggregation, filters: $filters) {\n      metric value rating samples shares { good average poor }\n      subMetrics { ...RumMetricFigureFields }\n      breakdowns { dimension segments { value metricValue rating samples shares { good average poor } } }\n    }\n  }\n": typeof types.RumMetricDocument,
    "\n  query RumMetricHistory($teamId: ID!, $siteId: ID!, $metric: String!, $months: Int!, $aggregation: RumAggregation!, $filters: RumFilters) {\n    rumMetricHistory(teamId: $teamId, siteId: $siteId, metric: $metric, months: $months, aggregation: $aggregation, filters: $filters) {\n      day value\n    }\n  }\n": typeof types.RumMetricHistoryDocument,
    "\n  query RumAudience($teamId: ID!, $siteId: ID!, $period: RumPeriod!, $filters: RumFilters) {\n    rumAudience(teamId: $teamId, siteId: $siteId, period: $period, filters: $filters) {\n      sessions pageViews\n      dimensions { dimension segments { value sessions pageViews } }\n    }\n  }\n": typeof types.RumAudienceDocument,
    "\n  query RumFilterOptions($teamId: ID!, $siteId: ID!, $period: RumPeriod!) {\n    rumAudience(teamId: $teamId, siteId: $siteId, period: $period) {\n      dimensions { dimension segments { value } }\n    }\n    pageGroupings(teamId: $teamId, siteId: $siteId) { name }\n  }\n": typeof types.RumFilterOptionsDocument,
    "\n  query FieldLab($teamId: ID!, $siteId: ID!, $path: String, $pageGrouping: String, $period: RumPeriod) {\n    fieldLab(teamId: $teamId, siteId: $siteId, path: $path, pageGrouping: $pageGrouping, period: $period) {\n      pageKind page verdict summary\n      candidates { pageKind page }\n      field {\n        lcpPageViews inpPageViews\n        lcpElement { ...FieldElementFields }\n        slowestInpElement { ...FieldElementFields }\n        lcpElements { ...FieldElementFields }\n      }\n      lab {\n        testId snapshotId pageName url profileName finishedAt lcp dominantPart\n        element { selector label snippet }\n        parts { metric p75 }\n        longTasks { startTime duration url }\n      }\n    }\n  }\n  fragment FieldElementFields on FieldElement {\n    selector pageViews share p75 dominantPart verdict parts { metric p75 }\n  }\n": typeof types.FieldLabDocument,
    "\n  query SharedRumDashboard($teamId: ID!, $siteId: ID!, $period: RumPeriod!) {\n    rumDashboard(teamId: $teamId, siteId: $siteId, period: $period) {\n      settings { state waitingForData firstBeaconAt }\n      pageViews sessions liveVisitors\n      uxRating { good average poor score rating }\n      locations { value sessions pageViews }\n      coreWebVitals { ...RumMetricFigureFields }\n    }\n  }\n": typeof types.SharedRumDashboardDocument,
};
const documents: Documents = {
    "\n  fragment RumSettingsFields on RumSettings {\n    state siteKey embedCode samplingRate allowedOrigins geographicMonitoring retentionMonths waitingForData firstBeaconAt\n    pathRules queryParameters neverRecordedSelectors consentMode collectedFields { fields description }\n  }\n": types.RumSettingsFieldsFragmentDoc,
    "\n  fragment RumMetricFigureFields on RumMetricFigure {\n    metric value rating samples shares { good average poor }\n  }\n": types.RumMetricFigureFieldsFragmentDoc,
    "\n  query RumSettings($teamId: ID!, $siteId: ID!) {\n    rumSettings(teamId: $teamId, siteId: $siteId) { ...RumSettingsFields }\n  }\n": types.RumSettingsDocument,
    "\n  mutation UpdateRumSettings($teamId: ID!, $siteId: ID!, $input: RumSettingsInput!) {\n    updateRumSettings(teamId: $teamId, siteId: $siteId, input: $input) { ...RumSettingsFields }\n  }\n": types.UpdateRumSettingsDocument,
    "\n  query RumDashboard($teamId: ID!, $siteId: ID!, $period: RumPeriod!, $filters: RumFilters) {\n    rumDashboard(teamId: $teamId, siteId: $siteId, period: $period, filters: $filters) {\n      settings { ...RumSettingsFields }\n      pageViews sessions liveVisitors\n      uxRating { good average poor score rating }\n      locations { value sessions pageViews }\n      coreWebVitals { ...RumMetricFigureFields }\n    }\n  }\n": types.RumDashboardDocument,
    "\n  query RumPages($teamId: ID!, $siteId: ID!, $period: RumPeriod!, $groupBy: RumPageGroupBy!, $filters: RumFilters) {\n    rumSettings(teamId: $teamId, siteId: $siteId) { ...RumSettingsFields }\n    rumPages(teamId: $teamId, siteId: $siteId, period: $period, groupBy: $groupBy, filters: $filters) {\n      value pageViews sessions metrics { ...RumMetricFigureFields }\n    }\n  }\n": types.RumPagesDocument,
    "\n  query RumMetric($teamId: ID!, $siteId: ID!, $metric: String!, $period: RumPeriod!, $aggregation: RumAggregation!, $filters: RumFilters) {\n    rumMetric(teamId: $teamId, siteId: $siteId, metric: $metric, period: $period, aggregation: $aggregation, filters: $filters) {\n      metric value rating samples shares { good average poor }\n      subMetrics { ...RumMetricFigureFields }\n      breakdowns { dimension segments { value metricValue rating samples shares { good average poor } } }\n    }\n  }\n": types.RumMetricDocument,
    "\n  query RumMetricHistory($teamId: ID!, $siteId: ID!, $metric: String!, $months: Int!, $aggregation: RumAggregation!, $filters: RumFilters) {\n    rumMetricHistory(teamId: $teamId, siteId: $siteId, metric: $metric, months: $months, aggregation: $aggregation, filters: $filters) {\n      day value\n    }\n  }\n": types.RumMetricHistoryDocument,
    "\n  query RumAudience($teamId: ID!, $siteId: ID!, $period: RumPeriod!, $filters: RumFilters) {\n    rumAudience(teamId: $teamId, siteId: $siteId, period: $period, filters: $filters) {\n      sessions pageViews\n      dimensions { dimension segments { value sessions pageViews } }\n    }\n  }\n": types.RumAudienceDocument,
    "\n  query RumFilterOptions($teamId: ID!, $siteId: ID!, $period: RumPeriod!) {\n    rumAudience(teamId: $teamId, siteId: $siteId, period: $period) {\n      dimensions { dimension segments { value } }\n    }\n    pageGroupings(teamId: $teamId, siteId: $siteId) { name }\n  }\n": types.RumFilterOptionsDocument,
    "\n  query FieldLab($teamId: ID!, $siteId: ID!, $path: String, $pageGrouping: String, $period: RumPeriod) {\n    fieldLab(teamId: $teamId, siteId: $siteId, path: $path, pageGrouping: $pageGrouping, period: $period) {\n      pageKind page verdict summary\n      candidates { pageKind page }\n      field {\n        lcpPageViews inpPageViews\n        lcpElement { ...FieldElementFields }\n        slowestInpElement { ...FieldElementFields }\n        lcpElements { ...FieldElementFields }\n      }\n      lab {\n        testId snapshotId pageName url profileName finishedAt lcp dominantPart\n        element { selector label snippet }\n        parts { metric p75 }\n        longTasks { startTime duration url }\n      }\n    }\n  }\n  fragment FieldElementFields on FieldElement {\n    selector pageViews share p75 dominantPart verdict parts { metric p75 }\n  }\n": types.FieldLabDocument,
    "\n  query SharedRumDashboard($teamId: ID!, $siteId: ID!, $period: RumPeriod!) {\n    rumDashboard(teamId: $teamId, siteId: $siteId, period: $period) {\n      settings { state waitingForData firstBeaconAt }\n      pageViews sessions liveVisitors\n      uxRating { good average poor score rating }\n      locations { value sessions pageViews }\n      coreWebVitals { ...RumMetricFigureFields }\n    }\n  }\n": types.SharedRumDashboardDocument,
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
export function graphql(source: "\n  fragment RumSettingsFields on RumSettings {\n    state siteKey embedCode samplingRate allowedOrigins geographicMonitoring retentionMonths waitingForData firstBeaconAt\n    pathRules queryParameters neverRecordedSelectors consentMode collectedFields { fields description }\n  }\n"): (typeof documents)["\n  fragment RumSettingsFields on RumSettings {\n    state siteKey embedCode samplingRate allowedOrigins geographicMonitoring retentionMonths waitingForData firstBeaconAt\n    pathRules queryParameters neverRecordedSelectors consentMode collectedFields { fields description }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RumMetricFigureFields on RumMetricFigure {\n    metric value rating samples shares { good average poor }\n  }\n"): (typeof documents)["\n  fragment RumMetricFigureFields on RumMetricFigure {\n    metric value rating samples shares { good average poor }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RumSettings($teamId: ID!, $siteId: ID!) {\n    rumSettings(teamId: $teamId, siteId: $siteId) { ...RumSettingsFields }\n  }\n"): (typeof documents)["\n  query RumSettings($teamId: ID!, $siteId: ID!) {\n    rumSettings(teamId: $teamId, siteId: $siteId) { ...RumSettingsFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRumSettings($teamId: ID!, $siteId: ID!, $input: RumSettingsInput!) {\n    updateRumSettings(teamId: $teamId, siteId: $siteId, input: $input) { ...RumSettingsFields }\n  }\n"): (typeof documents)["\n  mutation UpdateRumSettings($teamId: ID!, $siteId: ID!, $input: RumSettingsInput!) {\n    updateRumSettings(teamId: $teamId, siteId: $siteId, input: $input) { ...RumSettingsFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RumDashboard($teamId: ID!, $siteId: ID!, $period: RumPeriod!, $filters: RumFilters) {\n    rumDashboard(teamId: $teamId, siteId: $siteId, period: $period, filters: $filters) {\n      settings { ...RumSettingsFields }\n      pageViews sessions liveVisitors\n      uxRating { good average poor score rating }\n      locations { value sessions pageViews }\n      coreWebVitals { ...RumMetricFigureFields }\n    }\n  }\n"): (typeof documents)["\n  query RumDashboard($teamId: ID!, $siteId: ID!, $period: RumPeriod!, $filters: RumFilters) {\n    rumDashboard(teamId: $teamId, siteId: $siteId, period: $period, filters: $filters) {\n      settings { ...RumSettingsFields }\n      pageViews sessions liveVisitors\n      uxRating { good average poor score rating }\n      locations { value sessions pageViews }\n      coreWebVitals { ...RumMetricFigureFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RumPages($teamId: ID!, $siteId: ID!, $period: RumPeriod!, $groupBy: RumPageGroupBy!, $filters: RumFilters) {\n    rumSettings(teamId: $teamId, siteId: $siteId) { ...RumSettingsFields }\n    rumPages(teamId: $teamId, siteId: $siteId, period: $period, groupBy: $groupBy, filters: $filters) {\n      value pageViews sessions metrics { ...RumMetricFigureFields }\n    }\n  }\n"): (typeof documents)["\n  query RumPages($teamId: ID!, $siteId: ID!, $period: RumPeriod!, $groupBy: RumPageGroupBy!, $filters: RumFilters) {\n    rumSettings(teamId: $teamId, siteId: $siteId) { ...RumSettingsFields }\n    rumPages(teamId: $teamId, siteId: $siteId, period: $period, groupBy: $groupBy, filters: $filters) {\n      value pageViews sessions metrics { ...RumMetricFigureFields }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RumMetric($teamId: ID!, $siteId: ID!, $metric: String!, $period: RumPeriod!, $aggregation: RumAggregation!, $filters: RumFilters) {\n    rumMetric(teamId: $teamId, siteId: $siteId, metric: $metric, period: $period, aggregation: $aggregation, filters: $filters) {\n      metric value rating samples shares { good average poor }\n      subMetrics { ...RumMetricFigureFields }\n      breakdowns { dimension segments { value metricValue rating samples shares { good average poor } } }\n    }\n  }\n"): (typeof documents)["\n  query RumMetric($teamId: ID!, $siteId: ID!, $metric: String!, $period: RumPeriod!, $aggregation: RumAggregation!, $filters: RumFilters) {\n    rumMetric(teamId: $teamId, siteId: $siteId, metric: $metric, period: $period, aggregation: $aggregation, filters: $filters) {\n      metric value rating samples shares { good average poor }\n      subMetrics { ...RumMetricFigureFields }\n      breakdowns { dimension segments { value metricValue rating samples shares { good average poor } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RumMetricHistory($teamId: ID!, $siteId: ID!, $metric: String!, $months: Int!, $aggregation: RumAggregation!, $filters: RumFilters) {\n    rumMetricHistory(teamId: $teamId, siteId: $siteId, metric: $metric, months: $months, aggregation: $aggregation, filters: $filters) {\n      day value\n    }\n  }\n"): (typeof documents)["\n  query RumMetricHistory($teamId: ID!, $siteId: ID!, $metric: String!, $months: Int!, $aggregation: RumAggregation!, $filters: RumFilters) {\n    rumMetricHistory(teamId: $teamId, siteId: $siteId, metric: $metric, months: $months, aggregation: $aggregation, filters: $filters) {\n      day value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RumAudience($teamId: ID!, $siteId: ID!, $period: RumPeriod!, $filters: RumFilters) {\n    rumAudience(teamId: $teamId, siteId: $siteId, period: $period, filters: $filters) {\n      sessions pageViews\n      dimensions { dimension segments { value sessions pageViews } }\n    }\n  }\n"): (typeof documents)["\n  query RumAudience($teamId: ID!, $siteId: ID!, $period: RumPeriod!, $filters: RumFilters) {\n    rumAudience(teamId: $teamId, siteId: $siteId, period: $period, filters: $filters) {\n      sessions pageViews\n      dimensions { dimension segments { value sessions pageViews } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RumFilterOptions($teamId: ID!, $siteId: ID!, $period: RumPeriod!) {\n    rumAudience(teamId: $teamId, siteId: $siteId, period: $period) {\n      dimensions { dimension segments { value } }\n    }\n    pageGroupings(teamId: $teamId, siteId: $siteId) { name }\n  }\n"): (typeof documents)["\n  query RumFilterOptions($teamId: ID!, $siteId: ID!, $period: RumPeriod!) {\n    rumAudience(teamId: $teamId, siteId: $siteId, period: $period) {\n      dimensions { dimension segments { value } }\n    }\n    pageGroupings(teamId: $teamId, siteId: $siteId) { name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FieldLab($teamId: ID!, $siteId: ID!, $path: String, $pageGrouping: String, $period: RumPeriod) {\n    fieldLab(teamId: $teamId, siteId: $siteId, path: $path, pageGrouping: $pageGrouping, period: $period) {\n      pageKind page verdict summary\n      candidates { pageKind page }\n      field {\n        lcpPageViews inpPageViews\n        lcpElement { ...FieldElementFields }\n        slowestInpElement { ...FieldElementFields }\n        lcpElements { ...FieldElementFields }\n      }\n      lab {\n        testId snapshotId pageName url profileName finishedAt lcp dominantPart\n        element { selector label snippet }\n        parts { metric p75 }\n        longTasks { startTime duration url }\n      }\n    }\n  }\n  fragment FieldElementFields on FieldElement {\n    selector pageViews share p75 dominantPart verdict parts { metric p75 }\n  }\n"): (typeof documents)["\n  query FieldLab($teamId: ID!, $siteId: ID!, $path: String, $pageGrouping: String, $period: RumPeriod) {\n    fieldLab(teamId: $teamId, siteId: $siteId, path: $path, pageGrouping: $pageGrouping, period: $period) {\n      pageKind page verdict summary\n      candidates { pageKind page }\n      field {\n        lcpPageViews inpPageViews\n        lcpElement { ...FieldElementFields }\n        slowestInpElement { ...FieldElementFields }\n        lcpElements { ...FieldElementFields }\n      }\n      lab {\n        testId snapshotId pageName url profileName finishedAt lcp dominantPart\n        element { selector label snippet }\n        parts { metric p75 }\n        longTasks { startTime duration url }\n      }\n    }\n  }\n  fragment FieldElementFields on FieldElement {\n    selector pageViews share p75 dominantPart verdict parts { metric p75 }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedRumDashboard($teamId: ID!, $siteId: ID!, $period: RumPeriod!) {\n    rumDashboard(teamId: $teamId, siteId: $siteId, period: $period) {\n      settings { state waitingForData firstBeaconAt }\n      pageViews sessions liveVisitors\n      uxRating { good average poor score rating }\n      locations { value sessions pageViews }\n      coreWebVitals { ...RumMetricFigureFields }\n    }\n  }\n"): (typeof documents)["\n  query SharedRumDashboard($teamId: ID!, $siteId: ID!, $period: RumPeriod!) {\n    rumDashboard(teamId: $teamId, siteId: $siteId, period: $period) {\n      settings { state waitingForData firstBeaconAt }\n      pageViews sessions liveVisitors\n      uxRating { good average poor score rating }\n      locations { value sessions pageViews }\n      coreWebVitals { ...RumMetricFigureFields }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;