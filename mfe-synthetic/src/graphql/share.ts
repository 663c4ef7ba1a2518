// The share report's documents: a test's share links (members), and what the report's own screens read
// through a link (every field here must be in the bff's share scope, bff/src/share/scope.ts).
export const SHARE_LINKS = `query ShareLinks($teamId: ID!, $siteId: ID!, $testUuid: ID!) {
  shareLinks(teamId: $teamId, siteId: $siteId, testUuid: $testUuid) { uuid createdAt revokedAt active } }`;

export const CREATE_SHARE_LINK = `mutation CreateShareLink($teamId: ID!, $siteId: ID!, $testUuid: ID!) {
  createShareLink(teamId: $teamId, siteId: $siteId, testUuid: $testUuid) { path link { uuid } } }`;

export const REVOKE_SHARE_LINK = `mutation RevokeShareLink($teamId: ID!, $siteId: ID!, $uuid: ID!) {
  revokeShareLink(teamId: $teamId, siteId: $siteId, uuid: $uuid) { uuid revokedAt active } }`;

export const REPORT_TEST = `query ReportTest($teamId: ID!, $siteId: ID!, $uuid: ID!) {
  test(teamId: $teamId, siteId: $siteId, uuid: $uuid) {
    uuid page { uuid name } profile { uuid name }
    categories { id title score audits { id title score displayMode displayValue passed } }
    thirdParties { entity category requests transferSize mainThreadTime }
  }
}`;

export const REPORT_HISTORY = `query ReportHistory($teamId: ID!, $siteId: ID!, $metric: String!, $months: Int,
  $pageIds: [ID!], $profileIds: [ID!]) {
  metricHistory(teamId: $teamId, siteId: $siteId, metric: $metric, months: $months, pageIds: $pageIds,
    profileIds: $profileIds) { series { points { at value } } }
}`;
