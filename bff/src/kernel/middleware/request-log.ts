import { randomUUID } from 'node:crypto';
import type { Logger } from '@pace/platform/log';
import type { Middleware } from 'koa';

export interface RequestState {
  requestId: string;
  log: Logger;
}

/** Share-link tokens are secrets that travel in paths: keep them out of the logs. */
export function redactSecrets(path: string): string {
  return path.replace(/^(\/(?:api\/share|tests)\/[^/]+\/)[^/]+/, '$1[token]');
}

/** A request id (the caller's X-Request-Id, or a new one) and one log line per API request. */
export function requestLog(log: Logger): Middleware<RequestState> {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const requestId = /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = log.child({ requestId });
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const line = {
        method: ctx.method,
        path: redactSecrets(ctx.path),
        status: ctx.status,
        ms: Math.round(performance.now() - started),
      };
      // Files and health probes are many and dull; API calls are what one reads logs for.
      const dull = ctx.path === '/healthz' || !/^\/(api|graphql)\b/.test(ctx.path);
      if (dull) ctx.state.log.debug(line, 'request');
      else ctx.state.log.info(line, 'request');
    }
  };
}
