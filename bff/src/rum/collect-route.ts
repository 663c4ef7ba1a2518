// POST /rum/collect, served by node:http directly, ahead of Koa. Beacons are the platform's busiest
// traffic by far and need nothing Koa brings (no session, no compression, no log line each, no router):
// a Koa context, its middleware chain and the router cost a third of the route's throughput. Failures
// are still logged, and answered with the REST error shape.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Logger } from '@pace/platform/log';
import { MAX_BEACON_BYTES } from '@pace/rum-agent/beacon';
import type { BeaconCollector } from './collector.ts';

export const RUM_COLLECT_ROUTE = '/rum/collect';

/** Handles the request when it is for the collection route; false leaves it to the rest of the app. */
export type RequestHandlerAhead = (request: IncomingMessage, response: ServerResponse) => boolean;

// No credentials: any page may read the status (the agent's fetch fallback stops on a 4xx).
const CORS = { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' };
const PREFLIGHT = {
  ...CORS,
  'access-control-allow-methods': 'POST',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '86400',
};

function answer(response: ServerResponse, status: number, headers: OutgoingHttpHeaders, error?: object) {
  if (!error) {
    response.writeHead(status, headers).end();
    return;
  }
  const body = JSON.stringify({ error });
  response
    .writeHead(status, {
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    })
    .end(body);
}

/** The visitor's address: the first X-Forwarded-For entry behind a trusted proxy, else the socket's. */
function clientIp(request: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return request.socket.remoteAddress ?? '';
}

/** The body, or null once it passes MAX_BEACON_BYTES (the rest is not read). */
function readBody(request: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BEACON_BYTES) {
        request.removeAllListeners('data');
        request.pause();
        resolve(null);
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

const TOO_LARGE = {
  code: 'PAYLOAD_TOO_LARGE',
  message: `A beacon is at most ${MAX_BEACON_BYTES} bytes`,
};

async function collect(
  request: IncomingMessage,
  response: ServerResponse,
  collector: BeaconCollector,
  trustProxy: boolean,
) {
  const body =
    Number(request.headers['content-length'] ?? 0) > MAX_BEACON_BYTES ? null : await readBody(request);
  if (!body) {
    // The rest of the body is not read: close the connection rather than drain it.
    answer(response, 413, { ...CORS, connection: 'close' }, TOO_LARGE);
    return;
  }
  const outcome = await collector.collect({
    body,
    origin: request.headers.origin || undefined,
    userAgent: request.headers['user-agent'] || undefined,
    ip: clientIp(request, trustProxy),
  });
  if (outcome.kind === 'rejected') {
    answer(response, outcome.status, CORS, { code: outcome.code, message: outcome.message });
  } else answer(response, 204, CORS);
}

export function collectRoute(
  collector: BeaconCollector,
  options: { trustProxy: boolean; log: Logger },
): RequestHandlerAhead {
  return (request, response) => {
    const url = request.url ?? '';
    if (
      !url.startsWith(RUM_COLLECT_ROUTE) ||
      (url.length > RUM_COLLECT_ROUTE.length && url[RUM_COLLECT_ROUTE.length] !== '?')
    )
      return false;
    if (request.method === 'OPTIONS') answer(response, 204, PREFLIGHT);
    else if (request.method !== 'POST') {
      answer(
        response,
        405,
        { ...CORS, allow: 'OPTIONS, POST' },
        {
          code: 'METHOD_NOT_ALLOWED',
          message: 'Beacons are sent with POST',
        },
      );
    } else {
      collect(request, response, collector, options.trustProxy).catch((error: unknown) => {
        options.log.error({ err: error, path: RUM_COLLECT_ROUTE }, 'RUM request failed');
        if (response.headersSent) response.destroy();
        else
          answer(response, 500, CORS, {
            code: 'INTERNAL_SERVER_ERROR',
            message: 'There was an unexpected error',
          });
      });
    }
    return true;
  };
}
