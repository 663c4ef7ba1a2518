export const typeDefs = /* GraphQL */ `
  type Query {
    "A site's CrUX field data for its origin: the Core Web Vitals assessment and each metric's p75, shares and trend."
    cruxSummary(teamId: ID!, siteId: ID!, formFactor: CruxFormFactor = ALL): CruxSummary!
    "A site's pages (URLs) with their CrUX assessment and metrics."
    cruxPages(teamId: ID!, siteId: ID!, formFactor: CruxFormFactor = ALL): [CruxTargetSummary!]!
    "One metric's p75 and shares per 28-day collection period; the origin unless target names a page URL."
    cruxMetricHistory(
      teamId: ID!
      siteId: ID!
      "lcp, cls, inp, ttfb, fcp or rtt"
      metric: String!
      formFactor: CruxFormFactor = ALL
      "3, 6, 9, 12, 18 or 24"
      months: Int = 6
      target: String
    ): CruxMetricHistory!
    "LCP's image parts (CrUX reports them where enough loads had an image LCP): the latest period's p75 of each with its rating, the part that dominates, and each part's p75 per period; the origin unless target names a page URL."
    cruxLcpParts(
      teamId: ID!
      siteId: ID!
      formFactor: CruxFormFactor = ALL
      "3, 6, 9, 12, 18 or 24: the span of the history"
      months: Int = 6
      target: String
    ): CruxLcpParts!
  }

  type Mutation {
    "Queues a CrUX collection of the site now (updateSites)."
    collectCruxNow(teamId: ID!, siteId: ID!): CruxCollection!
  }

  "ALL: every device together."
  enum CruxFormFactor {
    ALL
    PHONE
    DESKTOP
  }

  enum CruxAssessment {
    pass
    fail
    not_assessed
  }

  "How the last collection of a target went; not_collected before the first."
  enum CruxTargetStatus {
    collected
    no_data
    failed
    not_collected
  }

  "good, average (needs improvement), poor, ungraded or no_data: @pace/metrics ratings."
  enum CruxRating {
    good
    average
    poor
    ungraded
    no_data
  }

  enum CruxTrendDirection {
    better
    worse
    same
  }

  type CruxPeriod {
    "ISO dates, both included (28 days)."
    firstDate: String!
    lastDate: String!
  }

  "Shares from 0 to 1 of the API's good, needs-improvement and poor bins."
  type CruxShares {
    good: Float!
    average: Float!
    poor: Float!
  }

  "The latest p75 against the period that ended 28 days earlier."
  type CruxTrend {
    previousP75: Float!
    previousPeriodEnd: String!
    "Relative change: 0.1 is 10 % higher."
    change: Float!
    direction: CruxTrendDirection!
  }

  type CruxMetricSummary {
    "lcp, cls, inp, ttfb, fcp or rtt"
    metric: String!
    "Milliseconds; unitless for CLS. Null without data."
    p75: Float
    rating: CruxRating!
    shares: CruxShares
    trend: CruxTrend
  }

  "An origin or page URL for one form factor."
  type CruxTargetSummary {
    target: String!
    status: CruxTargetStatus!
    checkedAt: DateTime
    period: CruxPeriod
    assessment: CruxAssessment!
    metrics: [CruxMetricSummary!]!
  }

  type CruxSummary {
    "The site's origin."
    target: String!
    formFactor: CruxFormFactor!
    "False when nothing is stored for the site yet: the screens' empty state."
    hasData: Boolean!
    "True for the demo organisation's sites: sample figures from the recorded CrUX fixtures, not Chrome's field data."
    sampleData: Boolean!
    status: CruxTargetStatus!
    checkedAt: String
    period: CruxPeriod
    assessment: CruxAssessment!
    metrics: [CruxMetricSummary!]!
  }

  type CruxHistoryPoint {
    periodStart: String!
    periodEnd: String!
    p75: Float
    shares: CruxShares
  }

  type CruxMetricHistory {
    metric: String!
    formFactor: CruxFormFactor!
    target: String!
    months: Int!
    points: [CruxHistoryPoint!]!
  }

  "web.dev's guide for a part: about (TTFB, load duration: about 40 %) or under (the delays: under 10 %) its share of LCP."
  enum CruxLcpPartGuide {
    about
    under
  }

  type CruxLcpPart {
    "lcp_ttfb, lcp_resource_load_delay, lcp_resource_load_duration or lcp_element_render_delay"
    metric: String!
    "Milliseconds; null when CrUX did not report the part."
    p75: Float
    "By the part's stops in @pace/metrics (the spec's CrUX LCP part stops)."
    rating: CruxRating!
    "Share from 0 to 1 of the four parts' p75s added up; null unless all four are reported."
    share: Float
    "web.dev's share of LCP for this part, from 0 to 1."
    guideShare: Float!
    guide: CruxLcpPartGuide!
  }

  type CruxLcpPartPoint {
    periodStart: String!
    periodEnd: String!
    p75: Float
  }

  type CruxLcpPartHistory {
    metric: String!
    "Oldest first; periods where CrUX did not report the part are missing."
    points: [CruxLcpPartPoint!]!
  }

  type CruxLcpParts {
    target: String!
    formFactor: CruxFormFactor!
    months: Int!
    "Whether CrUX reported all four parts for the latest period with LCP data."
    reported: Boolean!
    "The latest period with LCP data, which the parts belong to; null without LCP data."
    period: CruxPeriod
    "LCP's own p75 in that period (the parts' p75s need not add up to it)."
    lcpP75: Float
    "The four parts in the order they add up."
    parts: [CruxLcpPart!]!
    "The part with the largest p75; null unless all four are reported."
    dominant: String
    "One history per part, over the months asked for."
    history: [CruxLcpPartHistory!]!
  }

  type CruxCollection {
    jobId: String!
  }
`;
