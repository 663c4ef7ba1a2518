// The GraphQL documents of the RUM screens, typed from the bff schema by `npm run codegen -w mfe-rum`
// (src/graphql/generated/). Result types come from the documents: ResultOf<typeof RUM_DASHBOARD>.

import type { ResultOf } from '@pace/mfe-kit';
import { graphql } from './generated';
import type { RumSettingsFieldsFragment } from './generated/graphql';

export const RUM_SETTINGS_FIELDS = graphql(`
  fragment RumSettingsFields on RumSettings {
    state siteKey embedCode samplingRate allowedOrigins geographicMonitoring retentionMonths waitingForData firstBeaconAt
    pathRules queryParameters neverRecordedSelectors consentMode collectedFields { fields description }
  }
`);

export const RUM_METRIC_FIGURE_FIELDS = graphql(`
  fragment RumMetricFigureFields on RumMetricFigure {
    metric value rating samples shares { good average poor }
  }
`);

export const RUM_SETTINGS = graphql(`
  query RumSettings($teamId: ID!, $siteId: ID!) {
    rumSettings(teamId: $teamId, siteId: $siteId) { ...RumSettingsFields }
  }
`);

export const UPDATE_RUM_SETTINGS = graphql(`
  mutation UpdateRumSettings($teamId: ID!, $siteId: ID!, $input: RumSettingsInput!) {
    updateRumSettings(teamId: $teamId, siteId: $siteId, input: $input) { ...RumSettingsFields }
  }
`);

export const RUM_DASHBOARD = graphql(`
  query RumDashboard($teamId: ID!, $siteId: ID!, $period: RumPeriod!, $filters: RumFilters) {
    rumDashboard(teamId: $teamId, siteId: $siteId, period: $period, filters: $filters) {
      settings { ...RumSettingsFields }
      pageViews sessions liveVisitors
      uxRating { good average poor score rating }
      locations { value sessions pageViews }
      coreWebVitals { ...RumMetricFigureFields }
    }
  }
`);

export const RUM_PAGES = graphql(`
  query RumPages($teamId: ID!, $siteId: ID!, $period: RumPeriod!, $groupBy: RumPageGroupBy!, $filters: RumFilters) {
    rumSettings(teamId: $teamId, siteId: $siteId) { ...RumSettingsFields }
    rumPages(teamId: $teamId, siteId: $siteId, period: $period, groupBy: $groupBy, filters: $filters) {
      value pageViews sessions metrics { ...RumMetricFigureFields }
    }
  }
`);

export const RUM_METRIC = graphql(`
  query RumMetric($teamId: ID!, $siteId: ID!, $metric: String!, $period: RumPeriod!, $aggregation: RumAggregation!, $filters: RumFilters) {
    rumMetric(teamId: $teamId, siteId: $siteId, metric: $metric, period: $period, aggregation: $aggregation, filters: $filters) {
      metric value rating samples shares { good average poor }
      subMetrics { ...RumMetricFigureFields }
      breakdowns { dimension segments { value metricValue rating samples shares { good average poor } } }
    }
  }
`);

export const RUM_METRIC_HISTORY = graphql(`
  query RumMetricHistory($teamId: ID!, $siteId: ID!, $metric: String!, $months: Int!, $aggregation: RumAggregation!, $filters: RumFilters) {
    rumMetricHistory(teamId: $teamId, siteId: $siteId, metric: $metric, months: $months, aggregation: $aggregation, filters: $filters) {
      day value
    }
  }
`);

export const RUM_AUDIENCE = graphql(`
  query RumAudience($teamId: ID!, $siteId: ID!, $period: RumPeriod!, $filters: RumFilters) {
    rumAudience(teamId: $teamId, siteId: $siteId, period: $period, filters: $filters) {
      sessions pageViews
      dimensions { dimension segments { value sessions pageViews } }
    }
  }
`);

/** The choices of the filter bar: the browsers and countries of the period, the site's page groupings. */
export const RUM_FILTER_OPTIONS = graphql(`
  query RumFilterOptions($teamId: ID!, $siteId: ID!, $period: RumPeriod!) {
    rumAudience(teamId: $teamId, siteId: $siteId, period: $period) {
      dimensions { dimension segments { value } }
    }
    pageGroupings(teamId: $teamId, siteId: $siteId) { name }
  }
`);

/** The settings as every RUM screen reads them. */
export type RumSettings = RumSettingsFieldsFragment;
/** Sessions and page views of one value of a dimension (a country, a browser…). */
export type Segment = ResultOf<typeof RUM_AUDIENCE>['rumAudience']['dimensions'][number]['segments'][number];

export const FIELD_LAB = graphql(`
  query FieldLab($teamId: ID!, $siteId: ID!, $path: String, $pageGrouping: String, $period: RumPeriod) {
    fieldLab(teamId: $teamId, siteId: $siteId, path: $path, pageGrouping: $pageGrouping, period: $period) {
      pageKind page verdict summary
      candidates { pageKind page }
      field {
        lcpPageViews inpPageViews
        lcpElement { ...FieldElementFields }
        slowestInpElement { ...FieldElementFields }
        lcpElements { ...FieldElementFields }
      }
      lab {
        testId snapshotId pageName url profileName finishedAt lcp dominantPart
        element { selector label snippet }
        parts { metric p75 }
        longTasks { startTime duration url }
      }
    }
  }
  fragment FieldElementFields on FieldElement {
    selector pageViews share p75 dominantPart verdict parts { metric p75 }
  }
`);
export type FieldLabResult = NonNullable<ResultOf<typeof FIELD_LAB>['fieldLab']>;
