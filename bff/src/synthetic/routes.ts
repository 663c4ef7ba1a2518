// Test artifacts for download: the Lighthouse report (JSON), the final screenshot and the filmstrip
// frames. The same access as the test itself (readSites on its site); artifacts never change, so they
// may be cached privately.
import Router from '@koa/router';
import type { Services } from '../kernel/area-services.ts';
import type { AuthState } from '../kernel/middleware/authenticate.ts';
import type { RequestState } from '../kernel/middleware/request-log.ts';

export function syntheticRoutes(services: Services) {
  const router = new Router<RequestState>();

  router.get('/api/tests/:uuid/artifacts/:name', async (ctx) => {
    const { test, artifact, body } = await services.synthetic.tests.artifact(
      (ctx.state as AuthState).access,
      ctx.params.uuid!,
      ctx.params.name!,
    );
    ctx.type = artifact.contentType;
    ctx.set('Cache-Control', 'private, max-age=31536000, immutable');
    if (artifact.contentType === 'application/json') {
      ctx.set('Content-Disposition', `attachment; filename="lighthouse-${test.uuid}.json"`);
    }
    ctx.body = body;
  });

  // A flow run's report (Lighthouse's flow report, HTML): the same access as the flow.
  router.get('/api/flow-runs/:uuid/artifacts/:name', async (ctx) => {
    const { artifact, body } = await services.synthetic.flows.artifact(
      (ctx.state as AuthState).access,
      ctx.params.uuid!,
      ctx.params.name!,
    );
    ctx.type = artifact.contentType;
    ctx.set('Cache-Control', 'private, max-age=31536000, immutable');
    // Lighthouse's report runs its own scripts: shown as a download, never inside our origin's pages.
    ctx.set('Content-Disposition', `attachment; filename="${artifact.name}"`);
    ctx.body = body;
  });

  return router;
}
