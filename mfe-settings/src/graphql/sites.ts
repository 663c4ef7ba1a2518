// Sites: a team's list, new site, and one site's general settings.
import { graphql } from './generated';

export const SITE_FIELDS = graphql(`
  fragment SiteFields on Site {
    id
    name
    slug
    canonicalUrl
    snapshotSchedule
    snapshotIntervalHours
    testLocation
    ipOption
    formAuth {
      url
      formSelector
      username
      usernameSelector
      passwordSelector
      submitSelector
      hasPassword
    }
  }
`);

export const TEAM_SITES = graphql(`
  query TeamSites($teamId: ID!, $sitesFilter: SitesFilter, $cursor: String) {
    team(teamId: $teamId) {
      id
      name
      slug
      organisation {
        id
        name
      }
      permissions {
        ...PermissionFields
      }
    }
    sites(teamId: $teamId, sitesFilter: $sitesFilter, cursor: $cursor, first: 25) {
      edges {
        cursor
        node {
          id
          name
          slug
          canonicalUrl
          dataSources
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`);

export const CREATE_SITE = graphql(`
  mutation CreateSite($teamId: ID!, $input: SiteInput!) {
    createSite(teamId: $teamId, input: $input) {
      ...SiteFields
      team {
        id
        name
        slug
      }
    }
  }
`);

export const SITE_SETTINGS = graphql(`
  query SiteSettings($teamId: ID!, $siteId: ID!) {
    site(teamId: $teamId, siteId: $siteId) {
      ...SiteFields
      secret
      permissions {
        ...PermissionFields
      }
      team {
        id
        name
        slug
        organisation {
          id
          name
        }
      }
    }
  }
`);

export const UPDATE_SITE = graphql(`
  mutation UpdateSite($teamId: ID!, $siteId: ID!, $input: SiteInput!) {
    updateSite(teamId: $teamId, siteId: $siteId, input: $input) {
      ...SiteFields
      team {
        id
        name
        slug
      }
    }
  }
`);

export const DELETE_SITE = graphql(`
  mutation DeleteSite($teamId: ID!, $siteId: ID!, $confirmation: String!) {
    deleteSite(teamId: $teamId, siteId: $siteId, confirmation: $confirmation)
  }
`);

export type { FormAuthInput, SiteInput, SitesFilter } from './generated/graphql';
