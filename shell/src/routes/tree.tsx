// Builds the TanStack Router route tree from the route manifest of @pace/mfe-kit (every path of the
// product, ROUTES). Screens of one remote hang under a
// pathless layout route of that remote, so moving between them keeps the parcel mounted (update) and
// moving to another remote swaps it (unmount, mount). The share report has its own frame with the same
// arrangement inside.
import {
  isReportPath,
  type Permissions,
  pathTo,
  REPORT,
  type RemoteName,
  ROUTES,
  type RouteEntry,
  type RouteKey,
  type ShellPageKey,
} from '@pace/mfe-kit';
import {
  type AnyRoute,
  createRootRoute,
  createRoute,
  lazyRouteComponent,
  type RouteComponent,
  redirect,
} from '@tanstack/react-router';
import { AppLayout } from '../chrome/AppLayout';
import { NotFound } from '../pages/NotFound';
import { RouteError } from '../pages/RouteError';
import { ShellPage } from '../pages/ShellPage';
import { leaveStartPage, requireSignIn } from '../session/signInGate';
import { RemoteOutlet } from './RemoteOutlet';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    remote?: RemoteName;
    screen?: string;
    title?: string;
    /** The manifest's path pattern of the screen. */
    pattern?: string;
    readOnly?: boolean;
    /** The permission the screen needs: without it, the "not authorised" page. */
    requires?: keyof Permissions;
  }
}

const DOCS = lazyRouteComponent(() => import('../pages/docs/DocsPage'), 'DocsPage');

/**
 * The shell's own pages by route key, each loaded with its route (the first screen carries none of them).
 * A page of the manifest without a component here fails the typecheck.
 */
const SHELL_PAGES: Record<ShellPageKey, RouteComponent> = {
  '': ShellPage,
  'sign-in': lazyRouteComponent(() => import('../pages/auth/SignIn'), 'SignIn'),
  'sign-up': lazyRouteComponent(() => import('../pages/auth/SignUp'), 'SignUp'),
  'sign-out': lazyRouteComponent(() => import('../pages/auth/SignOut'), 'SignOut'),
  'forgot-password': lazyRouteComponent(() => import('../pages/auth/ForgotPassword'), 'ForgotPassword'),
  'reset-password/$token': lazyRouteComponent(() => import('../pages/auth/ResetPassword'), 'ResetPassword'),
  'verify-email/$token': lazyRouteComponent(() => import('../pages/auth/VerifyEmail'), 'VerifyEmail'),
  admin: lazyRouteComponent(() => import('../pages/admin/AdminPage'), 'AdminPage'),
  home: lazyRouteComponent(() => import('../pages/public/HomePage'), 'HomePage'),
  contact: lazyRouteComponent(() => import('../pages/public/ContactPage'), 'ContactPage'),
  docs: DOCS,
  'docs/$page': DOCS,
  changelog: lazyRouteComponent(() => import('../pages/ChangelogPage'), 'ChangelogPage'),
  pricing: lazyRouteComponent(() => import('../pages/public/PricingPage'), 'PricingPage'),
};

/** What the tree needs to know about its router: whether the first location has been resolved yet. */
export interface TreeContext {
  firstLocationResolved: boolean;
}

/** The path relative to a parent pattern (`/` for the parent itself), as TanStack child routes want it. */
function relativeTo(parent: string, path: string): string {
  return path === parent ? '/' : path.slice(parent.length + 1);
}

export function buildRouteTree(context: TreeContext): AnyRoute {
  const rootRoute = createRootRoute({
    component: AppLayout,
    notFoundComponent: NotFound,
    errorComponent: RouteError,
  });
  // The public share report is reached by its link only: its frame loads with it, not with every screen.
  const reportRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: REPORT,
    component: lazyRouteComponent(() => import('../report/ReportFrame'), 'ReportFrame'),
  });

  const topLevel: AnyRoute[] = [];
  const layouts = new Map<string, { route: AnyRoute; children: AnyRoute[] }>();
  function layoutFor(frame: 'app' | 'report', remote: RemoteName) {
    const key = `${frame}:${remote}`;
    let layout = layouts.get(key);
    if (!layout) {
      const parent = frame === 'report' ? reportRoute : rootRoute;
      layout = {
        route: createRoute({
          getParentRoute: () => parent,
          id: `_${frame}-${remote}`,
          component: RemoteOutlet,
          // The share report is for anyone with its link; every other screen is for people signed in.
          ...(frame === 'app' ? { beforeLoad: requireSignIn } : {}),
        }),
        children: [],
      };
      layouts.set(key, layout);
    }
    return layout;
  }

  const entries: readonly RouteEntry[] = ROUTES;
  for (const entry of entries) {
    if (entry.kind === 'remote') {
      const inReport = isReportPath(entry.path);
      const layout = layoutFor(inReport ? 'report' : 'app', entry.remote);
      const parentRoute = layout.route;
      layout.children.push(
        createRoute({
          getParentRoute: () => parentRoute,
          path: inReport ? relativeTo(REPORT, entry.path) : entry.path,
          staticData: {
            remote: entry.remote,
            screen: entry.screen,
            title: entry.title,
            pattern: entry.path,
            readOnly: inReport,
            ...(entry.requires ? { requires: entry.requires } : {}),
          },
        }),
      );
    } else if (entry.kind === 'redirect') {
      const target = entry.to;
      topLevel.push(
        createRoute({
          getParentRoute: () => rootRoute,
          path: entry.path,
          beforeLoad: ({ params, location }) => {
            throw redirect({
              href: `${pathTo(target as RouteKey, params as never)}${location.searchStr}`,
              replace: true,
            });
          },
        }),
      );
    } else {
      const fullReload = entry.fullReload === true;
      const path = entry.path;
      const beforeLoad = fullReload
        ? async ({ preload }: { preload: boolean }) => {
            // The server answers this path (e.g. /sign-out): arriving in-app means loading it for real.
            // On the first load the server has already had its say, so the page renders.
            if (preload || !context.firstLocationResolved) return;
            window.location.assign(path);
            await new Promise(() => {});
          }
        : entry.path === '/'
          ? leaveStartPage
          : entry.signedIn
            ? requireSignIn
            : undefined;
      topLevel.push(
        createRoute({
          getParentRoute: () => rootRoute,
          path,
          staticData: { title: entry.title },
          component: SHELL_PAGES[entry.key as ShellPageKey],
          beforeLoad,
        }),
      );
    }
  }

  const reportLayouts = [...layouts].filter(([key]) => key.startsWith('report:'));
  const appLayouts = [...layouts].filter(([key]) => key.startsWith('app:'));
  return rootRoute.addChildren([
    ...topLevel,
    ...appLayouts.map(([, layout]) => layout.route.addChildren(layout.children)),
    reportRoute.addChildren(reportLayouts.map(([, layout]) => layout.route.addChildren(layout.children))),
  ]);
}
