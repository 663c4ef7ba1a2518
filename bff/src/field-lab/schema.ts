// The field's element in the lab's trace (issue 22): a page's LCP and INP elements for real visitors (RUM
// element rollups) beside the LCP element, parts and long tasks of its latest synthetic test.
export const typeDefs = /* GraphQL */ `
  type Query {
    "A page with RUM data and a synthetic page of the same path (after the site's path rules) or page grouping: its field elements beside the lab's. Without path and pageGrouping, the busiest such page. Null when no page has both."
    fieldLab(
      teamId: ID!
      siteId: ID!
      "A RUM path, as the pages screen lists it."
      path: String
      "The name of one of the site's page groupings."
      pageGrouping: String
      "A synthetic page (its uuid): the RUM path of its address, after the site's path rules."
      pageId: ID
      period: RumPeriod = last_month
    ): FieldLab
  }

  enum ElementVerdict {
    same
    different
    "The selectors agree as far as they go but do not name one element for certain (a tag alone, too few levels)."
    unsure
    "One side has no element."
    no_data
  }

  type FieldLabPage {
    pageKind: RumPageGroupBy!
    "The path or the page grouping's name."
    page: String!
  }

  type FieldLab {
    pageKind: RumPageGroupBy!
    page: String!
    "Every page with both kinds of data in the period, paths first, busiest first."
    candidates: [FieldLabPage!]!
    field: FieldElements!
    "The latest completed synthetic test of a matching page; null when none."
    lab: LabLcp
    "The field's most common LCP element against the lab's."
    verdict: ElementVerdict!
    "The verdict in words, with the part that dominates on each side."
    summary: String!
  }

  type FieldElements {
    "Page views of the page that measured LCP (INP) in the period."
    lcpPageViews: Float!
    inpPageViews: Float!
    "Busiest first; the less common ones together as (other)."
    lcpElements: [FieldElement!]!
    inpElements: [FieldElement!]!
    "The most common LCP element."
    lcpElement: FieldElement
    "The INP element with the highest p75."
    slowestInpElement: FieldElement
  }

  type FieldElement {
    "The selector the embed script sent."
    selector: String!
    pageViews: Float!
    "Of the page views that measured the metric, 0 to 1."
    share: Float!
    p75: Float
    parts: [ElementPart!]!
    "The part with the largest p75 (a RUM metric key)."
    dominantPart: String
    "LCP elements: against the lab's LCP element."
    verdict: ElementVerdict
  }

  type ElementPart {
    "A metric key: lcp_ttfb, inp_input_delay…"
    metric: String!
    p75: Float
  }

  type LabLcp {
    testId: ID!
    snapshotId: ID!
    pageId: ID!
    pageName: String!
    url: String!
    profileName: String
    finishedAt: DateTime
    "Null once the report is removed, or when Lighthouse named none."
    element: LabElement
    lcp: Float
    parts: [ElementPart!]!
    dominantPart: String
    longTasks: [LongTask!]!
  }
`;
