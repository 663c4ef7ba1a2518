// What the search modal asks the bff (spec sections 2 and 7): sites whose name or slug contains the
// query, and UpdateUserSettings when one is chosen (the bff moves it to the front of the recent sites,
// removes duplicates and keeps 5; the list it returns replaces ours).
import type { RecentSite } from '@pace/mfe-kit';
import { graphql } from '../../graphql/generated';
import { setRecentSites } from '../../session/currentUser';
import { graphqlRequest } from '../data/request';

/** Spec section 9: results wait until typing has paused this long. */
export const SEARCH_DEBOUNCE_MS = 250;
export const RECENT_SITES_KEPT = 5;

export type SiteResult = RecentSite & { id?: string };

const SEARCH = graphql(`
  query ChromeSearchSites($query: String!) {
    searchSites(query: $query, first: 10) { id name slug team { id name slug } }
  }
`);

const UPDATE_USER_SETTINGS = graphql(`
  mutation UpdateUserSettings($recentSites: [SiteRefInput!]!) {
    updateUserSettings(recentSites: $recentSites) { uuid recentSites { id name slug team { id name slug } } }
  }
`);

export async function searchSites(query: string): Promise<SiteResult[]> {
  const data = await graphqlRequest(SEARCH, { query });
  return data.searchSites;
}

const sameSite = (a: SiteResult, b: SiteResult) => a.slug === b.slug && a.team.slug === b.team.slug;

/** The chosen site first, then the others without it, at most 5: what the bff will keep too. */
export function withRecent(chosen: SiteResult, recent: readonly SiteResult[]): SiteResult[] {
  return [chosen, ...recent.filter((site) => !sameSite(site, chosen))].slice(0, RECENT_SITES_KEPT);
}

export async function rememberSite(chosen: SiteResult, recent: readonly SiteResult[]): Promise<void> {
  const next = withRecent(chosen, recent);
  setRecentSites(next);
  const data = await graphqlRequest(UPDATE_USER_SETTINGS, {
    recentSites: next.map((site) => ({ teamId: site.team.slug, siteId: site.slug })),
  });
  setRecentSites(data.updateUserSettings.recentSites);
}
