// The shared test's files (filmstrip frames, final screenshot, Lighthouse JSON) for the share report:
// an <img> cannot send the link's headers, so the link itself is in the address. Only the test the
// link shares; a wrong or revoked link is "not found" like any unknown file.
import Router from '@koa/router';
import type { Database, Test } from '@pace/platform/db';
import { NotFoundError } from '@pace/platform/errors';
import type { Services } from '../kernel/area-services.ts';
import { Access } from '../kernel/auth/access.ts';
import type { RequestState } from '../kernel/middleware/request-log.ts';

export function sharedArtifactUrl(
  access: Access,
  test: Pick<Test, 'id' | 'uuid'>,
  name: string,
): string | null {
  const viewer = access.viewer;
  if (viewer.kind !== 'share' || viewer.test.id !== test.id) return null;
  return `/api/share/${test.uuid}/${encodeURIComponent(viewer.token)}/artifacts/${encodeURIComponent(name)}`;
}

export function shareRoutes(services: Services, db: Database) {
  const router = new Router<RequestState>();
  router.get('/api/share/:uuid/:token/artifacts/:name', async (ctx) => {
    const viewer = await services.share.viewerFor(ctx.params.uuid!, ctx.params.token!);
    if (!viewer) throw NotFoundError.of('artifact');
    const { test, artifact, body } = await services.synthetic.tests.artifact(
      new Access(db, viewer),
      ctx.params.uuid!,
      ctx.params.name!,
    );
    ctx.type = artifact.contentType;
    // Not kept by shared caches: the link can be revoked.
    ctx.set('Cache-Control', 'private, max-age=3600');
    if (artifact.contentType === 'application/json') {
      ctx.set('Content-Disposition', `attachment; filename="lighthouse-${test.uuid}.json"`);
    }
    ctx.body = body;
  });
  return router;
}
