// Third parties as the HTTP Archive's third-party-web list names them (the list Lighthouse itself uses):
// which hosts a profile's "blocked third parties" and "ad blocker" refuse, and what a page loaded from
// whom.
import thirdPartyWeb from 'third-party-web';

export interface ThirdPartyEntity {
  name: string;
  category: string;
  domains: readonly string[];
}

const ENTITIES: readonly ThirdPartyEntity[] = thirdPartyWeb.entities.map((entity) => ({
  name: entity.name,
  category: entity.category,
  domains: entity.domains,
}));

/** Every entity name, for pickers; `category` as third-party-web has it (ad, analytics, social…). */
export function thirdPartyEntities(): readonly ThirdPartyEntity[] {
  return ENTITIES;
}

export function findEntity(name: string): ThirdPartyEntity | undefined {
  return ENTITIES.find((entity) => entity.name === name);
}

/** The entity a URL belongs to, if it is a known third party. */
export function entityOfUrl(url: string): string | null {
  return thirdPartyWeb.getEntity(url)?.name ?? null;
}

/** Hosts of every advertising entity: what the ad blocker refuses. */
export function adHosts(): string[] {
  return ENTITIES.filter((entity) => entity.category === 'ad').flatMap((entity) => entity.domains);
}

/**
 * Chromium's blocked-URL patterns for host names; `*.example.com` covers example.com and every
 * subdomain, on any port.
 */
export function hostPatterns(hosts: readonly string[]): string[] {
  const patterns = new Set<string>();
  for (const raw of hosts) {
    const host = raw.trim().toLowerCase();
    if (!host) continue;
    const base = host.startsWith('*.') ? host.slice(2) : host;
    for (const name of host.startsWith('*.') ? [base, `*.${base}`] : [base]) {
      patterns.add(`*://${name}/*`);
      patterns.add(`*://${name}:*`);
    }
  }
  return [...patterns];
}

export interface ThirdPartySummary {
  entity: string;
  category: string | null;
  requests: number;
  transferSize: number;
  mainThreadTime: number;
}

interface RequestItem {
  url: string;
  transferSize?: number;
  entity?: string;
}
interface InsightItem {
  entity?: { text?: string } | string;
  transferSize?: number;
  mainThreadTime?: number;
}
interface LhrLike {
  entities?: { name: string; isFirstParty?: boolean; category?: string }[];
  audits: Record<string, { details?: { items?: unknown[] } } | undefined>;
}

/** What each third party cost the page: requests, bytes and main-thread time, from a Lighthouse report. */
export function summariseThirdParties(lhr: LhrLike): ThirdPartySummary[] {
  const firstParty = new Set((lhr.entities ?? []).filter((e) => e.isFirstParty).map((e) => e.name));
  const categories = new Map((lhr.entities ?? []).map((e) => [e.name, e.category ?? null]));
  const byEntity = new Map<string, ThirdPartySummary>();
  const requests = (lhr.audits['network-requests']?.details?.items ?? []) as RequestItem[];
  for (const request of requests) {
    const entity = request.entity ?? entityOfUrl(request.url);
    if (!entity || firstParty.has(entity)) continue;
    const summary = byEntity.get(entity) ?? {
      entity,
      category: categories.get(entity) ?? findEntity(entity)?.category ?? null,
      requests: 0,
      transferSize: 0,
      mainThreadTime: 0,
    };
    summary.requests += 1;
    summary.transferSize += request.transferSize ?? 0;
    byEntity.set(entity, summary);
  }
  const insight = (lhr.audits['third-parties-insight']?.details?.items ?? []) as InsightItem[];
  for (const item of insight) {
    const name = typeof item.entity === 'string' ? item.entity : item.entity?.text;
    const summary = name ? byEntity.get(name) : undefined;
    if (summary) summary.mainThreadTime = item.mainThreadTime ?? 0;
  }
  return [...byEntity.values()].sort((a, b) => b.transferSize - a.transferSize);
}
