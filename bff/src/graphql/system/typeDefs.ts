export const typeDefs = /* GraphQL */ `
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
    lastHeartbeat: String
    ageSeconds: Int
  }
`;
