// GET /metrics on the public port: Prometheus' text, for a scraper that presents METRICS_TOKEN as a
// bearer token. Ahead of authentication (the token is not an API token). Without METRICS_TOKEN the path
// is not served here: operators read the metrics listener off the public port instead (METRICS_PORT).
import type { Config } from '@pace/platform/config';
import { sameSecret } from '@pace/platform/credentials';
import { metricsText } from '@pace/platform/metrics';
import type Koa from 'koa';

export function metricsRoute(config: Pick<Config, 'metrics'>): Koa.Middleware {
  const token = config.metrics.token;
  return async (ctx, next) => {
    if (ctx.path !== '/metrics' || !token) return next();
    ctx.set('Cache-Control', 'no-store');
    const sent = /^Bearer\s+(\S+)$/i.exec(ctx.get('Authorization'))?.[1];
    if (!sent || !sameSecret(sent, token)) {
      ctx.status = 401;
      ctx.set('WWW-Authenticate', 'Bearer realm="metrics"');
      ctx.body = { error: { code: 'UNAUTHENTICATED', message: 'The metrics need their bearer token' } };
      return;
    }
    const { contentType, body } = await metricsText();
    ctx.type = contentType;
    ctx.body = body;
  };
}
