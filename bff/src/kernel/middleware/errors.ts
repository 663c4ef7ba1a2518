import { toPublicError } from '@pace/platform/errors';
import type { Middleware } from 'koa';
import type { RequestState } from './request-log.ts';

/** Errors thrown by routes become `{ error: { code, message } }` with their status; ours are logged. */
export function errorHandler(): Middleware<RequestState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const exposed = toPublicError(error);
      if (!exposed.expected) ctx.state.log.error({ err: error, path: ctx.path }, 'request failed');
      ctx.status = exposed.status;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = {
        error: {
          code: exposed.code,
          message: exposed.message,
          ...(exposed.field ? { field: exposed.field } : {}),
          ...(exposed.retryable ? { retryable: true } : {}),
        },
      };
    }
  };
}
