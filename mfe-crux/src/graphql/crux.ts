// The CrUX area's GraphQL documents (bff/src/graphql/crux), typed from the bff schema by
// `npm run codegen -w mfe-crux` (src/graphql/generated/), and the shapes the components take from them.
import type { ResultOf } from '@pace/mfe-kit';
import { graphql } from './generated';
import type { CruxFormFactor, CruxMetricFieldsFragment, CruxRating } from './generated/graphql';

export const CRUX_METRIC_FIELDS = graphql(`
  fragment CruxMetricFields on CruxMetricSummary {
    metric
    p75
    rating
    shares {
      good
      average
      poor
    }
    trend {
      previousP75
      previousPeriodEnd
      change
      direction
    }
  }
`);

export const SUMMARY_QUERY = graphql(`
  query CruxSummary($teamId: ID!, $siteId: ID!, $formFactor: CruxFormFactor) {
    cruxSummary(teamId: $teamId, siteId: $siteId, formFactor: $formFactor) {
      target
      formFactor
      hasData
      sampleData
      status
      checkedAt
      period {
        firstDate
        lastDate
      }
      assessment
      metrics {
        ...CruxMetricFields
      }
    }
  }
`);

export const PAGES_QUERY = graphql(`
  query CruxPages($teamId: ID!, $siteId: ID!, $formFactor: CruxFormFactor) {
    cruxSummary(teamId: $teamId, siteId: $siteId, formFactor: $formFactor) {
      target
      formFactor
      hasData
    }
    cruxPages(teamId: $teamId, siteId: $siteId, formFactor: $formFactor) {
      target
      status
      checkedAt
      period {
        firstDate
        lastDate
      }
      assessment
      metrics {
        ...CruxMetricFields
      }
    }
  }
`);

/** The chart's own query, so a failure shows 'Failed to load data' in the chart and nowhere else. */
export const HISTORY_QUERY = graphql(`
  query CruxMetricHistory($teamId: ID!, $siteId: ID!, $metric: String!, $formFactor: CruxFormFactor, $months: Int) {
    cruxMetricHistory(teamId: $teamId, siteId: $siteId, metric: $metric, formFactor: $formFactor, months: $months) {
      metric
      target
      months
      points {
        periodStart
        periodEnd
        p75
        shares {
          good
          average
          poor
        }
      }
    }
  }
`);

/** LCP's image parts on the LCP screen: their own query, so the rest of the screen never waits on it. */
export const LCP_PARTS_QUERY = graphql(`
  query CruxLcpParts($teamId: ID!, $siteId: ID!, $formFactor: CruxFormFactor, $months: Int) {
    cruxLcpParts(teamId: $teamId, siteId: $siteId, formFactor: $formFactor, months: $months) {
      target
      formFactor
      months
      reported
      period {
        firstDate
        lastDate
      }
      lcpP75
      dominant
      parts {
        metric
        p75
        rating
        share
        guideShare
        guide
      }
      history {
        metric
        points {
          periodEnd
          p75
        }
      }
    }
  }
`);

export const COLLECT_MUTATION = graphql(`
  mutation CollectCruxNow($teamId: ID!, $siteId: ID!) {
    collectCruxNow(teamId: $teamId, siteId: $siteId) {
      jobId
    }
  }
`);

export type FormFactor = CruxFormFactor;
export type Rating = CruxRating;
export type MetricSummary = CruxMetricFieldsFragment;
type Summary = ResultOf<typeof SUMMARY_QUERY>['cruxSummary'];
export type Period = NonNullable<Summary['period']>;
export type TargetStatus = Summary['status'];
export type HistoryPoint = ResultOf<typeof HISTORY_QUERY>['cruxMetricHistory']['points'][number];
export type LcpParts = ResultOf<typeof LCP_PARTS_QUERY>['cruxLcpParts'];
