// Page groupings of a site (RUM): named path patterns that group page views in the RUM reports.
import { gql } from 'urql';
import { PERMISSION_FIELDS } from './fragments';
import type { Permissions } from './types';

export interface PageGrouping {
  uuid: string;
  name: string;
  pattern: string;
  position: number;
}

export interface PageGroupingsData {
  site: { id: string; name: string; permissions: Permissions } | null;
  pageGroupings: PageGrouping[];
}

export const PAGE_GROUPINGS = gql<PageGroupingsData, { teamId: string; siteId: string }>`
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
  ${PERMISSION_FIELDS}
`;

const GROUPING_FIELDS = 'uuid name pattern position';

export const CREATE_PAGE_GROUPING = gql<
  { createPageGrouping: PageGrouping },
  { teamId: string; siteId: string; input: { name: string; pattern: string } }
>`
  mutation CreatePageGrouping($teamId: ID!, $siteId: ID!, $input: PageGroupingInput!) {
    createPageGrouping(teamId: $teamId, siteId: $siteId, input: $input) {
      ${GROUPING_FIELDS}
    }
  }
`;

export const UPDATE_PAGE_GROUPING = gql<
  { updatePageGrouping: PageGrouping },
  { teamId: string; siteId: string; uuid: string; input: { name: string; pattern: string } }
>`
  mutation UpdatePageGrouping($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: PageGroupingInput!) {
    updatePageGrouping(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) {
      ${GROUPING_FIELDS}
    }
  }
`;

export const DELETE_PAGE_GROUPING = gql<
  { deletePageGrouping: boolean },
  { teamId: string; siteId: string; uuid: string }
>`
  mutation DeletePageGrouping($teamId: ID!, $siteId: ID!, $uuid: ID!) {
    deletePageGrouping(teamId: $teamId, siteId: $siteId, uuid: $uuid)
  }
`;
