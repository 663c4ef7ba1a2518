// The RUM routes visitors' browsers call: the embed script and the beacon collection. Neither reads a
// session or sets a cookie (sendBeacon sends the Pace host's cookies along; they are ignored).
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import Router from '@koa/router';
import type { Logger } from '@pace/platform/log';
import { MAX_BEACON_BYTES } from '@pace/rum-agent/beacon';
import { getRumScript } from '@pace/rum-agent/script';
import type { Context, Middleware } from 'koa';
import type { BeaconCollector } from './collector.ts';

export const RUM_SCRIPT_ROUTE = '/rum/pace-rum.js';
export const RUM_COLLECT_ROUTE = '/rum/collect';

interface ServedScript {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

let served: Promise<ServedScript> | undefined;

/** The script and its compressed forms, made once per process: the same bytes for every site. */
function servedScript(): Promise<ServedScript> {
  served ??= getRumScript().then((text) => {
    const identity = Buffer.from(text);
    return {
      identity,
      gzip: gzipSync(identity, { level: 9 }),
      br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    };
  });
  served.catch(() => {
    served = undefined;
  });
  return served;
}

async function readBody(ctx: Context): Promise<Uint8Array | 'too_large'> {
  if (Number(ctx.get('Content-Length') || 0) > MAX_BEACON_BYTES) return 'too_large';
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BEACON_BYTES) return 'too_large';
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The visitor's address: the first X-Forwarded-For entry behind a trusted proxy, else the socket's. */
function clientIp(ctx: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = ctx.get('X-Forwarded-For').split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return ctx.req.socket.remoteAddress ?? '';
}

function allowAnyOrigin(ctx: Context) {
  // No credentials: any page may read the status (the agent's fetch fallback stops on a 4xx).
  ctx.set('Access-Control-Allow-Origin', '*');
  ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
}

/**
 * The RUM routes, mounted ahead of the app's other middleware: beacons are the platform's busiest
 * traffic, and they need no session, no compression and no log line each. Failures are still logged,
 * and answered with the REST error shape.
 */
export function rumMiddleware(
  collector: BeaconCollector,
  options: { trustProxy: boolean; log: Logger },
): Middleware {
  const router = rumRoutes(collector, options);
  const routes = router.routes();
  const methods = router.allowedMethods();
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/rum/')) return next();
    try {
      await routes(ctx as never, () => methods(ctx as never, next));
    } catch (error) {
      options.log.error({ err: error, path: ctx.path }, 'RUM request failed');
      ctx.status = 500;
      ctx.body = { error: { code: 'INTERNAL_SERVER_ERROR', message: 'There was an unexpected error' } };
    }
  };
}

export function rumRoutes(collector: BeaconCollector, options: { trustProxy: boolean }) {
  const router = new Router();

  router.get(RUM_SCRIPT_ROUTE, async (ctx) => {
    const script = await servedScript();
    ctx.compress = false; // already compressed, once
    allowAnyOrigin(ctx);
    ctx.set('Cache-Control', 'public, max-age=3600, stale-while-revalidate=86400');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('ETag', script.etag);
    ctx.vary('Accept-Encoding');
    ctx.type = 'text/javascript; charset=utf-8';
    if (ctx.get('If-None-Match') === script.etag) {
      ctx.status = 304;
      return;
    }
    const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
    if (encoding === 'br' || encoding === 'gzip') ctx.set('Content-Encoding', encoding);
    ctx.body = encoding === 'br' ? script.br : encoding === 'gzip' ? script.gzip : script.identity;
  });

  router.options(RUM_COLLECT_ROUTE, (ctx) => {
    allowAnyOrigin(ctx);
    ctx.set('Access-Control-Allow-Methods', 'POST');
    ctx.set('Access-Control-Allow-Headers', 'content-type');
    ctx.set('Access-Control-Max-Age', '86400');
    ctx.status = 204;
  });

  router.post(RUM_COLLECT_ROUTE, async (ctx) => {
    allowAnyOrigin(ctx);
    const body = await readBody(ctx);
    if (body === 'too_large') {
      ctx.status = 413;
      ctx.body = {
        error: { code: 'PAYLOAD_TOO_LARGE', message: `A beacon is at most ${MAX_BEACON_BYTES} bytes` },
      };
      ctx.set('Connection', 'close'); // the rest of the body is not read
      return;
    }
    const outcome = await collector.collect({
      body,
      origin: ctx.get('Origin') || undefined,
      userAgent: ctx.get('User-Agent') || undefined,
      ip: clientIp(ctx, options.trustProxy),
    });
    if (outcome.kind === 'rejected') {
      ctx.status = outcome.status;
      ctx.body = { error: { code: outcome.code, message: outcome.message } };
      return;
    }
    ctx.status = 204;
  });

  return router;
}
