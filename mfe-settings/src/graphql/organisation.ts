// The organisation itself and its teams: settings, the teams list, new and edit team.
import type { ResultOf } from '@pace/mfe-kit';
import { graphql } from './generated';

export const ORGANISATION = graphql(`
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
`);

export const UPDATE_ORGANISATION = graphql(`
  mutation UpdateOrganisation($orgId: ID!, $input: OrganisationInput!) {
    updateOrganisation(orgId: $orgId, input: $input) {
      id
      name
      slug
    }
  }
`);

export const TEAMS = graphql(`
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
`);

export const TEAM = graphql(`
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
`);

export const CREATE_TEAM = graphql(`
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
`);

export const UPDATE_TEAM = graphql(`
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
`);

export const DELETE_TEAM = graphql(`
  mutation DeleteTeam($teamId: ID!, $confirmation: String!) {
    deleteTeam(teamId: $teamId, confirmation: $confirmation)
  }
`);

/**
 * The organisation's teams for a choice (a person's teams, a token's team, moving a site) and the viewer's
 * permissions there. Its own query: lists multiply a query's cost, and the bff caps the cost of one.
 */
export const ORGANISATION_TEAM_OPTIONS = graphql(`
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
`);

export type TeamOptionsData = ResultOf<typeof ORGANISATION_TEAM_OPTIONS>;
