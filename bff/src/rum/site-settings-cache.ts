// The RUM settings the collection route needs per beacon, by site key, cached in the process for a few
// seconds: beacons arrive by the thousand and the settings change rarely. A settings change made through
// this process applies at once (invalidate); other bff processes see it within the cache's lifetime.
import type { Database } from '@pace/platform/db';

export interface CollectionSettings {
  siteId: number;
  enabled: boolean;
  samplingRate: number;
  /** Origins allowed to send beacons; when none are set, the site's canonical URL's origin. */
  allowedOrigins: ReadonlySet<string>;
  excludeEea: boolean;
}

const TTL_MS = 10_000;

export class SiteSettingsCache {
  private readonly entries = new Map<string, { value: CollectionSettings | null; expires: number }>();

  constructor(private readonly db: Database) {}

  async get(siteKey: string): Promise<CollectionSettings | null> {
    const now = Date.now();
    const cached = this.entries.get(siteKey);
    if (cached && cached.expires > now) return cached.value;
    const value = await this.load(siteKey);
    if (this.entries.size > 50_000) this.entries.clear(); // unknown keys must not grow it forever
    this.entries.set(siteKey, { value, expires: now + TTL_MS });
    return value;
  }

  invalidate(siteKey?: string) {
    if (siteKey) this.entries.delete(siteKey);
    else this.entries.clear();
  }

  private async load(siteKey: string): Promise<CollectionSettings | null> {
    const { RumSettings, Site } = this.db.models;
    const settings = await RumSettings.findOne({ where: { siteKey } });
    if (!settings) return null;
    let origins = settings.allowedOrigins.map(originOf).filter((origin): origin is string => origin !== null);
    if (origins.length === 0) {
      const site = await Site.findByPk(settings.siteId, { attributes: ['canonicalUrl'] });
      const canonical = site ? originOf(site.canonicalUrl) : null;
      origins = canonical ? [canonical] : [];
    }
    return {
      siteId: settings.siteId,
      enabled: settings.enabled,
      samplingRate: settings.samplingRate,
      allowedOrigins: new Set(origins),
      excludeEea: settings.geographicMonitoring === 'exclude_eea',
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
