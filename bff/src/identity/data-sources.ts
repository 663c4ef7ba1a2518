// Which data sources (Synthetic, CrUX, RUM) a site has, for the site lists' filter and badges. Each area
// knows its own rule, so each registers a probe here; this module only asks them.
import type { Database } from '@pace/platform/db';

export const DATA_SOURCES = ['SYNTHETIC', 'CRUX', 'RUM'] as const;
export type DataSource = (typeof DATA_SOURCES)[number];

/** Of the given sites, the ids of those that have the data source. */
export type DataSourceProbe = (db: Database, siteIds: number[]) => Promise<Set<number>>;

const probes = new Map<DataSource, DataSourceProbe>([
  // Every site can be measured by our own audits: synthetic monitoring is the product's base.
  ['SYNTHETIC', async (_db, siteIds) => new Set(siteIds)],
  [
    'RUM',
    async (db, siteIds) => {
      if (siteIds.length === 0) return new Set();
      const rows = await db.models.RumSettings.findAll({
        where: { siteId: siteIds, enabled: true },
        attributes: ['siteId'],
      });
      return new Set(rows.map((row) => row.siteId));
    },
  ],
  // CrUX: none until the CrUX area registers its probe (sites with stored field data).
  ['CRUX', async () => new Set()],
]);

/** For an area to say which sites have its data (replaces the default rule). */
export function registerDataSource(source: DataSource, probe: DataSourceProbe) {
  probes.set(source, probe);
}

export function sitesWithSource(db: Database, source: DataSource, siteIds: number[]) {
  return probes.get(source)!(db, siteIds);
}

/** The data sources of each site, in the order of DATA_SOURCES. */
export async function dataSourcesOf(db: Database, siteIds: number[]): Promise<Map<number, DataSource[]>> {
  const result = new Map<number, DataSource[]>(siteIds.map((id) => [id, []]));
  for (const source of DATA_SOURCES) {
    for (const id of await sitesWithSource(db, source, siteIds)) result.get(id)?.push(source);
  }
  return result;
}
