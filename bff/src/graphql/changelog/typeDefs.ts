export const typeDefs = /* GraphQL */ `
  "One entry of the product changelog (the chrome's changelog menu; GET /api/changelog serves the feed)."
  type ChangelogEntry {
    uuid: ID!
    title: String!
    "An absolute http(s) link, or a path on this site."
    url: String!
    createdAt: String!
  }

  input ChangelogEntryInput {
    title: String!
    url: String!
  }

  type Mutation {
    "The viewer closed the changelog menu: entries until now are read. Returns the stored date."
    markChangelogViewed: String!
    "Staff only."
    createChangelogEntry(input: ChangelogEntryInput!): ChangelogEntry!
    "Staff only."
    deleteChangelogEntry(uuid: ID!): Boolean!
  }
`;
