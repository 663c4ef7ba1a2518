/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation ChromeMarkChangelogViewed { markChangelogViewed }\n": typeof types.ChromeMarkChangelogViewedDocument,
    "\n  query ChromeFirstTeam($orgId: ID!) {\n    organisation(orgId: $orgId) { teams(first: 1) { edges { node { slug } } } }\n  }\n": typeof types.ChromeFirstTeamDocument,
    "\n  query ChromeSiteScope($teamId: ID!, $siteId: ID!) {\n    site(teamId: $teamId, siteId: $siteId) {\n      id name slug permissions { updateOrganisations readSites updateSites managePageGroupings createSites manageBilling }\n      team {\n        id name slug permissions { updateOrganisations readSites updateSites managePageGroupings createSites manageBilling }\n        organisation {\n          id name slug permissions { updateOrganisations readSites updateSites managePageGroupings createSites manageBilling }\n          features { rum billing }\n          teams(first: 50) { edges { node { id name slug } } }\n        }\n      }\n    }\n    sites(teamId: $teamId, first: 25) { edges { node { id name slug } } pageInfo { hasNextPage } }\n  }\n": typeof types.ChromeSiteScopeDocument,
    "\n  query ChromeTeamScope($teamId: ID!) {\n    team(teamId: $teamId) {\n      id name slug permissions { updateOrganisations readSites updateSites managePageGroupings createSites manageBilling }\n      organisation {\n        id name slug permissions { updateOrganisations readSites updateSites managePageGroupings createSites manageBilling }\n        features { rum billing }\n        teams(first: 50) { edges { node { id name slug } } }\n      }\n    }\n    sites(teamId: $teamId, first: 25) { edges { node { id name slug } } pageInfo { hasNextPage } }\n  }\n": typeof types.ChromeTeamScopeDocument,
    "\n  query ChromeOrganisationScope($orgId: ID!) {\n    organisation(orgId: $orgId) {\n      id name slug permissions { updateOrganisations readSites updateSites managePageGroupings createSites manageBilling }\n      features { rum billing }\n      teams(first: 50) { edges { node { id name slug } } }\n    }\n  }\n": typeof types.ChromeOrganisationScopeDocument,
    "\n  query ChromeSearchSites($query: String!) {\n    searchSites(query: $query, first: 10) { id name slug team { id name slug } }\n  }\n": typeof types.ChromeSearchSitesDocument,
    "\n  mutation UpdateUserSettings($recentSites: [SiteRefInput!]!) {\n    updateUserSettings(recentSites: $recentSites) { uuid recentSites { id name slug team { id name slug } } }\n  }\n": typeof types.UpdateUserSettingsDocument,
    "\n  query AdminOrganisations($query: String, $cursor: String) {\n    adminOrganisations(query: $query, cursor: $cursor) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { id name slug isActive plan state testsThisMonth people createdAt } }\n    }\n  }\n": typeof types.AdminOrganisationsDocument,
    "\n  query AdminUsers($query: String, $cursor: String) {\n    adminUsers(query: $query, cursor: $cursor) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges {\n        node {\n          uuid name email staff emailVerified lastSeenAt createdAt\n          organisations { role organisation { id name slug } }\n        }\n      }\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  query SharedReport { sharedReport {\n    site { teamId siteId name canonicalUrl } test { uuid page { name } profile { name } } } }\n": typeof types.SharedReportDocument,
    "\n  query ChromeCurrentUser {\n    currentUser {\n      uuid name email avatar staff\n      memberships { role organisation { id name slug isActive } }\n      recentSites { id name slug team { id name slug } }\n    }\n  }\n": typeof types.ChromeCurrentUserDocument,
    "\n  query StartFirstTeam($orgId: ID!) {\n    organisation(orgId: $orgId) { slug viewerRole teams(first: 1) { edges { node { slug } } } }\n  }\n": typeof types.StartFirstTeamDocument,
};
const documents: Documents = {
    "\n  mutation ChromeMarkChangelogViewed { markChangelogViewed }\n": types.ChromeMarkChangelogViewedDocument,
    "\n  query ChromeFirstTeam($orgId: ID!) {\n    organisation(orgId: $orgId) { teams(first: 1) { edges { node { slug } } } }\n  }\n": types.ChromeFirstTeamDocument,
    "\n  query ChromeSiteScope($teamId: ID!, $siteId: ID!) {\n    site(teamId: $teamId, siteId: $siteId) {\n      id name slug permissions { updateOrganisations readSites updateSites managePageGroupings createSites manageBilling }\n      team {\n        id name slug permissions { updateOrganisations readSites updateSites managePageGroupings createSites manageBilling }\n        organisation {\n          id name slug permissions { updateOrganisations readSites updateSites managePageGroupings createSites manageBilling }\n          features { rum billing }\n          teams(first: 50) { edges { node { id name slug } } }\n        }\n      }\n    }\n    sites(teamId: $teamId, first: 25) { edges { node { id name slug } } pageInfo { hasNextPage } }\n  }\n": types.ChromeSiteScopeDocument,
    "\n  query ChromeTeamScope($teamId: ID!) {\n    team(teamId: $teamId) {\n      id name slug permissions { updateOrganisations readSites updateSites managePageGroupings createSites manageBilling }\n      organisation {\n        id name slug permissions { updateOrganisations readSites updateSites managePageGroupings createSites manageBilling }\n        features { rum billing }\n        teams(first: 50) { edges { node { id name slug } } }\n      }\n    }\n    sites(teamId: $teamId, first: 25) { edges { node { id name slug } } pageInfo { hasNextPage } }\n  }\n": types.ChromeTeamScopeDocument,
    "\n  query ChromeOrganisationScope($orgId: ID!) {\n    organisation(orgId: $orgId) {\n      id name slug permissions { updateOrganisations readSites updateSites managePageGroupings createSites manageBilling }\n      features { rum billing }\n      teams(first: 50) { edges { node { id name slug } } }\n    }\n  }\n": types.ChromeOrganisationScopeDocument,
    "\n  query ChromeSearchSites($query: String!) {\n    searchSites(query: $query, first: 10) { id name slug team { id name slug } }\n  }\n": types.ChromeSearchSitesDocument,
    "\n  mutation UpdateUserSettings($recentSites: [SiteRefInput!]!) {\n    updateUserSettings(recentSites: $recentSites) { uuid recentSites { id name slug team { id name slug } } }\n  }\n": types.UpdateUserSettingsDocument,
    "\n  query AdminOrganisations($query: String, $cursor: String) {\n    adminOrganisations(query: $query, cursor: $cursor) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { id name slug isActive plan state testsThisMonth people createdAt } }\n    }\n  }\n": types.AdminOrganisationsDocument,
    "\n  query AdminUsers($query: String, $cursor: String) {\n    adminUsers(query: $query, cursor: $cursor) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges {\n        node {\n          uuid name email staff emailVerified lastSeenAt createdAt\n          organisations { role organisation { id name slug } }\n        }\n      }\n    }\n  }\n": types.AdminUsersDocument,
    "\n  query SharedReport { sharedReport {\n    site { teamId siteId name canonicalUrl } test { uuid page { name } profile { name } } } }\n": types.SharedReportDocument,
    "\n  query ChromeCurrentUser {\n    currentUser {\n      uuid name email avatar staff\n      memberships { role organisation { id name slug isActive } }\n      recentSites { id name slug team { id name slug } }\n    }\n  }\n": types.ChromeCurrentUserDocument,
    "\n  query StartFirstTeam($orgId: ID!) {\n    organisation(orgId: $orgId) { slug viewerRole teams(first: 1) { edges { node { slug } } } }\n  }\n": types.StartFirstTeamDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChromeMarkChangelogViewed { markChangelogViewed }\n"): typeof import('./graphql').ChromeMarkChangelogViewedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChromeFirstTeam($orgId: ID!) {\n    organisation(orgId: $orgId) { teams(first: 1) { edges { node { slug } } } }\n  }\n"): typeof import('./graphql').ChromeFirstTeamDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChromeSiteScope($teamId: ID!, $siteId: ID!) {\n    site(teamId: $teamId, siteId: $siteId) {\n      id name slug permissions { updateOrganisations readSites updateSites managePageGroupings createSites manageBilling }\n      team {\n        id name slug permissions { updateOrganisations readSites updateSites managePageGroupings createSites manageBilling }\n        organisation {\n          id name slug permissions { updateOrganisations readSites updateSites managePageGroupings createSites manageBilling }\n          features { rum billing }\n          teams(first: 50) { edges { node { id name slug } } }\n        }\n      }\n    }\n    sites(teamId: $teamId, first: 25) { edges { node { id name slug } } pageInfo { hasNextPage } }\n  }\n"): typeof import('./graphql').ChromeSiteScopeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChromeTeamScope($teamId: ID!) {\n    team(teamId: $teamId) {\n      id name slug permissions { updateOrganisations readSites updateSites managePageGroupings createSites manageBilling }\n      organisation {\n        id name slug permissions { updateOrganisations readSites updateSites managePageGroupings createSites manageBilling }\n        features { rum billing }\n        teams(first: 50) { edges { node { id name slug } } }\n      }\n    }\n    sites(teamId: $teamId, first: 25) { edges { node { id name slug } } pageInfo { hasNextPage } }\n  }\n"): typeof import('./graphql').ChromeTeamScopeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChromeOrganisationScope($orgId: ID!) {\n    organisation(orgId: $orgId) {\n      id name slug permissions { updateOrganisations readSites updateSites managePageGroupings createSites manageBilling }\n      features { rum billing }\n      teams(first: 50) { edges { node { id name slug } } }\n    }\n  }\n"): typeof import('./graphql').ChromeOrganisationScopeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChromeSearchSites($query: String!) {\n    searchSites(query: $query, first: 10) { id name slug team { id name slug } }\n  }\n"): typeof import('./graphql').ChromeSearchSitesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserSettings($recentSites: [SiteRefInput!]!) {\n    updateUserSettings(recentSites: $recentSites) { uuid recentSites { id name slug team { id name slug } } }\n  }\n"): typeof import('./graphql').UpdateUserSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrganisations($query: String, $cursor: String) {\n    adminOrganisations(query: $query, cursor: $cursor) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { id name slug isActive plan state testsThisMonth people createdAt } }\n    }\n  }\n"): typeof import('./graphql').AdminOrganisationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($query: String, $cursor: String) {\n    adminUsers(query: $query, cursor: $cursor) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges {\n        node {\n          uuid name email staff emailVerified lastSeenAt createdAt\n          organisations { role organisation { id name slug } }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedReport { sharedReport {\n    site { teamId siteId name canonicalUrl } test { uuid page { name } profile { name } } } }\n"): typeof import('./graphql').SharedReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChromeCurrentUser {\n    currentUser {\n      uuid name email avatar staff\n      memberships { role organisation { id name slug isActive } }\n      recentSites { id name slug team { id name slug } }\n    }\n  }\n"): typeof import('./graphql').ChromeCurrentUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StartFirstTeam($orgId: ID!) {\n    organisation(orgId: $orgId) { slug viewerRole teams(first: 1) { edges { node { slug } } } }\n  }\n"): typeof import('./graphql').StartFirstTeamDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
