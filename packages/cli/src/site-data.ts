// A site's pages, profiles and metric catalogue, and turning --pages, --profiles and --metrics (names,
// uuids or keys, comma separated) into what the API takes.
import type { PaceClient } from './client.ts';
import { CliError, ExitCode } from './exit-codes.ts';
import { CliSiteDataDocument, type CliSiteDataQuery } from './graphql/generated/graphql.ts';
import type { SiteRef } from './site-ref.ts';

export type Page = CliSiteDataQuery['pages'][number];
export type Named = Pick<Page, 'uuid' | 'name'>;
export type SyntheticMetric = CliSiteDataQuery['syntheticMetrics'][number];

export interface SiteData {
  pages: Page[];
  profiles: Named[];
  metrics: SyntheticMetric[];
}

export function loadSiteData(client: PaceClient, site: SiteRef): Promise<SiteData> {
  return client
    .query(CliSiteDataDocument, { ...site })
    .then((data) => ({ pages: data.pages, profiles: data.testProfiles, metrics: data.syntheticMetrics }));
}

export const splitList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** The chosen pages or profiles by uuid or name (any case); all of them when none are named. */
export function choose<T extends Named>(all: T[], wanted: string | undefined, what: 'page' | 'profile'): T[] {
  const names = splitList(wanted);
  if (names.length === 0) return all;
  return names.map((name) => {
    const found =
      all.find((item) => item.uuid === name) ??
      all.find((item) => item.name.toLowerCase() === name.toLowerCase());
    if (!found) {
      const known = all.map((item) => `"${item.name}"`).join(', ') || 'none';
      throw new CliError(`Unknown ${what} "${name}"; the site's ${what}s: ${known}`, ExitCode.USAGE);
    }
    return found;
  });
}

/** The chosen metric keys; the recommended ones when none are named. */
export function chooseMetrics(all: SyntheticMetric[], wanted: string | undefined): SyntheticMetric[] {
  const keys = splitList(wanted);
  if (keys.length === 0) return all.filter((metric) => metric.recommended);
  return keys.map((key) => {
    const found = all.find((metric) => metric.key === key.toLowerCase());
    if (!found) {
      throw new CliError(
        `Unknown metric "${key}"; use one of: ${all.map((metric) => metric.key).join(', ')}`,
        ExitCode.USAGE,
      );
    }
    return found;
  });
}
