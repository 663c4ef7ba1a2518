// Quartiles, interquartile range and the t interval against published values: R's quantile(), IQR() and
// t.test() on the mtcars data set, and the Student t table (NIST/SEMATECH e-Handbook, table 1.3.6.7.2).
import { describe, expect, it } from 'vitest';
import { sortedQuantile, spreadOf } from '../src/index.ts';

// mtcars$mpg, in the data set's order.
const MPG = [
  21.0, 21.0, 22.8, 21.4, 18.7, 18.1, 14.3, 24.4, 22.8, 19.2, 17.8, 16.4, 17.3, 15.2, 10.4, 10.4, 14.7, 32.4,
  30.4, 33.9, 21.5, 15.5, 15.2, 13.3, 19.2, 27.3, 26.0, 30.4, 15.8, 19.7, 15.0, 21.4,
];

describe('quartiles and interquartile range against R', () => {
  it('gives quantile(1:10): 1, 3.25, 5.5, 7.75, 10', () => {
    const sorted = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect([0, 0.25, 0.5, 0.75, 1].map((p) => sortedQuantile(sorted, p))).toEqual([1, 3.25, 5.5, 7.75, 10]);
  });

  it('gives summary(mtcars$mpg) and IQR(mtcars$mpg) = 7.375', () => {
    const spread = spreadOf(MPG);
    expect(spread.q1).toBeCloseTo(15.425, 10);
    expect(spread.median).toBeCloseTo(19.2, 10);
    expect(spread.q3).toBeCloseTo(22.8, 10);
    expect(spread.iqr).toBeCloseTo(7.375, 10);
    expect(spread.mean).toBeCloseTo(20.09062, 5);
  });
});

describe('the t confidence interval against R and the t table', () => {
  it('gives t.test(mtcars$mpg): 95 percent confidence interval 17.91768 22.26357', () => {
    const spread = spreadOf(MPG);
    expect(spread.lower).toBeCloseTo(17.91768, 5);
    expect(spread.upper).toBeCloseTo(22.26357, 5);
  });

  // With s = 1 the half width is t(0.975, n − 1) / √n: the table's 4.303 (2 degrees of freedom), 2.776 (4)
  // and 2.306 (8).
  it.each([
    [3, 4.303],
    [5, 2.776],
    [9, 2.306],
  ])('uses the t quantile of the table for %i runs', (n, t) => {
    // n values with mean 0 and standard deviation 1: ±a with a chosen so the sample variance is 1.
    const a = Math.sqrt((n - 1) / (n - (n % 2)));
    const values = Array.from({ length: n }, (_, i) => (n % 2 && i === n - 1 ? 0 : i % 2 ? a : -a));
    const spread = spreadOf(values);
    expect(spread.halfWidth! * Math.sqrt(n)).toBeCloseTo(t, 3);
  });

  it('has no interval for one value and a zero-width one for identical values', () => {
    expect(spreadOf([42]).halfWidth).toBeNull();
    expect(spreadOf([42]).lower).toBeNull();
    expect(spreadOf([100, 100, 100]).halfWidth).toBe(0);
  });

  it('takes the confidence asked for: a 90 % interval is narrower', () => {
    expect(spreadOf(MPG, 0.9).halfWidth!).toBeLessThan(spreadOf(MPG).halfWidth!);
  });

  it('refuses no values, values that are not numbers and a confidence outside (0, 1)', () => {
    expect(() => spreadOf([])).toThrow(RangeError);
    expect(() => spreadOf([1, Number.NaN])).toThrow(RangeError);
    expect(() => spreadOf([1, 2], 1)).toThrow(RangeError);
  });
});
