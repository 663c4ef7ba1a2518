// Where the current route sits: its organisation, team and site (names for the breadcrumbs, the lists
// the switchers offer, the permissions and features the side navigation and the remotes get). One query
// per place, kept for the life of the page; 'Team not found' and 'Site not found' come from here.
import { type Features, NO_PERMISSIONS, type Permissions } from '@pace/mfe-kit';
import { useEffect, useSyncExternalStore } from 'react';
import { GraphQLRequestError, graphqlRequest } from './data/request';
import { createStore } from './data/store';

export interface Named {
  id: string;
  name: string;
  slug: string;
}
export interface ScopeOrganisation extends Named {
  permissions: Permissions;
  features: Features;
  teams: Named[];
}
export interface ScopeTeam extends Named {
  permissions: Permissions;
  /** The first sites of the team (25), for the site switcher. */
  sites: Named[];
  moreSites: boolean;
}
export interface ScopeSite extends Named {
  permissions: Permissions;
}

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

const PERMISSIONS = 'updateOrganisations readSites updateSites managePageGroupings createSites manageBilling';
const ORGANISATION = `id name slug permissions { ${PERMISSIONS} } features { rum }
  teams(first: 50) { edges { node { id name slug } } }`;
const SITES = `sites(teamId: $teamId, first: 25) { edges { node { id name slug } } pageInfo { hasNextPage } }`;

const QUERIES = {
  site: /* GraphQL */ `
    query ChromeSiteScope($teamId: ID!, $siteId: ID!) {
      site(teamId: $teamId, siteId: $siteId) {
        id name slug permissions { ${PERMISSIONS} }
        team { id name slug permissions { ${PERMISSIONS} } organisation { ${ORGANISATION} } }
      }
      ${SITES}
    }`,
  team: /* GraphQL */ `
    query ChromeTeamScope($teamId: ID!) {
      team(teamId: $teamId) {
        id name slug permissions { ${PERMISSIONS} } organisation { ${ORGANISATION} }
      }
      ${SITES}
    }`,
  organisation: /* GraphQL */ `
    query ChromeOrganisationScope($orgId: ID!) {
      organisation(orgId: $orgId) { ${ORGANISATION} }
    }`,
};

interface Connection<T> {
  edges: { node: T }[];
  pageInfo?: { hasNextPage: boolean };
}
type OrganisationData = Omit<ScopeOrganisation, 'teams'> & { teams: Connection<Named> };
type TeamData = Named & { permissions: Permissions; organisation: OrganisationData };
type SiteData = Named & { permissions: Permissions; team: TeamData };

const nodes = <T>(connection: Connection<T> | undefined) => connection?.edges.map((edge) => edge.node) ?? [];

function organisationOf(data: OrganisationData): ScopeOrganisation {
  return { ...data, teams: nodes(data.teams) };
}

function teamOf(data: TeamData, sites: Connection<Named>): ScopeTeam {
  const { organisation: _, ...team } = data;
  return { ...team, sites: nodes(sites), moreSites: sites.pageInfo?.hasNextPage ?? false };
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
      const data = await graphqlRequest<{ site: SiteData; sites: Connection<Named> }>(QUERIES.site, {
        teamId,
        siteId,
      });
      const { team, ...site } = data.site;
      return {
        status: 'ready',
        organisation: organisationOf(team.organisation),
        team: teamOf(team, data.sites),
        site,
      };
    }
    if (teamId) {
      const data = await graphqlRequest<{ team: TeamData; sites: Connection<Named> }>(QUERIES.team, {
        teamId,
      });
      return {
        status: 'ready',
        organisation: organisationOf(data.team.organisation),
        team: teamOf(data.team, data.sites),
        site: null,
      };
    }
    const data = await graphqlRequest<{ organisation: OrganisationData }>(QUERIES.organisation, { orgId });
    return { status: 'ready', organisation: organisationOf(data.organisation), team: null, site: null };
  } catch (error) {
    const code = error instanceof GraphQLRequestError ? error.code : undefined;
    return { status: 'error', code, message: error instanceof Error ? error.message : String(error), error };
  }
}

// Stable objects, so that what depends on the scope (the remotes' props) changes only when it does.
const NONE: RouteScope = Object.freeze({ status: 'none' });
const LOADING: RouteScope = Object.freeze({ status: 'loading' });

const scopes = createStore<ReadonlyMap<string, RouteScope>>(new Map());

function load(key: string, params: ScopeParams) {
  const known = scopes.get().get(key);
  // A place that was read, or found missing, is kept; a failure is tried again on the next visit.
  if (known && !(known.status === 'error' && known.code !== 'NOT_FOUND')) return;
  scopes.set((current) => new Map(current).set(key, LOADING));
  void fetchScope(params).then((scope) => scopes.set((current) => new Map(current).set(key, scope)));
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
  return scope.status === 'ready' ? scope.organisation.features : { rum: false };
}
