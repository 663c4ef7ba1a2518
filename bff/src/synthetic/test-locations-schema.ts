// Test locations (issue 21): the pools of audit workers a site's tests can run at, and where a test ran.
export const testLocationsTypeDefs = /* GraphQL */ `
  "A pool of audit workers (PACE_LOCATION of each worker). name null: the default location."
  type TestLocation {
    name: String
    "Worker processes of the location beating now; 0 when it is offline."
    workers: Int!
    "A worker of the location is alive: tests there run now."
    online: Boolean!
    "The site's own location."
    current: Boolean!
  }

  extend type Query {
    "The locations with a live worker, and the site's own one even when it is offline (marked so)."
    testLocations(teamId: ID!, siteId: ID!): [TestLocation!]!
  }

  extend type Test {
    "The test location it was routed to and ran at; null: the default location."
    location: String
  }
`;
