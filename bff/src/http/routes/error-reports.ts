import Router from '@koa/router';
import { BadUserInputError } from '@pace/platform/errors';
import type { Services } from '../../services/index.ts';
import type { AuthState } from '../middleware/authenticate.ts';
import { readTextBody } from '../middleware/body.ts';
import type { RequestState } from '../middleware/request-log.ts';

const MAX_BODY_BYTES = 64 * 1024;

/**
 * POST /api/error-reports `{ name?, message, stack?, url?, release? }` → 202 `{ uuid }`: an error the
 * interface hit (the generic error page). Anonymous visitors may report too; signed-in ones send the
 * CSRF header like any other cookie request. Over the per-address rate limit the report is dropped
 * (still 202: the page has nothing better to do).
 */
export function errorReportRoutes(services: Services) {
  const router = new Router<RequestState>();
  router.post('/api/error-reports', readTextBody(MAX_BODY_BYTES), async (ctx) => {
    let input: unknown;
    try {
      input = JSON.parse((ctx.request as unknown as { body: string }).body || 'null');
    } catch {
      throw new BadUserInputError('The body must be JSON');
    }
    const { report, forwarded } = await services.errorReports.report((ctx.state as AuthState).access, input, {
      address: ctx.ip,
      userAgent: ctx.get('User-Agent') || null,
    });
    const log = ctx.state.log;
    if (report) log.warn({ report: report.uuid, message: report.message }, 'Interface error reported');
    forwarded.catch((error: unknown) =>
      log.warn({ err: error }, 'Could not forward an error report to ERROR_REPORTING_DSN'),
    );
    ctx.status = 202;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { uuid: report?.uuid ?? null };
  });
  return router;
}
