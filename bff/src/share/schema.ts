export const typeDefs = /* GraphQL */ `
  type Query {
    "The shared test and its site, for a request made with a live share link; null otherwise."
    sharedReport: SharedReport
    "A test's share links, newest first (updateSites on its site)."
    shareLinks(teamId: ID!, siteId: ID!, testUuid: ID!): [ShareLink!]!
  }

  type Mutation {
    "A new link to the test's public report; its path (with the token) is shown only here."
    createShareLink(teamId: ID!, siteId: ID!, testUuid: ID!): CreatedShareLink!
    "The link stops working at once; revoking it again changes nothing."
    revokeShareLink(teamId: ID!, siteId: ID!, uuid: ID!): ShareLink!
  }

  type SharedReport {
    test: Test!
    site: SharedSite!
  }

  "What the share report shows of the site, and the ids its screens read the site's data with."
  type SharedSite {
    teamId: ID!
    siteId: ID!
    name: String!
    canonicalUrl: String!
  }

  type ShareLink {
    uuid: ID!
    testUuid: ID!
    createdAt: DateTime!
    revokedAt: DateTime
    active: Boolean!
  }

  type CreatedShareLink {
    link: ShareLink!
    "/tests/{uuid}/{token}"
    path: String!
  }
`;
