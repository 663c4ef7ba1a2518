// RUM settings of a site (not configured / disabled / enabled, sampling, allowed origins, geographic
// monitoring, retention, the embed script's privacy rules) and its page groupings. Every call goes through
// the viewer's access: reading needs readSites, changing settings (privacy rules included) updateSites,
// page groupings managePageGroupings.
import type { Config } from '@pace/platform/config';
import type { Database, Site } from '@pace/platform/db';
import { BadUserInputError, NotFoundError } from '@pace/platform/errors';
import type { JobQueues } from '@pace/platform/queues';
import type { KeyValueStore } from '@pace/platform/redis';
import { MAX_PATTERN_LENGTH, patternProblem } from '@pace/rum/page-grouping';
import { type PrivacyRules, validatePrivacyRules } from '@pace/rum/privacy';
import { requestRollup } from '@pace/rum/rollup-schedule';
import { rawBeaconCutoff } from '@pace/rum/rollup-store';
import type { Access } from '../kernel/auth/access.ts';
import { embedCode } from './embed-code.ts';
import { originOf, type SiteSettingsCache } from './site-settings-cache.ts';

export const GEOGRAPHIC_MONITORING = ['global', 'exclude_eea'] as const;
export type GeographicMonitoring = (typeof GEOGRAPHIC_MONITORING)[number];
export const MAX_RETENTION_MONTHS = 24;

export type RumState = 'not_configured' | 'disabled' | 'enabled';

export interface RumSettingsInput {
  enabled?: boolean | null;
  samplingRate?: number | null;
  allowedOrigins?: string[] | null;
  geographicMonitoring?: GeographicMonitoring | null;
  retentionMonths?: number | null;
  pathRules?: string[] | null;
  queryParameters?: string[] | null;
  neverRecordedSelectors?: string[] | null;
  consentMode?: boolean | null;
}

export interface RumSettingsView extends PrivacyRules {
  state: RumState;
  siteKey: string | null;
  embedCode: string | null;
  samplingRate: number;
  allowedOrigins: string[];
  geographicMonitoring: GeographicMonitoring;
  retentionMonths: number;
  consentMode: boolean;
  /** Enabled, and no beacon has arrived yet. */
  waitingForData: boolean;
  firstBeaconAt: Date | null;
}

const DEFAULTS = {
  samplingRate: 100,
  geographicMonitoring: 'global' as const,
  retentionMonths: MAX_RETENTION_MONTHS,
  pathRules: [],
  queryParameters: [],
  neverRecordedSelectors: [],
  consentMode: false,
};

export class RumSettingsService {
  constructor(
    private readonly deps: {
      config: Config;
      db: Database;
      kv: KeyValueStore;
      queues: JobQueues;
      settingsCache: SiteSettingsCache;
    },
  ) {}

  async view(site: Site): Promise<RumSettingsView> {
    const settings = await this.deps.db.models.RumSettings.findOne({ where: { siteId: site.id } });
    if (!settings) {
      return {
        state: 'not_configured',
        siteKey: null,
        embedCode: null,
        allowedOrigins: [],
        waitingForData: false,
        firstBeaconAt: null,
        ...DEFAULTS,
      };
    }
    return {
      state: settings.enabled ? 'enabled' : 'disabled',
      siteKey: settings.siteKey,
      // The embed code a site owner pastes into their pages.
      embedCode: embedCode(this.deps.config.publicUrl, settings),
      samplingRate: settings.samplingRate,
      allowedOrigins: settings.allowedOrigins,
      geographicMonitoring: settings.geographicMonitoring,
      retentionMonths: settings.retentionMonths,
      pathRules: settings.pathRules,
      queryParameters: settings.queryParameters,
      neverRecordedSelectors: settings.neverRecordedSelectors,
      consentMode: settings.consentMode,
      waitingForData: settings.enabled && settings.firstBeaconAt === null,
      firstBeaconAt: settings.firstBeaconAt,
    };
  }

  async get(access: Access, teamSlug: string, siteSlug: string) {
    const { site } = await access.site(teamSlug, siteSlug, 'readSites');
    return this.view(site);
  }

  /** Creates the settings on first use (RUM becomes configured), or changes them. */
  async update(access: Access, teamSlug: string, siteSlug: string, input: RumSettingsInput) {
    const { site } = await access.site(teamSlug, siteSlug, 'updateSites');
    const changes = validateSettings(input);
    const { RumSettings } = this.deps.db.models;
    const existing = await RumSettings.findOne({ where: { siteId: site.id } });
    if (existing) {
      await existing.update(changes);
      this.deps.settingsCache.invalidate(existing.siteKey);
    } else {
      await RumSettings.create({ siteId: site.id, allowedOrigins: [], enabled: true, ...changes });
    }
    return this.view(site);
  }

  async pageGroupings(access: Access, teamSlug: string, siteSlug: string) {
    const { site } = await access.site(teamSlug, siteSlug, 'readSites');
    return this.groupingsOf(site.id);
  }

  async pageGrouping(access: Access, teamSlug: string, siteSlug: string, uuid: string) {
    const { site } = await access.site(teamSlug, siteSlug, 'readSites');
    return this.findGrouping(site.id, uuid);
  }

  async createPageGrouping(
    access: Access,
    teamSlug: string,
    siteSlug: string,
    input: { name: string; pattern: string },
  ) {
    const { site } = await access.site(teamSlug, siteSlug, 'managePageGroupings');
    const values = validateGrouping(input);
    const { RumPageGrouping } = this.deps.db.models;
    const last = (await RumPageGrouping.max('position', { where: { siteId: site.id } })) as number | null;
    const grouping = await RumPageGrouping.create({ siteId: site.id, ...values, position: (last ?? -1) + 1 });
    await this.regroup(site.id);
    return grouping;
  }

  async updatePageGrouping(
    access: Access,
    teamSlug: string,
    siteSlug: string,
    uuid: string,
    input: { name: string; pattern: string },
  ) {
    const { site } = await access.site(teamSlug, siteSlug, 'managePageGroupings');
    const values = validateGrouping(input);
    const grouping = await this.findGrouping(site.id, uuid);
    await grouping.update(values);
    await this.regroup(site.id);
    return grouping;
  }

  async deletePageGrouping(access: Access, teamSlug: string, siteSlug: string, uuid: string) {
    const { site } = await access.site(teamSlug, siteSlug, 'managePageGroupings');
    const grouping = await this.findGrouping(site.id, uuid);
    await grouping.destroy();
    await this.regroup(site.id);
    return true;
  }

  /** The site's page groupings in order, for a caller that has checked access to the site. */
  groupingsOf(siteId: number) {
    return this.deps.db.models.RumPageGrouping.findAll({
      where: { siteId },
      order: [
        ['position', 'ASC'],
        ['id', 'ASC'],
      ],
    });
  }

  private async findGrouping(siteId: number, uuid: string) {
    const grouping = await this.deps.db.models.RumPageGrouping.findOne({ where: { siteId, uuid } });
    if (!grouping) throw NotFoundError.of('page grouping');
    return grouping;
  }

  /**
   * Page groupings are applied when days are rolled up: roll up again the days that have data and still
   * have their raw beacons (older days keep the groupings they had).
   */
  private async regroup(siteId: number) {
    const { RumAudienceRollup } = this.deps.db.models;
    const since = rawBeaconCutoff(this.deps.config.rumRawBeaconDays);
    const days = await RumAudienceRollup.findAll({
      where: { siteId, dimension: 'all' },
      attributes: ['day'],
      raw: true,
    });
    for (const { day } of days) {
      if (day >= since) await requestRollup({ ...this.deps, rollupDelayMs: 0 }, siteId, day);
    }
  }
}

export function validateSettings(input: RumSettingsInput) {
  const changes: Partial<
    {
      enabled: boolean;
      samplingRate: number;
      allowedOrigins: string[];
      geographicMonitoring: GeographicMonitoring;
      retentionMonths: number;
      consentMode: boolean;
    } & PrivacyRules
  > = validatePrivacyRules({
    pathRules: input.pathRules ?? undefined,
    queryParameters: input.queryParameters ?? undefined,
    neverRecordedSelectors: input.neverRecordedSelectors ?? undefined,
  });
  if (input.enabled != null) changes.enabled = input.enabled;
  if (input.consentMode != null) changes.consentMode = input.consentMode;
  if (input.samplingRate != null) {
    if (!(input.samplingRate >= 0 && input.samplingRate <= 100)) {
      throw new BadUserInputError('The sampling rate must be between 0 and 100 percent', {
        field: 'samplingRate',
      });
    }
    changes.samplingRate = input.samplingRate;
  }
  if (input.allowedOrigins != null) {
    const origins: string[] = [];
    for (const entry of input.allowedOrigins) {
      const trimmed = entry.trim();
      if (trimmed === '') continue;
      const origin = /^https?:\/\/[^/]/i.test(trimmed) ? originOf(trimmed) : null;
      if (!origin) {
        throw new BadUserInputError(
          `Allowed origins must be full URLs including the scheme, like https://example.com: ${trimmed}`,
          {
            field: 'allowedOrigins',
          },
        );
      }
      if (!origins.includes(origin)) origins.push(origin);
    }
    if (origins.length > 100)
      throw new BadUserInputError('At most 100 allowed origins', { field: 'allowedOrigins' });
    changes.allowedOrigins = origins;
  }
  if (input.geographicMonitoring != null) {
    if (!GEOGRAPHIC_MONITORING.includes(input.geographicMonitoring)) {
      throw new BadUserInputError('Geographic monitoring is global or exclude_eea', {
        field: 'geographicMonitoring',
      });
    }
    changes.geographicMonitoring = input.geographicMonitoring;
  }
  if (input.retentionMonths != null) {
    if (
      !Number.isInteger(input.retentionMonths) ||
      input.retentionMonths < 1 ||
      input.retentionMonths > MAX_RETENTION_MONTHS
    ) {
      throw new BadUserInputError(`Data retention is 1 to ${MAX_RETENTION_MONTHS} months`, {
        field: 'retentionMonths',
      });
    }
    changes.retentionMonths = input.retentionMonths;
  }
  return changes;
}

export function validateGrouping(input: { name: string; pattern: string }) {
  const name = input.name.trim();
  if (name.length === 0 || name.length > 255) {
    throw new BadUserInputError('The name must be 1 to 255 characters', { field: 'name' });
  }
  const pattern = input.pattern.trim();
  const problem = patternProblem(pattern);
  if (problem) throw new BadUserInputError(problem, { field: 'pattern' });
  if (pattern.length > MAX_PATTERN_LENGTH)
    throw new BadUserInputError('The pattern is too long', { field: 'pattern' });
  return { name, pattern };
}
