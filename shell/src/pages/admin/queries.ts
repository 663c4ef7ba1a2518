// What /admin asks the bff: staff-only lists (the bff refuses anyone else), 50 a page, by name.
import { graphql } from '../../graphql/generated';

export const ADMIN_ORGANISATIONS = graphql(`
  query AdminOrganisations($query: String, $cursor: String) {
    adminOrganisations(query: $query, cursor: $cursor) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { id name slug isActive plan state testsThisMonth people createdAt } }
    }
  }
`);

export const ADMIN_USERS = graphql(`
  query AdminUsers($query: String, $cursor: String) {
    adminUsers(query: $query, cursor: $cursor) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges {
        node {
          uuid name email staff emailVerified lastSeenAt createdAt
          organisations { role organisation { id name slug } }
        }
      }
    }
  }
`);
