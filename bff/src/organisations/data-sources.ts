// Which data sources (Synthetic, CrUX, RUM) a site has, for the site lists' filter and badges. Each area
// knows its own rule, so each registers it here; this module only asks them. A rule is a query for the
// ids of the sites that have the source, so that the database applies it: the lists' filter inside their
// one query (never every id of a team read into the process and sent back), the badges of a page of
// sites in one query for every source.
import { type Database, Op, QueryTypes } from '@pace/platform/db';
import { literal, type WhereOptions } from 'sequelize';

export const DATA_SOURCES = ['SYNTHETIC', 'CRUX', 'RUM'] as const;
export type DataSource = (typeof DATA_SOURCES)[number];

/**
 * SQL for the ids of the sites that have the source, as one column (`SELECT site_id FROM … WHERE …`,
 * valid in MySQL and SQLite), or null when every site has it.
 */
export type DataSourceProbe = string | null;

const probes = new Map<DataSource, DataSourceProbe>([
  // Every site can be measured by our own audits: synthetic monitoring is the product's base.
  ['SYNTHETIC', null],
  ['RUM', 'SELECT site_id FROM rum_settings WHERE enabled = 1'],
  // CrUX: none until the CrUX area registers its probe (sites with stored field data).
  ['CRUX', 'SELECT site_id FROM rum_settings WHERE 1 = 0'],
]);

/** For an area to say which sites have its data (replaces the default rule). */
export function registerDataSource(source: DataSource, probe: DataSourceProbe) {
  probes.set(source, probe);
}

/** A condition on sites for a list's filter: the sites that have the source. */
export function withSource(source: DataSource): WhereOptions {
  const probe = probes.get(source)!;
  return probe === null ? {} : { id: { [Op.in]: literal(`(${probe})`) } };
}

/** The data sources of each site, in the order of DATA_SOURCES: one query for a page of sites. */
export async function dataSourcesOf(db: Database, siteIds: number[]): Promise<Map<number, DataSource[]>> {
  const result = new Map<number, DataSource[]>(siteIds.map((id) => [id, []]));
  const queried = DATA_SOURCES.filter((source) => probes.get(source) !== null);
  const found = new Set<string>();
  if (siteIds.length > 0 && queried.length > 0) {
    const rows = (await db.sequelize.query(
      queried
        .map(
          (source) =>
            `SELECT id, '${source}' AS source FROM sites WHERE id IN (:siteIds) AND id IN (${probes.get(source)})`,
        )
        .join(' UNION ALL '),
      { type: QueryTypes.SELECT, replacements: { siteIds } },
    )) as { id: number; source: DataSource }[];
    for (const row of rows) found.add(`${row.id}:${row.source}`);
  }
  for (const id of siteIds) {
    for (const source of DATA_SOURCES) {
      if (probes.get(source) === null || found.has(`${id}:${source}`)) result.get(id)?.push(source);
    }
  }
  return result;
}
