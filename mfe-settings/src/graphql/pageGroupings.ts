// Page groupings of a site (RUM): named path patterns that group page views in the RUM reports.
import type { ResultOf } from '@pace/mfe-kit';
import { graphql } from './generated';

export const PAGE_GROUPINGS = graphql(`
  query PageGroupings($teamId: ID!, $siteId: ID!) {
    site(teamId: $teamId, siteId: $siteId) {
      id
      name
      permissions {
        ...PermissionFields
      }
    }
    pageGroupings(teamId: $teamId, siteId: $siteId) {
      uuid
      name
      pattern
      position
    }
  }
`);

export const CREATE_PAGE_GROUPING = graphql(`
  mutation CreatePageGrouping($teamId: ID!, $siteId: ID!, $input: PageGroupingInput!) {
    createPageGrouping(teamId: $teamId, siteId: $siteId, input: $input) {
      uuid
      name
      pattern
      position
    }
  }
`);

export const UPDATE_PAGE_GROUPING = graphql(`
  mutation UpdatePageGrouping($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: PageGroupingInput!) {
    updatePageGrouping(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) {
      uuid
      name
      pattern
      position
    }
  }
`);

export const DELETE_PAGE_GROUPING = graphql(`
  mutation DeletePageGrouping($teamId: ID!, $siteId: ID!, $uuid: ID!) {
    deletePageGrouping(teamId: $teamId, siteId: $siteId, uuid: $uuid)
  }
`);

export type { PageGroupingInput } from './generated/graphql';
export type PageGrouping = ResultOf<typeof PAGE_GROUPINGS>['pageGroupings'][number];
