// A loopback server for the browser tests: it serves the built agent, fixture pages that embed it, and
// captures what the agent POSTs to /rum/collect (answering with a status the test chooses).
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Beacon, parseBeacon } from '../../src/beacon.ts';
import { getRumScript, renderRumScript } from '../../src/server/script.ts';

export interface CapturedBeacon {
  /** The path it was posted to. */
  url: string;
  body: string;
  headers: IncomingHttpHeaders;
  json: unknown;
}

export interface EmbedOptions {
  siteKey?: string;
  sampleRate?: string;
  endpoint?: string;
  /** Query string of the agent's URL: `rate=N` makes the server write that sampling rate into it. */
  scriptQuery?: string;
  /** The privacy rules, as the bff writes them into the embed code (data-scrub, data-query, data-private). */
  scrub?: string;
  query?: string;
  private?: string;
  /** Consent mode: data-consent, and the embed code's pace() stub before the tag. */
  consent?: boolean;
}

/** The bff's consent stub (bff/src/rum/embed-code.ts), as the embed code puts it before the tag. */
const CONSENT_STUB =
  '<script>window.pace=window.pace||function(){(pace.q=pace.q||[]).push(arguments)}</script>';

/** Double quotes and angle brackets written as the bff's embed code writes them. */
const attribute = (name: string, value: string | undefined) =>
  value === undefined
    ? ''
    : `data-${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}"`;

export interface FixtureServer {
  origin: string;
  beacons: CapturedBeacon[];
  /** Makes /rum/collect answer beacons of this page path with this status (204 otherwise). */
  answer(path: string, status: number): void;
  /**
   * A page that embeds the agent; the path may carry a query string and hash (they must not leak). The
   * beacons already captured for that path are dropped: a retried test counts only its own.
   */
  pageUrl(path: string, embed?: EmbedOptions): string;
  /** The beacons captured for a page path. */
  beaconsOf(path: string): CapturedBeacon[];
  /** Waits for `count` beacons of the page path, then a little longer so that any extra one shows up too. */
  settledBeacons(path: string, count: number, settleMs?: number): Promise<CapturedBeacon[]>;
  close(): Promise<void>;
}

// The page paints a large image (the LCP element, served a little late so its load has a duration), has a
// button whose handler blocks for a while (an INP with processing time), and can shift its content.
function page(embed: EmbedOptions): string {
  const attributes = [
    `data-site-key="${embed.siteKey ?? 'site_abc123'}"`,
    embed.sampleRate === undefined ? '' : `data-sample-rate="${embed.sampleRate}"`,
    embed.endpoint === undefined ? '' : `data-endpoint="${embed.endpoint}"`,
    attribute('scrub', embed.scrub),
    attribute('query', embed.query),
    attribute('private', embed.private),
    embed.consent ? 'data-consent' : '',
  ].join(' ');
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>Fixture</title>
${embed.consent ? CONSENT_STUB : ''}
<script async src="/rum/pace-rum.js${embed.scriptQuery ? `?${embed.scriptQuery}` : ''}" ${attributes}></script>
<style>body{margin:0;font:16px sans-serif} #hero{display:block;width:600px;height:300px} #slot{height:0}</style>
</head><body>
<div id="slot"></div>
<main id="content">
  <img id="hero" src="/hero.svg" alt="">
  <button id="buy" type="button">Buy</button>
  <p id="status">idle</p>
</main>
<script>
  document.getElementById('buy').addEventListener('click', () => {
    const until = performance.now() + Number(document.body.dataset.block || 120);
    while (performance.now() < until) {}
    document.getElementById('status').textContent = 'bought ' + Date.now();
  });
  window.shiftContent = () => {
    const banner = document.createElement('div');
    banner.style.height = '200px';
    banner.textContent = 'Late banner';
    document.getElementById('slot').replaceWith(banner);
  };
</script>
</body></html>`;
}

// Chrome ignores low-entropy images (under 0.05 bits per pixel) as LCP candidates: many shapes keep the
// image large enough in bytes to count.
const HERO = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300"><rect width="600" height="300" fill="#3a7"/>${Array.from(
  { length: 120 },
  (_, i) =>
    `<circle cx="${(i * 37) % 600}" cy="${(i * 53) % 300}" r="${5 + (i % 17)}" fill="#${(0x123456 + i * 0x10203).toString(16).slice(-6)}"/>`,
).join('')}</svg>`;

export async function startFixtureServer(): Promise<FixtureServer> {
  const script = await getRumScript();
  const beacons: CapturedBeacon[] = [];
  const embeds = new Map<string, EmbedOptions>();

  const statuses = new Map<string, number>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fixture');
    // Every POST is a beacon here: the agent's default endpoint is /rum/collect, data-endpoint moves it.
    if (request.method === 'POST') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(body);
        } catch {
          json = undefined;
        }
        beacons.push({ url: url.pathname, body, headers: request.headers, json });
        const path = (json as { path?: unknown } | undefined)?.path;
        const status = (typeof path === 'string' && statuses.get(path)) || 204;
        response.writeHead(status, { 'access-control-allow-origin': '*' }).end();
      });
      return;
    }
    if (url.pathname === '/rum/pace-rum.js') {
      const rate = url.searchParams.get('rate');
      const body = rate === null ? script : renderRumScript(script, { sampleRate: Number(rate) });
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(body);
      return;
    }
    if (url.pathname === '/hero.svg') {
      setTimeout(() => response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(HERO), 80);
      return;
    }
    if (url.pathname === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    if (url.pathname === '/elsewhere') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Elsewhere</title>');
      return;
    }
    const embed = embeds.get(url.pathname);
    if (embed) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(embed));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const beaconsOf = (path: string) =>
    beacons.filter((beacon) => (beacon.json as { path?: unknown } | undefined)?.path === path);
  return {
    origin,
    beacons,
    answer: (path, status) => statuses.set(path, status),
    pageUrl(path, embed = {}) {
      const url = new URL(path, origin);
      embeds.set(url.pathname, embed);
      for (let i = beacons.length - 1; i >= 0; i--)
        if ((beacons[i]!.json as { path?: unknown } | undefined)?.path === url.pathname) beacons.splice(i, 1);
      return url.href;
    },
    beaconsOf,
    async settledBeacons(path, count, settleMs = 300) {
      const deadline = Date.now() + 10_000;
      while (beaconsOf(path).length < count) {
        if (Date.now() > deadline)
          throw new Error(`expected ${count} beacon(s) of ${path}, got ${beaconsOf(path).length}`);
        await sleep(20);
      }
      await sleep(settleMs);
      return beaconsOf(path);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Validates with the same schema the bff uses: the agent must send exactly that. */
export function validBeacon(captured: CapturedBeacon): Beacon {
  const parsed = parseBeacon(captured.body);
  if (!parsed.ok) throw new Error(`invalid beacon (${parsed.reason}): ${JSON.stringify(parsed.issues)}`);
  return parsed.beacon;
}
