// POST /rum/collect without the HTTP: checks a beacon against its site's RUM settings, derives the
// visitor's traits, and queues it. The route answers with the outcome's status.

import type { AccountStanding } from '@pace/billing/standing';
import type { Logger } from '@pace/platform/log';
import { applyPrivacyRules } from '@pace/rum/privacy';
import { toStoredBeacon } from '@pace/rum/stored-beacon';
import {
  BACKLOG_RETRY_AFTER_SECONDS,
  type BeaconStream,
  BeaconStreamFullError,
  SiteBacklogFullError,
} from '@pace/rum/stream';
import { parseBeacon } from '@pace/rum-agent/beacon';
import { type PageViewQuota, secondsToNextMonth } from './page-view-quota.ts';
import { perMinuteLimit } from './per-minute-limit.ts';
import { keptSampleRate } from './sampling.ts';
import {
  type CollectionSettings,
  SettingsUnavailableError,
  type SiteSettingsCache,
} from './site-settings-cache.ts';
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
 * unavailable: not kept, try later (503 with Retry-After): the stream is full, its store is down, or the
 * site's settings cannot be read (the database is down and they were not cached).
 * limited: the site key sent more than its limit this minute (429 with Retry-After).
 * over_quota: the organisation used its plan's page views this month (429 until the month ends).
 */
export type CollectOutcome =
  | { kind: 'queued' }
  | { kind: 'dropped'; reason: 'bot' | 'not_sampled' | 'excluded_region' }
  | { kind: 'rejected'; status: 400 | 403; code: string; message: string }
  | {
      kind: 'unavailable';
      reason: 'backlog_full' | 'site_backlog_full' | 'stream_down' | 'settings_down';
      retryAfterSeconds: number;
    }
  | { kind: 'limited'; retryAfterSeconds: number }
  | { kind: 'over_quota'; quota: number; retryAfterSeconds: number };

/** A store that failed is logged at most this often (its own outage log says more). */
const STREAM_FAILURE_LOG_MS = 60_000;

/** Whether an organisation's account lets its sites collect (AccountStandings, or always with billing off). */
export interface AccountStandingSource {
  ofOrganisation(organisationId: number): Promise<AccountStanding>;
}

const ACCOUNT_CODES = { paused: 'ACCOUNT_PAUSED', inactive: 'ACCOUNT_INACTIVE' } as const;

const reject = (status: 400 | 403, code: string, message: string): CollectOutcome => ({
  kind: 'rejected',
  status,
  code,
  message,
});

export class BeaconCollector {
  private lastFailureLogged = 0;

  private readonly siteLimit: (siteId: number) => Promise<number | null>;

  /**
   * `sitePerMinute`: beacons one site may send this process a minute, from any addresses (0: no limit).
   * Counted only for known sites with an allowed origin, so made-up keys cannot fill the counters; a
   * flood of one site's key (a botnet replaying its beacons) then costs other sites nothing.
   */
  constructor(
    private readonly settings: SiteSettingsCache,
    private readonly stream: BeaconStream,
    private readonly log?: Logger,
    sitePerMinute = 0,
    private readonly accounts?: AccountStandingSource,
    private readonly quota?: PageViewQuota,
  ) {
    this.siteLimit = perMinuteLimit(sitePerMinute);
  }

  async collect(request: BeaconRequest): Promise<CollectOutcome> {
    const parsed = parseBeacon(request.body);
    if (!parsed.ok) {
      return parsed.reason === 'not_json'
        ? reject(400, 'NOT_JSON', 'The beacon is not JSON')
        : reject(400, 'INVALID_BEACON', 'The beacon does not match the beacon format');
    }
    const { beacon } = parsed;
    let settings: CollectionSettings | null;
    try {
      settings = await this.settings.get(beacon.siteKey);
    } catch (error) {
      if (!(error instanceof SettingsUnavailableError)) throw error;
      this.logUnavailable(error, 'RUM beacons refused with 503: their site settings cannot be read');
      return { kind: 'unavailable', reason: 'settings_down', retryAfterSeconds: BACKLOG_RETRY_AFTER_SECONDS };
    }
    if (!settings) return reject(403, 'UNKNOWN_SITE', 'Unknown site key');
    if (!settings.enabled) return reject(403, 'RUM_DISABLED', 'RUM is disabled for this site');
    if (!request.origin || !settings.allowedOrigins.has(request.origin)) {
      return reject(403, 'ORIGIN_NOT_ALLOWED', 'This origin may not send beacons for this site');
    }
    let standing: AccountStanding;
    try {
      standing = (await this.accounts?.ofOrganisation(settings.organisationId)) ?? {
        active: true,
        rumPageViews: null,
      };
    } catch (error) {
      this.logUnavailable(error, 'RUM beacons refused with 503: the account state cannot be read');
      return { kind: 'unavailable', reason: 'settings_down', retryAfterSeconds: BACKLOG_RETRY_AFTER_SECONDS };
    }
    // A paused or ended account collects nothing (and costs nothing): the agent stops on the 403.
    if (!standing.active) return reject(403, ACCOUNT_CODES[standing.reason], standing.message);
    const retryAfterSeconds = await this.siteLimit(settings.siteId);
    if (retryAfterSeconds !== null) return { kind: 'limited', retryAfterSeconds };
    if (isBot(request.userAgent)) return { kind: 'dropped', reason: 'bot' };
    const sampleRate = keptSampleRate(beacon.pageViewId, beacon.sampleRate, settings.samplingRate);
    if (sampleRate === null) return { kind: 'dropped', reason: 'not_sampled' };
    const place = locate(request.ip);
    if (settings.excludeEea && place.countryCode && EEA_COUNTRIES.has(place.countryCode)) {
      return { kind: 'dropped', reason: 'excluded_region' };
    }
    if (standing.rumPageViews !== null && this.quota) {
      const now = request.receivedAt ?? Date.now();
      await this.quota.load(settings.organisationId, now);
      if (!this.quota.admit(settings.organisationId, standing.rumPageViews, beacon.seq === 0, now)) {
        return {
          kind: 'over_quota',
          quota: standing.rumPageViews,
          retryAfterSeconds: secondsToNextMonth(now),
        };
      }
    }
    // The site's path and query rules again: the page's embed code may predate them, or be hand-written.
    const stored = toStoredBeacon(applyPrivacyRules(beacon, settings.privacy), {
      siteId: settings.siteId,
      receivedAt: request.receivedAt ?? Date.now(),
      sampleRate,
      visitor: { ...place, ...parseUserAgent(request.userAgent!) },
    });
    try {
      await this.stream.append(stored, { firstOfPageView: beacon.seq === 0 });
    } catch (error) {
      // Never a 204 for a beacon that is not kept: the agent (or a proxy) may send it again later.
      if (error instanceof BeaconStreamFullError) {
        const reason = error instanceof SiteBacklogFullError ? 'site_backlog_full' : 'backlog_full';
        return { kind: 'unavailable', reason, retryAfterSeconds: error.retryAfterSeconds };
      }
      this.logUnavailable(error, 'RUM beacons refused with 503: the beacon stream cannot keep them');
      return { kind: 'unavailable', reason: 'stream_down', retryAfterSeconds: BACKLOG_RETRY_AFTER_SECONDS };
    }
    return { kind: 'queued' };
  }

  private logUnavailable(error: unknown, message: string) {
    const now = Date.now();
    if (now - this.lastFailureLogged < STREAM_FAILURE_LOG_MS) return;
    this.lastFailureLogged = now;
    this.log?.error({ err: error }, message);
  }
}
