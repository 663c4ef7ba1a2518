// RUM: the site's RUM settings, its page groupings, and the reports of the RUM screens, all read from
// daily rollups. Ids are the team and site slugs; page groupings have a uuid.
export const typeDefs = /* GraphQL */ `
  type Query {
    rumSettings(teamId: ID!, siteId: ID!): RumSettings!
    rumDashboard(
      teamId: ID!
      siteId: ID!
      period: RumPeriod = last_7_days
      year: Int
      filters: RumFilters
    ): RumDashboard!
    rumPages(
      teamId: ID!
      siteId: ID!
      groupBy: RumPageGroupBy = path
      period: RumPeriod = last_7_days
      year: Int
      "Under filters the rows are page groupings whatever groupBy says (paths are not among the filter rollups)."
      filters: RumFilters
    ): [RumPageRow!]!
    rumMetric(
      teamId: ID!
      siteId: ID!
      metric: String!
      period: RumPeriod = last_7_days
      year: Int
      aggregation: RumAggregation = p75
      "Under filters, breakdowns by element and by path are left out."
      filters: RumFilters
    ): RumMetricReport!
    "A metric's daily history over a history chart's period: months is 3, 6, 9, 12, 18 or 24."
    rumMetricHistory(
      teamId: ID!
      siteId: ID!
      metric: String!
      months: Int = 3
      aggregation: RumAggregation = p75
      filters: RumFilters
    ): [RumHistoryPoint!]!
    "Under filters, segments only by the filter types (device, browser, country, page grouping, navigation and connection type)."
    rumAudience(
      teamId: ID!
      siteId: ID!
      period: RumPeriod = last_7_days
      year: Int
      filters: RumFilters
    ): RumAudience!
    pageGroupings(teamId: ID!, siteId: ID!): [PageGrouping!]!
    pageGrouping(teamId: ID!, siteId: ID!, uuid: ID!): PageGrouping!
    "Staff only: beacons the database kept refusing, set aside by the writer, newest first (at most 200)."
    rumDeadLetters(first: Int = 50): RumDeadLetters!
  }

  type RumDeadLetters {
    totalCount: Int!
    items: [RumDeadLetter!]!
  }

  "A beacon set aside after failed writes, with the database's reason."
  type RumDeadLetter {
    id: ID!
    siteId: ID
    pageViewId: String
    seq: Int
    reason: String!
    attempts: Int!
    createdAt: DateTime!
    "The stored beacon as JSON."
    beacon: String!
  }

  type Mutation {
    "Configures RUM for the site on first use; disabling stops all collection."
    updateRumSettings(teamId: ID!, siteId: ID!, input: RumSettingsInput!): RumSettings!
    createPageGrouping(teamId: ID!, siteId: ID!, input: PageGroupingInput!): PageGrouping!
    updatePageGrouping(teamId: ID!, siteId: ID!, uuid: ID!, input: PageGroupingInput!): PageGrouping!
    deletePageGrouping(teamId: ID!, siteId: ID!, uuid: ID!): Boolean!
  }

  enum RumState {
    not_configured
    disabled
    enabled
  }

  enum RumGeographicMonitoring {
    "Every visitor."
    global
    "No beacons from visitors in the EEA/EU are stored."
    exclude_eea
  }

  enum RumPeriod {
    today
    last_7_days
    last_14_days
    last_month
    last_3_months
    last_6_months
    "The calendar year given by year (all time, by year)."
    year
  }

  enum RumAggregation {
    p50
    p75
    p95
    p98
    min
    max
  }

  enum RumPageGroupBy {
    path
    pageGrouping
  }

  "A RUM filter type (spec section 3), plus deviceType for the device filters."
  enum RumDimension {
    path
    pageGrouping
    countryCode
    city
    browserName
    browserMajorVersion
    osName
    osVersion
    deviceType
    deviceVendor
    deviceModel
    navigationType
    "The effective connection type from the round-trip time: 4g, 3g, 2g, slow-2g or unknown."
    connectionType
    attributionTarget
  }

  "Filters of the RUM screens, any of them together; a filter left out (or empty) is not applied."
  input RumFilters {
    "The spec's device filters: all, desktop, tablet, mobile, android, ios, unknown, smart_tv."
    device: String
    "A browser name as the audience screen shows it (Chrome, Safari, …)."
    browser: String
    "An ISO 3166 alpha-2 country code."
    country: String
    "The name of one of the site's page groupings."
    pageGrouping: String
    "navigate, reload, back_forward, back_forward_cache, prerender or restore."
    navigationType: String
    "4g, 3g, 2g, slow-2g or unknown."
    connectionType: String
  }

  type RumSettings {
    state: RumState!
    "The public key in the embed code; null until RUM is configured."
    siteKey: String
    embedCode: String
    "Percent of page views measured, 0 to 100."
    samplingRate: Float!
    "Full URLs with scheme; beacons from other origins are refused. Empty: the site's canonical URL."
    allowedOrigins: [String!]!
    geographicMonitoring: RumGeographicMonitoring!
    "At most 24."
    retentionMonths: Int!
    "Enabled and no beacon received yet."
    waitingForData: Boolean!
    firstBeaconAt: DateTime
    "Privacy: path scrubbing rules, the first that matches applies. :name stands for one path segment and is stored as :name, * for one segment kept as it is: /users/:id/orders. At most 30, each at most 200 characters."
    pathRules: [String!]!
    "Privacy: the query parameters collected (by name); every other one is dropped, in the browser and again on the server. Empty: no query string is collected. At most 30."
    queryParameters: [String!]!
    "Privacy: CSS selectors of elements never recorded. The LCP, INP and CLS element of a page view inside one is named by its tag alone. At most 30."
    neverRecordedSelectors: [String!]!
    "Privacy: the script collects nothing (no measurement, no beacon) until the page calls pace('consent')."
    consentMode: Boolean!
    "Every field of the beacon the script sends, in plain words, with what this site's privacy rules make of it."
    collectedFields: [RumCollectedField!]!
  }

  "A field of the beacon, or fields that go together (a metric's parts)."
  type RumCollectedField {
    "Names as in the beacon, nested ones dotted, like metrics.lcp.target."
    fields: [String!]!
    description: String!
  }

  input RumSettingsInput {
    enabled: Boolean
    samplingRate: Float
    allowedOrigins: [String!]
    geographicMonitoring: RumGeographicMonitoring
    retentionMonths: Int
    "Replaces the list; blank entries and duplicates are dropped."
    pathRules: [String!]
    "Replaces the list; blank entries and duplicates are dropped."
    queryParameters: [String!]
    "Replaces the list; blank entries and duplicates are dropped."
    neverRecordedSelectors: [String!]
    consentMode: Boolean
  }

  type PageGrouping {
    uuid: ID!
    name: String!
    "Starts with /; * matches within a path segment, ** across segments."
    pattern: String!
    position: Int!
  }

  input PageGroupingInput {
    name: String!
    pattern: String!
  }

  type RumRatingShares {
    good: Float!
    average: Float!
    poor: Float!
  }

  "A metric's value (by the chosen aggregation) over a period, with its rating and distribution."
  type RumMetricFigure {
    metric: String!
    value: Float
    "good, average, poor, ungraded or no_data."
    rating: String!
    "Page views measured (weighted by 100 / sampling rate)."
    samples: Float!
    shares: RumRatingShares
  }

  type RumUxRating {
    "Shares (0 to 1) of rated page views."
    good: Float!
    average: Float!
    poor: Float!
    "Share of good, 0 to 100; null without rated page views."
    score: Float
    rating: String!
  }

  type RumSegment {
    value: String!
    sessions: Float!
    pageViews: Float!
  }

  type RumDashboard {
    settings: RumSettings!
    pageViews: Float!
    sessions: Float!
    "Page views that started in the last 15 minutes."
    liveVisitors: Int!
    uxRating: RumUxRating!
    "Sessions per country (ISO 3166 alpha-2 codes)."
    locations: [RumSegment!]!
    coreWebVitals: [RumMetricFigure!]!
  }

  type RumPageRow {
    "The path or the page grouping's name."
    value: String!
    pageViews: Float!
    sessions: Float!
    metrics: [RumMetricFigure!]!
  }

  type RumHistoryPoint {
    day: String!
    value: Float
    rating: String!
    samples: Float!
  }

  type RumBreakdownSegment {
    value: String!
    "The metric by the chosen aggregation, for this value of the dimension."
    metricValue: Float
    rating: String!
    samples: Float!
    shares: RumRatingShares
  }

  type RumBreakdown {
    dimension: RumDimension!
    segments: [RumBreakdownSegment!]!
  }

  type RumMetricReport {
    metric: String!
    value: Float
    rating: String!
    samples: Float!
    shares: RumRatingShares
    history: [RumHistoryPoint!]!
    subMetrics: [RumMetricFigure!]!
    breakdowns: [RumBreakdown!]!
  }

  type RumDimensionSegments {
    dimension: RumDimension!
    segments: [RumSegment!]!
  }

  type RumAudience {
    sessions: Float!
    pageViews: Float!
    dimensions: [RumDimensionSegments!]!
  }
`;
