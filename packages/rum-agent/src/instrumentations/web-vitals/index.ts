// Core Web Vitals and their attribution, from web-vitals' attribution build. Beacons carry final values
// only: web-vitals calls back when a metric is settled (reportAllChanges off) — LCP at the first input or
// when the page is hidden, CLS and INP when the page is hidden (again if they grew after it came back).
//
// One exception, INP, and only in how we learn it, not in what we send: web-vitals handles an interaction
// in an idle callback, and when the page is hidden before that callback ran (a click on a link, then the
// page unloads) its forced final report comes *before* the interaction is handled, which then changes
// the value without reporting it. With reportAllChanges on, that late change reaches us too; we keep the
// latest value in memory and still send it only when the page is hidden.
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import type { BeaconMetrics, MetricName } from '../../beacon.ts';
import { MAX_DURATION_MS, MAX_TARGET_LENGTH } from '../../beacon-limits.ts';

export type RecordMetric = <K extends MetricName>(name: K, value: NonNullable<BeaconMetrics[K]>) => void;

/** Whole milliseconds within the schema's range. */
const ms = (value: number): number => Math.min(Math.max(Math.round(value) || 0, 0), MAX_DURATION_MS);

/** A selector cut to the schema's length; none when web-vitals found no element. */
const selector = (value: string | undefined): string | undefined =>
  value ? value.slice(0, MAX_TARGET_LENGTH) : undefined;

export function observeWebVitals(record: RecordMetric): void {
  onTTFB(({ value, attribution: a }) =>
    record('ttfb', {
      value: ms(value),
      waiting: ms(a.waitingDuration),
      cache: ms(a.cacheDuration),
      dns: ms(a.dnsDuration),
      connection: ms(a.connectionDuration),
      request: ms(a.requestDuration),
    }),
  );
  onFCP(({ value }) => record('fcp', { value: ms(value) }));
  onLCP(({ value, attribution: a }) =>
    record('lcp', {
      value: ms(value),
      target: selector(a.target),
      ttfb: ms(a.timeToFirstByte),
      resourceLoadDelay: ms(a.resourceLoadDelay),
      resourceLoadDuration: ms(a.resourceLoadDuration),
      elementRenderDelay: ms(a.elementRenderDelay),
    }),
  );
  onINP(
    ({ value, attribution: a }) =>
      record('inp', {
        value: ms(value),
        target: selector(a.interactionTarget),
        interactionType: a.interactionType,
        inputDelay: ms(a.inputDelay),
        processingDuration: ms(a.processingDuration),
        presentationDelay: ms(a.presentationDelay),
      }),
    { reportAllChanges: true }, // see the top of this file
  );
  onCLS(({ value, attribution: a }) =>
    record('cls', {
      value: Math.min(Math.round(value * 1e4) / 1e4, 100),
      target: selector(a.largestShiftTarget),
    }),
  );
}
