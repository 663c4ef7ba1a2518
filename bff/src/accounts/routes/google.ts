// GET /auth/google/start and /auth/google/callback: Google sign-in (and connecting Google to a signed-in
// account with ?connect=1). Both answer with redirects; failures land on /sign-in?error=<message>.
import type Router from '@koa/router';
import type { Config } from '@pace/platform/config';
import { ConflictError } from '@pace/platform/errors';
import type { Logger } from '@pace/platform/log';
import type { Context } from 'koa';
import type { Services } from '../../kernel/area-services.ts';
import type { AuthState } from '../../kernel/middleware/authenticate.ts';
import type { RequestState } from '../../kernel/middleware/request-log.ts';
import { MESSAGES } from '../accounts.ts';
import { safeRedirect } from '../input.ts';
import { CALLBACK_PATH, GOOGLE_STATE_COOKIE, GoogleSignInError, PENDING_TTL_MS } from '../oidc.ts';
import { startSession } from './session.ts';

const failed = (ctx: Context, message: string) =>
  ctx.redirect(`/sign-in?error=${encodeURIComponent(message)}`);

export function googleRoutes(router: Router<RequestState>, services: Services, config: Config) {
  const { accounts } = services;
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const, // the provider's redirect back is a top-level navigation: lax cookies come along
    secure: config.publicUrl.startsWith('https:'),
    path: '/auth/google',
    overwrite: true,
  };

  router.get('/google/start', async (ctx) => {
    const state = ctx.state as AuthState;
    const log = state.log as Logger;
    const connect = ctx.query.connect === '1';
    const redirectTo = safeRedirect(ctx.query.redirect_to);
    if (connect && state.viewer.kind !== 'user') {
      ctx.redirect(`/sign-in?redirect_to=${encodeURIComponent('/auth/google/start?connect=1')}`);
      return;
    }
    if (!accounts.google) {
      log.warn('Google sign-in asked for, but GOOGLE_CLIENT_ID is not set');
      failed(ctx, MESSAGES.googleFailed);
      return;
    }
    try {
      const { url, state: oidcState } = await accounts.google.start({
        redirectTo,
        connectUserId: connect && state.viewer.kind === 'user' ? state.viewer.user.id : null,
      });
      ctx.cookies.set(GOOGLE_STATE_COOKIE, oidcState, { ...cookieOptions, maxAge: PENDING_TTL_MS });
      ctx.redirect(url);
    } catch (error) {
      log.error({ err: error }, 'Google sign-in could not start');
      failed(ctx, MESSAGES.googleFailed);
    }
  });

  router.get(CALLBACK_PATH.replace('/auth', ''), async (ctx) => {
    const state = ctx.state as AuthState;
    const log = state.log as Logger;
    const stateCookie = ctx.cookies.get(GOOGLE_STATE_COOKIE);
    ctx.cookies.set(GOOGLE_STATE_COOKIE, '', { ...cookieOptions, maxAge: 0 });
    try {
      if (!accounts.google) throw new GoogleSignInError('not configured');
      const { pending, identity } = await accounts.google.finish(
        new URLSearchParams(ctx.querystring),
        stateCookie,
      );
      if (pending.connectUserId != null) {
        // Connecting is for the account that asked, still signed in in this browser.
        if (state.viewer.kind !== 'user' || state.viewer.user.id !== pending.connectUserId) {
          throw new GoogleSignInError('the account that asked to connect is not signed in');
        }
      }
      const { user, redirectTo } = await accounts.completeGoogleSignIn(pending, identity);
      if (pending.connectUserId == null) await startSession(ctx, accounts.sessions, config, user);
      ctx.redirect(redirectTo);
    } catch (error) {
      if (error instanceof ConflictError) {
        failed(ctx, error.message);
      } else if (error instanceof GoogleSignInError) {
        log.warn({ err: error }, 'Google sign-in failed');
        failed(ctx, MESSAGES.googleFailed);
      } else {
        log.error({ err: error }, 'Google sign-in failed unexpectedly');
        failed(ctx, MESSAGES.googleFailed);
      }
    }
  });
}
