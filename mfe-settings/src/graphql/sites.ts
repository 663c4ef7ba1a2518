// Sites: a team's list, new site, and one site's general settings.
import { gql } from 'urql';
import { PERMISSION_FIELDS } from './fragments';
import type { DataSource, IpOption, Permissions, SiteFields, SnapshotSchedule, TeamRef } from './types';

const SITE_FIELDS = gql`
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
`;

export interface SiteRow {
  id: string;
  name: string;
  slug: string;
  canonicalUrl: string;
  dataSources: DataSource[];
}

export interface TeamSitesData {
  team: {
    id: string;
    name: string;
    slug: string;
    organisation: { id: string; name: string };
    permissions: Permissions;
  } | null;
  sites: {
    edges: { cursor: string; node: SiteRow }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    totalCount: number;
  };
}

export interface SitesFilter {
  nameContains?: string;
  dataSource?: DataSource;
}

export const TEAM_SITES = gql<
  TeamSitesData,
  { teamId: string; sitesFilter: SitesFilter; cursor: string | null }
>`
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
  ${PERMISSION_FIELDS}
`;

export interface FormAuthInput {
  url: string | null;
  formSelector: string | null;
  username: string | null;
  usernameSelector: string | null;
  /** Null keeps the stored password; an empty string clears it. */
  password: string | null;
  passwordSelector: string | null;
  submitSelector: string | null;
}

export interface SiteInput {
  name: string;
  canonicalUrl: string;
  teamId?: string;
  snapshotSchedule: SnapshotSchedule;
  snapshotIntervalHours: number | null;
  testLocation: string | null;
  ipOption: IpOption;
  formAuth: FormAuthInput;
}

export const CREATE_SITE = gql<
  { createSite: SiteFields & { team: TeamRef } },
  { teamId: string; input: SiteInput }
>`
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
  ${SITE_FIELDS}
`;

export interface SiteSettingsData {
  site:
    | (SiteFields & {
        secret: string | null;
        permissions: Permissions;
        team: TeamRef & {
          organisation: { id: string; name: string };
        };
      })
    | null;
}

export const SITE_SETTINGS = gql<SiteSettingsData, { teamId: string; siteId: string }>`
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
  ${SITE_FIELDS}
  ${PERMISSION_FIELDS}
`;

export const UPDATE_SITE = gql<
  { updateSite: SiteFields & { team: TeamRef } },
  { teamId: string; siteId: string; input: SiteInput }
>`
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
  ${SITE_FIELDS}
`;

export const DELETE_SITE = gql<
  { deleteSite: boolean },
  { teamId: string; siteId: string; confirmation: string }
>`
  mutation DeleteSite($teamId: ID!, $siteId: ID!, $confirmation: String!) {
    deleteSite(teamId: $teamId, siteId: $siteId, confirmation: $confirmation)
  }
`;
