// The system area's SDL: the platform itself (version, health), the remote manifest and the changelog.
const platform = /* GraphQL */ `
  type Query {
    "The version of the running platform."
    version: String!
    "The state of the platform's dependencies, as /healthz reports it."
    health: Health!
  }

  enum HealthStatus {
    ok
    error
  }

  type Health {
    status: HealthStatus!
    database: DatabaseHealth!
    redis: RedisHealth!
    worker: WorkerHealth!
  }

  type DatabaseHealth {
    status: HealthStatus!
    "mysql or sqlite"
    dialect: String!
  }

  type RedisHealth {
    "ok, error, or memory in the embedded mode"
    status: String!
  }

  type WorkerHealth {
    "ok, starting, stale or missing"
    status: String!
    lastHeartbeat: DateTime
    ageSeconds: Int
  }
`;

const remotes = /* GraphQL */ `
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

const changelog = /* GraphQL */ `
  "One entry of the product changelog (the chrome's changelog menu; GET /api/changelog serves the feed)."
  type ChangelogEntry {
    uuid: ID!
    title: String!
    "An absolute http(s) link, or a path on this site."
    url: String!
    createdAt: DateTime!
  }

  input ChangelogEntryInput {
    title: String!
    url: String!
  }

  type Mutation {
    "The viewer closed the changelog menu: entries until now are read. Returns the stored date."
    markChangelogViewed: DateTime!
    "Staff only."
    createChangelogEntry(input: ChangelogEntryInput!): ChangelogEntry!
    "Staff only."
    deleteChangelogEntry(uuid: ID!): Boolean!
  }
`;

export const typeDefs = [platform, remotes, changelog];
