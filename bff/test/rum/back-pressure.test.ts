// Collection never answers 204 for a beacon it cannot keep. With the beacon stream at its length limit
// (RUM_BACKLOG_LIMIT entries) POST /rum/collect answers 503 with Retry-After and queues nothing, and
// takes beacons again once the writer has drained the stream; when the stream's store fails, 503 too
// (never a 500 or a 204). With the database down, the site settings last read serve on (the stream
// needs no database); a site whose settings were never read is answered 503, not 500.
import type { Database } from '@pace/platform/db';
import { createLogger } from '@pace/platform/log';
import type { BeaconStream } from '@pace/rum/stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BeaconCollector } from '../../src/rum/collector.ts';
import { SiteSettingsCache } from '../../src/rum/site-settings-cache.ts';
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
        privacy: { pathRules: [], queryParameters: [] },
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

describe('BeaconCollector, with the database down', () => {
  afterEach(() => vi.useRealTimers());
  const CHROME_UA =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

  it('collects with the settings it last read, and answers 503 for a site it never read', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let databaseUp = true;
    let reads = 0;
    const row = {
      siteId: 1,
      enabled: true,
      samplingRate: 100,
      allowedOrigins: [SITE_ORIGIN],
      pathRules: [],
      queryParameters: [],
    };
    const findOne = async ({ where }: { where: { siteKey: string } }) => {
      reads += 1;
      if (!databaseUp) throw new Error('connect ECONNREFUSED');
      return where.siteKey === 'known' ? row : null;
    };
    // The site's team, for the organisation whose account decides whether it collects.
    const Site = { findByPk: async () => ({ canonicalUrl: `${SITE_ORIGIN}/`, teamId: 1 }) };
    const Team = { findByPk: async () => ({ organisationId: 1 }) };
    const db = { models: { RumSettings: { findOne }, Site, Team } } as unknown as Database;
    const appended: unknown[] = [];
    const stream = { append: async (one: unknown) => void appended.push(one) } as unknown as BeaconStream;
    const collector = new BeaconCollector(new SiteSettingsCache(db), stream);
    const request = (siteKey: string) =>
      collector.collect({
        body: new TextEncoder().encode(JSON.stringify(beacon(siteKey))),
        origin: SITE_ORIGIN,
        userAgent: CHROME_UA,
        ip: '127.0.0.1',
      });

    expect(await request('known')).toEqual({ kind: 'queued' });
    databaseUp = false;
    vi.setSystemTime(Date.now() + 60_000); // long past the cache's lifetime
    expect(await request('known')).toEqual({ kind: 'queued' });
    expect(await request('known')).toEqual({ kind: 'queued' });
    expect(reads).toBe(2); // asked again after a second, not per beacon
    expect(await request('never-read')).toEqual({
      kind: 'unavailable',
      reason: 'settings_down',
      retryAfterSeconds: 10,
    });
    expect(appended).toHaveLength(3);
  });
});
