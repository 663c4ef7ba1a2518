// Holm–Bonferroni adjustment of p-values for a family of tests judged together (Holm 1979): the pull
// request check tests every metric of one page and profile at once, and seven tests at 0.05 each say
// "changed" somewhere far more often than one in twenty times when nothing changed. Holm keeps the chance
// of any false "changed" in the family at most the significance level, and rejects at least what plain
// Bonferroni rejects.
//
// The adjusted p-values are R's `p.adjust(p, method = "holm")`: sort ascending, multiply the i-th
// smallest (from 1) by (n − i + 1), carry the running maximum forward, cap at 1, and put them back in
// the given order. A test is rejected at level α exactly when its adjusted p-value is below α.

export function holmAdjust(pValues: readonly number[]): number[] {
  if (!pValues.every((p) => p >= 0 && p <= 1)) throw new RangeError('p-values must lie between 0 and 1');
  const n = pValues.length;
  const order = pValues.map((_, index) => index).sort((a, b) => pValues[a]! - pValues[b]! || a - b);
  const adjusted = new Array<number>(n);
  let running = 0;
  for (const [i, index] of order.entries()) {
    running = Math.max(running, Math.min(1, (n - i) * pValues[index]!));
    adjusted[index] = running;
  }
  return adjusted;
}
