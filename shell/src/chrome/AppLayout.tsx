import { NewVersionMessage, Skeleton } from '@pace/ui';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { NotFoundPage } from '../pages/NotFound';
import { RouteError } from '../pages/RouteError';
import { useCurrentUser } from '../session/currentUser';
import { useRememberLastSite } from '../session/lastSite';
import { useRouteParams } from '../session/session';
import styles from './AppLayout.module.css';
import { Flash } from './Flash';
import { flashOnNavigation } from './flash';
import { useNewVersionMessage } from './newVersion';
import { scopeFeatures, scopeKey, scopePermissions, useRouteScope } from './scope';
import { SearchHost } from './search/SearchHost';
import { installShortcuts } from './shortcuts';
import { SideNav, SideNavPlaceholder } from './sidenav/SideNav';
import { TopBar } from './TopBar';

/** Tells the flash messages when the page changes (not when the frame first mounts: no navigation then). */
function useFlashOnNavigation() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    flashOnNavigation();
  }, [pathname]);
}

/**
 * The frame of every page: the top bar, the site's side navigation on a site's pages, one scrolling
 * content column. A place the viewer cannot reach ('Team not found', 'Site not found') shows the
 * not-found page instead of the screen.
 */
export function AppLayout() {
  const session = useCurrentUser();
  const params = useRouteParams();
  const signedIn = session.user !== null;
  const scope = useRouteScope(params, signedIn);
  useRememberLastSite(params.shareToken ? { status: 'none' } : scope);
  const newVersion = useNewVersionMessage();
  useEffect(installShortcuts, []);
  useFlashOnNavigation();

  const scoped = scopeKey(params) !== null && !params.shareToken;
  // Screens of a place wait until we know who is looking and what they may do there, so remotes mount
  // with the right permissions and an unreachable place never flashes its screen.
  const waiting = scoped && (session.status === 'loading' || (signedIn && scope.status === 'loading'));
  // The place could not be read: not found (or not reachable) is the not-found page with the bff's
  // message; a lost session leaves the screen to say so; anything else is a route error.
  const failed = signedIn && scope.status === 'error' && scope.code !== 'UNAUTHENTICATED' ? scope : null;
  const { teamId, siteId } = params;

  return (
    <>
      <a href="#content" className={styles.skip}>
        Skip to content
      </a>
      <TopBar session={session} scope={scope} />
      <div className={styles.frame}>
        {signedIn && teamId && siteId && !params.shareToken && scope.status === 'ready' ? (
          <SideNav
            teamId={teamId}
            siteId={siteId}
            permissions={scopePermissions(scope)}
            features={scopeFeatures(scope)}
          />
        ) : teamId && siteId && waiting ? (
          <SideNavPlaceholder />
        ) : null}
        <main className={styles.content} id="content" tabIndex={-1}>
          <Flash />
          {newVersion ? <NewVersionMessage /> : null}
          {waiting ? (
            <Skeleton width="16rem" height="1.875rem" label="Loading" />
          ) : failed?.code === 'NOT_FOUND' ? (
            <NotFoundPage title={failed.message} />
          ) : failed ? (
            <RouteError error={failed.error} reset={() => {}} info={{ componentStack: '' }} />
          ) : (
            <Outlet />
          )}
        </main>
      </div>
      <SearchHost />
    </>
  );
}
