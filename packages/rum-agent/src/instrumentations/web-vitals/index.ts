// Core Web Vitals from web-vitals' standard build, with the attribution the beacon carries computed here
// (attribution.ts). Beacons carry final values only: web-vitals settles LCP at the first input or when the
// page is hidden, CLS and INP when the page is hidden (again if they grew after it came back).
//
// LCP, INP and CLS are observed with reportAllChanges, and the latest value is kept in memory and still
// sent only when the page is hidden. Two reasons. Attribution: an element's selector must be read while
// the element is in the page, which is when the candidate is reported, not at the final report (the LCP
// image replaced by a carousel, the button that removed itself). And INP: web-vitals handles an
// interaction in an idle callback, and when the page is hidden before that callback ran (a click on a
// link, then the page unloads) its forced final report comes *before* the interaction is handled, which
// then changes the value without reporting it; with reportAllChanges that late change reaches us too.
import { onCLS } from 'web-vitals/onCLS.js';
import { onFCP } from 'web-vitals/onFCP.js';
import { onINP } from 'web-vitals/onINP.js';
import { onLCP } from 'web-vitals/onLCP.js';
import { onTTFB } from 'web-vitals/onTTFB.js';
import type { BeaconMetrics, MetricName } from '../../beacon.ts';
import { MAX_DURATION_MS } from '../../beacon-limits.ts';
import { inpParts, lcpParts, type NavigationEntry, shiftedNode, ttfbParts } from './attribution.ts';
import { observeInteractions } from './interactions.ts';
import { selectorOf } from './selector.ts';

export type RecordMetric = <K extends MetricName>(name: K, value: NonNullable<BeaconMetrics[K]>) => void;

/** Whole milliseconds within the schema's range. */
const ms = (value: number): number => Math.min(Math.max(Math.round(value) || 0, 0), MAX_DURATION_MS);

/** Every numeric part in whole milliseconds. */
function rounded<T extends object>(parts: T): T {
  const out = { ...parts } as Record<string, unknown>;
  for (const key in out) if (typeof out[key] === 'number') out[key] = ms(out[key] as number);
  return out as T;
}

const everyChange = { reportAllChanges: true };

const navigationEntry = () => performance.getEntriesByType('navigation')[0] as NavigationEntry | undefined;

export function observeWebVitals(record: RecordMetric): void {
  onTTFB(({ value, entries }) =>
    record('ttfb', { value: ms(value), ...rounded(ttfbParts(value, entries[0] as NavigationEntry)) }),
  );
  onFCP(({ value }) => record('fcp', { value: ms(value) }));

  onLCP(({ value, entries }) => {
    // None after a back/forward cache restore (the value is the time to the next frames).
    const entry = entries.at(-1) as (LargestContentfulPaint & { id?: string }) | undefined;
    const resource =
      entry &&
      entry.url &&
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
        (candidate) => candidate.name === entry.url,
      );
    record('lcp', {
      value: ms(value),
      // An element removed since it painted has no node any more, only its id.
      target: entry && selectorOf(entry.element, entry.id ? `#${entry.id}` : undefined),
      ...rounded(lcpParts(value, entry && navigationEntry(), resource || undefined)),
    });
  }, everyChange);

  const interaction = observeInteractions();
  onINP(({ value, entries }) => {
    const seen = interaction(entries[0]!.interactionId);
    record('inp', {
      value: ms(value),
      target:
        (seen && seen.target) || selectorOf((entries.find((entry) => entry.target) || entries[0]!).target),
      ...rounded(inpParts(entries, seen && seen.processingEnd)),
    });
  }, everyChange);

  // Each shift's target is read when the shift is first reported, while its node is in the page.
  const shiftTargets = new WeakMap<LayoutShift, string | undefined>();
  onCLS(({ value, entries }) => {
    let largest: LayoutShift | undefined;
    for (const shift of entries) {
      if (!shiftTargets.has(shift)) shiftTargets.set(shift, selectorOf(shiftedNode(shift)));
      if (!largest || shift.value > largest.value) largest = shift;
    }
    record('cls', {
      value: Math.min(Math.round(value * 1e4) / 1e4, 100),
      target: largest && shiftTargets.get(largest),
    });
  }, everyChange);
}
