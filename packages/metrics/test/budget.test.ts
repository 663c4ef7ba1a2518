import { describe, expect, it } from 'vitest';
import {
  BUDGET_STATES,
  budgetState,
  budgetStateLabel,
  CRUX,
  hasBudgetHistory,
  RUM,
  SYNTHETIC,
} from '../src/index.ts';

describe('budgetState: GreaterThan (durations, counts, sizes) is exceeded above the budget', () => {
  // LCP budget of 2500 ms: at risk from 2250 ms (within 10 %) up to the budget itself.
  it.each([
    [1000, 'met'],
    [2249, 'met'],
    [2250, 'at_risk'],
    [2400, 'at_risk'],
    [2500, 'at_risk'],
    [2501, 'exceeded'],
    [9000, 'exceeded'],
  ] as const)('LCP %d ms against 2500 ms is %s', (measured, state) => {
    expect(budgetState(SYNTHETIC.lcp, 2500, measured)).toBe(state);
  });

  it.each([
    [170_000, 'met'],
    [180_000, 'at_risk'],
    [200_001, 'exceeded'],
  ] as const)('a 200 KB JavaScript budget with %d bytes is %s', (measured, state) => {
    expect(budgetState(SYNTHETIC.script_transfer_size, 200_000, measured)).toBe(state);
  });

  it('puts a value exactly 10 % under a fractional budget at risk despite rounding (0.1 − 0.09)', () => {
    expect(budgetState(CRUX.cls, 0.1, 0.09)).toBe('at_risk');
    expect(budgetState(CRUX.cls, 0.1, 0.0899)).toBe('met');
  });

  it('meets a budget of 0 when the value is 0: there is no band to be at risk in', () => {
    expect(budgetState(SYNTHETIC.third_party_count, 0, 0)).toBe('met');
    expect(budgetState(SYNTHETIC.third_party_count, 0, 1)).toBe('exceeded');
  });
});

describe('budgetState: LessThan (scores, ux_rating, benchmark index) is exceeded below the budget', () => {
  // Performance score budget of 90: at risk from 90 up to 99 (within 10 % above it).
  it.each([
    [100, 'met'],
    [99.5, 'met'],
    [99, 'at_risk'],
    [95, 'at_risk'],
    [90, 'at_risk'],
    [89, 'exceeded'],
    [10, 'exceeded'],
  ] as const)('a score of %d against 90 is %s', (measured, state) => {
    expect(budgetState(SYNTHETIC.performance_score, 90, measured)).toBe(state);
  });

  it('follows the same rule for ux_rating', () => {
    expect(budgetState(RUM.ux_rating, 80, 79)).toBe('exceeded');
    expect(budgetState(RUM.ux_rating, 80, 85)).toBe('at_risk');
    expect(budgetState(RUM.ux_rating, 80, 89)).toBe('met');
  });
});

describe('budgetState without a measurement', () => {
  it.each([null, undefined, Number.NaN])('%s is no measurement', (measured) => {
    expect(budgetState(SYNTHETIC.lcp, 2500, measured)).toBe('no_measurement');
  });

  it('refuses a budget value that is not a number, which is a bug upstream', () => {
    expect(() => budgetState(SYNTHETIC.lcp, Number.NaN, 100)).toThrow(RangeError);
  });
});

describe('hasBudgetHistory: history appears with at least 15 measurements', () => {
  it.each([
    [0, false],
    [14, false],
    [15, true],
    [90, true],
  ] as const)('%d measurements: %s', (count, shown) => {
    expect(hasBudgetHistory(count)).toBe(shown);
  });
});

it('labels every budget state', () => {
  expect(BUDGET_STATES.map((s) => budgetStateLabel(s))).toEqual([
    'Met',
    'At risk',
    'Exceeded',
    'No measurement',
  ]);
});
