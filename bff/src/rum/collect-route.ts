// POST /rum/collect, served by node:http directly, ahead of Koa. Beacons are the platform's busiest
// traffic by far and need nothing Koa brings (no session, no compression, no log line each, no router):
// a Koa context, its middleware chain and the router cost a third of the route's throughput. Failures
// are still logged, and answered with the REST error shape.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { formatNumber } from '@pace/metrics';
import type { Logger } from '@pace/platform/log';
import { metrics } from '@pace/platform/metrics';
import { MAX_BEACON_BYTES } from '@pace/rum-agent/beacon';
import type { RequestHandlerAhead } from '../kernel/area.ts';
import type { BeaconCollector } from './collector.ts';
import { perMinuteLimit } from './per-minute-limit.ts';

export const RUM_COLLECT_ROUTE = '/rum/collect';

// No credentials: any page may read the status (the agent's fetch fallback stops on a 4xx).
const CORS = { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' };
const PREFLIGHT = {
  ...CORS,
  'access-control-allow-methods': 'POST',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '86400',
};

/**
 * The 204 of an accepted beacon, its headers as a flat list made once: node:http then writes them without
 * checking and copying an object's names and values for every beacon.
 */
const ACCEPTED_HEADERS = Object.entries(CORS).flat();

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

/**
 * The visitor's address. Behind a trusted reverse proxy, the last X-Forwarded-For entry: the one the proxy
 * added (earlier entries come from the client and prove nothing). Koa reads it the same way (app.ts).
 */
function clientIp(request: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const header = request.headers['x-forwarded-for'];
    const forwarded = (Array.isArray(header) ? header.at(-1) : header)?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return request.socket.remoteAddress ?? '';
}

/**
 * The body; 'too_large' once it passes MAX_BEACON_BYTES (the rest is not read); 'gone' when the visitor's
 * connection dropped mid-body (a page closing does that): nothing to answer and nothing to log.
 */
function readBody(request: IncomingMessage): Promise<Buffer | 'too_large' | 'gone'> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BEACON_BYTES) {
        request.removeAllListeners('data');
        request.pause();
        resolve('too_large');
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    request.on('error', () => resolve('gone'));
  });
}

const TOO_MANY = {
  code: 'RATE_LIMITED',
  message: 'Too many beacons from this address: try again later',
};

const UNAVAILABLE = {
  backlog_full: {
    code: 'BACKLOG_FULL',
    message: 'Too many beacons are waiting to be stored: try again later',
  },
  site_backlog_full: {
    code: 'SITE_BACKLOG_FULL',
    message: 'Too many beacons of this site are waiting to be stored: try again later',
  },
  stream_down: {
    code: 'SERVICE_UNAVAILABLE',
    message: 'Beacons cannot be stored at the moment: try again later',
  },
  settings_down: {
    code: 'SERVICE_UNAVAILABLE',
    message: 'Beacons cannot be stored at the moment: try again later',
  },
} as const;

const SITE_TOO_MANY = {
  code: 'SITE_RATE_LIMITED',
  message: 'This site sent more beacons this minute than it may: try again later',
};

const overQuota = (quota: number) => ({
  code: 'RUM_QUOTA_EXCEEDED',
  message: `This organisation has collected the ${formatNumber(quota)} page views its plan allows this month: collection resumes next month`,
});

const TOO_LARGE = {
  code: 'PAYLOAD_TOO_LARGE',
  message: `A beacon is at most ${MAX_BEACON_BYTES} bytes`,
};

interface CollectOptions {
  trustProxy: boolean;
  /** Beacons per minute and client address; 0: no limit. */
  rateLimitPerMinute: number;
  log: Logger;
}

// Per client address and process (per-minute-limit.ts): a flood from one address is turned away before
// its body is read, at no cost to other visitors. A page view sends one or two beacons, so the default
// (1,200 a minute) leaves room for hundreds of visitors behind one address. The agent stops on a 4xx.

async function collect(
  request: IncomingMessage,
  response: ServerResponse,
  collector: BeaconCollector,
  options: CollectOptions & { retryAfter: (ip: string) => Promise<number | null> },
) {
  const ip = clientIp(request, options.trustProxy);
  const retryAfter = await options.retryAfter(ip);
  if (retryAfter !== null) {
    metrics.beaconsRefused.inc({ reason: 'rate_limited' });
    answer(response, 429, { ...CORS, 'retry-after': String(retryAfter) }, TOO_MANY);
    return;
  }
  const body =
    Number(request.headers['content-length'] ?? 0) > MAX_BEACON_BYTES ? 'too_large' : await readBody(request);
  if (body === 'gone') {
    response.destroy();
    return;
  }
  if (body === 'too_large') {
    // The rest of the body is not read: close the connection rather than drain it.
    metrics.beaconsRefused.inc({ reason: 'too_large' });
    answer(response, 413, { ...CORS, connection: 'close' }, TOO_LARGE);
    return;
  }
  const outcome = await collector.collect({
    body,
    origin: request.headers.origin || undefined,
    userAgent: request.headers['user-agent'] || undefined,
    ip,
  });
  if (outcome.kind === 'rejected') {
    metrics.beaconsRefused.inc({ reason: outcome.code.toLowerCase() });
    answer(response, outcome.status, CORS, { code: outcome.code, message: outcome.message });
  } else if (outcome.kind === 'limited') {
    metrics.beaconsRefused.inc({ reason: 'site_rate_limited' });
    answer(response, 429, { ...CORS, 'retry-after': String(outcome.retryAfterSeconds) }, SITE_TOO_MANY);
  } else if (outcome.kind === 'over_quota') {
    metrics.beaconsRefused.inc({ reason: 'over_quota' });
    answer(
      response,
      429,
      { ...CORS, 'retry-after': String(outcome.retryAfterSeconds) },
      overQuota(outcome.quota),
    );
  } else if (outcome.kind === 'unavailable') {
    metrics.beaconsRefused.inc({ reason: outcome.reason });
    const headers = { ...CORS, 'retry-after': String(outcome.retryAfterSeconds) };
    answer(response, 503, headers, UNAVAILABLE[outcome.reason]);
  } else {
    metrics.beaconsAccepted.inc();
    response.writeHead(204, ACCEPTED_HEADERS).end();
  }
}

export function collectRoute(collector: BeaconCollector, options: CollectOptions): RequestHandlerAhead {
  const limited = { ...options, retryAfter: perMinuteLimit(options.rateLimitPerMinute) };
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
      collect(request, response, collector, limited).catch((error: unknown) => {
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
