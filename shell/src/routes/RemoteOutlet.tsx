import type { RouteInfo } from '@pace/mfe-kit';
import { useMatches } from '@tanstack/react-router';
import { useMemo } from 'react';
import { NotAuthorisedPage } from '../pages/NotAuthorised';
import { RemoteSlot } from '../remotes/RemoteSlot';
import { useReportSite } from '../report/shareLink';
import { useSession } from '../session/session';
import { type LeafMatch, routeInfo } from './route-info';

/**
 * The component of a remote's layout route: while the matched screen belongs to the same remote this
 * component stays mounted, so the remote's parcel is updated rather than mounted again.
 */
export function RemoteOutlet() {
  const leaf = useMatches({ select: (matches) => matches.at(-1) as unknown as LeafMatch });
  const { remote, screen, pattern, readOnly = false, requires } = leaf.staticData;
  const { permissions } = useSession();
  // Inside the share report the remotes read the shared test's site: its ids join the route's.
  const reportSite = useReportSite();
  const params = useMemo(
    () => (reportSite && readOnly ? { ...leaf.params, ...reportSite } : leaf.params),
    [reportSite, readOnly, leaf.params],
  );
  const paramsKey = JSON.stringify(params);
  const searchKey = JSON.stringify(leaf.search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: params and search are compared by value
  const route = useMemo<RouteInfo>(
    () => routeInfo(leaf, params),
    [pattern, leaf.pathname, screen, leaf.staticData.title, paramsKey, searchKey],
  );
  if (!remote) return null;
  // The frame waited for the place's permissions (AppLayout), so this never flashes for an administrator.
  if (requires && !permissions[requires]) return <NotAuthorisedPage />;
  return <RemoteSlot remote={remote} route={route} readOnly={readOnly} />;
}
