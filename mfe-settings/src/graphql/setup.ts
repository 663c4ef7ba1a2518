// Setting Pace up: an organisation, then its first team, then its first site and its first snapshot.
import { graphql } from './generated';

export const SETUP_ORGANISATION = graphql(`
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
`);

export const CREATE_ORGANISATION = graphql(`
  mutation CreateOrganisation($input: OrganisationInput!) {
    createOrganisation(input: $input) {
      id
      name
      slug
    }
  }
`);

export const START_FIRST_SNAPSHOT = graphql(`
  mutation StartFirstSnapshot($teamId: ID!, $siteId: ID!) {
    startFirstSnapshot(teamId: $teamId, siteId: $siteId) {
      id
      status
    }
  }
`);
