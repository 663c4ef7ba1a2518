// User flows (issue 22): ordered steps as data, audited with Lighthouse's user-flow API; each measured
// step's metrics kept as history.
export const flowTypeDefs = /* GraphQL */ `
  enum FlowStepKind {
    navigate
    click
    type
    waitFor
    submit
  }

  "How Lighthouse measures a step: a page load, a stretch of interaction, or the page as it stands."
  enum FlowStepMode {
    navigation
    timespan
    snapshot
  }

  "One step; the fields its kind uses are set (url for navigate, selector for the others, text for type, timeoutMs for waitFor). mode null: performed, not measured."
  type FlowStep {
    id: ID!
    kind: FlowStepKind!
    name: String!
    mode: FlowStepMode
    url: String
    selector: String
    text: String
    timeoutMs: Int
  }

  "id: keep a step's id when editing it, so its history follows; leave it out for a new step. mode left out: a navigate step is measured as a navigation, others not; null: not measured."
  input FlowStepInput {
    id: ID
    kind: FlowStepKind!
    name: String
    mode: FlowStepMode
    url: String
    selector: String
    text: String
    timeoutMs: Int
  }

  input FlowInput {
    name: String!
    steps: [FlowStepInput!]!
  }

  type Flow {
    uuid: ID!
    name: String!
    steps: [FlowStep!]!
    "Newest first (at most 25)."
    runs(limit: Int = 10): [FlowRun!]!
    "The measured steps of the latest run that measured any."
    latestSteps: [FlowStepResult!]!
    "One metric of each measured step over the last days, a series per step."
    stepHistory(metric: String!, days: Int = 90): [FlowStepSeries!]!
  }

  type FlowRun {
    uuid: ID!
    status: RunState!
    snapshotId: ID
    failureCode: String
    failureMessage: String
    browserVersion: String
    lighthouseVersion: String
    durationMs: Int
    "Lighthouse's flow report (HTML), once the run completed."
    reportUrl: String
    createdAt: DateTime!
    startedAt: DateTime
    finishedAt: DateTime
  }

  type FlowMetricValue {
    metric: String!
    value: Float!
  }

  type FlowStepResult {
    stepId: ID!
    stepIndex: Int!
    stepName: String!
    mode: FlowStepMode!
    measuredAt: DateTime!
    metrics: [FlowMetricValue!]!
  }

  type FlowStepSeries {
    stepId: ID!
    stepName: String!
    mode: FlowStepMode!
    points: [HistoryPoint!]!
  }

  "The user flow step a budget holds, with its latest value of the budget's metric."
  type BudgetFlowStep {
    flow: Flow!
    stepId: ID!
    stepName: String!
    value: Float
    measuredAt: DateTime
    state: BudgetState!
  }

  extend type Budget {
    "Set when the budget holds one step of a user flow (then pages, profiles and cells are empty)."
    flowStep: BudgetFlowStep
  }

  extend input BudgetInput {
    "A user flow's uuid, with flowStepId one of its measured steps: the budget holds that step."
    flowId: ID
    flowStepId: ID
  }

  extend type Query {
    "A site's user flows, by name."
    flows(teamId: ID!, siteId: ID!): [Flow!]!
    flow(teamId: ID!, siteId: ID!, uuid: ID!): Flow!
  }

  extend type Mutation {
    createFlow(teamId: ID!, siteId: ID!, input: FlowInput!): Flow!
    updateFlow(teamId: ID!, siteId: ID!, uuid: ID!, input: FlowInput!): Flow!
    deleteFlow(teamId: ID!, siteId: ID!, uuid: ID!): Boolean!
    "Audits the flow now, outside any snapshot (counted as one test)."
    runFlow(teamId: ID!, siteId: ID!, uuid: ID!): FlowRun!
  }
`;
