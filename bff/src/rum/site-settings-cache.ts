// The RUM settings the collection route needs per beacon, by site key, cached in the process for a few
// seconds: beacons arrive by the thousand and the settings change rarely. A settings change made through
// this process applies at once (invalidate); other bff processes see it within the cache's lifetime.
import type { Database } from '@pace/platform/db';
import { type CollectionPrivacy, collectionPrivacy } from '@pace/rum/privacy';

export interface CollectionSettings {
  siteId: number;
  /** Whose account decides whether the site collects (its team's organisation). */
  organisationId: number;
  enabled: boolean;
  samplingRate: number;
  /** Origins allowed to send beacons; when none are set, the site's canonical URL's origin. */
  allowedOrigins: ReadonlySet<string>;
  excludeEea: boolean;
  /** The path rules and allowed query parameters, applied again to every beacon (compiled once here). */
  privacy: CollectionPrivacy;
}

const TTL_MS = 10_000;
/** With the database down, how long stale settings serve before it is asked again. */
const RETRY_MS = 1_000;

/** The settings could not be read (the database is down) and none were cached: collection answers 503. */
export class SettingsUnavailableError extends Error {
  override name = 'SettingsUnavailableError';
}

export class SiteSettingsCache {
  private readonly entries = new Map<string, { value: CollectionSettings | null; expires: number }>();

  constructor(private readonly db: Database) {}

  async get(siteKey: string): Promise<CollectionSettings | null> {
    const now = Date.now();
    const cached = this.entries.get(siteKey);
    if (cached && cached.expires > now) return cached.value;
    let value: CollectionSettings | null;
    try {
      value = await this.load(siteKey);
    } catch (error) {
      // The beacons go to the stream, which needs no database: a MariaDB outage longer than the TTL used
      // to answer every beacon 500. Now the last settings read serve on, asked again once a second.
      if (!cached) throw new SettingsUnavailableError('RUM settings cannot be read', { cause: error });
      this.entries.set(siteKey, { value: cached.value, expires: now + RETRY_MS });
      return cached.value;
    }
    if (this.entries.size > 50_000) this.entries.clear(); // unknown keys must not grow it forever
    this.entries.set(siteKey, { value, expires: now + TTL_MS });
    return value;
  }

  invalidate(siteKey?: string) {
    if (siteKey) this.entries.delete(siteKey);
    else this.entries.clear();
  }

  private async load(siteKey: string): Promise<CollectionSettings | null> {
    const { RumSettings, Site, Team } = this.db.models;
    const settings = await RumSettings.findOne({ where: { siteKey } });
    if (!settings) return null;
    const site = await Site.findByPk(settings.siteId, { attributes: ['canonicalUrl', 'teamId'] });
    const team = site && (await Team.findByPk(site.teamId, { attributes: ['organisationId'] }));
    if (!site || !team) return null;
    let origins = settings.allowedOrigins.map(originOf).filter((origin): origin is string => origin !== null);
    if (origins.length === 0) {
      const canonical = originOf(site.canonicalUrl);
      origins = canonical ? [canonical] : [];
    }
    return {
      siteId: settings.siteId,
      organisationId: team.organisationId,
      enabled: settings.enabled,
      samplingRate: settings.samplingRate,
      allowedOrigins: new Set(origins),
      excludeEea: settings.geographicMonitoring === 'exclude_eea',
      privacy: collectionPrivacy(settings),
    };
  }
}

/** scheme://host[:port] of a URL, as browsers send it in the Origin header; null when not a web URL. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
