export const typeDefs = /* GraphQL */ `
  "The providers: code host (github), chat tool (slack), hosting providers (netlify, vercel), generic webhooks, the automation service."
  enum IntegrationProvider {
    github
    slack
    netlify
    vercel
    webhook
    automation
  }

  enum IntegrationEvent {
    SNAPSHOT_COMPLETED
    SNAPSHOT_FAILED
    BUDGET_CHANGED
    DEPLOY_SUCCEEDED
  }

  "The errors of the delivery log: verification, timeout, HTTP error."
  enum IntegrationErrorKind {
    verification
    timeout
    http
  }

  type CodeHostSettings {
    installationId: Int
    "The organisation's installation: when it was connected through GitHub (null: connected by its id alone, before proofs; connect it again)."
    installationProvedAt: DateTime
    "The GitHub account the organisation's installation is on."
    installationAccount: String
    repository: String
    mainBranch: String
    deployTrigger: String
    domains: [String!]!
    environments: [String!]!
    branches: [String!]!
    failOnUnmetBudget: Boolean!
  }

  type Integration {
    uuid: ID!
    provider: IntegrationProvider!
    name: String!
    events: [IntegrationEvent!]!
    url: String
    "Null for viewers who may not change the integration."
    secret: String
    enabled: Boolean!
    "Where a hosting provider sends its deploy notifications (Netlify, Vercel)."
    hookUrl: String
    settings: CodeHostSettings
    site: Site
    lastDelivery: IntegrationDelivery
    deliveries(first: Int = 20): [IntegrationDelivery!]!
    "The code host's check runs on pull requests, newest first (GitHub integrations; empty otherwise)."
    checkRuns(first: Int = 10): [IntegrationCheckRun!]!
    createdAt: DateTime!
  }

  "A pull request's check run as the code host shows it (spec section 4): its state, title and summary."
  type IntegrationCheckRun {
    uuid: ID!
    repository: String!
    pullNumber: Int!
    headSha: String!
    "awaiting_deployment, awaiting_review, ignored, processing, failed, complete or cancelled."
    state: String!
    "Once complete: success, failure, unmet_metrics or neutral."
    outcome: String
    "The code host's conclusion once completed: success, failure, neutral, cancelled or skipped."
    conclusion: String
    title: String!
    "Markdown: the pull request's metrics against the main branch and the budgets, once measured."
    summary: String!
    updatedAt: DateTime!
  }

  "One call out (or in), as the delivery log shows it."
  type IntegrationDelivery {
    uuid: ID!
    direction: String!
    event: String!
    status: String!
    attempts: Int!
    responseStatus: Int
    responseBody: String
    error: IntegrationErrorKind
    "Verification error, Timeout, HTTP error."
    errorLabel: String
    errorMessage: String
    durationMs: Int
    createdAt: DateTime!
    finishedAt: DateTime
  }

  input CodeHostSettingsInput {
    installationId: Int
    repository: String
    mainBranch: String
    deployTrigger: String
    domains: [String!]
    environments: [String!]
    branches: [String!]
    failOnUnmetBudget: Boolean
  }

  input IntegrationInput {
    provider: IntegrationProvider
    name: String
    events: [IntegrationEvent!]
    url: String
    secret: String
    enabled: Boolean
    settings: CodeHostSettingsInput
  }

  extend type Query {
    siteIntegrations(teamId: ID!, siteId: ID!): [Integration!]!
    integration(teamId: ID!, siteId: ID!, uuid: ID!): Integration
    organisationIntegrations(orgId: ID!): [Integration!]!
    organisationGitHub(orgId: ID!): Integration
  }

  extend type Mutation {
    createIntegration(teamId: ID!, siteId: ID!, input: IntegrationInput!): Integration!
    "Also disables and re-enables it (input.enabled)."
    updateIntegration(teamId: ID!, siteId: ID!, uuid: ID!, input: IntegrationInput!): Integration!
    deleteIntegration(teamId: ID!, siteId: ID!, uuid: ID!): Boolean!
    sendTestIntegrationEvent(teamId: ID!, siteId: ID!, uuid: ID!): IntegrationDelivery!
    "Starts connecting the organisation's GitHub App installation through GitHub (administrators, signed in): the browser goes to installUrl (GitHub's install page, which configures the installation when the App is there already) and comes back to /integrations/github/setup, which stores the installation once GitHub shows that this person can access it."
    startGitHubConnection(orgId: ID!): GitHubConnectionStart!
  }

  type GitHubConnectionStart {
    installUrl: String!
  }
`;
