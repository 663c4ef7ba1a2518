/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type Role =
  | 'admin'
  | 'member'
  | 'viewer';

export type SiteRefInput = {
  siteId: string | number;
  teamId: string | number;
};

export type ChromeMarkChangelogViewedMutationVariables = Exact<{ [key: string]: never; }>;


export type ChromeMarkChangelogViewedMutation = { markChangelogViewed: string };

export type ChromeFirstTeamQueryVariables = Exact<{
  orgId: string | number;
}>;


export type ChromeFirstTeamQuery = { organisation: { teams: { edges: Array<{ node: { slug: string } }> } } | null };

export type ChromeSiteScopeQueryVariables = Exact<{
  teamId: string | number;
  siteId: string | number;
}>;


export type ChromeSiteScopeQuery = { site: { id: string, name: string, slug: string, permissions: { updateOrganisations: boolean, readSites: boolean, updateSites: boolean, managePageGroupings: boolean, createSites: boolean, manageBilling: boolean }, team: { id: string, name: string, slug: string, permissions: { updateOrganisations: boolean, readSites: boolean, updateSites: boolean, managePageGroupings: boolean, createSites: boolean, manageBilling: boolean }, organisation: { id: string, name: string, slug: string, permissions: { updateOrganisations: boolean, readSites: boolean, updateSites: boolean, managePageGroupings: boolean, createSites: boolean, manageBilling: boolean }, features: { rum: boolean, billing: boolean }, teams: { edges: Array<{ node: { id: string, name: string, slug: string } }> } } } } | null, sites: { edges: Array<{ node: { id: string, name: string, slug: string } }>, pageInfo: { hasNextPage: boolean } } };

export type ChromeTeamScopeQueryVariables = Exact<{
  teamId: string | number;
}>;


export type ChromeTeamScopeQuery = { team: { id: string, name: string, slug: string, permissions: { updateOrganisations: boolean, readSites: boolean, updateSites: boolean, managePageGroupings: boolean, createSites: boolean, manageBilling: boolean }, organisation: { id: string, name: string, slug: string, permissions: { updateOrganisations: boolean, readSites: boolean, updateSites: boolean, managePageGroupings: boolean, createSites: boolean, manageBilling: boolean }, features: { rum: boolean, billing: boolean }, teams: { edges: Array<{ node: { id: string, name: string, slug: string } }> } } } | null, sites: { edges: Array<{ node: { id: string, name: string, slug: string } }>, pageInfo: { hasNextPage: boolean } } };

export type ChromeOrganisationScopeQueryVariables = Exact<{
  orgId: string | number;
}>;


export type ChromeOrganisationScopeQuery = { organisation: { id: string, name: string, slug: string, permissions: { updateOrganisations: boolean, readSites: boolean, updateSites: boolean, managePageGroupings: boolean, createSites: boolean, manageBilling: boolean }, features: { rum: boolean, billing: boolean }, teams: { edges: Array<{ node: { id: string, name: string, slug: string } }> } } | null };

export type ChromeSearchSitesQueryVariables = Exact<{
  query: string;
}>;


export type ChromeSearchSitesQuery = { searchSites: Array<{ id: string, name: string, slug: string, team: { id: string, name: string, slug: string } }> };

export type UpdateUserSettingsMutationVariables = Exact<{
  recentSites: Array<SiteRefInput> | SiteRefInput;
}>;


export type UpdateUserSettingsMutation = { updateUserSettings: { uuid: string, recentSites: Array<{ id: string, name: string, slug: string, team: { id: string, name: string, slug: string } }> } };

export type AdminOrganisationsQueryVariables = Exact<{
  query?: string | null | undefined;
  cursor?: string | null | undefined;
}>;


export type AdminOrganisationsQuery = { adminOrganisations: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, name: string, slug: string, isActive: boolean, plan: string | null, state: string | null, testsThisMonth: number, people: number, createdAt: string } }> } };

export type AdminUsersQueryVariables = Exact<{
  query?: string | null | undefined;
  cursor?: string | null | undefined;
}>;


export type AdminUsersQuery = { adminUsers: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { uuid: string, name: string, email: string, staff: boolean, emailVerified: boolean, lastSeenAt: string | null, createdAt: string, organisations: Array<{ role: Role, organisation: { id: string, name: string, slug: string } }> } }> } };

export type SharedReportQueryVariables = Exact<{ [key: string]: never; }>;


export type SharedReportQuery = { sharedReport: { site: { teamId: string, siteId: string, name: string, canonicalUrl: string }, test: { uuid: string, page: { name: string }, profile: { name: string } } } | null };

export type ChromeCurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type ChromeCurrentUserQuery = { currentUser: { uuid: string, name: string, email: string, avatar: string | null, staff: boolean, memberships: Array<{ role: Role, organisation: { id: string, name: string, slug: string, isActive: boolean } }>, recentSites: Array<{ id: string, name: string, slug: string, team: { id: string, name: string, slug: string } }> } | null };

export type StartFirstTeamQueryVariables = Exact<{
  orgId: string | number;
}>;


export type StartFirstTeamQuery = { organisation: { slug: string, viewerRole: Role, teams: { edges: Array<{ node: { slug: string } }> } } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const ChromeMarkChangelogViewedDocument = new TypedDocumentString(`
    mutation ChromeMarkChangelogViewed {
  markChangelogViewed
}
    `) as unknown as TypedDocumentString<ChromeMarkChangelogViewedMutation, ChromeMarkChangelogViewedMutationVariables>;
export const ChromeFirstTeamDocument = new TypedDocumentString(`
    query ChromeFirstTeam($orgId: ID!) {
  organisation(orgId: $orgId) {
    teams(first: 1) {
      edges {
        node {
          slug
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ChromeFirstTeamQuery, ChromeFirstTeamQueryVariables>;
export const ChromeSiteScopeDocument = new TypedDocumentString(`
    query ChromeSiteScope($teamId: ID!, $siteId: ID!) {
  site(teamId: $teamId, siteId: $siteId) {
    id
    name
    slug
    permissions {
      updateOrganisations
      readSites
      updateSites
      managePageGroupings
      createSites
      manageBilling
    }
    team {
      id
      name
      slug
      permissions {
        updateOrganisations
        readSites
        updateSites
        managePageGroupings
        createSites
        manageBilling
      }
      organisation {
        id
        name
        slug
        permissions {
          updateOrganisations
          readSites
          updateSites
          managePageGroupings
          createSites
          manageBilling
        }
        features {
          rum
          billing
        }
        teams(first: 50) {
          edges {
            node {
              id
              name
              slug
            }
          }
        }
      }
    }
  }
  sites(teamId: $teamId, first: 25) {
    edges {
      node {
        id
        name
        slug
      }
    }
    pageInfo {
      hasNextPage
    }
  }
}
    `) as unknown as TypedDocumentString<ChromeSiteScopeQuery, ChromeSiteScopeQueryVariables>;
export const ChromeTeamScopeDocument = new TypedDocumentString(`
    query ChromeTeamScope($teamId: ID!) {
  team(teamId: $teamId) {
    id
    name
    slug
    permissions {
      updateOrganisations
      readSites
      updateSites
      managePageGroupings
      createSites
      manageBilling
    }
    organisation {
      id
      name
      slug
      permissions {
        updateOrganisations
        readSites
        updateSites
        managePageGroupings
        createSites
        manageBilling
      }
      features {
        rum
        billing
      }
      teams(first: 50) {
        edges {
          node {
            id
            name
            slug
          }
        }
      }
    }
  }
  sites(teamId: $teamId, first: 25) {
    edges {
      node {
        id
        name
        slug
      }
    }
    pageInfo {
      hasNextPage
    }
  }
}
    `) as unknown as TypedDocumentString<ChromeTeamScopeQuery, ChromeTeamScopeQueryVariables>;
export const ChromeOrganisationScopeDocument = new TypedDocumentString(`
    query ChromeOrganisationScope($orgId: ID!) {
  organisation(orgId: $orgId) {
    id
    name
    slug
    permissions {
      updateOrganisations
      readSites
      updateSites
      managePageGroupings
      createSites
      manageBilling
    }
    features {
      rum
      billing
    }
    teams(first: 50) {
      edges {
        node {
          id
          name
          slug
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ChromeOrganisationScopeQuery, ChromeOrganisationScopeQueryVariables>;
export const ChromeSearchSitesDocument = new TypedDocumentString(`
    query ChromeSearchSites($query: String!) {
  searchSites(query: $query, first: 10) {
    id
    name
    slug
    team {
      id
      name
      slug
    }
  }
}
    `) as unknown as TypedDocumentString<ChromeSearchSitesQuery, ChromeSearchSitesQueryVariables>;
export const UpdateUserSettingsDocument = new TypedDocumentString(`
    mutation UpdateUserSettings($recentSites: [SiteRefInput!]!) {
  updateUserSettings(recentSites: $recentSites) {
    uuid
    recentSites {
      id
      name
      slug
      team {
        id
        name
        slug
      }
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateUserSettingsMutation, UpdateUserSettingsMutationVariables>;
export const AdminOrganisationsDocument = new TypedDocumentString(`
    query AdminOrganisations($query: String, $cursor: String) {
  adminOrganisations(query: $query, cursor: $cursor) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        id
        name
        slug
        isActive
        plan
        state
        testsThisMonth
        people
        createdAt
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminOrganisationsQuery, AdminOrganisationsQueryVariables>;
export const AdminUsersDocument = new TypedDocumentString(`
    query AdminUsers($query: String, $cursor: String) {
  adminUsers(query: $query, cursor: $cursor) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        uuid
        name
        email
        staff
        emailVerified
        lastSeenAt
        createdAt
        organisations {
          role
          organisation {
            id
            name
            slug
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminUsersQuery, AdminUsersQueryVariables>;
export const SharedReportDocument = new TypedDocumentString(`
    query SharedReport {
  sharedReport {
    site {
      teamId
      siteId
      name
      canonicalUrl
    }
    test {
      uuid
      page {
        name
      }
      profile {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SharedReportQuery, SharedReportQueryVariables>;
export const ChromeCurrentUserDocument = new TypedDocumentString(`
    query ChromeCurrentUser {
  currentUser {
    uuid
    name
    email
    avatar
    staff
    memberships {
      role
      organisation {
        id
        name
        slug
        isActive
      }
    }
    recentSites {
      id
      name
      slug
      team {
        id
        name
        slug
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ChromeCurrentUserQuery, ChromeCurrentUserQueryVariables>;
export const StartFirstTeamDocument = new TypedDocumentString(`
    query StartFirstTeam($orgId: ID!) {
  organisation(orgId: $orgId) {
    slug
    viewerRole
    teams(first: 1) {
      edges {
        node {
          slug
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<StartFirstTeamQuery, StartFirstTeamQueryVariables>;