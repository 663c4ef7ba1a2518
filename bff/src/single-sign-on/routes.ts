// SAML single sign-on routes:
//   POST /auth/saml/start { email, redirectTo? } → { redirectTo } (the organisation's IdP, with an AuthnRequest)
//   POST /auth/saml/:orgId/acs  the IdP's HTTP-POST binding (form: SAMLResponse, RelayState) → session + 302
//   GET  /auth/saml/:orgId/metadata  our service provider metadata, for the IdP's administrator
// Failures at the ACS land on /sign-in?error=<message>, like Google's callback.
import Router from '@koa/router';
import type { Config } from '@pace/platform/config';
import { BadUserInputError } from '@pace/platform/errors';
import type { Logger } from '@pace/platform/log';
import type { Context } from 'koa';
import { requireCsrf, startSession } from '../accounts/index.ts';
import type { Services } from '../kernel/area-services.ts';
import type { AuthState } from '../kernel/middleware/authenticate.ts';
import { readTextBody } from '../kernel/middleware/body.ts';
import type { RequestState } from '../kernel/middleware/request-log.ts';
import { REQUEST_TTL_MS, SAML_REQUEST_COOKIE, SamlSignInError } from './saml.ts';
import { SAML_MESSAGES, SamlRefusal } from './sign-in.ts';

/** Signed SAML responses with certificates run to a few tens of kB. */
const MAX_BODY_BYTES = 512 * 1024;

const bodyText = (ctx: Context) => (ctx.request as unknown as { body?: string }).body ?? '';

export function samlRoutes(services: Services, config: Config) {
  const { saml, accounts } = services;
  const router = new Router<RequestState>({ prefix: '/auth/saml' });
  const secure = config.publicUrl.startsWith('https:');
  const requestCookie = {
    httpOnly: true,
    // The IdP's POST back is a cross-site navigation: only SameSite=None cookies come along (https only).
    sameSite: secure ? ('none' as const) : ('lax' as const),
    secure,
    path: '/auth/saml',
    overwrite: true,
  };

  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });

  router.post('/start', requireCsrf(), readTextBody(64 * 1024), async (ctx) => {
    let body: unknown = {};
    try {
      body = bodyText(ctx).trim() ? JSON.parse(bodyText(ctx)) : {};
    } catch {
      throw new BadUserInputError('The request body is not valid JSON');
    }
    const { url, requestId } = await saml.signIn.start(body);
    ctx.cookies.set(SAML_REQUEST_COOKIE, requestId, { ...requestCookie, maxAge: REQUEST_TTL_MS });
    ctx.body = { redirectTo: url };
  });

  // A cross-site form POST from the IdP: no CSRF token can come with it. What protects it is the signed
  // assertion answering the request this browser started (InResponseTo = its cookie), once.
  router.post('/:orgId/acs', readTextBody(MAX_BODY_BYTES), async (ctx) => {
    const log = (ctx.state as AuthState).log as Logger;
    const form = Object.fromEntries(new URLSearchParams(bodyText(ctx)));
    const requestId = ctx.cookies.get(SAML_REQUEST_COOKIE);
    ctx.cookies.set(SAML_REQUEST_COOKIE, '', { ...requestCookie, maxAge: 0 });
    try {
      const { user, redirectTo } = await saml.signIn.finish(ctx.params.orgId ?? '', form, requestId);
      await startSession(ctx, accounts.sessions, config, user);
      ctx.redirect(redirectTo);
    } catch (error) {
      const message = error instanceof SamlRefusal ? error.message : SAML_MESSAGES.failed;
      if (error instanceof SamlSignInError) log.warn({ err: error }, 'SAML sign-in refused');
      else log.error({ err: error }, 'SAML sign-in failed unexpectedly');
      ctx.redirect(`/sign-in?error=${encodeURIComponent(message)}`);
    }
  });

  router.get('/:orgId/metadata', async (ctx) => {
    const xml = await saml.signIn.metadata(ctx.params.orgId ?? '');
    if (!xml) {
      ctx.status = 404;
      ctx.body = { error: { code: 'NOT_FOUND', message: 'Organisation not found' } };
      return;
    }
    ctx.type = 'application/samlmetadata+xml';
    ctx.body = xml;
  });

  return router;
}
