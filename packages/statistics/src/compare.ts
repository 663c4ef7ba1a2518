// The verdict on two sets of runs of one metric: whether the candidate (a pull request's preview) moved
// away from the baseline (the main branch), by how much, and how sure we are, from the Mann-Whitney U
// test and the Hodges–Lehmann shift. Rank tests assume nothing about the shape of the distributions,
// which suits web timings (skewed, with outliers).
import { hodgesLehmann, type Shift } from './hodges-lehmann.ts';
import { mannWhitneyU } from './mann-whitney.ts';

/** Fewer runs than this on either side cannot reach significance often enough to be worth a verdict. */
export const MIN_CANDIDATE_SAMPLES = 3;
export const MIN_BASELINE_SAMPLES = 5;
export const DEFAULT_SIGNIFICANCE = 0.05;

export type Verdict = 'higher' | 'lower' | 'no_significant_change' | 'too_few_samples';

export interface Comparison {
  verdict: Verdict;
  candidateCount: number;
  baselineCount: number;
  /** Absent when there are too few samples. */
  pValue?: number;
  /** The candidate minus the baseline. */
  shift?: Shift;
  method?: 'exact' | 'normal';
}

export function compareSamples(
  candidate: readonly number[],
  baseline: readonly number[],
  options: { significance?: number; confidence?: number } = {},
): Comparison {
  const significance = options.significance ?? DEFAULT_SIGNIFICANCE;
  const counts = { candidateCount: candidate.length, baselineCount: baseline.length };
  if (candidate.length < MIN_CANDIDATE_SAMPLES || baseline.length < MIN_BASELINE_SAMPLES)
    return { verdict: 'too_few_samples', ...counts };
  const test = mannWhitneyU(candidate, baseline);
  // With ties the interval comes from the normal approximation too, as in R.
  const exact = test.method === 'exact';
  const shift = hodgesLehmann(candidate, baseline, { confidence: options.confidence ?? 0.95, exact });
  const verdict: Verdict =
    test.pValue >= significance || shift.estimate === 0
      ? 'no_significant_change'
      : shift.estimate > 0
        ? 'higher'
        : 'lower';
  return { verdict, ...counts, pValue: test.pValue, shift, method: test.method };
}
