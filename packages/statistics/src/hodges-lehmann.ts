// The Hodges–Lehmann estimate of the shift between two samples (the median of every difference x − y)
// and its confidence interval from the order statistics of those differences. With the exact
// distribution the bounds are R's (wilcox.test with conf.int); with the normal approximation they are
// the large-sample order statistics of Hollander & Wolfe (R instead solves for the bounds numerically,
// which differs from these by well under one difference's step). The one-sample estimate, the
// pseudo-median, has the same kind of interval from the pairwise averages and the signed-rank distribution.
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import { exactQuantile } from './exact-distribution.ts';
import { sortedMedian } from './ranks.ts';
import { signedRankCdf, signedRankQuantile } from './signed-rank.ts';

export interface Shift {
  /** The median of the differences x − y. */
  estimate: number;
  lower: number;
  upper: number;
  /** The confidence level asked for (the exact interval's own level may be a little higher). */
  confidence: number;
}

export function hodgesLehmann(
  x: readonly number[],
  y: readonly number[],
  options: { confidence?: number; exact: boolean },
): Shift {
  const confidence = options.confidence ?? 0.95;
  if (!(confidence > 0 && confidence < 1)) throw new RangeError('The confidence must be between 0 and 1');
  const m = x.length;
  const n = y.length;
  if (m === 0 || n === 0) throw new RangeError('Both samples need at least one value');
  const differences: number[] = [];
  for (const a of x) for (const b of y) differences.push(a - b);
  differences.sort((a, b) => a - b);
  const alpha = 1 - confidence;
  let lowerIndex: number;
  if (options.exact) {
    // R: qu <- qwilcox(alpha/2, m, n); if (qu == 0) qu <- 1; interval diffs[qu], diffs[m·n − qu + 1].
    lowerIndex = Math.max(1, exactQuantile(alpha / 2, m, n));
  } else {
    const z = normalQuantile(1 - alpha / 2, 0, 1);
    lowerIndex = Math.max(1, Math.round((m * n) / 2 - z * Math.sqrt((m * n * (m + n + 1)) / 12)));
  }
  const upperIndex = m * n - lowerIndex + 1;
  return {
    estimate: sortedMedian(differences),
    lower: differences[Math.min(lowerIndex, upperIndex) - 1]!,
    upper: differences[Math.max(lowerIndex, upperIndex) - 1]!,
    confidence,
  };
}

/** A pseudo-median with its confidence interval. */
export interface PseudoMedian {
  estimate: number;
  /** Null with one value: there is no spread to measure. */
  lower: number | null;
  upper: number | null;
  /**
   * The interval's own level, which the exact interval reaches in steps: with 3 values the widest one
   * (their minimum to maximum) covers the centre 75 % of the time, with 5 values 93.75 %, with 6 or more
   * at least the level asked for. Null with one value.
   */
  confidence: number | null;
}

/**
 * The one-sample Hodges–Lehmann estimate, the pseudo-median: the median of every pairwise average
 * (x_i + x_j) / 2 with i ≤ j (the Walsh averages; R's `wilcox.test(x, conf.int = TRUE)$estimate`).
 * A test's value over its runs: as robust as the median to one wild run (it ignores up to 29 % of them),
 * and almost as steady as the mean on runs that fall in two groups (the LCP element painted with the
 * first text, or with a later image), where the plain median of 9 runs varies nearly as much as one run.
 */
export function pseudoMedian(values: readonly number[]): number {
  return pseudoMedianInterval(values).estimate;
}

/**
 * The pseudo-median with its confidence interval from the order statistics of the Walsh averages, as
 * R's `wilcox.test(x, conf.int = TRUE)`: exact (the signed-rank distribution) under 50 values, the
 * large-sample order statistics of Hollander & Wolfe above. Where the level asked for cannot be reached
 * (fewer than 6 values at 95 %), the interval is the widest there is and `confidence` says its level.
 */
export function pseudoMedianInterval(values: readonly number[], confidence = 0.95): PseudoMedian {
  const n = values.length;
  if (n === 0) throw new RangeError('A pseudo-median needs at least one value');
  if (!(confidence > 0 && confidence < 1)) throw new RangeError('The confidence must be between 0 and 1');
  const averages: number[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i; j < n; j++) averages.push((values[i]! + values[j]!) / 2);
  }
  averages.sort((a, b) => a - b);
  const estimate = sortedMedian(averages);
  if (n === 1) return { estimate, lower: null, upper: null, confidence: null };
  const count = averages.length;
  const alpha = 1 - confidence;
  let lowerIndex: number;
  let achieved: number;
  if (n < 50) {
    // R: qu <- qsignrank(alpha/2, n); if (qu == 0) qu <- 1; achieved alpha 2·psignrank(qu − 1, n).
    lowerIndex = Math.max(1, signedRankQuantile(alpha / 2, n));
    achieved = 1 - 2 * signedRankCdf(lowerIndex - 1, n);
  } else {
    const z = normalQuantile(1 - alpha / 2, 0, 1);
    lowerIndex = Math.max(1, Math.round(count / 2 - z * Math.sqrt((n * (n + 1) * (2 * n + 1)) / 24)));
    achieved = confidence;
  }
  return {
    estimate,
    lower: averages[lowerIndex - 1]!,
    upper: averages[count - lowerIndex]!,
    confidence: achieved,
  };
}
