import { PayloadTooLargeError } from '@pace/platform/errors';
import type { Middleware } from 'koa';

/**
 * Reads the request body as text, up to `limitBytes`, into `ctx.request.body` (where graphql-http looks
 * for it). Without a limit a client could make the server hold any amount of memory.
 */
export function readTextBody(limitBytes: number): Middleware {
  return async (ctx, next) => {
    if (ctx.method === 'POST') {
      const tooLarge = () => new PayloadTooLargeError(`The request body is larger than ${limitBytes} bytes`);
      if (Number(ctx.get('Content-Length') || 0) > limitBytes) throw tooLarge();
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > limitBytes) throw tooLarge();
        chunks.push(chunk);
      }
      (ctx.request as unknown as { body: string }).body = Buffer.concat(chunks).toString('utf8');
    }
    await next();
  };
}
