import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFound } from './pages/NotFound';
import { RouteError } from './pages/RouteError';
import { buildRouteTree, type TreeContext } from './routes/tree';

export function createAppRouter(options: { history?: RouterHistory } = {}) {
  // Later arrivals at a full-reload path (/sign-out) are in-app navigations: the document must reload.
  const context: TreeContext = { firstLocationResolved: false };
  const router = createRouter({
    routeTree: buildRouteTree(context),
    ...(options.history ? { history: options.history } : {}),
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  });
  const stop = router.subscribe('onResolved', () => {
    context.firstLocationResolved = true;
    stop();
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
