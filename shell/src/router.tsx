import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFound } from './pages/NotFound';
import { RouteError } from './pages/RouteError';
import { buildRouteTree, markFirstLocationResolved } from './routes/tree';

export function createAppRouter(options: { history?: RouterHistory } = {}) {
  const router = createRouter({
    routeTree: buildRouteTree(),
    ...(options.history ? { history: options.history } : {}),
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  });
  const stop = router.subscribe('onResolved', () => {
    markFirstLocationResolved();
    stop();
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
