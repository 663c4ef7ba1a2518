// How far apart repeated runs of one measurement are: the quartiles and interquartile range (R's default
// quantile, type 7, as numpy's and spreadsheets' too) and the Student t confidence interval of the mean,
// which stays honest for the few runs a test makes (3 to 9) where a normal interval would be too narrow.
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import { sortedMedian } from './ranks.ts';

/** The p-quantile of sorted values, interpolating between order statistics (Hyndman & Fan type 7, R's default). */
export function sortedQuantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new RangeError('A quantile needs at least one value');
  if (!(p >= 0 && p <= 1)) throw new RangeError('The probability must be between 0 and 1');
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (position - below) * (sorted[above]! - sorted[below]!);
}

/** The sum of the values' squared distances from `mean`. */
export function squaresAbout(values: readonly number[], mean: number): number {
  return values.reduce((sum, value) => sum + (value - mean) ** 2, 0);
}

/** Half the Student t interval of a mean of `n` values, given a variance and its degrees of freedom. */
export function tHalfWidth(
  variance: number,
  n: number,
  degreesOfFreedom: number,
  confidence: number,
): number {
  return tQuantile(1 - (1 - confidence) / 2, degreesOfFreedom) * Math.sqrt(variance / n);
}

export interface Spread {
  count: number;
  median: number;
  mean: number;
  /** First and third quartiles, and their distance. */
  q1: number;
  q3: number;
  iqr: number;
  /** The confidence interval of the mean; null with a single value (no spread to measure). */
  lower: number | null;
  upper: number | null;
  /** Half the interval's width. */
  halfWidth: number | null;
  confidence: number;
}

export function spreadOf(values: readonly number[], confidence = 0.95): Spread {
  if (values.length === 0) throw new RangeError('A spread needs at least one value');
  if (!values.every(Number.isFinite)) throw new RangeError('Values must be finite numbers');
  if (!(confidence > 0 && confidence < 1)) throw new RangeError('The confidence must be between 0 and 1');
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  const mean = sorted.reduce((sum, value) => sum + value, 0) / n;
  const q1 = sortedQuantile(sorted, 0.25);
  const q3 = sortedQuantile(sorted, 0.75);
  const halfWidth = n > 1 ? tHalfWidth(squaresAbout(sorted, mean) / (n - 1), n, n - 1, confidence) : null;
  return {
    count: n,
    median: sortedMedian(sorted),
    mean,
    q1,
    q3,
    iqr: q3 - q1,
    lower: halfWidth === null ? null : mean - halfWidth,
    upper: halfWidth === null ? null : mean + halfWidth,
    halfWidth,
    confidence,
  };
}
