// Statistics the product's verdicts rest on: the Mann-Whitney U test and the Hodges–Lehmann shift.
// Pure TypeScript; the normal distribution comes from stdlib.

export {
  type Comparison,
  compareSamples,
  DEFAULT_SIGNIFICANCE,
  MIN_BASELINE_SAMPLES,
  MIN_CANDIDATE_SAMPLES,
  type Verdict,
} from './compare.ts';
export { exactCdf, exactDistribution, exactQuantile } from './exact-distribution.ts';
export { hodgesLehmann, type Shift } from './hodges-lehmann.ts';
export { EXACT_BELOW, type MannWhitneyResult, mannWhitneyU } from './mann-whitney.ts';
export { type Ranking, rank } from './ranks.ts';
export {
  checkRunCountRule,
  nextRun,
  type RunCountDecision,
  type RunCountReason,
  type RunCountRule,
  withinTarget,
} from './run-count.ts';
export { type Spread, sortedQuantile, spreadOf } from './spread.ts';
