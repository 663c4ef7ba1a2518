// The stopping rule of a test's runs: a stable series stops at the minimum, a noisy one runs to the cap,
// and one that settles stops when its interval fits the target.
import { describe, expect, it } from 'vitest';
import { checkRunCountRule, nextRun, type RunCountRule } from '../src/index.ts';

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
});
