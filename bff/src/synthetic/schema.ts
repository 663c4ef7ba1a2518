import { budgetRatchetTypeDefs } from './budget-ratchet-schema.ts';
import { flowTypeDefs } from './flows/schema.ts';
import { runSettingsTypeDefs } from './run-settings-schema.ts';
import { testLocationsTypeDefs } from './test-locations-schema.ts';

const syntheticTypeDefs = /* GraphQL */ `
  type Query {
    "A site's pages, by name."
    pages(teamId: ID!, siteId: ID!): [Page!]!
    page(teamId: ID!, siteId: ID!, uuid: ID!): Page!
    "A site's test profiles, by name."
    testProfiles(teamId: ID!, siteId: ID!): [TestProfile!]!
    testProfile(teamId: ID!, siteId: ID!, uuid: ID!): TestProfile!
    "The device and connection presets a profile can choose, and the third parties it can block."
    testProfileOptions(thirdPartySearch: String): TestProfileOptions!
    "Newest first, 25 at a time; after: the endCursor of the previous page."
    snapshots(teamId: ID!, siteId: ID!, after: String): SnapshotConnection!
    snapshot(teamId: ID!, siteId: ID!, snapshotId: ID!): Snapshot!
    test(teamId: ID!, siteId: ID!, uuid: ID!): Test!
    "The latest completed test of each page and profile."
    pulse(teamId: ID!, siteId: ID!): [PulseEntry!]!
    budgets(teamId: ID!, siteId: ID!): [Budget!]!
    budget(teamId: ID!, siteId: ID!, uuid: ID!): Budget!
    "One synthetic metric over time, one series per page and profile (all of them unless chosen)."
    metricHistory(
      teamId: ID!
      siteId: ID!
      metric: String!
      days: Int = 90
      "A history chart's period: 3, 6, 9, 12, 18 or 24 months, ending today; wins over days."
      months: Int
      pageIds: [ID!]
      profileIds: [ID!]
    ): MetricHistory!
    "Every synthetic metric definition (for pickers)."
    syntheticMetrics: [SyntheticMetric!]!
  }

  type Mutation {
    createPage(teamId: ID!, siteId: ID!, input: PageInput!): Page!
    updatePage(teamId: ID!, siteId: ID!, uuid: ID!, input: PageInput!): Page!
    deletePage(teamId: ID!, siteId: ID!, uuid: ID!): Boolean!
    createTestProfile(teamId: ID!, siteId: ID!, input: TestProfileInput!): TestProfile!
    updateTestProfile(teamId: ID!, siteId: ID!, uuid: ID!, input: TestProfileInput!): TestProfile!
    deleteTestProfile(teamId: ID!, siteId: ID!, uuid: ID!): Boolean!
    "Runs every chosen page with every chosen profile (all of them when none are chosen)."
    createSnapshot(teamId: ID!, siteId: ID!, input: SnapshotInput): Snapshot!
    "A new site's first snapshot (adding its home page and a desktop profile if it has none); the same one when asked again."
    startFirstSnapshot(teamId: ID!, siteId: ID!): Snapshot!
    createBudget(teamId: ID!, siteId: ID!, input: BudgetInput!): Budget!
    updateBudget(teamId: ID!, siteId: ID!, uuid: ID!, input: BudgetInput!): Budget!
    deleteBudget(teamId: ID!, siteId: ID!, uuid: ID!): Boolean!
  }

  type Page {
    uuid: ID!
    name: String!
    url: String!
  }

  "A path (/pricing) is taken relative to the site's URL."
  input PageInput {
    name: String!
    url: String!
  }

  enum DevicePreset {
    mobile
    tablet
    desktop
  }

  enum ConnectionPreset {
    none
    cable
    dsl
    _4g
    _3g_fast
    _3g
    _3g_slow
  }

  type ProfileHeader {
    name: String!
    value: String!
  }

  type ProfileCookie {
    name: String!
    value: String!
    path: String
    domain: String
    secure: Boolean!
    httpOnly: Boolean!
  }

  type TestProfile {
    uuid: ID!
    name: String!
    device: DevicePreset!
    connection: ConnectionPreset!
    blockJavascript: Boolean!
    adBlocker: Boolean!
    headers: [ProfileHeader!]!
    cookies: [ProfileCookie!]!
    blockedHosts: [String!]!
    blockedThirdParties: [String!]!
  }

  input ProfileHeaderInput {
    name: String!
    value: String!
  }

  input ProfileCookieInput {
    name: String!
    value: String!
    path: String
    domain: String
    secure: Boolean
    httpOnly: Boolean
  }

  input TestProfileInput {
    name: String!
    device: DevicePreset!
    connection: ConnectionPreset!
    blockJavascript: Boolean
    adBlocker: Boolean
    headers: [ProfileHeaderInput!]
    cookies: [ProfileCookieInput!]
    blockedHosts: [String!]
    blockedThirdParties: [String!]
  }

  type PresetOption {
    key: String!
    label: String!
  }

  type ThirdPartyOption {
    name: String!
    category: String!
  }

  type TestProfileOptions {
    devices: [PresetOption!]!
    connections: [PresetOption!]!
    "Up to 50 entities of the third-party list whose name contains the search."
    thirdParties: [ThirdPartyOption!]!
  }

  enum RunState {
    created
    scheduled
    running
    verifying
    processing
    completed
    errored
    failed
  }

  type TestCounts {
    total: Int!
    created: Int!
    scheduled: Int!
    running: Int!
    verifying: Int!
    processing: Int!
    completed: Int!
    errored: Int!
    failed: Int!
  }

  type Snapshot {
    "The snapshot's number, used in its URL."
    id: ID!
    uuid: ID!
    status: RunState!
    "completed, but some of its tests failed or errored."
    completedWithFailures: Boolean!
    "manual, schedule, integration or api"
    trigger: String!
    triggerClient: String!
    browserVersion: String
    lighthouseVersion: String
    createdAt: DateTime!
    startedAt: DateTime
    finishedAt: DateTime
    testCounts: TestCounts!
    tests: [Test!]!
    "Each completed test's score and audits in one category: performance, accessibility, best-practices or seo."
    categoryResults(category: String!): [TestCategoryResult!]!
  }

  type TestCategoryResult {
    test: Test!
    category: LighthouseCategory!
  }

  type SnapshotConnection {
    nodes: [Snapshot!]!
    pageInfo: PageInfo!
  }

  input SnapshotInput {
    pageIds: [ID!]
    profileIds: [ID!]
    "The program asking: web, cli…"
    client: String
  }

  type Test {
    uuid: ID!
    snapshotId: ID!
    status: RunState!
    "One of the test artifact errors (DNS_FAILURE …) when the test did not complete."
    failureCode: String
    "What the failure code means, in plain words; null when the test has none."
    failureExplanation: String
    "What to try next about the failure."
    failureNextStep: String
    failureMessage: String
    attempts: Int!
    page: Page!
    profile: TestProfile!
    url: String!
    finalUrl: String
    browserVersion: String
    lighthouseVersion: String
    durationMs: Int
    startedAt: DateTime
    finishedAt: DateTime
    metrics: [MetricValue!]!
    "Empty once the artifacts are removed by retention (see artifactsPrunedAt)."
    artifacts: [Artifact!]!
    "When retention removed the report, screenshot and filmstrip (the metrics stay); null while kept."
    artifactsPrunedAt: DateTime
    categories: [LighthouseCategory!]!
    requests: [NetworkRequest!]!
    "Main-thread tasks over 50 ms."
    longTasks: [LongTask!]!
    "The LCP element of the median run; null without a report or when Lighthouse named none."
    lcpElement: LabElement
    thirdParties: [ThirdParty!]!
    "The filmstrip of the page's load."
    renderTimeline: [TimelineFrame!]!
  }

  type MetricValue {
    metric: String!
    value: Float!
  }

  type Artifact {
    name: String!
    contentType: String!
    bytes: Int!
    "Download address (needs the same sign-in)."
    url: String!
  }

  type LighthouseCategory {
    id: String!
    title: String!
    score: Int
    audits: [LighthouseAudit!]!
  }

  type LighthouseAudit {
    id: String!
    title: String!
    description: String
    score: Int
    displayMode: String!
    displayValue: String
    passed: Boolean!
  }

  type NetworkRequest {
    url: String!
    resourceType: String!
    mimeType: String
    statusCode: Int
    transferSize: Float!
    resourceSize: Float!
    startTime: Float!
    endTime: Float!
    entity: String
  }

  "An element of the page as Lighthouse names it."
  type LabElement {
    "Lighthouse's node selector (at most four levels)."
    selector: String!
    label: String
    snippet: String
  }

  type LongTask {
    startTime: Float!
    duration: Float!
    url: String
  }

  type ThirdParty {
    entity: String!
    category: String
    requests: Int!
    transferSize: Float!
    mainThreadTime: Float!
  }

  type TimelineFrame {
    timing: Float!
    url: String
  }

  type PulseEntry {
    page: Page!
    profile: TestProfile!
    test: Test
    metrics: [MetricValue!]!
  }

  enum BudgetState {
    met
    at_risk
    exceeded
    no_measurement
  }

  type Budget {
    uuid: ID!
    metric: String!
    value: Float!
    "Empty: every page."
    pages: [Page!]!
    "Empty: every profile."
    profiles: [TestProfile!]!
    state: BudgetState!
    stateChangedAt: DateTime
    "The state of each page and profile, from its latest measurement."
    cells: [BudgetCell!]!
    history: BudgetHistory!
  }

  type BudgetCell {
    page: Page!
    profile: TestProfile!
    value: Float
    measuredAt: DateTime
    state: BudgetState!
  }

  "Measurements of the last 90 days; points is null below the minimum of 15."
  type BudgetHistory {
    minimum: Int!
    count: Int!
    points: [HistoryPoint!]
  }

  type HistoryPoint {
    at: DateTime!
    value: Float!
  }

  input BudgetInput {
    metric: String!
    value: Float!
    pageIds: [ID!]
    profileIds: [ID!]
  }

  type MetricHistory {
    metric: String!
    series: [MetricSeries!]!
  }

  type MetricSeries {
    page: Page!
    profile: TestProfile!
    points: [HistoryPoint!]!
  }

  type SyntheticMetric {
    key: String!
    name: String!
    abbreviation: String!
    formatter: String!
    category: String!
    budgetDirection: String!
    recommended: Boolean!
    parent: String
  }
`;

const parts = [budgetRatchetTypeDefs, runSettingsTypeDefs, flowTypeDefs, testLocationsTypeDefs];
export const typeDefs = [syntheticTypeDefs, ...parts];
