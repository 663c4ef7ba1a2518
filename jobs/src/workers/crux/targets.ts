import { createHash } from 'node:crypto';
import type { CruxTarget, FormFactorChoice } from '@pace/crux';
import type { CruxTargetKind, Database, Site } from '@pace/platform/db';
import { cruxPageUrls } from './pages.ts';

/** Collected for every target: phones, desktops and all devices together (tablets are too rare). */
export const COLLECTED_FORM_FACTORS: readonly FormFactorChoice[] = ['PHONE', 'DESKTOP', 'ALL'];

export interface SiteTarget {
  kind: CruxTargetKind;
  /** The origin or URL as sent to the API and stored. */
  value: string;
  hash: string;
  query: CruxTarget;
}

export const targetHash = (value: string) => createHash('sha256').update(value).digest('hex');

function target(kind: CruxTargetKind, value: string): SiteTarget {
  return {
    kind,
    value,
    hash: targetHash(value),
    query: kind === 'origin' ? { origin: value } : { url: value },
  };
}

/** The site's origin (from its canonical URL), then each of its page URLs, without duplicates. */
export async function siteTargets(db: Database, site: Site): Promise<SiteTarget[]> {
  const origin = new URL(site.canonicalUrl).origin;
  const urls = [...new Set(await cruxPageUrls(db, site))];
  return [target('origin', origin), ...urls.map((url) => target('url', url))];
}
