// The GraphQL documents of the RUM screens.
const SETTINGS_FIELDS = `
  state siteKey embedCode samplingRate allowedOrigins geographicMonitoring retentionMonths waitingForData firstBeaconAt
`;
const FIGURE = 'metric value rating samples shares { good average poor }';

export const RUM_SETTINGS = `
  query RumSettings($teamId: ID!, $siteId: ID!) {
    rumSettings(teamId: $teamId, siteId: $siteId) { ${SETTINGS_FIELDS} }
  }
`;

export const UPDATE_RUM_SETTINGS = `
  mutation UpdateRumSettings($teamId: ID!, $siteId: ID!, $input: RumSettingsInput!) {
    updateRumSettings(teamId: $teamId, siteId: $siteId, input: $input) { ${SETTINGS_FIELDS} }
  }
`;

export const RUM_DASHBOARD = `
  query RumDashboard($teamId: ID!, $siteId: ID!, $period: RumPeriod!) {
    rumDashboard(teamId: $teamId, siteId: $siteId, period: $period) {
      settings { ${SETTINGS_FIELDS} }
      pageViews sessions liveVisitors
      uxRating { good average poor score rating }
      locations { value sessions pageViews }
      coreWebVitals { ${FIGURE} }
    }
  }
`;

export const RUM_PAGES = `
  query RumPages($teamId: ID!, $siteId: ID!, $period: RumPeriod!, $groupBy: RumPageGroupBy!) {
    rumSettings(teamId: $teamId, siteId: $siteId) { ${SETTINGS_FIELDS} }
    rumPages(teamId: $teamId, siteId: $siteId, period: $period, groupBy: $groupBy) {
      value pageViews sessions metrics { ${FIGURE} }
    }
  }
`;

export const RUM_METRIC = `
  query RumMetric($teamId: ID!, $siteId: ID!, $metric: String!, $period: RumPeriod!, $aggregation: RumAggregation!) {
    rumMetric(teamId: $teamId, siteId: $siteId, metric: $metric, period: $period, aggregation: $aggregation) {
      ${FIGURE}
      subMetrics { ${FIGURE} }
      breakdowns { dimension segments { value metricValue rating samples shares { good average poor } } }
    }
  }
`;

export const RUM_METRIC_HISTORY = `
  query RumMetricHistory($teamId: ID!, $siteId: ID!, $metric: String!, $months: Int!, $aggregation: RumAggregation!) {
    rumMetricHistory(teamId: $teamId, siteId: $siteId, metric: $metric, months: $months, aggregation: $aggregation) {
      day value
    }
  }
`;

export const RUM_AUDIENCE = `
  query RumAudience($teamId: ID!, $siteId: ID!, $period: RumPeriod!) {
    rumAudience(teamId: $teamId, siteId: $siteId, period: $period) {
      sessions pageViews
      dimensions { dimension segments { value sessions pageViews } }
    }
  }
`;

export type RumState = 'not_configured' | 'disabled' | 'enabled';
export type Rating = 'good' | 'average' | 'poor' | 'ungraded' | 'no_data';

export interface RumSettings {
  state: RumState;
  siteKey: string | null;
  embedCode: string | null;
  samplingRate: number;
  allowedOrigins: string[];
  geographicMonitoring: 'global' | 'exclude_eea';
  retentionMonths: number;
  waitingForData: boolean;
  firstBeaconAt: string | null;
}

export interface Shares {
  good: number;
  average: number;
  poor: number;
}

export interface MetricFigure {
  metric: string;
  value: number | null;
  rating: Rating;
  samples: number;
  shares: Shares | null;
}

export interface Segment {
  value: string;
  sessions: number;
  pageViews: number;
}
