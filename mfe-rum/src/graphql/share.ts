// The RUM dashboard as the public share report reads it: of the settings only whether data is collected
// (the bff's share scope refuses the site key, embed code and origins).
import { stringifyDocument } from '@urql/core';
import { graphql } from './generated';

export const SHARED_RUM_DASHBOARD_QUERY = graphql(`
  query SharedRumDashboard($teamId: ID!, $siteId: ID!, $period: RumPeriod!) {
    rumDashboard(teamId: $teamId, siteId: $siteId, period: $period) {
      settings { state waitingForData firstBeaconAt }
      pageViews sessions liveVisitors
      uxRating { good average poor score rating }
      locations { value sessions pageViews }
      coreWebVitals { ...RumMetricFigureFields }
    }
  }
`);

/** Its text, as bff/test/share-scope.test.ts reads it. */
export const SHARED_RUM_DASHBOARD = stringifyDocument(SHARED_RUM_DASHBOARD_QUERY);
