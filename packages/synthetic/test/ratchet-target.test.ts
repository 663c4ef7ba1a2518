// When a ratcheting budget tightens, and to what: after K consecutive measurements under it by the
// margin (not K − 1), a measurement short of the margin resets the count, and it never loosens.
import { describe, expect, it } from 'vitest';
import { ratchetTarget, underWithMargin } from '../src/index.ts';

const LCP_BUDGET = 3000;
const absolute = { runs: 3, margin: 100, marginUnit: 'absolute' as const };

describe('ratchetTarget', () => {
  it('tightens after K measurements under the budget by the margin, to the worst of them plus the margin', () => {
    expect(ratchetTarget('GreaterThan', LCP_BUDGET, absolute, [2500, 2600, 2550])).toBe(2700);
  });

  it('does not tighten after K − 1', () => {
    expect(ratchetTarget('GreaterThan', LCP_BUDGET, absolute, [2500, 2600])).toBeNull();
  });

  it('resets the count on a measurement short of the margin: only K good ones in a row count', () => {
    // 2950 is under the budget but within its 100 ms margin.
    expect(ratchetTarget('GreaterThan', LCP_BUDGET, absolute, [2500, 2600, 2950, 2500, 2500])).toBeNull();
    expect(ratchetTarget('GreaterThan', LCP_BUDGET, absolute, [2950, 2500, 2500, 2400])).toBe(2600);
  });

  it('never loosens: a target equal to the budget is no change', () => {
    expect(ratchetTarget('GreaterThan', LCP_BUDGET, absolute, [2900, 2900, 2900])).toBeNull();
    expect(ratchetTarget('GreaterThan', LCP_BUDGET, absolute, [3500, 3600, 3400])).toBeNull();
  });

  it('keeps a percentage margin of the observed level', () => {
    const percent = { runs: 2, margin: 10, marginUnit: 'percent' as const };
    expect(underWithMargin('GreaterThan', 2200, 2000, percent)).toBe(true);
    expect(underWithMargin('GreaterThan', 2199, 2000, percent)).toBe(false);
    expect(ratchetTarget('GreaterThan', LCP_BUDGET, percent, [2000, 1800])).toBeCloseTo(2200, 9);
  });

  it('tightens score budgets upwards (higher is better)', () => {
    const score = { runs: 2, margin: 5, marginUnit: 'absolute' as const };
    expect(ratchetTarget('LessThan', 80, score, [92, 95])).toBe(87);
    expect(ratchetTarget('LessThan', 80, score, [92, 84])).toBeNull();
  });
});
