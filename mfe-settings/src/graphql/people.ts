// People of an organisation (members and pending invitations) and the members of one team.
import type { ResultOf } from '@pace/mfe-kit';
import { graphql } from './generated';

export const PERSON_FIELDS = graphql(`
  fragment PersonFields on Person {
    uuid
    name
    email
    role
    authenticationMethod
    lastSeenAt
    pendingInvitation
    teams {
      id
      name
      slug
    }
  }
`);

// Fields written out rather than spread from PersonFields: the bff's cost limit counts a fragment's
// fields about twice, and this list is the costliest query of these screens.
export const PEOPLE = graphql(`
  query OrganisationPeople($orgId: ID!, $query: String, $cursor: String) {
    organisation(orgId: $orgId) {
      id
      name
      permissions {
        updateOrganisations
        readSites
        updateSites
        createSites
        managePageGroupings
        manageBilling
      }
      people(query: $query, cursor: $cursor, first: 25) {
        edges {
          cursor
          node {
            uuid
            name
            email
            role
            authenticationMethod
            lastSeenAt
            pendingInvitation
            teams {
              id
              name
              slug
            }
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

export const INVITE_PERSON = graphql(`
  mutation InvitePerson($orgId: ID!, $input: InviteInput!) {
    invitePerson(orgId: $orgId, input: $input) {
      ...PersonFields
    }
  }
`);

export const UPDATE_PERSON = graphql(`
  mutation UpdatePerson($orgId: ID!, $uuid: ID!, $input: PersonInput!) {
    updatePerson(orgId: $orgId, uuid: $uuid, input: $input) {
      ...PersonFields
    }
  }
`);

export const REMOVE_PERSON = graphql(`
  mutation RemovePerson($orgId: ID!, $uuid: ID!) {
    removePerson(orgId: $orgId, uuid: $uuid)
  }
`);

export const TEAM_MEMBERS = graphql(`
  query TeamMembers($teamId: ID!) {
    team(teamId: $teamId) {
      id
      name
      slug
      organisation {
        id
        name
        permissions {
          ...PermissionFields
        }
      }
      permissions {
        ...PermissionFields
      }
      members {
        ...PersonFields
      }
    }
  }
`);

/** What adding or removing a team member answers: the team's count and members as they now are. */
export const ADD_TEAM_MEMBER = graphql(`
  mutation AddTeamMember($teamId: ID!, $personUuid: ID!) {
    addTeamMember(teamId: $teamId, personUuid: $personUuid) {
      id
      memberCount
      members {
        ...PersonFields
      }
    }
  }
`);

export const REMOVE_TEAM_MEMBER = graphql(`
  mutation RemoveTeamMember($teamId: ID!, $personUuid: ID!) {
    removeTeamMember(teamId: $teamId, personUuid: $personUuid) {
      id
      memberCount
      members {
        ...PersonFields
      }
    }
  }
`);

export type PeopleData = ResultOf<typeof PEOPLE>;
