// The headers every Koa response carries (RUM collection runs ahead of Koa and keeps its own CORS
// headers): the Content-Security-Policy, no MIME sniffing, a referrer policy and, over https, HSTS.
import type { Config } from '@pace/platform/config';
import type { Middleware } from 'koa';
import { API_POLICY, DocumentPolicy } from '../content-security-policy.ts';

/** JSON and webhooks: answered with data, never rendered as a page. */
const API_PATHS = /^\/(api|graphql|auth|healthz|webhooks)(\/|$)/;
/** The public share report (spec: /tests/{uuid}/{shareToken} and its children): other sites may frame it. */
const SHARE_REPORT = /^\/tests\/[^/]+\/[^/]+(\/|$)/;
/** A year; browsers then refuse plain http for this host. */
const HSTS = 'max-age=31536000; includeSubDomains';

export function securityHeaders(config: Config): Middleware {
  const documents = new DocumentPolicy(config);
  return async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    // Share links carry their token in the path: other origins get this origin only.
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    // ctx.secure follows X-Forwarded-Proto only with TRUST_PROXY (app.proxy).
    if (ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
    const framable = SHARE_REPORT.test(ctx.path);
    if (API_PATHS.test(ctx.path)) ctx.set('Content-Security-Policy', API_POLICY);
    else ctx.set('Content-Security-Policy', await documents.header({ framable }));
    // For browsers that predate frame-ancestors.
    if (!framable) ctx.set('X-Frame-Options', 'DENY');
    await next();
  };
}
