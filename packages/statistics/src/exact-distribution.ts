// The exact null distribution of the Mann-Whitney U statistic for samples of m and n values without
// ties: the number of orderings giving each U is a coefficient of the Gaussian binomial [m+n choose m]
// in q, built as the product over i = 1..m of (1 − q^(n+i)) / (1 − q^i). O(m·m·n), fine for the sizes
// it is used for (both under 50, as R's wilcox.test does).

const cache = new Map<string, number[]>();

/** P(U = u) for u = 0..m·n. */
export function exactDistribution(m: number, n: number): number[] {
  const key = `${Math.min(m, n)}:${Math.max(m, n)}`;
  const cached = cache.get(key);
  if (cached) return cached;
  // The distribution is symmetric in m and n: use the smaller one as the loop count.
  const [small, large] = m < n ? [m, n] : [n, m];
  const size = small * large;
  const counts = new Array<number>(size + 1).fill(0);
  counts[0] = 1;
  for (let i = 1; i <= small; i++) {
    const up = large + i;
    for (let k = size; k >= up; k--) counts[k]! -= counts[k - up]!;
    for (let k = i; k <= size; k++) counts[k]! += counts[k - i]!;
  }
  const total = counts.reduce((sum, count) => sum + count, 0);
  // The subtractions leave rounding dust of either sign where a count is 0.
  const probabilities = counts.map((count) => Math.max(0, count / total));
  cache.set(key, probabilities);
  return probabilities;
}

/** P(U ≤ u). */
export function exactCdf(u: number, m: number, n: number): number {
  const probabilities = exactDistribution(m, n);
  let sum = 0;
  for (let k = 0; k <= Math.min(Math.floor(u), m * n); k++) sum += probabilities[k]!;
  return Math.min(1, sum);
}

/** The smallest u with P(U ≤ u) ≥ p (R's qwilcox). */
export function exactQuantile(p: number, m: number, n: number): number {
  const probabilities = exactDistribution(m, n);
  let sum = 0;
  for (let u = 0; u < probabilities.length; u++) {
    sum += probabilities[u]!;
    // A hair of tolerance: the sums are floating point, the quantile is a step.
    if (sum >= p * (1 - 64 * Number.EPSILON)) return u;
  }
  return m * n;
}
