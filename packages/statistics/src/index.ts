// Statistics the product's verdicts rest on: the Mann-Whitney U test, the Hodges–Lehmann shift and
// Holm's adjustment for several metrics compared at once.
// Pure TypeScript; the normal distribution comes from stdlib.

export {
  type Comparison,
  type ComparisonOptions,
  compareFamily,
  compareSamples,
  DEFAULT_SIGNIFICANCE,
  MIN_BASELINE_SAMPLES,
  MIN_CANDIDATE_SAMPLES,
  minimumEffectOf,
  type SamplePair,
  type Verdict,
} from './compare.ts';
export { exactCdf, exactDistribution, exactQuantile } from './exact-distribution.ts';
export {
  hodgesLehmann,
  type PseudoMedian,
  pseudoMedian,
  pseudoMedianInterval,
  type Shift,
} from './hodges-lehmann.ts';
export { holmAdjust } from './holm.ts';
export { EXACT_BELOW, type MannWhitneyResult, mannWhitneyU } from './mann-whitney.ts';
export { type Ranking, rank } from './ranks.ts';
export {
  checkRunCountRule,
  nextRun,
  type PooledVariance,
  pooledVariance,
  type RunCountDecision,
  type RunCountReason,
  type RunCountRule,
  withinTarget,
} from './run-count.ts';
export { signedRankCdf, signedRankDistribution, signedRankQuantile } from './signed-rank.ts';
export { type Spread, sortedQuantile, spreadOf } from './spread.ts';
