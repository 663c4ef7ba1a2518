// Setting Pace up: an organisation, then its first team, then its first site.
import { gql } from 'urql';
import type { Role } from './types';

export interface SetupData {
  organisation: {
    id: string;
    name: string;
    slug: string;
    viewerRole: Role;
    teams: { totalCount: number; edges: { node: { id: string; name: string; siteCount: number } }[] };
  } | null;
}

export const SETUP_ORGANISATION = gql<SetupData, { orgId: string }>`
  query SetupOrganisation($orgId: ID!) {
    organisation(orgId: $orgId) {
      id
      name
      slug
      viewerRole
      teams(first: 1) {
        totalCount
        edges {
          node {
            id
            name
            siteCount
          }
        }
      }
    }
  }
`;

export const CREATE_ORGANISATION = gql<
  { createOrganisation: { id: string; name: string; slug: string } },
  { input: { name: string } }
>`
  mutation CreateOrganisation($input: OrganisationInput!) {
    createOrganisation(input: $input) {
      id
      name
      slug
    }
  }
`;
