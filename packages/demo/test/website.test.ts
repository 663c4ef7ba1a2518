// The demo website serves every page the demo sites list, with what each page is there to show: the
// embed script with its site's key, the web font, photos, the third-party widget on a second host name,
// a slow and heavy sale page, and the checkout's late banner and slow button.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PAGES,
  DEMO_SITE_KEYS,
  DEMO_SITES,
  type DemoWebsite,
  demoPagesOf,
  startDemoWebsite,
} from '../src/index.ts';

/** GET with a chosen Host header (the third party shares the port under another name). */
function get(port: number, path: string, host = `127.0.0.1:${port}`) {
  return new Promise<{ status: number; type: string; body: Buffer; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the demo website', () => {
  let site: DemoWebsite;
  beforeAll(async () => {
    site = await startDemoWebsite({ port: 0, paceUrl: 'http://127.0.0.1:3999', siteKeys: DEMO_SITE_KEYS });
  });
  afterAll(() => site?.close());

  it('listens on loopback only, and names a second host for its third party', () => {
    expect(site.origin).toBe(`http://127.0.0.1:${site.port}`);
    expect(site.thirdPartyOrigin).toBe(`http://widgets.localhost:${site.port}`);
  });

  it.each(DEMO_PAGES.map((page) => [page.path, page] as const))(
    'serves %s with its embed tag, font and widget',
    async (path, page) => {
      const { status, type, body } = await get(site.port, path);
      expect(status).toBe(200);
      expect(type).toMatch(/text\/html/);
      const html = body.toString();
      expect(html).toContain(
        `<script async src="http://127.0.0.1:3999/rum/pace-rum.js" data-site-key="${DEMO_SITE_KEYS[page.site]}"></script>`,
      );
      expect(html).toContain('/assets/lora.woff2');
      expect(html).toContain(`src="${site.thirdPartyOrigin}/reviews-widget.js"`);
      // Every file the page names is served.
      for (const [, asset] of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g))
        expect((await get(site.port, asset!)).status, asset).toBe(200);
    },
  );

  it('lists every page of every demo site on the website', () => {
    const urls = DEMO_SITES.flatMap((s) => demoPagesOf(s, site.origin).map((p) => p.url));
    expect(urls).toHaveLength(DEMO_PAGES.length);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('serves a real web font and PNG photos, and a heavy photo for the sale', async () => {
    const font = await get(site.port, '/assets/lora.woff2');
    expect(font.type).toBe('font/woff2');
    expect(font.body.subarray(0, 4).toString('latin1')).toBe('wOF2');
    const photo = await get(site.port, '/assets/coffee-0.png');
    expect(photo.body.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect((await get(site.port, '/assets/sale-hero.png')).body.length).toBeGreaterThan(800_000);
  });

  it('makes the sale page slow and the checkout shift and answer slowly', async () => {
    expect((await get(site.port, '/store/sale')).ms).toBeGreaterThanOrEqual(1_150);
    const checkout = (await get(site.port, '/assets/checkout.js')).body.toString();
    expect(checkout).toMatch(/promo-slot/);
    expect(checkout).toMatch(/performance\.now\(\)-t<400/);
    const heavy = await get(site.port, '/assets/heavy.js');
    expect(heavy.body.length).toBeGreaterThan(250_000);
  });

  it('serves the third party under its own name only, and answers 404 for anything else', async () => {
    const widget = await get(site.port, '/reviews-widget.js', `widgets.localhost:${site.port}`);
    expect(widget.status).toBe(200);
    expect(widget.type).toMatch(/javascript/);
    expect((await get(site.port, '/store/', `widgets.localhost:${site.port}`)).status).toBe(404);
    expect((await get(site.port, '/reviews-widget.js')).status).toBe(404);
    expect((await get(site.port, '/nothing-here')).status).toBe(404);
    expect((await get(site.port, '/')).status).toBe(302);
  });
});
