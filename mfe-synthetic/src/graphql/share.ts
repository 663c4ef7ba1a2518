// The share report's documents: a test's share links (members), and what the report's own screens read
// through a link (every field here must be in the bff's share scope, bff/src/share/scope.ts). Typed by
// `npm run codegen -w mfe-synthetic` (src/graphql/generated/).
import { stringifyDocument } from '@urql/core';
import { graphql } from './generated';

export const SHARE_LINKS = graphql(`
  query ShareLinks($teamId: ID!, $siteId: ID!, $testUuid: ID!) {
    shareLinks(teamId: $teamId, siteId: $siteId, testUuid: $testUuid) { uuid createdAt revokedAt active }
  }
`);

export const CREATE_SHARE_LINK = graphql(`
  mutation CreateShareLink($teamId: ID!, $siteId: ID!, $testUuid: ID!) {
    createShareLink(teamId: $teamId, siteId: $siteId, testUuid: $testUuid) { path link { uuid } }
  }
`);

export const REVOKE_SHARE_LINK = graphql(`
  mutation RevokeShareLink($teamId: ID!, $siteId: ID!, $uuid: ID!) {
    revokeShareLink(teamId: $teamId, siteId: $siteId, uuid: $uuid) { uuid revokedAt active }
  }
`);

export const REPORT_TEST_QUERY = graphql(`
  query ReportTest($teamId: ID!, $siteId: ID!, $uuid: ID!) {
    test(teamId: $teamId, siteId: $siteId, uuid: $uuid) {
      uuid page { uuid name } profile { uuid name }
      categories { ...LighthouseCategoryFields }
      thirdParties { ...ThirdPartyFields }
    }
  }
`);

export const REPORT_HISTORY_QUERY = graphql(`
  query ReportHistory($teamId: ID!, $siteId: ID!, $metric: String!, $months: Int, $pageIds: [ID!], $profileIds: [ID!]) {
    metricHistory(teamId: $teamId, siteId: $siteId, metric: $metric, months: $months, pageIds: $pageIds,
      profileIds: $profileIds) { series { points { at value } } }
  }
`);

/** Their texts, as bff/test/share-scope.test.ts reads them. */
export const REPORT_TEST = stringifyDocument(REPORT_TEST_QUERY);
export const REPORT_HISTORY = stringifyDocument(REPORT_HISTORY_QUERY);
