// POST /rum/collect without the HTTP: checks a beacon against its site's RUM settings, derives the
// visitor's traits, and queues it. The route answers with the outcome's status.

import { toStoredBeacon } from '@pace/rum/stored-beacon';
import type { BeaconStream } from '@pace/rum/stream';
import { parseBeacon } from '@pace/rum-agent/beacon';
import { keptSampleRate } from './sampling.ts';
import type { SiteSettingsCache } from './site-settings-cache.ts';
import { EEA_COUNTRIES, isBot, locate, parseUserAgent } from './visitor.ts';

export interface BeaconRequest {
  body: Uint8Array;
  origin: string | undefined;
  userAgent: string | undefined;
  ip: string;
  receivedAt?: number;
}

/**
 * queued: stored (204). dropped: accepted but not stored, on purpose (204 too: a bot, a page view
 * outside the sample, a visitor from a region the site excludes). rejected: a 4xx the agent stops on.
 */
export type CollectOutcome =
  | { kind: 'queued' }
  | { kind: 'dropped'; reason: 'bot' | 'not_sampled' | 'excluded_region' }
  | { kind: 'rejected'; status: 400 | 403; code: string; message: string };

const reject = (status: 400 | 403, code: string, message: string): CollectOutcome => ({
  kind: 'rejected',
  status,
  code,
  message,
});

export class BeaconCollector {
  constructor(
    private readonly settings: SiteSettingsCache,
    private readonly stream: BeaconStream,
  ) {}

  async collect(request: BeaconRequest): Promise<CollectOutcome> {
    const parsed = parseBeacon(request.body);
    if (!parsed.ok) {
      return parsed.reason === 'not_json'
        ? reject(400, 'NOT_JSON', 'The beacon is not JSON')
        : reject(400, 'INVALID_BEACON', 'The beacon does not match the beacon format');
    }
    const { beacon } = parsed;
    const settings = await this.settings.get(beacon.siteKey);
    if (!settings) return reject(403, 'UNKNOWN_SITE', 'Unknown site key');
    if (!settings.enabled) return reject(403, 'RUM_DISABLED', 'RUM is disabled for this site');
    if (!request.origin || !settings.allowedOrigins.has(request.origin)) {
      return reject(403, 'ORIGIN_NOT_ALLOWED', 'This origin may not send beacons for this site');
    }
    if (isBot(request.userAgent)) return { kind: 'dropped', reason: 'bot' };
    const sampleRate = keptSampleRate(beacon.pageViewId, beacon.sampleRate, settings.samplingRate);
    if (sampleRate === null) return { kind: 'dropped', reason: 'not_sampled' };
    const place = locate(request.ip);
    if (settings.excludeEea && place.countryCode && EEA_COUNTRIES.has(place.countryCode)) {
      return { kind: 'dropped', reason: 'excluded_region' };
    }
    const stored = toStoredBeacon(beacon, {
      siteId: settings.siteId,
      receivedAt: request.receivedAt ?? Date.now(),
      sampleRate,
      visitor: { ...place, ...parseUserAgent(request.userAgent!) },
    });
    await this.stream.append(stored, { firstOfPageView: beacon.seq === 0 });
    return { kind: 'queued' };
  }
}
