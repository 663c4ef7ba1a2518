// Mid-ranks of a pooled sample: tied values share the mean of the ranks they span, and the sizes of the
// tie groups feed the variance correction of the normal approximation.

export interface Ranking {
  /** 1-based mid-rank of each value, in the order given. */
  ranks: number[];
  /** The size of every group of equal values (1 for a value with no tie). */
  tieGroups: number[];
}

export function rank(values: readonly number[]): Ranking {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const ranks = new Array<number>(values.length);
  const tieGroups: number[] = [];
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.value === order[start]!.value) end++;
    // Positions start..end (0-based) are ranks start+1..end+1: their mean.
    const midRank = (start + end + 2) / 2;
    for (let k = start; k <= end; k++) ranks[order[k]!.index] = midRank;
    tieGroups.push(end - start + 1);
    start = end + 1;
  }
  return { ranks, tieGroups };
}

/** The median of a sorted list. */
export function sortedMedian(sorted: readonly number[]): number {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
