// Holm's adjustment against values worked by hand, and a family of metric comparisons judged with it.
import { describe, expect, it } from 'vitest';
import { compareFamily, compareSamples, holmAdjust, minimumEffectOf } from '../src/index.ts';

describe('holmAdjust', () => {
  it('matches the worked example of four tests (p = 0.01, 0.04, 0.03, 0.005)', () => {
    // Sorted: 0.005 × 4 = 0.02; 0.01 × 3 = 0.03; 0.03 × 2 = 0.06; 0.04 × 1 = 0.04, raised to the running
    // maximum 0.06. At α = 0.05 the first and the fourth are rejected, as in Holm's step-down procedure.
    const adjusted = holmAdjust([0.01, 0.04, 0.03, 0.005]);
    for (const [i, value] of [0.03, 0.06, 0.06, 0.02].entries()) expect(adjusted[i]).toBeCloseTo(value, 12);
  });

  it('caps at 1, keeps ties together and leaves a family of one alone', () => {
    // 0.5 × 3 = 1.5 → 1; 0.5 × 2 = 1; 0.9 × 1 = 0.9 → 1.
    expect(holmAdjust([0.5, 0.9, 0.5])).toEqual([1, 1, 1]);
    // 0.001 × 3 = 0.003; 0.02 × 2 = 0.04; 0.02 × 1 = 0.02 → 0.04.
    const tied = holmAdjust([0.02, 0.001, 0.02]);
    for (const [i, value] of [0.04, 0.003, 0.04].entries()) expect(tied[i]).toBeCloseTo(value, 12);
    expect(holmAdjust([0.037])).toEqual([0.037]);
    expect(holmAdjust([])).toEqual([]);
  });

  it('never lowers a p-value and never exceeds Bonferroni', () => {
    const raw = [0.0004, 0.3, 0.012, 0.049, 0.2, 0.001, 0.75];
    const adjusted = holmAdjust(raw);
    raw.forEach((p, i) => {
      expect(adjusted[i]).toBeGreaterThanOrEqual(p);
      expect(adjusted[i]).toBeLessThanOrEqual(Math.min(1, raw.length * p) + 1e-15);
    });
  });

  it('refuses values that are not probabilities', () => {
    expect(() => holmAdjust([0.2, 1.2])).toThrow(RangeError);
    expect(() => holmAdjust([Number.NaN])).toThrow(RangeError);
  });
});

const baseline = [1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009];

describe('compareFamily', () => {
  it('adjusts the p-values of the metrics compared together', () => {
    // 3 runs above every one of 5: U = 15, P = 1/C(8,3) = 1/56 each side, two-sided 2/56 = 1/28.
    const above = { candidate: [10, 11, 12], baseline: [1, 2, 3, 4, 5] };
    const mixed = { candidate: [1.5, 3.5, 4.5], baseline: [1, 2, 3, 4, 5] };
    expect(compareSamples(above.candidate, above.baseline)).toMatchObject({
      verdict: 'higher',
      pValue: expect.closeTo(1 / 28, 12),
      adjustedPValue: expect.closeTo(1 / 28, 12),
      familySize: 1,
    });
    // Alone significant (0.036); with a twin and a third metric: 3/28 = 0.107 for both, no verdict.
    const family = compareFamily([above, above, mixed]);
    expect(family.map((c) => c.verdict)).toEqual([
      'no_significant_change',
      'no_significant_change',
      'no_significant_change',
    ]);
    expect(family[0]!.pValue).toBeCloseTo(1 / 28, 12);
    expect(family[0]!.adjustedPValue).toBeCloseTo(3 / 28, 12);
    expect(family[1]!.adjustedPValue).toBeCloseTo(3 / 28, 12);
    expect(family[2]!.adjustedPValue).toBe(1);
    expect(family[0]).toMatchObject({ familySize: 3, unchangedBecause: 'not_significant' });
  });

  it('leaves metrics with too few runs out of the family', () => {
    // 3 of 20 all above: p = 2/C(23,3) = 2/1771; times 2 (two metrics tested) still far below 0.05.
    const twenty = Array.from({ length: 20 }, (_, i) => 100 + i);
    const family = compareFamily([
      { candidate: [200, 201, 202], baseline: twenty },
      { candidate: [90, 91], baseline: twenty },
      { candidate: [50, 51, 52], baseline: twenty },
    ]);
    expect(family.map((c) => c.verdict)).toEqual(['higher', 'too_few_samples', 'lower']);
    expect(family[0]!.pValue).toBeCloseTo(2 / 1771, 12);
    expect(family[0]!.adjustedPValue).toBeCloseTo(4 / 1771, 12);
    expect(family[2]!.familySize).toBe(2);
  });

  it('calls a significant shift smaller than the minimum effect no significant change', () => {
    // Every run 3 to 14 ms slower: certain (p = 2/C(13,3) = 2/286), but the interval is within 20 ms.
    const candidate = [1012, 1013, 1014];
    const small = compareSamples(candidate, baseline, { minimumEffect: 20 });
    expect(small.pValue).toBeCloseTo(2 / 286, 12);
    expect(small).toMatchObject({
      verdict: 'no_significant_change',
      unchangedBecause: 'below_minimum_effect',
      minimumEffect: 20,
    });
    expect(small.shift!.lower).toBeGreaterThanOrEqual(3);
    // The same runs against a 2 ms minimum: the whole interval is beyond it.
    expect(compareSamples(candidate, baseline, { minimumEffect: 2 }).verdict).toBe('higher');
    // And an improvement clears it only with its whole interval below −minimum.
    expect(compareSamples([960, 961, 962], baseline, { minimumEffect: 20 }).verdict).toBe('lower');
    expect(compareSamples([990, 991, 992], baseline, { minimumEffect: 20 })).toMatchObject({
      verdict: 'no_significant_change',
      unchangedBecause: 'below_minimum_effect',
    });
  });

  it('derives the minimum effect from the baseline median and an absolute floor', () => {
    // Median 1004.5: 2 % is 20.09 ms, above a 10 ms floor; a 30 ms floor wins.
    expect(minimumEffectOf(baseline, { relative: 0.02, absolute: 10 })).toBeCloseTo(20.09, 10);
    expect(minimumEffectOf(baseline, { relative: 0.02, absolute: 30 })).toBe(30);
    expect(minimumEffectOf([0, 0, 0, 0, 0], { relative: 0.02, absolute: 10 })).toBe(10);
  });
});
