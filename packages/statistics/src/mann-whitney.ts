// The Mann-Whitney U test (Wilcoxon rank-sum), two-sided, computed as R's wilcox.test does: the exact
// distribution when both samples are under 50 values and have no ties, otherwise the normal
// approximation with the tie correction of the variance and a continuity correction of one half.
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import { exactCdf } from './exact-distribution.ts';
import { rank } from './ranks.ts';

/** R's wilcox.test uses the exact distribution below this many values in each sample. */
export const EXACT_BELOW = 50;

export interface MannWhitneyResult {
  /** U of the first sample: how many (x, y) pairs have x > y, ties counting one half (R's W). */
  u: number;
  /** Two-sided p-value. */
  pValue: number;
  method: 'exact' | 'normal';
}

export function mannWhitneyU(x: readonly number[], y: readonly number[]): MannWhitneyResult {
  const m = x.length;
  const n = y.length;
  if (m === 0 || n === 0) throw new RangeError('Both samples need at least one value');
  if (![...x, ...y].every(Number.isFinite)) throw new RangeError('Samples must be finite numbers');
  const { ranks, tieGroups } = rank([...x, ...y]);
  let rankSum = 0;
  for (let i = 0; i < m; i++) rankSum += ranks[i]!;
  const u = rankSum - (m * (m + 1)) / 2;
  const hasTies = tieGroups.some((size) => size > 1);

  if (m < EXACT_BELOW && n < EXACT_BELOW && !hasTies) {
    // The tail on the side U lies, doubled: P(U ≥ u) = 1 − P(U ≤ u − 1) above the centre.
    const tail = u > (m * n) / 2 ? 1 - exactCdf(u - 1, m, n) : exactCdf(u, m, n);
    return { u, pValue: Math.min(1, 2 * tail), method: 'exact' };
  }

  const ties = tieGroups.reduce((sum, t) => sum + t ** 3 - t, 0);
  const sigma = Math.sqrt(((m * n) / 12) * (m + n + 1 - ties / ((m + n) * (m + n - 1))));
  const centred = u - (m * n) / 2;
  // Every value equal: no spread, no evidence of a shift.
  if (sigma === 0) return { u, pValue: 1, method: 'normal' };
  const z = (centred - Math.sign(centred) * 0.5) / sigma;
  const pValue = 2 * Math.min(normalCdf(z, 0, 1), 1 - normalCdf(z, 0, 1));
  return { u, pValue: Math.min(1, pValue), method: 'normal' };
}
