// The embed script visitors' browsers load. It reads no session and sets no cookie; the beacon collection
// route it posts to is in collect-route.ts, served ahead of Koa.
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import Router from '@koa/router';
import { getRumScript } from '@pace/rum-agent/script';

export const RUM_SCRIPT_ROUTE = '/rum/pace-rum.js';

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

export function rumScriptRoutes() {
  const router = new Router();

  router.get(RUM_SCRIPT_ROUTE, async (ctx) => {
    const script = await servedScript();
    ctx.compress = false; // already compressed, once
    // Any page may load it, without credentials.
    ctx.set('Access-Control-Allow-Origin', '*');
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
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

  return router;
}
