// The account routes of the identity contract (JSON in, JSON out; errors as { error: { code, message,
// field? } }): sign-up, sign-in, sign-out, email verification, password reset, and Google sign-in.
// Every POST needs the CSRF token (./auth/csrf.ts); the services do the rest.
import Router from '@koa/router';
import type { Config } from '@pace/platform/config';
import { BadUserInputError } from '@pace/platform/errors';
import type { Context, Middleware } from 'koa';
import type { Services } from '../kernel/area-services.ts';
import type { AuthState } from '../kernel/middleware/authenticate.ts';
import { readTextBody } from '../kernel/middleware/body.ts';
import type { RequestState } from '../kernel/middleware/request-log.ts';
import { csrfToken, requireCsrf } from './routes/csrf.ts';
import { googleRoutes } from './routes/google.ts';
import { endSession, startSession } from './routes/session.ts';

const MAX_BODY_BYTES = 64 * 1024;

/** The JSON body read by readTextBody; an empty body is an empty object. */
function jsonBody(ctx: Context): unknown {
  const text = (ctx.request as unknown as { body?: string }).body ?? '';
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new BadUserInputError('The request body is not valid JSON');
  }
}

export function authRoutes(services: Services, config: Config) {
  const { accounts } = services;
  const router = new Router<RequestState>({ prefix: '/auth' });
  const post = (path: string, handler: Middleware) =>
    router.post(path, requireCsrf(), readTextBody(MAX_BODY_BYTES), handler);

  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });

  router.get('/csrf', (ctx) => {
    // Beyond the contract's { csrf }: what the account pages need to render (the Google button, and
    // whether this browser is signed in already).
    ctx.body = {
      csrf: csrfToken(ctx, config),
      googleEnabled: accounts.google !== null,
      signedIn: (ctx.state as AuthState).viewer.kind === 'user',
    };
  });

  post('/sign-up', async (ctx) => {
    const { user, redirectTo } = await accounts.signUp(jsonBody(ctx), ctx.ip);
    await startSession(ctx, accounts.sessions, config, user);
    ctx.status = 201;
    ctx.body = { user: { uuid: user.uuid }, redirectTo };
  });

  post('/sign-in', async (ctx) => {
    const { user, redirectTo } = await accounts.signIn(jsonBody(ctx), ctx.ip);
    await startSession(ctx, accounts.sessions, config, user);
    ctx.body = { redirectTo };
  });

  post('/sign-out', async (ctx) => {
    await endSession(ctx, accounts.sessions, config);
    ctx.status = 204;
  });

  post('/verify-email', async (ctx) => {
    await accounts.verifyEmail(jsonBody(ctx));
    ctx.body = { verified: true };
  });

  post('/verify-email/resend', async (ctx) => {
    const user = (ctx.state as AuthState).access.requireSessionUser();
    await accounts.resendVerification(user, ctx.ip);
    ctx.status = 204;
  });

  post('/password-reset', async (ctx) => {
    await accounts.requestPasswordReset(jsonBody(ctx));
    ctx.status = 204;
  });

  post('/password-reset/confirm', async (ctx) => {
    const { user, redirectTo } = await accounts.resetPassword(jsonBody(ctx), ctx.ip);
    await startSession(ctx, accounts.sessions, config, user);
    ctx.body = { redirectTo };
  });

  googleRoutes(router, services, config);
  return router;
}
