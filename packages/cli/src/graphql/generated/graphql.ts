/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type CruxAssessment =
  | 'fail'
  | 'not_assessed'
  | 'pass';

/** ALL: every device together. */
export type CruxFormFactor =
  | 'ALL'
  | 'DESKTOP'
  | 'PHONE';

/** good, average (needs improvement), poor, ungraded or no_data: @pace/metrics ratings. */
export type CruxRating =
  | 'average'
  | 'good'
  | 'no_data'
  | 'poor'
  | 'ungraded';

/** How the last collection of a target went; not_collected before the first. */
export type CruxTargetStatus =
  | 'collected'
  | 'failed'
  | 'no_data'
  | 'not_collected';

/** Filters of the RUM screens, any of them together; a filter left out (or empty) is not applied. */
export type RumFilters = {
  /** A browser name as the audience screen shows it (Chrome, Safari, …). */
  browser?: string | null | undefined;
  /** 4g, 3g, 2g, slow-2g or unknown. */
  connectionType?: string | null | undefined;
  /** An ISO 3166 alpha-2 country code. */
  country?: string | null | undefined;
  /** The spec's device filters: all, desktop, tablet, mobile, android, ios, unknown, smart_tv. */
  device?: string | null | undefined;
  /** navigate, reload, back_forward, back_forward_cache, prerender or restore. */
  navigationType?: string | null | undefined;
  /** The name of one of the site's page groupings. */
  pageGrouping?: string | null | undefined;
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

export type RunState =
  | 'completed'
  | 'created'
  | 'errored'
  | 'failed'
  | 'processing'
  | 'running'
  | 'scheduled'
  | 'verifying';

export type SnapshotInput = {
  /** The program asking: web, cli… */
  client?: string | null | undefined;
  pageIds?: Array<string | number> | null | undefined;
  profileIds?: Array<string | number> | null | undefined;
};

export type CliMembershipsQueryVariables = Exact<{ [key: string]: never; }>;


export type CliMembershipsQuery = { currentUser: { memberships: Array<{ organisation: { id: string, name: string } }> } | null };

export type CliOrganisationSitesQueryVariables = Exact<{
  orgId: string | number;
  cursor?: string | null | undefined;
}>;


export type CliOrganisationSitesQuery = { organisationSites: { edges: Array<{ node: { id: string, name: string, canonicalUrl: string, team: { id: string, name: string } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type CliSnapshotsQueryVariables = Exact<{
  teamId: string | number;
  siteId: string | number;
  after?: string | null | undefined;
}>;


export type CliSnapshotsQuery = { snapshots: { nodes: Array<{ id: string, status: RunState, completedWithFailures: boolean, trigger: string, createdAt: string, finishedAt: string | null, testCounts: { total: number, completed: number, failed: number, errored: number } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type CliSiteDataQueryVariables = Exact<{
  teamId: string | number;
  siteId: string | number;
}>;


export type CliSiteDataQuery = { pages: Array<{ uuid: string, name: string, url: string }>, testProfiles: Array<{ uuid: string, name: string }>, syntheticMetrics: Array<{ key: string, name: string, recommended: boolean }> };

export type CliMetricHistoryQueryVariables = Exact<{
  teamId: string | number;
  siteId: string | number;
  metric: string;
  days?: number | null | undefined;
  pageIds?: Array<string | number> | string | number | null | undefined;
  profileIds?: Array<string | number> | string | number | null | undefined;
}>;


export type CliMetricHistoryQuery = { metricHistory: { series: Array<{ page: { uuid: string, name: string, url: string }, profile: { uuid: string, name: string }, points: Array<{ at: string, value: number }> }> } };

export type CliSnapshotQueryVariables = Exact<{
  teamId: string | number;
  siteId: string | number;
  snapshotId: string | number;
}>;


export type CliSnapshotQuery = { snapshot: { id: string, uuid: string, status: RunState, completedWithFailures: boolean, trigger: string, createdAt: string, startedAt: string | null, finishedAt: string | null, browserVersion: string | null, lighthouseVersion: string | null, tests: Array<{ uuid: string, status: RunState, failureCode: string | null, failureExplanation: string | null, failureMessage: string | null, url: string, finalUrl: string | null, durationMs: number | null, finishedAt: string | null, page: { uuid: string, name: string, url: string }, profile: { uuid: string, name: string }, metrics: Array<{ metric: string, value: number }> }> } };

export type CliSnapshotArtifactsQueryVariables = Exact<{
  teamId: string | number;
  siteId: string | number;
  snapshotId: string | number;
}>;


export type CliSnapshotArtifactsQuery = { snapshot: { id: string, status: RunState, tests: Array<{ uuid: string, status: RunState, page: { name: string, url: string }, profile: { name: string }, artifacts: Array<{ name: string, contentType: string, bytes: number, url: string }> }> } };

export type McpPulseQueryVariables = Exact<{
  teamId: string | number;
  siteId: string | number;
}>;


export type McpPulseQuery = { pulse: Array<{ page: { uuid: string, name: string, url: string }, profile: { uuid: string, name: string }, test: { uuid: string, finishedAt: string | null } | null, metrics: Array<{ metric: string, value: number }> }> };

export type McpCruxSummaryQueryVariables = Exact<{
  teamId: string | number;
  siteId: string | number;
  formFactor?: CruxFormFactor | null | undefined;
}>;


export type McpCruxSummaryQuery = { cruxSummary: { target: string, formFactor: CruxFormFactor, hasData: boolean, sampleData: boolean, status: CruxTargetStatus, checkedAt: string | null, assessment: CruxAssessment, period: { firstDate: string, lastDate: string } | null, metrics: Array<{ metric: string, p75: number | null, rating: CruxRating, shares: { good: number, average: number, poor: number } | null }> } };

export type McpRumDashboardQueryVariables = Exact<{
  teamId: string | number;
  siteId: string | number;
  period?: RumPeriod | null | undefined;
  year?: number | null | undefined;
  filters?: RumFilters | null | undefined;
}>;


export type McpRumDashboardQuery = { rumDashboard: { pageViews: number, coreWebVitals: Array<{ metric: string, value: number | null, rating: string, samples: number }> } };

export type McpCreateSnapshotMutationVariables = Exact<{
  teamId: string | number;
  siteId: string | number;
  input?: SnapshotInput | null | undefined;
}>;


export type McpCreateSnapshotMutation = { createSnapshot: { id: string, status: RunState, createdAt: string, testCounts: { total: number } } };

export type McpTestQueryVariables = Exact<{
  teamId: string | number;
  siteId: string | number;
  uuid: string | number;
}>;


export type McpTestQuery = { test: { uuid: string, snapshotId: string, status: RunState, url: string, finishedAt: string | null, page: { name: string }, profile: { name: string }, metrics: Array<{ metric: string, value: number }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const CliMembershipsDocument = new TypedDocumentString(`
    query CliMemberships {
  currentUser {
    memberships {
      organisation {
        id
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CliMembershipsQuery, CliMembershipsQueryVariables>;
export const CliOrganisationSitesDocument = new TypedDocumentString(`
    query CliOrganisationSites($orgId: ID!, $cursor: String) {
  organisationSites(orgId: $orgId, cursor: $cursor, first: 100) {
    edges {
      node {
        id
        name
        canonicalUrl
        team {
          id
          name
        }
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<CliOrganisationSitesQuery, CliOrganisationSitesQueryVariables>;
export const CliSnapshotsDocument = new TypedDocumentString(`
    query CliSnapshots($teamId: ID!, $siteId: ID!, $after: String) {
  snapshots(teamId: $teamId, siteId: $siteId, after: $after) {
    nodes {
      id
      status
      completedWithFailures
      trigger
      createdAt
      finishedAt
      testCounts {
        total
        completed
        failed
        errored
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<CliSnapshotsQuery, CliSnapshotsQueryVariables>;
export const CliSiteDataDocument = new TypedDocumentString(`
    query CliSiteData($teamId: ID!, $siteId: ID!) {
  pages(teamId: $teamId, siteId: $siteId) {
    uuid
    name
    url
  }
  testProfiles(teamId: $teamId, siteId: $siteId) {
    uuid
    name
  }
  syntheticMetrics {
    key
    name
    recommended
  }
}
    `) as unknown as TypedDocumentString<CliSiteDataQuery, CliSiteDataQueryVariables>;
export const CliMetricHistoryDocument = new TypedDocumentString(`
    query CliMetricHistory($teamId: ID!, $siteId: ID!, $metric: String!, $days: Int, $pageIds: [ID!], $profileIds: [ID!]) {
  metricHistory(
    teamId: $teamId
    siteId: $siteId
    metric: $metric
    days: $days
    pageIds: $pageIds
    profileIds: $profileIds
  ) {
    series {
      page {
        uuid
        name
        url
      }
      profile {
        uuid
        name
      }
      points {
        at
        value
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CliMetricHistoryQuery, CliMetricHistoryQueryVariables>;
export const CliSnapshotDocument = new TypedDocumentString(`
    query CliSnapshot($teamId: ID!, $siteId: ID!, $snapshotId: ID!) {
  snapshot(teamId: $teamId, siteId: $siteId, snapshotId: $snapshotId) {
    id
    uuid
    status
    completedWithFailures
    trigger
    createdAt
    startedAt
    finishedAt
    browserVersion
    lighthouseVersion
    tests {
      uuid
      status
      failureCode
      failureExplanation
      failureMessage
      url
      finalUrl
      durationMs
      finishedAt
      page {
        uuid
        name
        url
      }
      profile {
        uuid
        name
      }
      metrics {
        metric
        value
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CliSnapshotQuery, CliSnapshotQueryVariables>;
export const CliSnapshotArtifactsDocument = new TypedDocumentString(`
    query CliSnapshotArtifacts($teamId: ID!, $siteId: ID!, $snapshotId: ID!) {
  snapshot(teamId: $teamId, siteId: $siteId, snapshotId: $snapshotId) {
    id
    status
    tests {
      uuid
      status
      page {
        name
        url
      }
      profile {
        name
      }
      artifacts {
        name
        contentType
        bytes
        url
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CliSnapshotArtifactsQuery, CliSnapshotArtifactsQueryVariables>;
export const McpPulseDocument = new TypedDocumentString(`
    query McpPulse($teamId: ID!, $siteId: ID!) {
  pulse(teamId: $teamId, siteId: $siteId) {
    page {
      uuid
      name
      url
    }
    profile {
      uuid
      name
    }
    test {
      uuid
      finishedAt
    }
    metrics {
      metric
      value
    }
  }
}
    `) as unknown as TypedDocumentString<McpPulseQuery, McpPulseQueryVariables>;
export const McpCruxSummaryDocument = new TypedDocumentString(`
    query McpCruxSummary($teamId: ID!, $siteId: ID!, $formFactor: CruxFormFactor) {
  cruxSummary(teamId: $teamId, siteId: $siteId, formFactor: $formFactor) {
    target
    formFactor
    hasData
    sampleData
    status
    checkedAt
    period {
      firstDate
      lastDate
    }
    assessment
    metrics {
      metric
      p75
      rating
      shares {
        good
        average
        poor
      }
    }
  }
}
    `) as unknown as TypedDocumentString<McpCruxSummaryQuery, McpCruxSummaryQueryVariables>;
export const McpRumDashboardDocument = new TypedDocumentString(`
    query McpRumDashboard($teamId: ID!, $siteId: ID!, $period: RumPeriod, $year: Int, $filters: RumFilters) {
  rumDashboard(
    teamId: $teamId
    siteId: $siteId
    period: $period
    year: $year
    filters: $filters
  ) {
    pageViews
    coreWebVitals {
      metric
      value
      rating
      samples
    }
  }
}
    `) as unknown as TypedDocumentString<McpRumDashboardQuery, McpRumDashboardQueryVariables>;
export const McpCreateSnapshotDocument = new TypedDocumentString(`
    mutation McpCreateSnapshot($teamId: ID!, $siteId: ID!, $input: SnapshotInput) {
  createSnapshot(teamId: $teamId, siteId: $siteId, input: $input) {
    id
    status
    createdAt
    testCounts {
      total
    }
  }
}
    `) as unknown as TypedDocumentString<McpCreateSnapshotMutation, McpCreateSnapshotMutationVariables>;
export const McpTestDocument = new TypedDocumentString(`
    query McpTest($teamId: ID!, $siteId: ID!, $uuid: ID!) {
  test(teamId: $teamId, siteId: $siteId, uuid: $uuid) {
    uuid
    snapshotId
    status
    url
    finishedAt
    page {
      name
    }
    profile {
      name
    }
    metrics {
      metric
      value
    }
  }
}
    `) as unknown as TypedDocumentString<McpTestQuery, McpTestQueryVariables>;