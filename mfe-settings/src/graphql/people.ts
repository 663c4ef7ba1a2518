// People of an organisation (members and pending invitations) and the members of one team.
import { gql } from 'urql';
import { PERMISSION_FIELDS } from './fragments';
import type { Permissions, Person, Role } from './types';

const PERSON_FIELDS = gql`
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
`;

export interface PeopleData {
  organisation: {
    id: string;
    name: string;
    permissions: Permissions;
    people: {
      edges: { cursor: string; node: Person }[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      totalCount: number;
    };
  } | null;
}

// Fields written out rather than spread from PersonFields: the bff's cost limit counts a fragment's
// fields about twice, and this list is the costliest query of these screens.
export const PEOPLE = gql<PeopleData, { orgId: string; query: string | null; cursor: string | null }>`
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
`;

export interface InviteInput {
  email: string;
  name: string | null;
  role: Role;
  teamIds: string[];
}

export const INVITE_PERSON = gql<{ invitePerson: Person }, { orgId: string; input: InviteInput }>`
  mutation InvitePerson($orgId: ID!, $input: InviteInput!) {
    invitePerson(orgId: $orgId, input: $input) {
      ...PersonFields
    }
  }
  ${PERSON_FIELDS}
`;

export const UPDATE_PERSON = gql<
  { updatePerson: Person },
  { orgId: string; uuid: string; input: { role: Role; teamIds: string[] } }
>`
  mutation UpdatePerson($orgId: ID!, $uuid: ID!, $input: PersonInput!) {
    updatePerson(orgId: $orgId, uuid: $uuid, input: $input) {
      ...PersonFields
    }
  }
  ${PERSON_FIELDS}
`;

export const REMOVE_PERSON = gql<{ removePerson: boolean }, { orgId: string; uuid: string }>`
  mutation RemovePerson($orgId: ID!, $uuid: ID!) {
    removePerson(orgId: $orgId, uuid: $uuid)
  }
`;

export interface TeamMembersData {
  team: {
    id: string;
    name: string;
    slug: string;
    organisation: { id: string; name: string; permissions: Permissions };
    permissions: Permissions;
    members: Person[];
  } | null;
}

export const TEAM_MEMBERS = gql<TeamMembersData, { teamId: string }>`
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
  ${PERSON_FIELDS}
  ${PERMISSION_FIELDS}
`;

/** What adding or removing a team member answers: the team's count and members as they now are. */
interface TeamMembership {
  id: string;
  memberCount: number;
  members: Person[];
}
type TeamMemberVariables = { teamId: string; personUuid: string };
const TEAM_MEMBERSHIP = `
      id
      memberCount
      members {
        ...PersonFields
      }
`;

export const ADD_TEAM_MEMBER = gql<{ addTeamMember: TeamMembership }, TeamMemberVariables>`
  mutation AddTeamMember($teamId: ID!, $personUuid: ID!) {
    addTeamMember(teamId: $teamId, personUuid: $personUuid) {${TEAM_MEMBERSHIP}}
  }
  ${PERSON_FIELDS}
`;

export const REMOVE_TEAM_MEMBER = gql<{ removeTeamMember: TeamMembership }, TeamMemberVariables>`
  mutation RemoveTeamMember($teamId: ID!, $personUuid: ID!) {
    removeTeamMember(teamId: $teamId, personUuid: $personUuid) {${TEAM_MEMBERSHIP}}
  }
  ${PERSON_FIELDS}
`;
