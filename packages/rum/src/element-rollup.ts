// The element rollup of a day (issue 22, "the field's element in the lab's trace"): per page (a path, or a
// page grouping) and per LCP or INP element, the page views it was that element in and the histograms of
// the metric and its parts. The dimension rollups hold elements for the whole site and parts for the whole
// site only; comparing a page's field element with the lab's needs both per page and element.
import { bucketIndex, bucketSchemeFor, createHistogram, type Histogram, RUM } from '@pace/metrics';
import { OTHER_VALUE, type RolledUpMetric } from './dimensions.ts';
import { packHistograms } from './filter-rollup.ts';
import type { StoredBeacon } from './stored-beacon.ts';

/** A page view as the day rollup merges it (rollup.ts's PageView, without importing it back). */
type PageView = Omit<StoredBeacon, 'seq' | 'receivedAt'> & { weight: number };

/** The metrics with an element, and the parts rolled up with each. */
export const ELEMENT_METRICS = {
  lcp: ['lcp_ttfb', 'lcp_resource_load_delay', 'lcp_resource_load_duration', 'lcp_element_render_delay'],
  inp: ['inp_input_delay', 'inp_processing_duration', 'inp_presentation_delay'],
} as const satisfies Record<string, readonly RolledUpMetric[]>;
export type ElementMetric = keyof typeof ELEMENT_METRICS;
const TARGET_FIELD = { lcp: 'lcpTarget', inp: 'inpTarget' } as const;

export type PageKind = 'path' | 'pageGrouping';

/** The row of a page and metric that counts every page view measuring the metric (the shares' base). */
export const ANY_ELEMENT = '*';
/** Elements kept per page, metric and day (by page views); the rest roll up as OTHER_VALUE. */
export const ELEMENTS_PER_PAGE = 10;

export interface ElementCell {
  pageKind: PageKind;
  page: string;
  metric: ElementMetric;
  /** The element's selector as the embed script sent it; ANY_ELEMENT for the page's total. */
  element: string;
  pageViews: number;
  metrics: Map<RolledUpMetric, { samples: number; histogram: Histogram }>;
}

function addValue(cell: ElementCell, metric: RolledUpMetric, measured: number | null, weight: number) {
  if (measured === null || measured === undefined || !(measured >= 0)) return;
  const scheme = bucketSchemeFor(RUM[metric]);
  let sums = cell.metrics.get(metric);
  if (!sums) {
    sums = { samples: 0, histogram: createHistogram(scheme) };
    cell.metrics.set(metric, sums);
  }
  const { histogram } = sums;
  histogram.counts[bucketIndex(scheme, measured)]! += weight;
  histogram.min = histogram.min === null ? measured : Math.min(histogram.min, measured);
  histogram.max = histogram.max === null ? measured : Math.max(histogram.max, measured);
  sums.samples += weight;
}

function mergeInto(into: ElementCell, from: ElementCell) {
  into.pageViews += from.pageViews;
  for (const [metric, sums] of from.metrics) {
    const current = into.metrics.get(metric);
    if (!current) {
      into.metrics.set(metric, sums);
      continue;
    }
    current.samples += sums.samples;
    sums.histogram.counts.forEach((count, index) => {
      if (count !== 0) current.histogram.counts[index]! += count;
    });
    const { min, max } = sums.histogram;
    if (min !== null)
      current.histogram.min = current.histogram.min === null ? min : Math.min(current.histogram.min, min);
    if (max !== null)
      current.histogram.max = current.histogram.max === null ? max : Math.max(current.histogram.max, max);
  }
}

export class ElementRollup {
  private readonly cells = new Map<string, ElementCell>();

  /** Adds a page view under each of its pages (its path if kept, its page grouping if any). */
  add(view: PageView, pages: [PageKind, string][]) {
    for (const metric of Object.keys(ELEMENT_METRICS) as ElementMetric[]) {
      const value = view[metric];
      if (value === null || value === undefined) continue;
      const element = view[TARGET_FIELD[metric]];
      for (const [pageKind, page] of pages) {
        for (const name of element ? [ANY_ELEMENT, element] : [ANY_ELEMENT]) {
          const cell = this.cell(pageKind, page, metric, name);
          cell.pageViews += view.weight;
          addValue(cell, metric, value, view.weight);
          for (const part of ELEMENT_METRICS[metric]) addValue(cell, part, view[part], view.weight);
        }
      }
    }
  }

  /** The cells, the busiest ELEMENTS_PER_PAGE elements of each page and metric kept, the rest merged. */
  result(): ElementCell[] {
    const byPage = new Map<string, ElementCell[]>();
    for (const cell of this.cells.values()) {
      const key = `${cell.pageKind}\u0000${cell.page}\u0000${cell.metric}`;
      byPage.set(key, [...(byPage.get(key) ?? []), cell]);
    }
    const kept: ElementCell[] = [];
    for (const cells of byPage.values()) {
      const elements = cells
        .filter((cell) => cell.element !== ANY_ELEMENT)
        .sort((a, b) => b.pageViews - a.pageViews);
      kept.push(
        ...cells.filter((cell) => cell.element === ANY_ELEMENT),
        ...elements.slice(0, ELEMENTS_PER_PAGE),
      );
      const rest = elements.slice(ELEMENTS_PER_PAGE);
      if (rest.length > 0) {
        const other: ElementCell = { ...rest[0]!, element: OTHER_VALUE, pageViews: 0, metrics: new Map() };
        for (const cell of rest) mergeInto(other, cell);
        kept.push(other);
      }
    }
    return kept;
  }

  private cell(pageKind: PageKind, page: string, metric: ElementMetric, element: string) {
    const key = `${pageKind}\u0000${page}\u0000${metric}\u0000${element}`;
    let cell = this.cells.get(key);
    if (!cell) {
      cell = { pageKind, page, metric, element, pageViews: 0, metrics: new Map() };
      this.cells.set(key, cell);
    }
    return cell;
  }
}

/** A cell as one row of rum_element_rollups (histograms packed as the filter rollups pack them). */
export const elementRowOf = (siteId: number, day: string, cell: ElementCell) => ({
  siteId,
  day,
  pageKind: cell.pageKind,
  page: cell.page.slice(0, 255),
  metric: cell.metric,
  element: cell.element.slice(0, 255),
  pageViews: cell.pageViews,
  histograms: packHistograms(cell.metrics),
});
