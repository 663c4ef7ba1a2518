import Router from '@koa/router';
import type { Services } from '../../services/index.ts';

/** GET /healthz: 200 when the database, Redis (or memory) and the worker are fine, 503 otherwise. */
export function healthRoutes(services: Services) {
  const router = new Router();
  router.get('/healthz', async (ctx) => {
    const report = await services.health.check();
    ctx.status = report.status === 'ok' ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = report;
  });
  return router;
}
