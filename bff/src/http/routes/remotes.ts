import Router from '@koa/router';
import type { Services } from '../../services/index.ts';

/** GET /api/remotes: the run-time remote manifest the shell loads before mounting a remote. */
export function remoteRoutes(services: Services) {
  const router = new Router();
  router.get('/api/remotes', async (ctx) => {
    // Never cached: a release or rollback must reach the next page load.
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await services.remotes.manifest();
  });
  return router;
}
