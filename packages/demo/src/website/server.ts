// The demo website: node:http on 127.0.0.1 only, never a public interface. Two host names share the
// port: 127.0.0.1 is the site itself, `widgets.localhost` (which browsers and the audits' guard resolve
// to loopback without DNS) is the third party whose script every page loads.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Asset, firstPartyAssets, THIRD_PARTY_ASSETS } from './assets.ts';
import { DEMO_PAGES } from './pages.ts';

export const THIRD_PARTY_HOST = 'widgets.localhost';

export interface DemoWebsiteOptions {
  /** 0: any free port (tests). */
  port: number;
  /** Where the platform serves the embed script, e.g. http://127.0.0.1:3000. */
  paceUrl: string;
  /** RUM site key per demo site slug: each page's embed tag carries its site's key. */
  siteKeys: Record<string, string>;
}

export interface DemoWebsite {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  thirdPartyOrigin: string;
  close(): Promise<void>;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startDemoWebsite(options: DemoWebsiteOptions): Promise<DemoWebsite> {
  const assets = firstPartyAssets();
  let thirdPartyOrigin = '';
  const pages = new Map(DEMO_PAGES.map((page) => [page.path, page]));

  async function send(response: ServerResponse, status: number, asset: Asset) {
    if (asset.delayMs) await wait(asset.delayMs);
    response.writeHead(status, {
      'content-type': asset.type,
      'cache-control': asset.type.startsWith('text/html') ? 'no-cache' : 'public, max-age=600',
    });
    response.end(asset.body);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://demo').pathname;
    const host = (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    if (host === THIRD_PARTY_HOST) {
      const asset = THIRD_PARTY_ASSETS.get(path);
      return asset ? send(response, 200, asset) : send(response, 404, notFound());
    }
    if (path === '/') {
      response.writeHead(302, { location: '/store/' }).end();
      return;
    }
    const page = pages.get(path);
    if (page) {
      const html = page.render({
        paceUrl: options.paceUrl,
        thirdPartyOrigin,
        siteKey: options.siteKeys[page.site] ?? '',
      });
      return send(response, 200, { type: 'text/html; charset=utf-8', body: html, delayMs: page.delayMs });
    }
    const asset = assets.get(path);
    return asset ? send(response, 200, asset) : send(response, 404, notFound());
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  const port = (server.address() as AddressInfo).port;
  thirdPartyOrigin = `http://${THIRD_PARTY_HOST}:${port}`;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    thirdPartyOrigin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function notFound(): Asset {
  return {
    type: 'text/html; charset=utf-8',
    body: '<!doctype html><title>Not found</title><h1>Not found</h1>',
  };
}
