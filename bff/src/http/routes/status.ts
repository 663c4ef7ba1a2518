import Router from '@koa/router';
import type { Services } from '../../services/index.ts';
import { StatusPageUnavailableError } from '../../services/status-page.ts';
import type { RequestState } from '../middleware/request-log.ts';

/** The help menu shows this when the status page cannot be read (spec section 7). */
export const STATUS_ERROR_MESSAGE = 'Error retrieving current status';

/**
 * GET /api/status: the service status line of the help menu, read server-side from STATUS_PAGE_URL.
 * `{ status: { indicator, description } }`; `{ status: null }` when no status page is configured; 502
 * with the spec's message when the status page fails or is slow.
 */
export function statusRoutes(services: Services) {
  const router = new Router<RequestState>();
  router.get('/api/status', async (ctx) => {
    // Browsers always ask: the service keeps a good reading for a minute, a failure not at all.
    ctx.set('Cache-Control', 'no-store');
    try {
      const status = await services.statusPage.current();
      ctx.body = { status };
    } catch (error) {
      if (!(error instanceof StatusPageUnavailableError)) throw error;
      ctx.state.log.warn({ err: error }, 'Status page unavailable');
      ctx.status = 502;
      ctx.body = { error: { code: 'STATUS_UNAVAILABLE', message: STATUS_ERROR_MESSAGE } };
    }
  });
  return router;
}
