// Test data for RUM: a beacon as the agent sends it (one page view, every metric with its attribution),
// as the collector stores it, and a site that collects it.
import { randomBytes } from 'node:crypto';
import type { Database, Site } from '@pace/platform/db';
import type { Beacon } from '@pace/rum-agent/beacon';
import { type StoredBeacon, toStoredBeacon } from './stored-beacon.ts';

export function beacon(siteKey: string, overrides: Partial<Beacon> = {}): Beacon {
  return {
    v: 1,
    siteKey,
    pageViewId: randomBytes(16).toString('hex'),
    seq: 0,
    path: '/shop/item',
    navigationType: 'navigate',
    landing: true,
    sampleRate: 100,
    rtt: 100,
    metrics: {
      ttfb: { value: 95, waiting: 1, cache: 0, dns: 0, connection: 0, request: 93 },
      fcp: { value: 228 },
      lcp: {
        value: 372,
        target: '#hero',
        ttfb: 95,
        resourceLoadDelay: 120,
        resourceLoadDuration: 111,
        elementRenderDelay: 47,
      },
      inp: {
        value: 136,
        target: '#buy',
        interactionType: 'pointer',
        inputDelay: 1,
        processingDuration: 121,
        presentationDelay: 14,
      },
      cls: { value: 0.12, target: '#content' },
    },
    ...overrides,
  };
}

/** A visitor the bff could place nowhere and whose browser it could not tell. */
const UNKNOWN_VISITOR = {
  countryCode: null,
  city: null,
  browserName: null,
  browserMajorVersion: null,
  osName: null,
  osVersion: null,
  deviceType: null,
  deviceVendor: null,
  deviceModel: null,
};

/** A beacon as the collector puts it on the stream, for site `siteId`. */
export function storedBeacon(siteId: number): StoredBeacon {
  return toStoredBeacon(beacon('site_key'), {
    siteId,
    receivedAt: Date.now(),
    sampleRate: 100,
    visitor: UNKNOWN_VISITOR,
  });
}

/** The origin test beacons come from. */
export const SITE_ORIGIN = 'https://shop.example.test';

let sites = 0;

/** A site of an organisation and team of its own, collecting RUM from SITE_ORIGIN unless told otherwise. */
export async function createRumSite(
  db: Database,
  settings: Partial<{
    enabled: boolean;
    samplingRate: number;
    allowedOrigins: string[];
    geographicMonitoring: 'global' | 'exclude_eea';
    retentionMonths: number;
    pathRules: string[];
    queryParameters: string[];
    neverRecordedSelectors: string[];
    consentMode: boolean;
  }> = {},
): Promise<{ site: Site; siteKey: string }> {
  const { Organisation, Team, Site, RumSettings } = db.models;
  sites += 1;
  const label = `rum-${process.pid}-${sites}-${randomBytes(3).toString('hex')}`;
  const organisation = await Organisation.create({ name: label, slug: label });
  const team = await Team.create({ organisationId: organisation.id, name: label, slug: label });
  const site = await Site.create({
    teamId: team.id,
    name: label,
    slug: label,
    canonicalUrl: `${SITE_ORIGIN}/`,
  });
  const rum = await RumSettings.create({ siteId: site.id, allowedOrigins: [SITE_ORIGIN], ...settings });
  return { site, siteKey: rum.siteKey };
}
