// Where the current route sits: its organisation, team and site (names for the breadcrumbs, the lists
// the switchers offer, the permissions and features the side navigation and the remotes get). One query
// per place, kept for the life of the page; 'Team not found' and 'Site not found' come from here.

import type { ResultOf } from '@pace/mfe-kit';
import { type Features, NO_PERMISSIONS, type Permissions } from '@pace/mfe-kit';
import { useEffect, useSyncExternalStore } from 'react';
import { graphql } from '../graphql/generated';
import { GraphQLRequestError, graphqlRequest } from './data/request';
import { createStore } from './data/store';

// The place's types are the generated results of the queries below (see after them), not written here.

export interface ScopeParams {
  orgId?: string;
  teamId?: string;
  siteId?: string;
}

export type RouteScope =
  | { status: 'none' }
  | { status: 'loading' }
  | {
      status: 'ready';
      organisation: ScopeOrganisation;
      team: ScopeTeam | null;
      site: ScopeSite | null;
    }
  /** `code` is the bff's error code (NOT_FOUND: 'Team not found', 'Site not found'); `error` the cause. */
  | { status: 'error'; code: string | undefined; message: string; error: unknown };

// Selections written out in each query rather than shared as fragments: the bff's cost limit counts a
// fragment's fields about twice.
const SITE_SCOPE = graphql(`
  query ChromeSiteScope($teamId: ID!, $siteId: ID!) {
    site(teamId: $teamId, siteId: $siteId) {
      id name slug permissions { updateOrganisations readSites updateSites managePageGroupings createSites manageBilling }
      team {
        id name slug permissions { updateOrganisations readSites updateSites managePageGroupings createSites manageBilling }
        organisation {
          id name slug permissions { updateOrganisations readSites updateSites managePageGroupings createSites manageBilling }
          features { rum billing }
          teams(first: 50) { edges { node { id name slug } } }
        }
      }
    }
    sites(teamId: $teamId, first: 25) { edges { node { id name slug } } pageInfo { hasNextPage } }
  }
`);

const TEAM_SCOPE = graphql(`
  query ChromeTeamScope($teamId: ID!) {
    team(teamId: $teamId) {
      id name slug permissions { updateOrganisations readSites updateSites managePageGroupings createSites manageBilling }
      organisation {
        id name slug permissions { updateOrganisations readSites updateSites managePageGroupings createSites manageBilling }
        features { rum billing }
        teams(first: 50) { edges { node { id name slug } } }
      }
    }
    sites(teamId: $teamId, first: 25) { edges { node { id name slug } } pageInfo { hasNextPage } }
  }
`);

const ORGANISATION_SCOPE = graphql(`
  query ChromeOrganisationScope($orgId: ID!) {
    organisation(orgId: $orgId) {
      id name slug permissions { updateOrganisations readSites updateSites managePageGroupings createSites manageBilling }
      features { rum billing }
      teams(first: 50) { edges { node { id name slug } } }
    }
  }
`);

type OrganisationData = NonNullable<ResultOf<typeof ORGANISATION_SCOPE>['organisation']>;
type TeamData = NonNullable<ResultOf<typeof TEAM_SCOPE>['team']>;
type SiteData = NonNullable<ResultOf<typeof SITE_SCOPE>['site']>;
type SitesData = ResultOf<typeof TEAM_SCOPE>['sites'];

// What the chrome keeps of them: the permissions as the remote contract's Permissions (what remotes get;
// the generated ones must stay assignable to it), the teams and sites as plain lists.
/** An organisation, team or site as the breadcrumbs and switchers name it. */
export type Named = OrganisationData['teams']['edges'][number]['node'];
export type ScopeOrganisation = Omit<OrganisationData, 'teams' | 'permissions'> & {
  permissions: Permissions;
  teams: Named[];
};
export type ScopeTeam = Omit<TeamData, 'organisation' | 'permissions'> & {
  permissions: Permissions;
  /** The first sites of the team (25), for the site switcher. */
  sites: Named[];
  moreSites: boolean;
};
export type ScopeSite = Omit<SiteData, 'team' | 'permissions'> & { permissions: Permissions };

const nodes = <T>(connection: { edges: { node: T }[] }) => connection.edges.map((edge) => edge.node);

function organisationOf(data: OrganisationData): ScopeOrganisation {
  return { ...data, teams: nodes(data.teams) };
}

function teamOf(data: TeamData, sites: SitesData): ScopeTeam {
  const { organisation: _, ...team } = data;
  return { ...team, sites: nodes(sites), moreSites: sites.pageInfo.hasNextPage };
}

/** A place the bff answered null for without an error (it answers NOT_FOUND for a missing one). */
function present<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`No ${what} in the answer`);
  return value;
}

/** The key of a route's place, or null for routes outside any organisation. */
export function scopeKey({ orgId, teamId, siteId }: ScopeParams): string | null {
  if (teamId && siteId) return `site:${teamId}/${siteId}`;
  if (teamId) return `team:${teamId}`;
  if (orgId && orgId !== 'new') return `organisation:${orgId}`;
  return null;
}

async function fetchScope(params: ScopeParams): Promise<RouteScope> {
  const { orgId, teamId, siteId } = params;
  try {
    if (teamId && siteId) {
      const data = await graphqlRequest(SITE_SCOPE, { teamId, siteId });
      const { team, ...site } = present(data.site, 'site');
      return {
        status: 'ready',
        organisation: organisationOf(team.organisation),
        team: teamOf(team, data.sites),
        site,
      };
    }
    if (teamId) {
      const data = await graphqlRequest(TEAM_SCOPE, { teamId });
      const team = present(data.team, 'team');
      return {
        status: 'ready',
        organisation: organisationOf(team.organisation),
        team: teamOf(team, data.sites),
        site: null,
      };
    }
    const data = await graphqlRequest(ORGANISATION_SCOPE, { orgId: orgId ?? '' });
    const organisation = present(data.organisation, 'organisation');
    return { status: 'ready', organisation: organisationOf(organisation), team: null, site: null };
  } catch (error) {
    const code = error instanceof GraphQLRequestError ? error.code : undefined;
    return { status: 'error', code, message: error instanceof Error ? error.message : String(error), error };
  }
}

// Stable objects, so that what depends on the scope (the remotes' props) changes only when it does.
const NONE: RouteScope = Object.freeze({ status: 'none' });
const LOADING: RouteScope = Object.freeze({ status: 'loading' });

const scopes = createStore<ReadonlyMap<string, RouteScope>>(new Map());
/** Places asked for by the preload: the first screen to read one takes that answer, failed or not. */
const preloaded = new Set<string>();

function load(key: string, params: ScopeParams) {
  if (preloaded.delete(key)) return;
  const known = scopes.get().get(key);
  // A place that was read, or found missing, is kept; a failure is tried again on the next visit.
  if (known && !(known.status === 'error' && known.code !== 'NOT_FOUND')) return;
  scopes.set((current) => new Map(current).set(key, LOADING));
  void fetchScope(params).then((scope) => scopes.set((current) => new Map(current).set(key, scope)));
}

/**
 * Asks for the place of the page's first route at once, alongside the question of who is looking, rather
 * than after it (the first screen waited for the two one after the other). The answer is kept only if
 * someone is signed in: for a visitor who is not, it is an UNAUTHENTICATED error nobody should see, and
 * no screen asks for a place until someone is.
 */
export function preloadRouteScope(params: ScopeParams, signedIn: Promise<boolean>): void {
  const key = scopeKey(params);
  if (!key || scopes.get().has(key)) return;
  preloaded.add(key);
  scopes.set((current) => new Map(current).set(key, LOADING));
  void Promise.all([fetchScope(params), signedIn]).then(([scope, someone]) => {
    if (!someone) preloaded.delete(key);
    scopes.set((current) => {
      const next = new Map(current);
      if (someone) next.set(key, scope);
      else next.delete(key);
      return next;
    });
  });
}

/** Forgets every place read so far (after a change of user, or of a name). */
export function invalidateScopes(): void {
  scopes.set(new Map());
}

/**
 * The scope of the given route parameters; `enabled` is false while nobody is signed in (anonymous
 * visitors reach no organisation, so there is nothing to ask).
 */
export function useRouteScope(params: ScopeParams, enabled: boolean): RouteScope {
  const key = enabled ? scopeKey(params) : null;
  const scope = useSyncExternalStore(
    scopes.subscribe,
    () => (key ? scopes.get().get(key) : undefined),
    () => undefined,
  );
  const { orgId, teamId, siteId } = params;
  useEffect(() => {
    if (key) load(key, { orgId, teamId, siteId });
  }, [key, orgId, teamId, siteId]);
  if (!key) return NONE;
  return scope ?? LOADING;
}

/** What the route's place lets the viewer do: the site's permissions, else the team's, else the organisation's. */
export function scopePermissions(scope: RouteScope): Permissions {
  if (scope.status !== 'ready') return NO_PERMISSIONS;
  return scope.site?.permissions ?? scope.team?.permissions ?? scope.organisation.permissions;
}

export function scopeFeatures(scope: RouteScope): Features {
  return scope.status === 'ready' ? scope.organisation.features : { rum: false, billing: false };
}
