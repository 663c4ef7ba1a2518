// The verdict on two sets of runs of one metric: whether the candidate (a pull request's preview) moved
// away from the baseline (the main branch), by how much, and how sure we are, from the Mann-Whitney U
// test and the Hodges–Lehmann shift. Rank tests assume nothing about the shape of the distributions,
// which suits web timings (skewed, with outliers).
//
// Metrics compared together (every metric of one page and profile) are one family: their p-values are
// adjusted by Holm's method before any is called significant, so the chance that a check says "changed"
// for some metric when nothing changed stays at the significance level, not seven times it. A shift can
// also be required to matter: with a minimum effect, the whole confidence interval of the shift must lie
// beyond it, so a real but tiny shift (a few ms on a 1 s paint) is "no significant change".
import { hodgesLehmann, type Shift } from './hodges-lehmann.ts';
import { holmAdjust } from './holm.ts';
import { mannWhitneyU } from './mann-whitney.ts';
import { sortedMedian } from './ranks.ts';

/** Fewer runs than this on either side cannot reach significance often enough to be worth a verdict. */
export const MIN_CANDIDATE_SAMPLES = 3;
export const MIN_BASELINE_SAMPLES = 5;
export const DEFAULT_SIGNIFICANCE = 0.05;

export type Verdict = 'higher' | 'lower' | 'no_significant_change' | 'too_few_samples';

export interface Comparison {
  verdict: Verdict;
  candidateCount: number;
  baselineCount: number;
  /** The test's own p-value. Absent when there are too few samples. */
  pValue?: number;
  /** The p-value adjusted for its family (Holm): what the verdict is decided on. pValue for a family of one. */
  adjustedPValue?: number;
  /** How many comparisons of the family had a p-value (the adjustment's n). */
  familySize?: number;
  /** The candidate minus the baseline. */
  shift?: Shift;
  method?: 'exact' | 'normal';
  /** The smallest shift either way that counts as a change (0: any significant shift does). */
  minimumEffect?: number;
  /**
   * Why enough samples still gave "no significant change": the adjusted p-value was not below the
   * significance level, or it was but the interval of the shift did not clear the minimum effect.
   */
  unchangedBecause?: 'not_significant' | 'below_minimum_effect';
}

export interface ComparisonOptions {
  /** The level the adjusted p-value must be below (0.05). */
  significance?: number;
  /** Of the shift's interval (0.95). */
  confidence?: number;
}

export interface SamplePair {
  candidate: readonly number[];
  baseline: readonly number[];
  /** The smallest shift either way that counts as a change, in the samples' unit (0 unless said). */
  minimumEffect?: number;
}

/** One comparison alone: a family of one, where the adjusted p-value is the p-value. */
export function compareSamples(
  candidate: readonly number[],
  baseline: readonly number[],
  options: ComparisonOptions & { minimumEffect?: number } = {},
): Comparison {
  return compareFamily([{ candidate, baseline, minimumEffect: options.minimumEffect }], options)[0]!;
}

/** Several comparisons judged together (one per metric): Holm-adjusted p-values across those tested. */
export function compareFamily(pairs: readonly SamplePair[], options: ComparisonOptions = {}): Comparison[] {
  const significance = options.significance ?? DEFAULT_SIGNIFICANCE;
  const confidence = options.confidence ?? 0.95;
  const tested = pairs.map((pair) => {
    if (pair.candidate.length < MIN_CANDIDATE_SAMPLES || pair.baseline.length < MIN_BASELINE_SAMPLES)
      return null;
    const test = mannWhitneyU(pair.candidate, pair.baseline);
    // With ties the interval comes from the normal approximation too, as in R.
    const exact = test.method === 'exact';
    return { test, shift: hodgesLehmann(pair.candidate, pair.baseline, { confidence, exact }) };
  });
  const pValues = tested.flatMap((result) => (result ? [result.test.pValue] : []));
  const adjusted = holmAdjust(pValues);
  let next = 0;
  return pairs.map((pair, index) => {
    const counts = { candidateCount: pair.candidate.length, baselineCount: pair.baseline.length };
    const result = tested[index];
    if (!result) return { verdict: 'too_few_samples', ...counts };
    const adjustedPValue = adjusted[next++]!;
    const minimumEffect = Math.max(0, pair.minimumEffect ?? 0);
    return {
      ...decide(adjustedPValue, result.shift, minimumEffect, significance),
      ...counts,
      pValue: result.test.pValue,
      adjustedPValue,
      familySize: pValues.length,
      shift: result.shift,
      method: result.test.method,
      minimumEffect,
    };
  });
}

function decide(
  adjustedPValue: number,
  shift: Shift,
  minimumEffect: number,
  significance: number,
): Pick<Comparison, 'verdict' | 'unchangedBecause'> {
  if (adjustedPValue >= significance || shift.estimate === 0)
    return { verdict: 'no_significant_change', unchangedBecause: 'not_significant' };
  const higher = shift.estimate > 0;
  // The whole interval beyond the minimum effect on the shift's side: a shift that may be smaller than
  // what matters is not called a change, however sure we are that it is not zero.
  if (minimumEffect > 0 && !(higher ? shift.lower >= minimumEffect : shift.upper <= -minimumEffect))
    return { verdict: 'no_significant_change', unchangedBecause: 'below_minimum_effect' };
  return { verdict: higher ? 'higher' : 'lower' };
}

/** A minimum effect relative to the baseline: `relative` of its median, and never under `absolute`. */
export function minimumEffectOf(
  baseline: readonly number[],
  floor: { relative: number; absolute: number },
): number {
  if (baseline.length === 0) return floor.absolute;
  const median = sortedMedian([...baseline].sort((a, b) => a - b));
  return Math.max(floor.relative * Math.abs(median), floor.absolute);
}
