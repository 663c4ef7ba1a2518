// The system area's REST routes: /healthz, /api/remotes, /api/changelog, /api/status, /api/error-reports.
import Router from '@koa/router';
import { BadUserInputError } from '@pace/platform/errors';
import type { ChangelogFeed, StatusAnswer } from '@pace/rest-api';
import type { Services } from '../kernel/area-services.ts';
import type { AuthState } from '../kernel/middleware/authenticate.ts';
import { readTextBody } from '../kernel/middleware/body.ts';
import type { RequestState } from '../kernel/middleware/request-log.ts';
import { StatusPageUnavailableError } from './status-page.ts';

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

/**
 * GET /api/changelog: the changelog feed (spec section 7: entries with title, url, created_at), with the
 * signed-in viewer's last-viewed date and whether the newest entry is unread. Staff write entries through
 * GraphQL (createChangelogEntry); closing the menu calls markChangelogViewed.
 */
export function changelogRoutes(services: Services) {
  const router = new Router<RequestState>();
  router.get('/api/changelog', async (ctx) => {
    const feed = await services.changelog.feed((ctx.state as AuthState).access);
    ctx.set('Cache-Control', 'private, no-cache');
    ctx.body = {
      entries: feed.entries.map((entry) => ({
        uuid: entry.uuid,
        title: entry.title,
        url: entry.url,
        created_at: entry.createdAt.toISOString(),
      })),
      viewed_at: feed.viewedAt?.toISOString() ?? null,
      unread: feed.unread,
    } satisfies ChangelogFeed;
  });
  return router;
}

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
      ctx.body = { status } satisfies StatusAnswer;
    } catch (error) {
      if (!(error instanceof StatusPageUnavailableError)) throw error;
      ctx.state.log.warn({ err: error }, 'Status page unavailable');
      ctx.status = 502;
      ctx.body = { error: { code: 'STATUS_UNAVAILABLE', message: STATUS_ERROR_MESSAGE } };
    }
  });
  return router;
}

/** A report's fields at their caps (error-reports.ts) fit; anything larger is refused unread. */
const MAX_BODY_BYTES = 32 * 1024;

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
