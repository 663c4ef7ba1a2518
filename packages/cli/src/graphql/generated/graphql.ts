/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type RunState =
  | 'completed'
  | 'created'
  | 'errored'
  | 'failed'
  | 'processing'
  | 'running'
  | 'scheduled'
  | 'verifying';

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