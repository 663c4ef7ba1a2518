// A page's LCP and INP elements for real visitors, read from the element rollups: each element's share of
// the page views that measured the metric, the metric's p75 and each part's p75 where it was that element.
import { type Histogram, mergeHistograms, percentile } from '@pace/metrics';
import type { Database } from '@pace/platform/db';
import { Op } from '@pace/platform/db';
import type { RolledUpMetric } from './dimensions.ts';
import { ANY_ELEMENT, ELEMENT_METRICS, type ElementMetric, type PageKind } from './element-rollup.ts';
import { type PackedHistogram, unpackHistogram } from './filter-rollup.ts';
import type { DayRange } from './periods.ts';

export interface FieldElement {
  /** The selector as the embed script sent it (OTHER_VALUE for the less common elements together). */
  element: string;
  pageViews: number;
  /** Of the page views that measured the metric, 0–1. */
  share: number;
  p75: number | null;
  /** Each part's p75 over this element's page views, by part key. */
  parts: Partial<Record<RolledUpMetric, number | null>>;
}

export interface FieldElements {
  metric: ElementMetric;
  /** Page views of the page that measured the metric. */
  pageViews: number;
  /** Busiest first. */
  elements: FieldElement[];
}

/** The page's elements for `metric` over the range (the rows of every day merged). */
export async function fieldElements(
  db: Database,
  where: { siteId: number; pageKind: PageKind; page: string; metric: ElementMetric },
  range: DayRange,
): Promise<FieldElements> {
  const rows = await db.models.RumElementRollup.findAll({
    where: { ...where, day: { [Op.between]: [range.from, range.to] } },
    attributes: ['element', 'pageViews', 'histograms'],
    raw: true,
  });
  const merged = new Map<string, { pageViews: number; histograms: Map<RolledUpMetric, Histogram> }>();
  const keys: RolledUpMetric[] = [where.metric, ...ELEMENT_METRICS[where.metric]];
  for (const row of rows) {
    let cell = merged.get(row.element);
    if (!cell) {
      cell = { pageViews: 0, histograms: new Map() };
      merged.set(row.element, cell);
    }
    cell.pageViews += row.pageViews;
    const packed = JSON.parse(row.histograms) as Record<string, PackedHistogram>;
    for (const key of keys) {
      if (!packed[key]) continue;
      const histogram = unpackHistogram(key, packed[key]);
      const current = cell.histograms.get(key);
      cell.histograms.set(key, current ? mergeHistograms(current, histogram) : histogram);
    }
  }
  const total = merged.get(ANY_ELEMENT)?.pageViews ?? 0;
  const p75 = (histogram: Histogram | undefined) => (histogram ? percentile(histogram, 75) : null);
  const elements = [...merged.entries()]
    .filter(([element]) => element !== ANY_ELEMENT)
    .map(([element, cell]) => ({
      element,
      pageViews: cell.pageViews,
      share: total > 0 ? cell.pageViews / total : 0,
      p75: p75(cell.histograms.get(where.metric)),
      parts: Object.fromEntries(
        ELEMENT_METRICS[where.metric].map((part) => [part, p75(cell.histograms.get(part))]),
      ),
    }))
    .sort((a, b) => b.pageViews - a.pageViews);
  return { metric: where.metric, pageViews: total, elements };
}
