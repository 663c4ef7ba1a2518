// The HTTP side: Stripe's REST wire format (form-encoded requests, JSON objects, list objects and error
// objects, `Authorization: Bearer <key>`, Idempotency-Key replay), webhook deliveries signed the way
// Stripe signs them, and the hosted invoice page and PDF a customer downloads.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import qs from 'qs';
import { StripeFakeError } from './errors.ts';
import { IdempotencyKeys } from './idempotency.ts';
import type { Invoice, StripeEvent } from './objects.ts';
import { type Outage, type OutageRule, Outages } from './outages.ts';
import type { Params } from './params.ts';
import { StripeState } from './state.ts';

export interface WebhookTarget {
  url: string;
  /** The endpoint's signing secret (`whsec_…`), as the receiver passes to stripe.webhooks.constructEvent. */
  secret: string;
}

export interface StripeFakeOptions {
  /** Loopback only, by default. */
  host?: string;
  /** 0 (the default): any free port. */
  port?: number;
  secretKey?: string;
  /** The key browsers use to create payment methods (the only call a publishable key may make). */
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

type Handler = (request: { params: Params; match: RegExpExecArray; key: string }) => unknown;
interface Route {
  method: string;
  pattern: RegExp;
  handler: Handler;
  /** The publishable key may call it (creating a payment method from the browser). */
  publishable?: boolean;
}

const ID = '([A-Za-z0-9_]+)';

function routes(state: StripeState): Route[] {
  const route = (method: string, path: string, handler: Handler, publishable = false): Route => ({
    method,
    pattern: new RegExp(`^${path.replaceAll(':id', ID)}$`),
    handler,
    publishable,
  });
  const id = (match: RegExpExecArray, index = 1) => match[index]!;
  return [
    route('POST', '/v1/customers', ({ params }) => state.createCustomer(params)),
    route('GET', '/v1/customers/:id', ({ match }) => state.retrieveCustomer(id(match))),
    route('POST', '/v1/customers/:id', ({ match, params }) => state.updateCustomer(id(match), params)),
    route('POST', '/v1/customers/:id/tax_ids', ({ match, params }) => state.createTaxId(id(match), params)),
    route('GET', '/v1/customers/:id/tax_ids', ({ match, params }) => state.listTaxIds(id(match), params)),
    route('DELETE', '/v1/customers/:id/tax_ids/:id', ({ match }) =>
      state.deleteTaxId(id(match), id(match, 2)),
    ),
    route('GET', '/v1/customers/:id/payment_methods', ({ match, params }) =>
      state.listPaymentMethods(id(match), params),
    ),
    route('POST', '/v1/payment_methods', ({ params }) => state.createPaymentMethod(params), true),
    route('GET', '/v1/payment_methods/:id', ({ match }) => state.retrievePaymentMethod(id(match))),
    route('POST', '/v1/payment_methods/:id/attach', ({ match, params }) =>
      state.attachPaymentMethod(id(match), params),
    ),
    route('POST', '/v1/payment_methods/:id/detach', ({ match }) => state.detachPaymentMethod(id(match))),
    route('POST', '/v1/products', ({ params }) => state.createProduct(params)),
    route('POST', '/v1/prices', ({ params }) => state.createPrice(params)),
    route('GET', '/v1/prices', ({ params }) => state.listPrices(params)),
    route('GET', '/v1/prices/:id', ({ match }) => state.retrievePrice(id(match))),
    route('POST', '/v1/subscriptions', ({ params }) => state.createSubscription(params)),
    route('GET', '/v1/subscriptions', ({ params }) => state.listSubscriptions(params)),
    route('GET', '/v1/subscriptions/:id', ({ match }) => state.retrieveSubscription(id(match))),
    route('POST', '/v1/subscriptions/:id', ({ match, params }) =>
      state.updateSubscription(id(match), params),
    ),
    route('POST', '/v1/subscriptions/:id/resume', ({ match, params }) =>
      state.resumeSubscription(id(match), params),
    ),
    route('DELETE', '/v1/subscriptions/:id', ({ match, params }) =>
      state.cancelSubscription(id(match), params),
    ),
    route('GET', '/v1/invoices', ({ params }) => state.listInvoices(params)),
    route('GET', '/v1/invoices/:id', ({ match }) => state.retrieveInvoice(id(match))),
    route('POST', '/v1/invoices/:id/finalize', ({ match }) => state.finalizeInvoice(id(match))),
    route('POST', '/v1/invoices/:id/pay', ({ match }) => state.payInvoice(id(match))),
    route('POST', '/v1/invoices/:id/void', ({ match }) => state.voidInvoice(id(match))),
    route('POST', '/v1/invoices/:id/mark_uncollectible', ({ match }) => state.markUncollectible(id(match))),
    route('GET', '/v1/events', ({ params }) => state.listEvents(params)),
    route('GET', '/v1/events/:id', ({ match }) => state.retrieveEvent(id(match))),
  ];
}

/** The `Stripe-Signature` header for a payload: `t=<unix seconds>,v1=<HMAC-SHA256 of "t.payload">`. */
export function signPayload(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

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
    // Browsers create payment methods straight from the page, as Stripe.js does.
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
          key,
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

  async function deliver(event: StripeEvent, target: WebhookTarget) {
    const payload = JSON.stringify(event, null, 2);
    // Stripe retries failed deliveries for days; a fake retries a few times within a second or two.
    for (const wait of [0, 200, 1000]) {
      if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
      try {
        const response = await fetch(target.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': signPayload(payload, target.secret),
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          },
          body: payload,
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer();
        if (response.ok) return;
      } catch {
        // The receiver is down or slow: try again.
      }
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

function bearer(req: IncomingMessage): string | null {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (match) return match[1]!;
  const basic = /^Basic\s+(\S+)$/i.exec(header);
  if (basic) return Buffer.from(basic[1]!, 'base64').toString('utf8').replace(/:$/, '');
  return null;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 1024 * 1024) throw new Error('Request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: unknown) {
  sendRaw(res, status, JSON.stringify(body));
}

function sendRaw(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${Math.random().toString(36).slice(2, 16)}`,
    'stripe-version': '2026-10-28.endive',
  });
  res.end(body);
}

const money = (invoice: Invoice) => `${(invoice.total / 100).toFixed(2)} ${invoice.currency.toUpperCase()}`;
const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function invoicePage(invoice: Invoice): string {
  const lines = invoice.lines.data
    .map(
      (line) => `<tr><td>${escapeHtml(line.description)}</td><td>${(line.amount / 100).toFixed(2)}</td></tr>`,
    )
    .join('');
  return `<!doctype html><meta charset="utf-8"><title>Invoice ${invoice.number}</title>
<h1>Invoice ${invoice.number}</h1><p>${day(invoice.created)} · ${invoice.status} · ${money(invoice)}</p>
<table>${lines}</table><p><a href="/invoices/${invoice.id}/pdf">Download PDF</a></p>`;
}

/** A one-page PDF with the invoice's number, date, lines and total: enough for a download to open. */
export function invoicePdf(invoice: Invoice): Buffer {
  const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const rows = [
    `Invoice ${invoice.number}`,
    `Date: ${day(invoice.created)}    Status: ${invoice.status}`,
    `Billed to: ${invoice.customer_name ?? ''} ${invoice.customer_email ?? ''}`,
    ...invoice.lines.data.map((line) => `${line.description}: ${(line.amount / 100).toFixed(2)}`),
    `Total: ${money(invoice)}`,
    ...(invoice.custom_fields ?? []).map((field) => `${field.name}: ${field.value}`),
    ...(invoice.footer ? [invoice.footer] : []),
  ];
  const content = `BT /F1 12 Tf 72 760 Td 16 TL ${rows.map((row) => `(${pdfText(row)}) Tj T*`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
