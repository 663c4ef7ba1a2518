// The exact null distribution of Wilcoxon's signed-rank statistic T for n values without ties: T is the
// sum of a random subset of the ranks 1..n, each in or out with probability ½, so the number of subsets
// giving each sum is a coefficient of the product over i = 1..n of (1 + q^i). O(n³), fine for the sizes
// it is used for (under 50, as R's wilcox.test does).

const cache = new Map<number, number[]>();

/** P(T = t) for t = 0..n(n+1)/2 (R's dsignrank). */
export function signedRankDistribution(n: number): number[] {
  if (!Number.isInteger(n) || n < 1)
    throw new RangeError('The signed-rank statistic needs at least one value');
  const cached = cache.get(n);
  if (cached) return cached;
  const size = (n * (n + 1)) / 2;
  const counts = new Array<number>(size + 1).fill(0);
  counts[0] = 1;
  for (let rank = 1; rank <= n; rank++) {
    for (let t = size; t >= rank; t--) counts[t]! += counts[t - rank]!;
  }
  const total = 2 ** n;
  const probabilities = counts.map((count) => count / total);
  cache.set(n, probabilities);
  return probabilities;
}

/** P(T ≤ t) (R's psignrank). */
export function signedRankCdf(t: number, n: number): number {
  const probabilities = signedRankDistribution(n);
  let sum = 0;
  for (let k = 0; k <= Math.min(Math.floor(t), probabilities.length - 1); k++) sum += probabilities[k]!;
  return Math.min(1, sum);
}

/** The smallest t with P(T ≤ t) ≥ p (R's qsignrank). */
export function signedRankQuantile(p: number, n: number): number {
  const probabilities = signedRankDistribution(n);
  let sum = 0;
  for (let t = 0; t < probabilities.length; t++) {
    sum += probabilities[t]!;
    // A hair of tolerance: the sums are floating point, the quantile is a step.
    if (sum >= p * (1 - 64 * Number.EPSILON)) return t;
  }
  return probabilities.length - 1;
}
