// A flow step's values from its Lighthouse result: the category scores it has (× 100), and the
// metrics its mode measures, in the units @pace/metrics stores (CLS in thousandths). A navigation has
// load metrics, a timespan CLS, TBT and INP (the one place our lab measures INP: there is an
// interaction), a snapshot only scores. What a step's result lacks is left out, never zero.
import { extractMeasurements, type LighthouseReport } from './measurements.ts';

/** Keys of the synthetic metric definitions a flow step can have. */
export const FLOW_STEP_METRICS = [
  'performance_score',
  'accessibility_score',
  'best_practices_score',
  'seo_score',
  'fcp',
  'lcp',
  'speed_index',
  'cls',
  'tbt',
  'inp',
] as const;

export function flowStepMetrics(report: LighthouseReport): Record<string, number> {
  const all = extractMeasurements(report);
  const values: Record<string, number> = {};
  for (const key of FLOW_STEP_METRICS) {
    if (all[key] !== undefined) values[key] = all[key];
  }
  // No synthetic INP definition exists (a navigation has no interaction); a timespan has one.
  const inp = report.audits['interaction-to-next-paint']?.numericValue;
  if (inp !== undefined && Number.isFinite(inp)) values.inp = inp;
  return values;
}
