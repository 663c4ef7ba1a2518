// CSRF protection for the account routes. A signed-in request is checked by the authentication
// middleware against its session's token. Before sign-in there is no session, so the check is the
// double submit: the `pace_csrf` cookie (set by GET /auth/csrf) must come back in the `x-csrf-token`
// header, which another site's page can neither read nor set.
import type { Config } from '@pace/platform/config';
import { CSRF_COOKIE, CSRF_HEADER, randomToken, sameSecret } from '@pace/platform/credentials';
import { ForbiddenError } from '@pace/platform/errors';
import type { Context, Middleware } from 'koa';
import type { AuthState } from '../../kernel/middleware/authenticate.ts';

const WELL_FORMED = /^[\w-]{20,100}$/;

/** The CSRF token for this browser: the session's, the anonymous cookie's, or a new anonymous one. */
export function csrfToken(ctx: Context, config: Config): string {
  const state = ctx.state as AuthState;
  if (state.session) return state.session.data.csrf;
  const existing = ctx.cookies.get(CSRF_COOKIE);
  if (existing && WELL_FORMED.test(existing)) return existing;
  const token = randomToken();
  ctx.cookies.set(CSRF_COOKIE, token, {
    httpOnly: false, // the page reads it to send it back in the header
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
    path: '/',
    overwrite: true,
  });
  return token;
}

/** For state-changing account routes: a signed-in request passed already; others need the double submit. */
export function requireCsrf(): Middleware {
  return async (ctx, next) => {
    const state = ctx.state as AuthState;
    if (state.viewer.kind !== 'user') {
      const cookie = ctx.cookies.get(CSRF_COOKIE);
      const header = ctx.get(CSRF_HEADER);
      if (!cookie || !header || !sameSecret(cookie, header)) {
        throw new ForbiddenError('Invalid CSRF token; reload the page');
      }
    }
    await next();
  };
}
