// A site's pages: the URLs its snapshots test (the synthetic area's GraphQL).
import { gql } from 'urql';
import { PERMISSION_FIELDS } from './fragments';
import type { Permissions } from './types';

export interface SitePage {
  uuid: string;
  name: string;
  url: string;
}

export interface SitePagesData {
  site: { id: string; name: string; canonicalUrl: string; permissions: Permissions } | null;
  pages: SitePage[];
}

export const SITE_PAGES = gql<SitePagesData, { teamId: string; siteId: string }>`
  query SitePages($teamId: ID!, $siteId: ID!) {
    site(teamId: $teamId, siteId: $siteId) {
      id
      name
      canonicalUrl
      permissions {
        ...PermissionFields
      }
    }
    pages(teamId: $teamId, siteId: $siteId) {
      uuid
      name
      url
    }
  }
  ${PERMISSION_FIELDS}
`;

export const CREATE_PAGE = gql<
  { createPage: SitePage },
  { teamId: string; siteId: string; input: { name: string; url: string } }
>`
  mutation CreatePage($teamId: ID!, $siteId: ID!, $input: PageInput!) {
    createPage(teamId: $teamId, siteId: $siteId, input: $input) {
      uuid
      name
      url
    }
  }
`;

export const UPDATE_PAGE = gql<
  { updatePage: SitePage },
  { teamId: string; siteId: string; uuid: string; input: { name: string; url: string } }
>`
  mutation UpdatePage($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: PageInput!) {
    updatePage(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) {
      uuid
      name
      url
    }
  }
`;

export const DELETE_PAGE = gql<{ deletePage: boolean }, { teamId: string; siteId: string; uuid: string }>`
  mutation DeletePage($teamId: ID!, $siteId: ID!, $uuid: ID!) {
    deletePage(teamId: $teamId, siteId: $siteId, uuid: $uuid)
  }
`;
