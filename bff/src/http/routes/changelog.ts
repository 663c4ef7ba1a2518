import Router from '@koa/router';
import type { Services } from '../../services/index.ts';
import type { AuthState } from '../middleware/authenticate.ts';
import type { RequestState } from '../middleware/request-log.ts';

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
    };
  });
  return router;
}
