// `/` leads to the site a person was last on: opening a site's screen remembers it (first of the recent
// sites, which the bff keeps per user), once per site visit and only when it is not first already.
import { useEffect, useRef } from 'react';
import type { RouteScope } from '../chrome/scope';
import { rememberSite } from '../chrome/search/siteSearch';
import { useCurrentUser } from './currentUser';

export function useRememberLastSite(scope: RouteScope): void {
  const { user } = useCurrentUser();
  const team = scope.status === 'ready' ? scope.team : null;
  const site = scope.status === 'ready' ? scope.site : null;
  const key = team && site ? `${team.slug}/${site.slug}` : null;
  // The last site asked for: the bff's answer replaces the recent sites, which must not ask again.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!user || !team || !site || !key || asked.current === key) return;
    asked.current = key;
    const first = user.recentSites[0];
    if (first && `${first.team.slug}/${first.slug}` === key) return;
    rememberSite(
      {
        id: site.id,
        name: site.name,
        slug: site.slug,
        team: { id: team.id, name: team.name, slug: team.slug },
      },
      user.recentSites,
    ).catch((error: unknown) => console.error('Could not remember the last site', error));
  }, [user, team, site, key]);
}
