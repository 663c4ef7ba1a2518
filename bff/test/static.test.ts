// `npm start` serving: the shell's build, published remotes, compression and caching, the HTML fallback.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { FIRST_SCREENS_FILE, firstScreenRequestUrl } from '@pace/mfe-kit/first-screens';
import { SESSION_COOKIE } from '@pace/platform/credentials';
import { RemoteReleases } from '@pace/platform/remotes';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BIG_SCRIPT, startTestApp, type TestApp, writeRemoteBuild } from './support.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The RUM dashboard's first operation as its release declares it (first-screens.json). */
const DASHBOARD = {
  query: 'query RumDashboard($siteId: ID!, $period: String!) { site(siteId: $siteId) { id } }',
  variables: {
    siteId: { param: 'siteId' },
    period: { search: 'period', oneOf: ['last_7_days', 'last_30_days'], fallback: 'last_7_days' },
  },
};
/** The preload hint of the dashboard's data for a site and period, at the URL the shell asks. */
const dashboardData = (siteId: string, period: string) =>
  `<${firstScreenRequestUrl(DASHBOARD.query, { siteId, period })}>; rel=preload; as=fetch; crossorigin=anonymous`;

/** A raw GET (fetch would undo the compression we want to look at). */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('static serving', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('embedded');
    const releases = new RemoteReleases(app.db, app.deps.config);
    const build = writeRemoteBuild(join(app.dir, 'rum-build'), 'rum');
    writeFileSync(
      join(build, FIRST_SCREENS_FILE),
      JSON.stringify({ screens: { 'rum/dashboard': DASHBOARD } }),
    );
    await releases.publish({ name: 'mfe-rum', version: '1.2.0', sourceDir: build });
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('the shell', () => {
    test('/ is index.html, revalidated on every load', async () => {
      const response = await get(`${app.url}/`);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body.toString()).toContain('<title>Pace</title>');
    });

    test('hashed assets are cached for a year, immutable', async () => {
      const response = await get(`${app.url}/assets/main.3f9a1c2b.js`);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers['content-type']).toMatch(/javascript/);
    });

    test('text is compressed with brotli, or gzip for clients without it', async () => {
      const br = await get(`${app.url}/assets/main.3f9a1c2b.js`, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
      expect(brotliDecompressSync(br.body).toString()).toBe(BIG_SCRIPT);
      expect(br.body.length).toBeLessThan(BIG_SCRIPT.length / 5);

      const gzip = await get(`${app.url}/assets/main.3f9a1c2b.js`, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).toString()).toBe(BIG_SCRIPT);

      const none = await get(`${app.url}/assets/main.3f9a1c2b.js`);
      expect(none.headers['content-encoding']).toBeUndefined();
      expect(none.body.toString()).toBe(BIG_SCRIPT);
    });

    test('JSON responses are compressed too; tiny files are not', async () => {
      const tiny = await get(`${app.url}/assets/tiny.77aa11bb.css`, { 'accept-encoding': 'br' });
      expect(tiny.headers['content-encoding']).toBeUndefined();
      const healthz = await get(`${app.url}/healthz`, { 'accept-encoding': 'br' });
      expect(healthz.status).toBe(200); // small: sent as is
    });

    test('a revalidation with the same ETag or date is answered 304', async () => {
      const first = await get(`${app.url}/`);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"/);
      const again = await get(`${app.url}/`, { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      const byDate = await get(`${app.url}/`, {
        'if-modified-since': first.headers['last-modified'] as string,
      });
      expect(byDate.status).toBe(304);
    });

    test('other files of the build (sw.js) are served and revalidated', async () => {
      const response = await get(`${app.url}/sw.js`);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    });
  });

  describe('published remotes', () => {
    const base = () => `${app.url}/remotes/mfe-rum/1.2.0`;

    test('mf-manifest.json and remoteEntry.js are revalidated, readable from any origin', async () => {
      for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
        const response = await get(`${base()}/${file}`, { origin: 'https://elsewhere.example' });
        expect(response.status).toBe(200);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers['access-control-allow-origin']).toBe('*');
      }
    });

    test('hashed chunks are immutable and compressed', async () => {
      const response = await get(`${base()}/static/js/812.4be2c1d0.js`, { 'accept-encoding': 'br' });
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['content-encoding']).toBe('br');
      const map = await get(`${base()}/static/js/812.4be2c1d0.js.map`);
      expect(map.headers['cache-control']).toBe(IMMUTABLE);
    });

    test.each([
      '/remotes/mfe-rum/1.2.0/static/js/missing.js',
      '/remotes/mfe-rum/9.9.9/mf-manifest.json',
      '/remotes/mfe-none/1.0.0/mf-manifest.json',
      '/remotes/mfe-rum/..%2F..%2Fetc/passwd',
      '/remotes/mfe-rum/1.2.0/..%2F..%2F..%2Fpace.sqlite',
    ])('%s is a 404', async (path) => {
      const response = await get(`${app.url}${path}`, { accept: 'text/html' });
      expect([400, 403, 404]).toContain(response.status);
      expect(response.headers['content-type']).not.toMatch(/html/);
    });
  });

  describe('the HTML fallback', () => {
    /** A browser with a session cookie (whether the session is live is the API's concern, not the page's). */
    const signedIn = { accept: 'text/html', cookie: `${SESSION_COOKIE}=any-session-id` };

    test.each(['/teams/7/42/rum/dashboard', '/organisations/3/billing/plan', '/sign-in', '/docs/'])(
      'GET %s from a browser serves the shell (a path of its route table)',
      async (path) => {
        const response = await get(`${app.url}${path}`, {
          ...signedIn,
          accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
        });
        expect(response.status).toBe(200);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body.toString()).toContain('<title>Pace</title>');
      },
    );

    test.each([
      ['/', '/sign-in'],
      [
        '/teams/7/42/rum/dashboard?period=last_30_days',
        '/sign-in?redirect_to=%2Fteams%2F7%2F42%2Frum%2Fdashboard%3Fperiod%3Dlast_30_days',
      ],
      ['/organisations/3/billing/plan', '/sign-in?redirect_to=%2Forganisations%2F3%2Fbilling%2Fplan'],
    ])(
      'with no session cookie, %s goes straight to the sign-in page (%s), as the shell would send it',
      async (path, to) => {
        const response = await get(`${app.url}${path}`, { accept: 'text/html' });
        expect(response.status).toBe(302);
        expect(response.headers.location).toBe(to);
        expect(response.headers.link).toBeUndefined();
        // It follows the cookie: a shared cache must not give one person's answer to the other.
        expect(String(response.headers.vary)).toMatch(/\bCookie\b/);
        expect(response.headers['cache-control']).toBe('no-store');
      },
    );

    test.each(['/sign-in', '/docs', '/tests/0b8e/abc'])(
      'with no session cookie, %s is not sent to sign in',
      async (path) => {
        const response = await get(`${app.url}${path}`, { accept: 'text/html' });
        expect(response.status).not.toBe(302);
        expect(response.body.toString()).toContain('<title>Pace</title>');
      },
    );

    test.each([
      ['/assets/missing.3f9a1c2b.js', 'text/html'],
      ['/favicon.ico', 'text/html'],
      ['/remotes/mfe-rum', 'text/html'],
      ['/teams/7/42/pulse', 'application/json'],
      ['/teams/7/42/pulse', '*/*'],
    ])('GET %s (Accept %s) is a real 404', async (path, accept) => {
      const response = await get(`${app.url}${path}`, { accept });
      expect(response.status).toBe(404);
      expect(response.body.toString()).not.toContain('<title>Pace</title>');
    });

    test("a remote's page names its first screen's data and files in a Link header, each file served", async () => {
      const html = signedIn;
      const response = await get(`${app.url}/teams/7/42/rum/dashboard`, html);
      expect(response.status).toBe(200);
      const links = String(response.headers.link ?? '').split(', ');
      expect(links).toEqual([
        dashboardData('42', 'last_7_days'),
        '</assets/remote-runtime.5e6f7a8b.js>; rel=preload; as=script',
        '</assets/932.0a1b2c3d.js>; rel=preload; as=script',
        '</remotes/mfe-rum/1.2.0/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
        '</remotes/mfe-rum/1.2.0/remoteEntry.js>; rel=preload; as=script',
        '</remotes/mfe-rum/1.2.0/static/js/812.4be2c1d0.js>; rel=preload; as=script',
      ]);
      for (const link of links.slice(3)) {
        const path = /^<([^>]+)>/.exec(link)![1]!;
        expect((await get(`${app.url}${path}`)).status, path).toBe(200);
      }
      // Unchanged on the conditional request a reload makes.
      const again = await get(`${app.url}/teams/7/42/rum/dashboard`, {
        ...html,
        'if-none-match': String(response.headers.etag),
      });
      expect(again.status).toBe(304);
      expect(again.headers.link).toBe(response.headers.link);
    });

    test("the data hint takes the page's path and search values as the screen's variables", async () => {
      const links = async (path: string) =>
        String((await get(`${app.url}${path}`, signedIn)).headers.link).split(', ');
      expect(await links('/teams/7/site%20one/rum/dashboard?period=last_30_days')).toContain(
        dashboardData('site one', 'last_30_days'),
      );
      // A period the screen does not know falls back as the screen does.
      expect(await links('/teams/7/42/rum/dashboard?period=forever')).toContain(
        dashboardData('42', 'last_7_days'),
      );
      // A search value the declaration does not map (the screen's own logic reads it), or one given
      // twice: no data hint, the code is still hinted.
      for (const path of [
        '/teams/7/42/rum/dashboard?device=phone',
        '/teams/7/42/rum/dashboard?period=a&period=b',
      ]) {
        const hints = await links(path);
        expect(
          hints.some((hint) => hint.startsWith('</graphql?')),
          path,
        ).toBe(false);
        expect(hints, path).toContain('</remotes/mfe-rum/1.2.0/remoteEntry.js>; rel=preload; as=script');
      }
    });

    test("a remote without a release gets the loader's hints only; the shell's own pages and 404s none", async () => {
      const html = signedIn;
      const pulse = await get(`${app.url}/teams/7/42/pulse`, html);
      expect(String(pulse.headers.link).split(', ')).toEqual([
        '</assets/remote-runtime.5e6f7a8b.js>; rel=preload; as=script',
        '</assets/932.0a1b2c3d.js>; rel=preload; as=script',
      ]);
      expect((await get(`${app.url}/sign-in`, html)).headers.link).toBeUndefined();
      const missing = await get(`${app.url}/no/such/page`, html);
      expect(missing.status).toBe(404);
      expect(missing.headers.link).toBeUndefined();
    });

    test('a release replaced under its version (--force) is hinted with its new files', async () => {
      const build = writeRemoteBuild(join(app.dir, 'rum-build-forced'), 'rum, rebuilt');
      const manifestPath = join(build, 'mf-manifest.json');
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
      manifest.exposes[0].assets.js.sync = ['static/js/813.5cf3d2e1.js'];
      writeFileSync(manifestPath, JSON.stringify(manifest));
      renameSync(join(build, 'static/js/812.4be2c1d0.js'), join(build, 'static/js/813.5cf3d2e1.js'));
      const page = () => get(`${app.url}/teams/7/42/rum/dashboard`, signedIn);
      expect(String((await page()).headers.link)).toContain('812.4be2c1d0.js');

      await new RemoteReleases(app.db, app.deps.config).publish({
        name: 'mfe-rum',
        version: '1.2.0',
        sourceDir: build,
        force: true,
      });
      const links = String((await page()).headers.link);
      expect(links).toContain('</remotes/mfe-rum/1.2.0/static/js/813.5cf3d2e1.js>; rel=preload; as=script');
      expect(links).not.toContain('812.4be2c1d0.js');
    });

    test('POST to a page is not answered with the shell', async () => {
      const response = await fetch(`${app.url}/teams/7/42/pulse`, {
        method: 'POST',
        headers: { accept: 'text/html' },
      });
      expect(response.status).toBe(404);
    });
  });

  test('without a shell build, a page says how to build it (503)', async () => {
    const bare = await startTestApp('embedded', { withShell: false });
    try {
      const response = await get(`${bare.url}/teams/1/2/pulse`, { accept: 'text/html' });
      expect(response.status).toBe(503);
      expect(response.body.toString()).toMatch(/npm run build -w shell/);
    } finally {
      await bare.close();
    }
  });
});
