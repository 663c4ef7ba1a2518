// The staff lists of /admin: every organisation and every person, searchable, 50 a page. Staff only: the
// service refuses anyone else (Access.requireStaff).
const admin = /* GraphQL */ `
  extend type Query {
    "Staff only: every organisation whose name or slug contains the query, by name, 50 a page."
    adminOrganisations(query: String, cursor: String): AdminOrganisationConnection!
    "Staff only: every person whose name or email contains the query, by name, 50 a page."
    adminUsers(query: String, cursor: String): UserConnection!
  }

  extend type Mutation {
    "Staff only: a further 15-day free trial for an organisation without a plan (a company's second trial is staff's decision)."
    adminGrantTrial(orgId: ID!): AdminOrganisation!
  }

  type AdminOrganisationConnection {
    edges: [AdminOrganisationEdge!]!
    pageInfo: PageInfo!
    totalCount: Int!
  }
  type AdminOrganisationEdge {
    cursor: String!
    node: AdminOrganisation!
  }

  "An organisation as staff see it in /admin."
  type AdminOrganisation {
    "The slug."
    id: ID!
    name: String!
    slug: String!
    isActive: Boolean!
    "The subscription's plan; null during the trial or without billing."
    plan: String
    "The subscription's state (trialing, active, past_due, paused, canceled, trial_canceled, trial_expired); null without one."
    state: String
    "Tests run since the first day of this month (UTC)."
    testsThisMonth: Int!
    people: Int!
    createdAt: DateTime!
  }

  "A user as staff see it in /admin."
  type AdminUser {
    uuid: ID!
    name: String!
    email: String!
    staff: Boolean!
    emailVerified: Boolean!
    lastSeenAt: DateTime
    createdAt: DateTime!
    organisations: [Membership!]!
  }

  type UserConnection {
    edges: [UserEdge!]!
    pageInfo: PageInfo!
    totalCount: Int!
  }
  type UserEdge {
    cursor: String!
    node: AdminUser!
  }
`;

export const adminTypeDefs = [admin];
