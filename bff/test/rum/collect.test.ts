// POST /rum/collect end to end on both modes: what is accepted is queued and then stored with the
// dimensions the bff derived; what is refused or dropped writes nothing at all.
import { connect } from 'node:net';
import { createLogger } from '@pace/platform/log';
import { MAX_BEACON_BYTES } from '@pace/rum-agent/beacon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODES, startTestApp, type TestApp } from '../support.ts';
import {
  ANDROID_UA,
  BERLIN_IP,
  BOT_UA,
  beacon,
  createRumSite,
  MONTREAL_IP,
  post,
  SITE_ORIGIN,
  writerFor,
  written,
} from './support.ts';

describe.each(MODES)('POST /rum/collect (%s)', (mode) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(mode, { env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => app.close());

  async function nothingWritten() {
    await writerFor(app).drain();
    return written(app);
  }

  it('queues an accepted beacon and answers 204; the writer stores it with the derived dimensions', async () => {
    const { site, siteKey } = await createRumSite(app);
    const sent = beacon(siteKey);
    const response = await post(app, sent, { 'User-Agent': ANDROID_UA, 'X-Forwarded-For': MONTREAL_IP });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await writerFor(app).drain()).toBe(1);

    const row = (await app.db.models.RumBeacon.findOne({
      where: { siteId: site.id },
      raw: true,
    })) as unknown as Record<string, unknown>;
    expect(row).toMatchObject({
      pageViewId: sent.pageViewId,
      seq: 0,
      path: '/shop/item',
      navigationType: 'navigate',
      countryCode: 'CA',
      city: 'Montreal',
      browserName: 'Chrome',
      browserMajorVersion: '120',
      osName: 'Android',
      osVersion: '13',
      deviceType: 'mobile',
      deviceVendor: 'Samsung',
      deviceModel: 'SM-S911B',
      lcp: 372,
      lcp_resource_load_delay: 120,
      lcpTarget: '#hero',
      inp: 136,
      inpTarget: '#buy',
      cls: 0.12,
      ttfb_request: 93,
      fcp: 228,
      rtt: 100,
    });
    expect(Boolean(row.landing)).toBe(true);
    const settings = await app.db.models.RumSettings.findOne({ where: { siteId: site.id } });
    expect(settings?.firstBeaconAt).toBeInstanceOf(Date);
  });

  it('stores a beacon sent twice once (the beacon id is site, page view and seq)', async () => {
    const { site, siteKey } = await createRumSite(app);
    const sent = beacon(siteKey);
    expect((await post(app, sent)).status).toBe(204);
    expect((await post(app, sent)).status).toBe(204);
    expect((await post(app, { ...sent, seq: 1, metrics: { inp: sent.metrics.inp } })).status).toBe(204);
    await writerFor(app).drain();
    expect(await app.db.models.RumBeacon.count({ where: { siteId: site.id } })).toBe(2);
  });

  it('stores beacons sent together exactly once each, however the queue groups them', async () => {
    const { site, siteKey } = await createRumSite(app);
    const sent = Array.from({ length: 130 }, () => beacon(siteKey));
    const answers = await Promise.all(sent.map((one) => post(app, one)));
    expect(answers.map((answer) => answer.status)).toEqual(sent.map(() => 204));
    expect(await writerFor(app).drain()).toBe(sent.length);
    const rows = await app.db.models.RumBeacon.findAll({ where: { siteId: site.id }, raw: true });
    expect(rows.map((row) => row.pageViewId).sort()).toEqual(sent.map((one) => one.pageViewId).sort());
  });

  it('refuses a beacon from an origin that is not allowed: 403, nothing written', async () => {
    const { siteKey } = await createRumSite(app);
    const before = await nothingWritten();
    const response = await post(app, beacon(siteKey), { Origin: 'https://evil.example.test' });
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('ORIGIN_NOT_ALLOWED');
    expect((await post(app, beacon(siteKey), { Origin: 'null' })).status).toBe(403);
    expect(await nothingWritten()).toEqual(before);
  });

  it('accepts the canonical URL origin when no allowed origin is set', async () => {
    const { siteKey } = await createRumSite(app, { allowedOrigins: [] });
    expect((await post(app, beacon(siteKey), { Origin: SITE_ORIGIN })).status).toBe(204);
    expect((await post(app, beacon(siteKey), { Origin: 'https://other.example.test' })).status).toBe(403);
    await writerFor(app).drain();
  });

  it('refuses an oversized body with 413, nothing written', async () => {
    const { siteKey } = await createRumSite(app);
    const before = await nothingWritten();
    const huge = JSON.stringify({ ...beacon(siteKey), path: `/${'a'.repeat(MAX_BEACON_BYTES)}` });
    const response = await post(app, huge);
    expect(response.status).toBe(413);
    expect(await nothingWritten()).toEqual(before);
  });

  it('refuses malformed JSON and beacons that do not match the format with 400, nothing written', async () => {
    const { siteKey } = await createRumSite(app);
    const before = await nothingWritten();
    const notJson = await post(app, '{"v":1,"siteKey":');
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).error.code).toBe('NOT_JSON');
    const invalid = await post(app, { ...beacon(siteKey), path: '/search?q=me@example.com' });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).error.code).toBe('INVALID_BEACON');
    expect((await post(app, { ...beacon(siteKey), extra: true })).status).toBe(400);
    expect(await nothingWritten()).toEqual(before);
  });

  it('refuses unknown site keys and disabled sites with 403', async () => {
    const { siteKey } = await createRumSite(app, { enabled: false });
    const before = await nothingWritten();
    expect((await post(app, beacon(siteKey))).status).toBe(403);
    expect((await post(app, beacon('rum_unknown'))).status).toBe(403);
    expect(await nothingWritten()).toEqual(before);
  });

  it('stores nothing at a sampling rate of 0, and keeps the same page views when the rate is lower', async () => {
    const { siteKey } = await createRumSite(app, { samplingRate: 0 });
    const before = await nothingWritten();
    for (let i = 0; i < 5; i += 1) expect((await post(app, beacon(siteKey))).status).toBe(204);
    expect(await nothingWritten()).toEqual(before);

    const half = await createRumSite(app, { samplingRate: 50 });
    const sent = Array.from({ length: 40 }, () => beacon(half.siteKey));
    for (const one of sent) await post(app, one);
    // A follow-up shares the fate of its page view.
    for (const one of sent) await post(app, { ...one, seq: 1, metrics: {} });
    await writerFor(app).drain();
    const rows = await app.db.models.RumBeacon.findAll({ where: { siteId: half.site.id }, raw: true });
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(70);
    expect(rows.length % 2).toBe(0);
    expect(new Set(rows.map((row) => row.sampleRate))).toEqual(new Set([50]));
  });

  it('stores nothing from EEA visitors when the site excludes them, and still stores the others', async () => {
    const { site, siteKey } = await createRumSite(app, { geographicMonitoring: 'exclude_eea' });
    const before = await nothingWritten();
    expect((await post(app, beacon(siteKey), { 'X-Forwarded-For': BERLIN_IP })).status).toBe(204);
    expect(await nothingWritten()).toEqual(before);
    expect((await post(app, beacon(siteKey), { 'X-Forwarded-For': MONTREAL_IP })).status).toBe(204);
    await writerFor(app).drain();
    expect(await app.db.models.RumBeacon.count({ where: { siteId: site.id } })).toBe(1);
  });

  it('drops bots: 204, nothing written', async () => {
    const { siteKey } = await createRumSite(app);
    const before = await nothingWritten();
    expect((await post(app, beacon(siteKey), { 'User-Agent': BOT_UA })).status).toBe(204);
    expect((await post(app, beacon(siteKey), { 'User-Agent': '' })).status).toBe(204);
    expect(await nothingWritten()).toEqual(before);
  });

  it('answers the CORS preflight', async () => {
    const response = await fetch(`${app.url}/rum/collect`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toBe('POST');
  });

  it('answers other methods with 405 and the methods it takes', async () => {
    const response = await fetch(`${app.url}/rum/collect`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('OPTIONS, POST');
    expect((await response.json()).error.code).toBe('METHOD_NOT_ALLOWED');
  });
});

describe('POST /rum/collect from a page that closes mid-beacon', () => {
  it('drops the half-sent beacon without an error logged, and goes on', async () => {
    const logged: string[] = [];
    const app = await startTestApp('embedded', {
      log: createLogger({ destination: { write: (line: string) => logged.push(line) } }),
    });
    try {
      const { site, siteKey } = await createRumSite(app);
      const { port } = new URL(app.url);
      const half = JSON.stringify(beacon(siteKey)).slice(0, 100);
      await new Promise<void>((resolve) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write(
            `POST /rum/collect HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${SITE_ORIGIN}\r\n` +
              `Content-Type: text/plain\r\nContent-Length: 700\r\n\r\n${half}`,
            () => setTimeout(() => socket.destroy(), 50),
          );
        });
        socket.on('close', () => resolve());
      });
      expect((await post(app, beacon(siteKey))).status).toBe(204);
      await writerFor(app).drain();
      expect(await app.db.models.RumBeacon.count({ where: { siteId: site.id } })).toBe(1);
      expect(logged.filter((line) => line.includes('RUM request failed'))).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('POST /rum/collect rate limit', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('embedded', { env: { TRUST_PROXY: 'true', RUM_RATE_LIMIT: '3' } });
  });
  afterAll(() => app.close());

  it('answers 429 with Retry-After past the limit of an address, writing nothing; other addresses go on', async () => {
    const { site, siteKey } = await createRumSite(app);
    const from = (address: string) => ({ 'X-Forwarded-For': `203.0.113.9, ${address}` });
    for (let i = 0; i < 3; i += 1)
      expect((await post(app, beacon(siteKey), from(MONTREAL_IP))).status).toBe(204);
    const refused = await post(app, beacon(siteKey), from(MONTREAL_IP));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect((await refused.json()).error.code).toBe('RATE_LIMITED');
    // The address is the one the proxy added (the last entry), not what the client put before it.
    expect((await post(app, beacon(siteKey), from(BERLIN_IP))).status).toBe(204);
    await writerFor(app).drain();
    expect(await app.db.models.RumBeacon.count({ where: { siteId: site.id } })).toBe(4);
  });
});

describe('GET /rum/pace-rum.js', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('embedded');
  });
  afterAll(() => app.close());

  it('serves the embed script compressed, cacheable, with an ETag and no cookie', async () => {
    const response = await fetch(`${app.url}/rum/pace-rum.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('max-age=3600');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('set-cookie')).toBeNull();
    const etag = response.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('/rum/collect');
    const again = await fetch(`${app.url}/rum/pace-rum.js`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });
});
