// Reading a site's day of raw beacons page view by page view, and replacing the day's rollup rows.
import { chartPeriodRange } from '@pace/metrics';
import type { Database, RumFilterRollupCreation } from '@pace/platform/db';
import { Op } from '@pace/platform/db';
import { CONTROL_CHARACTERS } from '@pace/rum-agent/beacon';
import { elementRowOf } from './element-rollup.ts';
import { type FilterCell, packHistograms } from './filter-rollup.ts';
import { pageGroupingClassifier } from './page-grouping.ts';
import { DayRollup, mergePageView, type PageView } from './rollup.ts';
import type { StoredBeacon } from './stored-beacon.ts';

/** A filter rollup row as written: the model's attributes, its id left to the database. */
type FilterRow = Omit<RumFilterRollupCreation, 'id'>;

const DAY_MS = 86_400_000;
const PAGE_SIZE = 5_000;
const INSERT_CHUNK = 1_000;

/**
 * MySQL's collation (utf8mb4_unicode_ci) takes '/Shop', '/shop' and '/shop ' for one value, so distinct
 * cells can meet on the unique key: the later one is skipped rather than the whole day rolled back.
 */
const WRITE_OPTIONS = { validate: false, hooks: false, ignoreDuplicates: true } as const;

/** Calls `visit` with each page view of the site's day, merged from its beacons, in page-view order. */
async function forEachPageView(db: Database, siteId: number, day: string, visit: (view: PageView) => void) {
  const { RumBeacon } = db.models;
  let after: { pageViewId: string; seq: number } | null = null;
  let current: StoredBeacon[] = [];
  for (;;) {
    const where: Record<string | symbol, unknown> = { siteId, day };
    if (after) {
      where[Op.or] = [
        { pageViewId: { [Op.gt]: after.pageViewId } },
        { pageViewId: after.pageViewId, seq: { [Op.gt]: after.seq } },
      ];
    }
    const rows = (await RumBeacon.findAll({
      where,
      order: [
        ['pageViewId', 'ASC'],
        ['seq', 'ASC'],
      ],
      limit: PAGE_SIZE,
      raw: true,
    })) as unknown as StoredBeacon[];
    for (const row of rows) {
      withoutControlCharacters(row);
      if (current.length > 0 && current[0]!.pageViewId !== row.pageViewId) {
        visit(mergePageView(current));
        current = [];
      }
      current.push(row);
    }
    if (rows.length < PAGE_SIZE) break;
    const last = rows[rows.length - 1]!;
    after = { pageViewId: last.pageViewId, seq: last.seq };
  }
  if (current.length > 0) visit(mergePageView(current));
}

/**
 * Drops control characters from the row's text, in place. Collection refuses them, but rows stored before
 * that (kept 35 days) or written by hand may hold one: a NUL failed SQLite's insert of the day's cells
 * (Sequelize writes values into the statement there), and MySQL's collation ignores it, so '#a\0' and
 * '#a' were one key twice. Either way the day's rollup rolled back, every day it was redone.
 */
function withoutControlCharacters(row: StoredBeacon) {
  const fields = row as unknown as Record<string, unknown>;
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string' && CONTROL_CHARACTERS.test(value)) {
      fields[name] = value.replace(CONTROL_CHARACTERS, '');
    }
    CONTROL_CHARACTERS.lastIndex = 0;
  }
}

/** Recomputes the rollup of one site and day from its raw beacons and replaces the stored one. */
export async function rollUpDay(db: Database, siteId: number, day: string) {
  const groupings = await db.models.RumPageGrouping.findAll({
    where: { siteId },
    order: [
      ['position', 'ASC'],
      ['id', 'ASC'],
    ],
  });
  const rollup = new DayRollup(pageGroupingClassifier(groupings));
  await forEachPageView(db, siteId, day, (view) => rollup.count(view));
  await forEachPageView(db, siteId, day, (view) => rollup.add(view));
  const { cells, audience, filterCells, elementCells } = rollup.result();
  const filterRows = filterRowsOf(siteId, day, filterCells);
  const elementRows = elementCells.map((cell) => elementRowOf(siteId, day, cell));
  const { RumRollup, RumAudienceRollup, RumFilterRollup, RumElementRollup } = db.models;
  await db.sequelize.transaction(async (transaction) => {
    await RumRollup.destroy({ where: { siteId, day }, transaction });
    await RumAudienceRollup.destroy({ where: { siteId, day }, transaction });
    await RumFilterRollup.destroy({ where: { siteId, day }, transaction });
    await RumElementRollup.destroy({ where: { siteId, day }, transaction });
    for (let i = 0; i < cells.length; i += INSERT_CHUNK) {
      await RumRollup.bulkCreate(
        cells.slice(i, i + INSERT_CHUNK).map((cell) => ({
          siteId,
          day,
          metric: cell.metric,
          dimension: cell.dimension,
          value: cell.value.slice(0, 255),
          samples: cell.samples,
          histogram: JSON.stringify(cell.histogram),
        })),
        { ...WRITE_OPTIONS, transaction },
      );
    }
    for (let i = 0; i < audience.length; i += INSERT_CHUNK) {
      await RumAudienceRollup.bulkCreate(
        audience
          .slice(i, i + INSERT_CHUNK)
          .map((cell) => ({ siteId, ...cell, day, value: cell.value.slice(0, 255) })),
        { ...WRITE_OPTIONS, transaction },
      );
    }
    for (let i = 0; i < filterRows.length; i += INSERT_CHUNK) {
      await RumFilterRollup.bulkCreate(filterRows.slice(i, i + INSERT_CHUNK), {
        ...WRITE_OPTIONS,
        transaction,
      });
    }
    for (let i = 0; i < elementRows.length; i += INSERT_CHUNK) {
      await RumElementRollup.bulkCreate(elementRows.slice(i, i + INSERT_CHUNK), {
        ...WRITE_OPTIONS,
        transaction,
      });
    }
  });
  return {
    cells: cells.length,
    audience: audience.length,
    filterCells: filterRows.length,
    elementCells: elementRows.length,
  };
}

/** A filter cell is one row: its filter values, its audience counts, its metrics' histograms. */
function filterRowsOf(siteId: number, day: string, cells: FilterCell[]): FilterRow[] {
  return cells.map((cell) => ({
    siteId,
    day,
    device: cell.key.device,
    browser: cell.key.browser.slice(0, 64),
    country: cell.key.country.slice(0, 8),
    pageGrouping: cell.key.pageGrouping.slice(0, 255),
    navigationType: cell.key.navigationType,
    connectionType: cell.key.connectionType,
    pageViews: cell.pageViews,
    sessions: cell.sessions,
    uxGood: cell.uxGood,
    uxAverage: cell.uxAverage,
    uxPoor: cell.uxPoor,
    histograms: packHistograms(cell.metrics),
  }));
}

/**
 * The first UTC day ('YYYY-MM-DD') a retention of `months` keeps on `now`'s day: the same day of the month
 * `months` back, clamped to the end of a shorter month (31 May, 3 months: 28 February), as a chart period
 * of that many months is (its range starts the day after); earlier days are purged. (`setUTCMonth` would
 * overflow into the next month and purge up to three days too many.)
 */
export function retentionCutoff(months: number, now: Date): string {
  const { from } = chartPeriodRange(months, now);
  return new Date(Date.parse(`${from}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

/**
 * The first UTC day ('YYYY-MM-DD') whose raw beacons are kept, keeping `days` days with `now`'s. Earlier
 * days have only their rollups: rolling one up again would replace it with nothing, so it never is.
 */
export function rawBeaconCutoff(days: number, now = new Date()): string {
  return new Date(Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`) - (days - 1) * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

/**
 * Deletes raw beacons older than the raw window (every site), and beacons and rollups older than each
 * site's retention; returns the beacons deleted.
 */
export async function purgeExpired(db: Database, options: { rawBeaconDays: number; now?: Date }) {
  const now = options.now ?? new Date();
  const { RumSettings, RumBeacon, RumRollup, RumAudienceRollup, RumFilterRollup, RumElementRollup } =
    db.models;
  let deleted = await RumBeacon.destroy({
    where: { day: { [Op.lt]: rawBeaconCutoff(options.rawBeaconDays, now) } },
  });
  for (const settings of await RumSettings.findAll({ attributes: ['siteId', 'retentionMonths'] })) {
    const before = retentionCutoff(settings.retentionMonths, now);
    const where = { siteId: settings.siteId, day: { [Op.lt]: before } };
    deleted += await RumBeacon.destroy({ where });
    await RumRollup.destroy({ where });
    await RumAudienceRollup.destroy({ where });
    await RumFilterRollup.destroy({ where });
    await RumElementRollup.destroy({ where });
  }
  return deleted;
}
