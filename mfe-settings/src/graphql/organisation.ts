// The organisation itself and its teams: settings, the teams list, new and edit team.
import { gql } from 'urql';
import { PERMISSION_FIELDS } from './fragments';
import type { Permissions, TeamRef } from './types';

export interface OrganisationData {
  organisation: {
    id: string;
    name: string;
    slug: string;
    isActive: boolean;
    permissions: Permissions;
  } | null;
}

export const ORGANISATION = gql<OrganisationData, { orgId: string }>`
  query Organisation($orgId: ID!) {
    organisation(orgId: $orgId) {
      id
      name
      slug
      isActive
      permissions {
        ...PermissionFields
      }
    }
  }
  ${PERMISSION_FIELDS}
`;

export const UPDATE_ORGANISATION = gql<
  { updateOrganisation: { id: string; name: string; slug: string } },
  { orgId: string; input: { name: string } }
>`
  mutation UpdateOrganisation($orgId: ID!, $input: OrganisationInput!) {
    updateOrganisation(orgId: $orgId, input: $input) {
      id
      name
      slug
    }
  }
`;

export interface TeamRow extends TeamRef {
  description: string | null;
  siteCount: number;
  memberCount: number;
}

export interface TeamsData {
  organisation: {
    id: string;
    name: string;
    permissions: Permissions;
    teams: {
      edges: { cursor: string; node: TeamRow }[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      totalCount: number;
    };
  } | null;
}

export const TEAMS = gql<TeamsData, { orgId: string; cursor: string | null }>`
  query OrganisationTeams($orgId: ID!, $cursor: String) {
    organisation(orgId: $orgId) {
      id
      name
      permissions {
        ...PermissionFields
      }
      teams(cursor: $cursor, first: 50) {
        edges {
          cursor
          node {
            id
            name
            slug
            description
            siteCount
            memberCount
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
        totalCount
      }
    }
  }
  ${PERMISSION_FIELDS}
`;

export interface TeamInput {
  name: string;
  description: string | null;
}

export interface TeamDetailData {
  team: (TeamRow & { organisation: { id: string; name: string }; permissions: Permissions }) | null;
}

export const TEAM = gql<TeamDetailData, { teamId: string }>`
  query Team($teamId: ID!) {
    team(teamId: $teamId) {
      id
      name
      slug
      description
      siteCount
      memberCount
      organisation {
        id
        name
      }
      permissions {
        ...PermissionFields
      }
    }
  }
  ${PERMISSION_FIELDS}
`;

export const CREATE_TEAM = gql<{ createTeam: TeamRow }, { orgId: string; input: TeamInput }>`
  mutation CreateTeam($orgId: ID!, $input: TeamInput!) {
    createTeam(orgId: $orgId, input: $input) {
      id
      name
      slug
      description
      siteCount
      memberCount
    }
  }
`;

export const UPDATE_TEAM = gql<{ updateTeam: TeamRow }, { teamId: string; input: TeamInput }>`
  mutation UpdateTeam($teamId: ID!, $input: TeamInput!) {
    updateTeam(teamId: $teamId, input: $input) {
      id
      name
      slug
      description
      siteCount
      memberCount
    }
  }
`;

export const DELETE_TEAM = gql<{ deleteTeam: boolean }, { teamId: string; confirmation: string }>`
  mutation DeleteTeam($teamId: ID!, $confirmation: String!) {
    deleteTeam(teamId: $teamId, confirmation: $confirmation)
  }
`;

export interface TeamOptionsData {
  organisation: {
    id: string;
    name: string;
    permissions: Permissions;
    teams: { edges: { node: TeamRef }[] };
  } | null;
}

/**
 * The organisation's teams for a choice (a person's teams, a token's team, moving a site) and the viewer's
 * permissions there. Its own query: lists multiply a query's cost, and the bff caps the cost of one.
 */
export const ORGANISATION_TEAM_OPTIONS = gql<TeamOptionsData, { orgId: string }>`
  query OrganisationTeamOptions($orgId: ID!) {
    organisation(orgId: $orgId) {
      id
      name
      permissions {
        ...PermissionFields
      }
      teams(first: 100) {
        edges {
          node {
            id
            name
            slug
          }
        }
      }
    }
  }
  ${PERMISSION_FIELDS}
`;
