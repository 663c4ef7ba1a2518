// The stopping rule of a test's runs: a stable series stops at the minimum, a noisy one runs to the cap,
// and one that settles stops when its interval fits the target.
import { describe, expect, it } from 'vitest';
import { checkRunCountRule, nextRun, pooledVariance, type RunCountRule } from '../src/index.ts';

const RULE: RunCountRule = { minRuns: 3, maxRuns: 9, targetFraction: 0.05 };

/** Runs a series through the rule: how many runs a test with these values (in order) makes. */
function runsTaken(series: readonly number[], rule = RULE) {
  const values: number[] = [];
  for (const value of series) {
    values.push(value);
    if (!nextRun(values, rule).more) break;
  }
  return values.length;
}

describe('the run count', () => {
  it('always makes the minimum', () => {
    expect(nextRun([], RULE)).toMatchObject({ more: true, reason: 'minimum' });
    expect(nextRun([90, 90], RULE)).toMatchObject({ more: true, reason: 'minimum' });
  });

  it('stops at 3 runs for a stable series', () => {
    expect(runsTaken([98, 99, 98, 99, 98, 99, 98, 99, 98])).toBe(3);
    expect(nextRun([100, 100, 100], RULE)).toMatchObject({ more: false, reason: 'precise' });
    // LCP within a couple of percent: 1.2 s ± 20 ms.
    expect(runsTaken([1210, 1190, 1200, 1205, 1195, 1200, 1210, 1190, 1200])).toBe(3);
  });

  it('continues to the cap for a noisy series', () => {
    const noisy = [62, 81, 55, 90, 70, 48, 85, 66, 77, 59, 88];
    expect(runsTaken(noisy)).toBe(9);
    expect(nextRun(noisy.slice(0, 9), RULE)).toMatchObject({ more: false, reason: 'cap' });
    expect(nextRun(noisy.slice(0, 5), RULE)).toMatchObject({ more: true, reason: 'imprecise' });
  });

  it('stops as soon as the interval fits: a series that settles costs a few runs more', () => {
    // 3 runs: mean 1213, s ≈ 42, half width ≈ 103 (8.6 %); after 5 runs ≈ 38 around a median of 1200.
    expect(runsTaken([1200, 1260, 1180, 1210, 1195, 1205, 1200, 1190, 1210])).toBe(5);
  });

  it('follows the site settings: a wider target stops sooner, a cap of 1 makes one run', () => {
    const series = [72, 74, 73, 70, 76, 71, 75, 73, 74];
    expect(runsTaken(series, { ...RULE, targetFraction: 0.1 })).toBe(3);
    expect(runsTaken(series, { ...RULE, targetFraction: 0.02 })).toBeGreaterThan(3);
    expect(runsTaken(series, { minRuns: 1, maxRuns: 1, targetFraction: 0.05 })).toBe(1);
    expect(runsTaken(series, { minRuns: 5, maxRuns: 5, targetFraction: 0.5 })).toBe(5);
  });

  it('refuses a rule that cannot be followed', () => {
    expect(() => checkRunCountRule({ minRuns: 0, maxRuns: 9, targetFraction: 0.05 })).toThrow(RangeError);
    expect(() => checkRunCountRule({ minRuns: 5, maxRuns: 4, targetFraction: 0.05 })).toThrow(RangeError);
    expect(() => checkRunCountRule({ minRuns: 3, maxRuns: 9, targetFraction: 0 })).toThrow(RangeError);
  });

  it('counts the page’s earlier tests: three runs that agree by chance do not stop a page known to vary', () => {
    // LCP in two groups, about 605 and 755 ms: three runs of one group look precise on their own.
    const agreeing = [755.6, 756.4, 754.0];
    expect(nextRun(agreeing, RULE)).toMatchObject({ more: false, reason: 'precise' });
    const earlier = pooledVariance([
      [606, 762, 753, 756, 753, 611, 756, 603, 753],
      [610, 608, 759, 753, 754, 756, 607, 753, 757],
    ]);
    expect(nextRun(agreeing, { ...RULE, earlier })).toMatchObject({ more: true, reason: 'imprecise' });
    expect(runsTaken([...agreeing, 605, 757, 606, 754, 604, 756], { ...RULE, earlier })).toBe(9);
    // A page whose earlier tests agreed stops at the minimum as before; so does one without history.
    const steady = pooledVariance([
      [1200, 1204, 1198],
      [1201, 1199, 1203],
    ]);
    expect(runsTaken([1210, 1190, 1200, 1205], { ...RULE, earlier: steady })).toBe(3);
    expect(runsTaken([1210, 1190, 1200, 1205], { ...RULE, earlier: null })).toBe(3);
    // Earlier tests cannot narrow this one's interval: a wild run still asks for more.
    expect(nextRun([1200, 1600, 1210], { ...RULE, earlier: steady })).toMatchObject({ more: true });
  });

  it('pools the variance within each earlier test, weighted by its runs', () => {
    // Variances 1 (2 degrees of freedom) and 4 (1): (2 + 4) / 3 = 2.
    expect(
      pooledVariance([
        [1, 2, 3],
        [10, 12.8284271247],
      ]),
    ).toMatchObject({ degreesOfFreedom: 3 });
    expect(
      pooledVariance([
        [1, 2, 3],
        [10, 12.8284271247],
      ])!.variance,
    ).toBeCloseTo(2, 8);
    // One-run tests have no spread to pool; with none other there is nothing known.
    expect(pooledVariance([[5], [7]])).toBeNull();
    expect(pooledVariance([])).toBeNull();
  });
});
