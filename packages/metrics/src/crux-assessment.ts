import { CRUX } from './definitions/crux.ts';
import { hasValue, type LocaleOptions, resolveLocale } from './format.ts';
import { messagesFor } from './messages.ts';
import { rate } from './rating.ts';
import type { CruxAssessment } from './types.ts';

// The type lives with the other shared types, so messages.ts needs nothing from this file.
export type { CruxAssessment } from './types.ts';

/** 75th-percentile field values: LCP and INP in milliseconds, CLS unitless (0.1, as CrUX reports it). */
export interface CoreWebVitalsP75 {
  readonly lcp?: number | null;
  readonly inp?: number | null;
  readonly cls?: number | null;
}

/**
 * The Core Web Vitals assessment, following PageSpeed Insights:
 * - not assessed when LCP or CLS has no data (PSI shows no assessment without them);
 * - otherwise it passes when every metric with data is good at the 75th percentile. INP without data
 *   (too few interactions, common on small origins) does not fail it: LCP and CLS alone decide, as in
 *   PSI. INP with data must be good like the others.
 * "Good" is the CrUX stops' rating: LCP ≤ 2500 ms, INP ≤ 200 ms, CLS ≤ 0.1.
 */
export function assessCoreWebVitals(p75: CoreWebVitalsP75): CruxAssessment {
  if (!hasValue(p75.lcp) || !hasValue(p75.cls)) return 'not_assessed';
  const ratings = [rate(CRUX.lcp, p75.lcp), rate(CRUX.cls, p75.cls)];
  if (hasValue(p75.inp)) ratings.push(rate(CRUX.inp, p75.inp));
  return ratings.every((rating) => rating === 'good') ? 'pass' : 'fail';
}

/**
 * The assessment from stored CrUX values listed by metric key (`lcp`, `inp`, `cls`; other metrics are
 * ignored), as the CrUX screens read them per origin and per page.
 */
export function assessCruxMetrics(
  values: Iterable<{ readonly metric: string; readonly p75: number | null | undefined }>,
): CruxAssessment {
  const p75: { lcp?: number | null; inp?: number | null; cls?: number | null } = {};
  for (const { metric, p75: value } of values) {
    if (metric === 'lcp' || metric === 'inp' || metric === 'cls') p75[metric] = value;
  }
  return assessCoreWebVitals(p75);
}

/** The words for an assessment: 'Passed', 'Failed', 'Not assessed'. */
export const cruxAssessmentLabel = (assessment: CruxAssessment, options: LocaleOptions = {}): string =>
  messagesFor(resolveLocale(options.locale)).assessment[assessment];
