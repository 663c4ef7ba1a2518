import { randomUUID } from 'node:crypto';
import { type Logger, redactPath } from '@pace/platform/log';
import type { Middleware } from 'koa';

export interface RequestState {
  requestId: string;
  log: Logger;
}

/** Tokens travel in paths (share links, invitations, resets): keep them out of the logs. */
export const redactSecrets = redactPath;

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
