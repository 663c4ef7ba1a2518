// Reading the filter rollups: a filtered figure is one row a day (every filter type fixed, to its value or
// to '*'); a breakdown under filters, the rows whose one type is open (any value but '*').
import { type Histogram, mergeHistograms } from '@pace/metrics';
import type { Database } from '@pace/platform/db';
import { Op } from '@pace/platform/db';
import type { RolledUpMetric, RumDimension } from './dimensions.ts';
import { type PackedHistogram, unpackHistogram } from './filter-rollup.ts';
import { ANY, DIMENSION_OF, FILTER_TYPES, type FilterType, type RumFilters } from './filters.ts';
import type { DayRange } from './periods.ts';

/** The filter type whose values a breakdown by `dimension` reads, if the filter rollups have it. */
export function filterTypeOf(dimension: RumDimension): FilterType | undefined {
  return FILTER_TYPES.find((type) => DIMENSION_OF[type] === dimension);
}

/** Device values that are OS filters overlap the device types: a breakdown by device leaves them out. */
const OVERLAPPING: Partial<Record<FilterType, ReadonlySet<string>>> = { device: new Set(['android', 'ios']) };

function cellsWhere(siteId: number, filters: RumFilters, range: DayRange, by?: FilterType) {
  const where: Record<string, unknown> = { siteId, day: { [Op.between]: [range.from, range.to] } };
  for (const type of FILTER_TYPES) {
    where[type] = filters[type] ?? (type === by ? { [Op.ne]: ANY } : ANY);
  }
  return where;
}

/** The merged histogram of a metric under the filters, per value of `by` ('' when not broken down). */
export async function filteredHistograms(
  db: Database,
  siteId: number,
  metric: RolledUpMetric,
  filters: RumFilters,
  range: DayRange,
  by?: FilterType,
) {
  const rows = (await db.models.RumFilterRollup.findAll({
    where: cellsWhere(siteId, filters, range, by),
    attributes: ['day', 'histograms', ...(by ? [by] : [])],
    raw: true,
  })) as unknown as ({ day: string; histograms: string } & Partial<Record<FilterType, string>>)[];
  const byValue = new Map<string, { samples: number; histogram: Histogram }>();
  const days: { day: string; histogram: Histogram }[] = [];
  for (const row of rows) {
    const value = by ? row[by]! : '';
    if (by && !filters[by] && OVERLAPPING[by]?.has(value)) continue;
    const packed = (JSON.parse(row.histograms) as Record<string, PackedHistogram>)[metric];
    if (!packed) continue;
    const histogram = unpackHistogram(metric, packed);
    if (!by) days.push({ day: row.day, histogram });
    const current = byValue.get(value);
    byValue.set(
      value,
      current
        ? {
            samples: current.samples + packed.samples,
            histogram: mergeHistograms(current.histogram, histogram),
          }
        : { samples: packed.samples, histogram },
    );
  }
  return { days, byValue };
}

/** Page views, sessions and the UX split under the filters, per value of `by` ('' when not broken down). */
export async function filteredAudience(
  db: Database,
  siteId: number,
  filters: RumFilters,
  range: DayRange,
  by?: FilterType,
) {
  const rows = await db.models.RumFilterRollup.findAll({
    where: cellsWhere(siteId, filters, range, by),
    attributes: ['pageViews', 'sessions', 'uxGood', 'uxAverage', 'uxPoor', ...(by ? [by] : [])],
    raw: true,
  });
  const byValue = new Map<
    string,
    { pageViews: number; sessions: number; good: number; average: number; poor: number }
  >();
  for (const row of rows) {
    const value = by ? row[by] : '';
    if (by && !filters[by] && OVERLAPPING[by]?.has(value)) continue;
    const cell = byValue.get(value) ?? { pageViews: 0, sessions: 0, good: 0, average: 0, poor: 0 };
    cell.pageViews += row.pageViews;
    cell.sessions += row.sessions;
    cell.good += row.uxGood;
    cell.average += row.uxAverage;
    cell.poor += row.uxPoor;
    byValue.set(value, cell);
  }
  return byValue;
}
