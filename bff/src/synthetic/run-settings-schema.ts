// Adaptive run counts (issue 21): a site's run settings, and the run count and spread of a test's
// measurements (interquartile range and the 95 % confidence interval of the runs).
export const runSettingsTypeDefs = /* GraphQL */ `
  "The metrics whose interval decides when a test has run often enough."
  enum RunKeyMetric {
    performance_score
    lcp
    fcp
    speed_index
    tbt
    cls
    ttfb
  }

  "How many Lighthouse runs each test of the site makes: at least minRuns, then more until the 95 % confidence interval of keyMetric is within targetPercent % of its median, at most maxRuns. Counted as one test."
  type RunSettings {
    minRuns: Int!
    maxRuns: Int!
    keyMetric: RunKeyMetric!
    targetPercent: Float!
  }

  input RunSettingsInput {
    minRuns: Int!
    maxRuns: Int!
    keyMetric: RunKeyMetric!
    targetPercent: Float!
  }

  extend type Query {
    runSettings(teamId: ID!, siteId: ID!): RunSettings!
  }

  extend type Mutation {
    updateRunSettings(teamId: ID!, siteId: ID!, input: RunSettingsInput!): RunSettings!
  }

  extend type Test {
    "Lighthouse runs the test made (its results are the median run's); null for tests from before run counts."
    runCount: Int
  }

  extend type MetricValue {
    "Interquartile range of the test's runs; null with one run."
    iqr: Float
    "The confidence interval of the runs' pseudo-median (the value), at the level ciLevel; null with one run."
    ciLower: Float
    ciUpper: Float
    "The interval's level: 0.95 or more from 6 runs, less with fewer (0.75 with 3), as the exact interval reaches it."
    ciLevel: Float
  }

  extend type HistoryPoint {
    "The test's confidence interval, for a band around the line, and its level; null without one."
    ciLower: Float
    ciUpper: Float
    ciLevel: Float
  }
`;
