// The HTTP side: Stripe's REST wire format (form-encoded requests, JSON objects, list objects and error
// objects, `Authorization: Bearer <key>`, Idempotency-Key replay), webhook deliveries signed the way
// Stripe signs them (webhooks.ts), the hosted invoice page and PDF (invoice-pages.ts), and what Stripe
// serves to browsers: a stand-in for Stripe.js, its card field and the 3-D Secure page (browser/).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import qs from 'qs';
import { serveBrowserPage } from './browser/pages.ts';
import { StripeFakeError } from './errors.ts';
import { bearer, readBody, send, sendRaw } from './http.ts';
import { IdempotencyKeys } from './idempotency.ts';
import { invoicePage, invoicePdf } from './invoice-pages.ts';
import type { StripeEvent } from './objects.ts';
import { type Outage, type OutageRule, Outages } from './outages.ts';
import type { Params } from './params.ts';
import { routes } from './routes.ts';
import { StripeState } from './state.ts';
import { deliver, type WebhookTarget } from './webhooks.ts';

export { invoicePdf } from './invoice-pages.ts';
export { signPayload, type WebhookTarget } from './webhooks.ts';

export interface StripeFakeOptions {
  /** Loopback only, by default. */
  host?: string;
  /** 0 (the default): any free port. */
  port?: number;
  secretKey?: string;
  /** The key browsers use (Stripe.js: payment methods, and confirming a SetupIntent with its client secret). */
  publishableKey?: string;
  /** Where events are POSTed as they happen; null keeps them in `events` only (tests deliver them). */
  webhook?: WebhookTarget | null;
  /** The fake's clock (tests move it). */
  now?: () => Date;
  /** Let the process exit while the fake still listens (when it runs inside another server). */
  unref?: boolean;
}

export interface StripeFake {
  /** `http://127.0.0.1:<port>`: what STRIPE_API_BASE points at. */
  readonly url: string;
  /** `<url>/v3/`: the stand-in for Stripe.js, what STRIPE_JS_URL points at. */
  readonly jsUrl: string;
  readonly secretKey: string;
  readonly publishableKey: string;
  readonly state: StripeState;
  /** Every event emitted so far, oldest first. */
  readonly events: StripeEvent[];
  setWebhook(target: WebhookTarget | null): void;
  /** Stripe answers 500 to the requests `rule` names until `end()` (see outages.ts). */
  outage(rule: OutageRule): Outage;
  /** Resolves when every webhook delivery started so far has been answered (or given up). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export const DEFAULT_SECRET_KEY = 'sk_test_pace_local';
export const DEFAULT_PUBLISHABLE_KEY = 'pk_test_pace_local';

export async function startStripeFake(options: StripeFakeOptions = {}): Promise<StripeFake> {
  const secretKey = options.secretKey ?? DEFAULT_SECRET_KEY;
  const publishableKey = options.publishableKey ?? DEFAULT_PUBLISHABLE_KEY;
  let webhook = options.webhook ?? null;
  let baseUrl = '';
  // Deliveries go out one at a time, in the order the events happened (Stripe does not promise that
  // order; receivers re-read the object, and tests reorder events themselves).
  let deliveries: Promise<void> = Promise.resolve();
  const state = new StripeState({
    now: options.now ?? (() => new Date()),
    baseUrl: () => baseUrl,
    onEvent: (event) => {
      const target = webhook;
      if (!target) return;
      deliveries = deliveries.then(() => deliver(event, target));
    },
  });
  const table = routes(state);
  const idempotent = new IdempotencyKeys(options.now ?? (() => new Date()));
  const outages = new Outages();

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      send(res, 500, { error: { type: 'api_error', message: (error as Error).message } });
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stripe.local');
    if (await serveBrowserPage(req, res, url, { state, baseUrl, publishableKey })) return;
    // Stripe.js calls the API straight from the page.
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader(
      'Access-Control-Allow-Headers',
      'Authorization, Content-Type, Stripe-Version, Idempotency-Key',
    );
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const page = /^\/invoices\/([A-Za-z0-9_]+)(\/pdf)?$/.exec(url.pathname);
    if (req.method === 'GET' && page) {
      const invoice = state.invoices.get(page[1]!);
      if (!invoice || invoice.status === 'draft') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Invoice not found');
        return;
      }
      if (page[2]) {
        res
          .writeHead(200, {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="Invoice-${invoice.number}.pdf"`,
          })
          .end(invoicePdf(invoice));
      } else {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(invoicePage(invoice));
      }
      return;
    }

    const body = await readBody(req);
    const params = {
      ...qs.parse(url.search.slice(1), { arrayLimit: 100, depth: 10 }),
      ...qs.parse(body, { arrayLimit: 100, depth: 10 }),
    } as Params;
    const key = bearer(req);
    const route = table.find(
      (candidate) => candidate.method === req.method && candidate.pattern.test(url.pathname),
    );
    try {
      if (!key || (key !== secretKey && !(key === publishableKey && route?.publishable))) {
        throw new StripeFakeError(401, {
          type: 'invalid_request_error',
          message: key
            ? `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`
            : 'You did not provide an API key.',
        });
      }
      if (!route) {
        throw new StripeFakeError(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${req.method}: ${url.pathname}).`,
        });
      }
      if (outages.covers(req.method ?? 'GET', url.pathname)) {
        throw new StripeFakeError(500, {
          type: 'api_error',
          message: 'An unknown error occurred while processing your request.',
        });
      }
      const idempotencyKey = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
      const { expand: _expand, ...rest } = params;
      const method = req.method!;
      if (typeof idempotencyKey === 'string') {
        const replay = idempotent.replay(key, idempotencyKey, method, url.pathname, rest as Params);
        if (replay) {
          res.setHeader('Idempotent-Replayed', 'true');
          sendRaw(res, replay.status, replay.body);
          return;
        }
      }
      let answer: { status: number; body: string };
      try {
        const result = route.handler({
          params: rest as Params,
          match: route.pattern.exec(url.pathname)!,
          publishable: key !== secretKey,
        });
        answer = { status: 200, body: JSON.stringify(result) };
      } catch (error) {
        if (!(error instanceof StripeFakeError)) throw error;
        // The request ran and was refused (a declined card): Stripe replays that answer too.
        answer = {
          status: error.status,
          body: JSON.stringify({ error: { ...error.body, request_log_url: null } }),
        };
      }
      if (typeof idempotencyKey === 'string')
        idempotent.store(key, idempotencyKey, method, url.pathname, rest as Params, answer);
      sendRaw(res, answer.status, answer.body);
    } catch (error) {
      if (!(error instanceof StripeFakeError)) throw error;
      send(res, error.status, { error: { ...error.body, request_log_url: null } });
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  if (options.unref) server.unref();
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  baseUrl = `http://${host}:${address.port}`;

  return {
    url: baseUrl,
    jsUrl: `${baseUrl}/v3/`,
    secretKey,
    publishableKey,
    state,
    events: state.events,
    setWebhook(target) {
      webhook = target;
    },
    outage(rule) {
      return outages.start(rule);
    },
    async settled() {
      let seen: Promise<void> | undefined;
      while (seen !== deliveries) {
        seen = deliveries;
        await seen;
      }
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
