// The CrUX area's GraphQL documents (bff/src/graphql/crux) and the shapes they return.
import { gql } from 'urql';

export type FormFactor = 'ALL' | 'PHONE' | 'DESKTOP';
export type Assessment = 'pass' | 'fail' | 'not_assessed';
export type TargetStatus = 'collected' | 'no_data' | 'failed' | 'not_collected';
export type Rating = 'good' | 'average' | 'poor' | 'ungraded' | 'no_data';

export interface Shares {
  good: number;
  average: number;
  poor: number;
}
export interface MetricSummary {
  metric: string;
  p75: number | null;
  rating: Rating;
  shares: Shares | null;
  trend: {
    previousP75: number;
    previousPeriodEnd: string;
    change: number;
    direction: 'better' | 'worse' | 'same';
  } | null;
}
export interface Period {
  firstDate: string;
  lastDate: string;
}
export interface TargetSummary {
  target: string;
  status: TargetStatus;
  checkedAt: string | null;
  period: Period | null;
  assessment: Assessment;
  metrics: MetricSummary[];
}
export interface SiteSummary extends TargetSummary {
  formFactor: FormFactor;
  hasData: boolean;
}
export interface HistoryPoint {
  periodStart: string;
  periodEnd: string;
  p75: number | null;
  shares: Shares | null;
}

const METRIC_FIELDS = gql`
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
`;

export const SUMMARY_QUERY = gql`
  query CruxSummary($teamId: ID!, $siteId: ID!, $formFactor: CruxFormFactor) {
    cruxSummary(teamId: $teamId, siteId: $siteId, formFactor: $formFactor) {
      target
      formFactor
      hasData
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
  ${METRIC_FIELDS}
`;
export interface SummaryData {
  cruxSummary: SiteSummary;
}

export const PAGES_QUERY = gql`
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
  ${METRIC_FIELDS}
`;
export interface PagesData {
  cruxSummary: Pick<SiteSummary, 'target' | 'formFactor' | 'hasData'>;
  cruxPages: TargetSummary[];
}

/** The chart's own query, so a failure shows 'Failed to load data' in the chart and nowhere else. */
export const HISTORY_QUERY = gql`
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
`;
export interface HistoryData {
  cruxMetricHistory: { metric: string; target: string; months: number; points: HistoryPoint[] };
}

export const COLLECT_MUTATION = gql`
  mutation CollectCruxNow($teamId: ID!, $siteId: ID!) {
    collectCruxNow(teamId: $teamId, siteId: $siteId) {
      jobId
    }
  }
`;
