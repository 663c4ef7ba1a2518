// RUM test helpers: a site with RUM settings, beacons as the agent sends them, and posting them.
import type { Site } from '@pace/platform/db';
import { silentLogger } from '@pace/platform/log';
import { BeaconWriter, beaconStreamFor } from '@pace/rum';
import type { TestApp } from '../support.ts';

export const SITE_ORIGIN = 'https://shop.example.test';
export const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
export const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** Addresses the bundled GeoLite2 data places in Berlin (EEA) and Montreal (not). */
export const BERLIN_IP = '85.214.132.117';
export const MONTREAL_IP = '24.48.0.1';

let counter = 0;

export async function createRumSite(
  app: TestApp,
  settings: Partial<{
    enabled: boolean;
    samplingRate: number;
    allowedOrigins: string[];
    geographicMonitoring: 'global' | 'exclude_eea';
    retentionMonths: number;
  }> = {},
): Promise<{ site: Site; siteKey: string }> {
  const { Organisation, Team, Site, RumSettings } = app.db.models;
  const label = `rum-${process.pid}-${++counter}`;
  const organisation = await Organisation.create({ name: label, slug: label } as never);
  const team = await Team.create({ organisationId: organisation.id, name: label, slug: label } as never);
  const site = await Site.create({
    teamId: team.id,
    name: label,
    slug: label,
    canonicalUrl: `${SITE_ORIGIN}/`,
  });
  const rum = await RumSettings.create({ siteId: site.id, allowedOrigins: [SITE_ORIGIN], ...settings });
  return { site, siteKey: rum.siteKey };
}

export { beacon } from '@pace/rum/testing';

export function post(app: TestApp, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${app.url}/rum/collect`, {
    method: 'POST',
    headers: {
      'Content-Type': 'text/plain;charset=UTF-8',
      Origin: SITE_ORIGIN,
      'User-Agent': CHROME_UA,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A writer over the app's stream, as the job worker runs it. */
export function writerFor(app: TestApp) {
  return new BeaconWriter({
    db: app.db,
    kv: app.kv,
    queues: app.deps.queues,
    stream: beaconStreamFor(app.deps),
    log: silentLogger(),
    rollupDelayMs: app.deps.config.rumRollupDelayMs,
  });
}

export const streamOf = (app: TestApp) => beaconStreamFor(app.deps);

/** Everything RUM wrote: queued beacons and stored rows. */
export async function written(app: TestApp) {
  return {
    queued: await streamOf(app).backlog(),
    rows: await app.db.models.RumBeacon.count(),
  };
}
