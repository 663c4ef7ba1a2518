export const typeDefs = /* GraphQL */ `
  type Query {
    "The active release of each module federation remote (also at GET /api/remotes)."
    remotes: [RemoteEntry!]!
    "The active release of one remote. NOT_FOUND when it has none."
    remote(name: String!): RemoteEntry!
  }

  type RemoteEntry {
    name: String!
    version: String!
    "URL of the remote's mf-manifest.json."
    entry: String!
  }
`;
