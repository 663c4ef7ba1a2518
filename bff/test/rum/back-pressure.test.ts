// Collection never answers 204 for a beacon it cannot keep. With the beacon stream at its length limit
// (RUM_BACKLOG_LIMIT entries) POST /rum/collect answers 503 with Retry-After and queues nothing, and
// takes beacons again once the writer has drained the stream; when the stream's store fails, 503 too
// (never a 500 or a 204).
import { createLogger } from '@pace/platform/log';
import type { BeaconStream } from '@pace/rum/stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BeaconCollector } from '../../src/rum/collector.ts';
import type { SiteSettingsCache } from '../../src/rum/site-settings-cache.ts';
import { MODES, startTestApp, type TestApp } from '../support.ts';
import { beacon, createRumSite, post, SITE_ORIGIN, streamOf, writerFor } from './support.ts';

describe.each(MODES)('POST /rum/collect with the beacon stream full (%s)', (mode) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(mode, { env: { RUM_BACKLOG_LIMIT: '2' } });
  });
  afterAll(() => app.close());

  it('answers 503 with Retry-After at the limit, keeps nothing of it, and takes beacons again once drained', async () => {
    const { site, siteKey } = await createRumSite(app);
    // One at a time: each beacon is an entry of its own.
    expect((await post(app, beacon(siteKey))).status).toBe(204);
    expect((await post(app, beacon(siteKey))).status).toBe(204);
    const refused = await post(app, beacon(siteKey));
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect((await refused.json()).error.code).toBe('BACKLOG_FULL');
    expect(await streamOf(app).backlog()).toBe(2);

    await writerFor(app).drain();
    expect(await app.db.models.RumBeacon.count({ where: { siteId: site.id } })).toBe(2);
    // The length is measured again within a second: then beacons are taken again.
    await expect
      .poll(async () => (await post(app, beacon(siteKey))).status, { timeout: 5_000, interval: 300 })
      .toBe(204);
  });
});

describe('BeaconCollector, when the stream cannot keep a beacon', () => {
  it('answers unavailable (503), and logs the failure once a minute, not per beacon', async () => {
    const failing = {
      append: () => Promise.reject(new Error('Connection is closed.')),
    } as unknown as BeaconStream;
    const settings = {
      get: async () => ({
        siteId: 1,
        enabled: true,
        allowedOrigins: new Set([SITE_ORIGIN]),
        samplingRate: 100,
        excludeEea: false,
      }),
    } as unknown as SiteSettingsCache;
    const lines: string[] = [];
    const log = createLogger({ level: 'error', name: 'test' });
    log.error = ((_fields: unknown, message: string) => lines.push(message)) as unknown as typeof log.error;
    const collector = new BeaconCollector(settings, failing, log);
    const request = () =>
      collector.collect({
        body: new TextEncoder().encode(JSON.stringify(beacon('site_key'))),
        origin: SITE_ORIGIN,
        userAgent:
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
        ip: '127.0.0.1',
      });
    expect(await request()).toEqual({ kind: 'unavailable', reason: 'stream_down', retryAfterSeconds: 10 });
    expect(await request()).toMatchObject({ kind: 'unavailable' });
    expect(lines).toHaveLength(1);
  });
});
