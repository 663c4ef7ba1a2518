// Integrations' REST routes. Calls from providers (deploy hooks, the code host's events) are signed, so
// they sit under /webhooks (no session, no CSRF) and verify their signature; the automation service's
// REST hooks are API calls under /api with a token like any other. GET /integrations/github/setup is the
// GitHub App's setup URL: GitHub sends the administrator's browser back there (github-connection.ts).
import Router from '@koa/router';
import { BadUserInputError } from '@pace/platform/errors';
import type { Context } from 'koa';
import type { Services } from '../kernel/area-services.ts';
import type { AuthState } from '../kernel/middleware/authenticate.ts';
import { readTextBody } from '../kernel/middleware/body.ts';
import type { RequestState } from '../kernel/middleware/request-log.ts';
import { GitHubConnectionRefusal } from './github-connection.ts';

/** Deploy notifications and REST hook calls are small. */
const MAX_BODY_BYTES = 512 * 1024;

const text = (ctx: Context) => (ctx.request as unknown as { body?: string }).body ?? '';
function json(ctx: Context): unknown {
  if (!text(ctx).trim()) return {};
  try {
    return JSON.parse(text(ctx));
  } catch {
    throw new BadUserInputError('The request body is not valid JSON');
  }
}
const headersOf = (ctx: Context) => ctx.headers as Record<string, string | undefined>;

export function integrationRoutes(services: Services) {
  const router = new Router<RequestState>();
  const { integrations } = services;

  for (const provider of ['netlify', 'vercel'] as const) {
    router.post(`/webhooks/integrations/${provider}/:uuid`, readTextBody(MAX_BODY_BYTES), async (ctx) => {
      const answer = await integrations.deployHooks.receive(
        provider,
        ctx.params.uuid!,
        text(ctx),
        headersOf(ctx),
      );
      ctx.status = answer.status;
      ctx.body = answer.body;
    });
  }

  router.post('/webhooks/integrations/github', readTextBody(MAX_BODY_BYTES), async (ctx) => {
    const answer = await integrations.github.receive(text(ctx), headersOf(ctx));
    ctx.status = answer.status;
    ctx.body = answer.body;
  });

  const access = (ctx: Context) => (ctx.state as AuthState).access;

  // A top-level navigation from GitHub: the session cookie (SameSite=Lax) comes along, and the state in
  // the query, bound to this person, is what ties it to the connection they started.
  router.get('/integrations/github/setup', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const viewer = access(ctx).viewer;
    if (viewer.kind !== 'user') {
      ctx.redirect(`/sign-in?error=${encodeURIComponent('Sign in, then connect GitHub again')}`);
      return;
    }
    try {
      const done = await integrations.gitHubConnections.finish(
        viewer.user,
        ctx.query as Record<string, unknown>,
      );
      if ('redirectTo' in done) return ctx.redirect(done.redirectTo);
      ctx.redirect(
        `/organisations/${encodeURIComponent(done.orgSlug)}/github?connected=${done.installationId}`,
      );
    } catch (error) {
      if (!(error instanceof GitHubConnectionRefusal)) throw error;
      const screen = error.orgSlug ? `/organisations/${encodeURIComponent(error.orgSlug)}/github` : '/';
      ctx.redirect(`${screen}?error=${encodeURIComponent(error.message)}`);
    }
  });
  router.post('/api/integrations/automation/subscriptions', readTextBody(MAX_BODY_BYTES), async (ctx) => {
    ctx.status = 201;
    ctx.body = await integrations.automation.subscribe(access(ctx), json(ctx));
  });
  router.delete('/api/integrations/automation/subscriptions/:uuid', async (ctx) => {
    await integrations.automation.unsubscribe(access(ctx), ctx.params.uuid!);
    ctx.status = 204;
  });
  router.get('/api/integrations/automation/samples', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await integrations.automation.samples(access(ctx), ctx.query as Record<string, string>);
  });

  return router;
}
