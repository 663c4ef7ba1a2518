// A site's pages: the URLs its snapshots test (the synthetic area's GraphQL).
import type { ResultOf } from '@pace/mfe-kit';
import { graphql } from './generated';

export const SITE_PAGES = graphql(`
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
`);

export const CREATE_PAGE = graphql(`
  mutation CreatePage($teamId: ID!, $siteId: ID!, $input: PageInput!) {
    createPage(teamId: $teamId, siteId: $siteId, input: $input) {
      uuid
      name
      url
    }
  }
`);

export const UPDATE_PAGE = graphql(`
  mutation UpdatePage($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: PageInput!) {
    updatePage(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) {
      uuid
      name
      url
    }
  }
`);

export const DELETE_PAGE = graphql(`
  mutation DeletePage($teamId: ID!, $siteId: ID!, $uuid: ID!) {
    deletePage(teamId: $teamId, siteId: $siteId, uuid: $uuid)
  }
`);

export type { PageInput } from './generated/graphql';
export type SitePage = ResultOf<typeof SITE_PAGES>['pages'][number];
