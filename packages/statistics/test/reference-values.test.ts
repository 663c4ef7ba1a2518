// The implementation against published outputs of R's wilcox.test (stats package), the reference
// implementation of the Mann-Whitney U test and the Hodges–Lehmann interval.
import { describe, expect, it } from 'vitest';
import {
  exactCdf,
  exactDistribution,
  exactQuantile,
  hodgesLehmann,
  mannWhitneyU,
  pseudoMedian,
  pseudoMedianInterval,
  signedRankCdf,
  signedRankDistribution,
  signedRankQuantile,
} from '../src/index.ts';

describe('Mann-Whitney U against R', () => {
  // R's own example in ?wilcox.test: Hollander & Wolfe (1973), p. 69f, permeability constants of the
  // human chorioamnion at term (x) and at 12 to 26 weeks (y). R prints for wilcox.test(x, y,
  // alternative = "g"): W = 35, p-value = 0.1272; the two-sided test doubles it (0.2544), and
  // wilcox.test(x, y, conf.int = TRUE) prints the 95 percent interval -0.15 0.76 and the difference in
  // location 0.305.
  const x = [0.8, 0.83, 1.89, 1.04, 1.45, 1.38, 1.91, 1.64, 0.73, 1.46];
  const y = [1.15, 0.88, 0.9, 0.74, 1.21];

  it('gives W and the exact two-sided p-value of the chorioamnion example', () => {
    const result = mannWhitneyU(x, y);
    expect(result.method).toBe('exact');
    expect(result.u).toBe(35);
    expect(result.pValue).toBeCloseTo(2 * 0.1272, 3);
  });

  it('gives the Hodges–Lehmann shift and its exact 95 % interval of the same example', () => {
    const shift = hodgesLehmann(x, y, { exact: true });
    expect(shift.estimate).toBeCloseTo(0.305, 10);
    expect(shift.lower).toBeCloseTo(-0.15, 10);
    expect(shift.upper).toBeCloseTo(0.76, 10);
  });

  // wilcox.test(mpg ~ am, data = mtcars): ties, so R uses the normal approximation with the tie and
  // continuity corrections and prints W = 42, p-value = 0.001871 (automatic cars first).
  const automatic = [
    21.4, 18.7, 18.1, 14.3, 24.4, 22.8, 19.2, 17.8, 16.4, 17.3, 15.2, 10.4, 10.4, 14.7, 21.5, 15.5, 15.2,
    13.3, 19.2,
  ];
  const manual = [21.0, 21.0, 22.8, 32.4, 30.4, 33.9, 27.3, 26.0, 30.4, 15.8, 19.7, 15.0, 21.4];

  it('gives W and the tie-corrected normal p-value of mpg by transmission in mtcars', () => {
    const result = mannWhitneyU(automatic, manual);
    expect(result.method).toBe('normal');
    expect(result.u).toBe(42);
    expect(result.pValue).toBeCloseTo(0.001871, 6);
  });

  it('is symmetric: swapping the samples gives m·n − W and the same p-value', () => {
    const swapped = mannWhitneyU(manual, automatic);
    expect(swapped.u).toBe(19 * 13 - 42);
    expect(swapped.pValue).toBeCloseTo(0.001871, 6);
  });
});

describe('the one-sample Hodges–Lehmann estimate (pseudo-median)', () => {
  // R's other example in ?wilcox.test: Hollander & Wolfe (1973), p. 29f, the Hamilton depression scale
  // factor IV of nine patients at the first (x) and second (y) visit. Their estimate of the median of
  // the differences x − y, the median of the 45 Walsh averages, is 0.46, as R's wilcox.test(x, y,
  // paired = TRUE, conf.int = TRUE) prints for the (pseudo)median.
  const x = [1.83, 0.5, 1.62, 2.48, 1.68, 1.88, 1.55, 3.06, 1.3];
  const y = [0.878, 0.647, 0.598, 2.05, 1.06, 1.29, 1.06, 3.14, 1.29];

  it('gives the estimate of the depression example', () => {
    const differences = x.map((value, i) => Math.round((value - y[i]!) * 1000) / 1000);
    expect(pseudoMedian(differences)).toBeCloseTo(0.46, 10);
  });

  it('is the median of every pairwise average, each value paired with itself too', () => {
    // Averages of [0, 0, 10]: 0, 0, 10, 0, 5, 5; their median is 2.5 (the plain median says 0).
    expect(pseudoMedian([0, 0, 10])).toBe(2.5);
    expect(pseudoMedian([1, 2, 3])).toBe(2);
    expect(pseudoMedian([7])).toBe(7);
    expect(() => pseudoMedian([])).toThrow(RangeError);
  });

  it('sits between two groups of runs where the median jumps to one of them', () => {
    // Five runs at one LCP and four at another: the median is the first group's value.
    const runs = [620, 621, 619, 620, 622, 760, 761, 759, 762];
    expect(pseudoMedian(runs)).toBeGreaterThan(650);
    expect(pseudoMedian(runs)).toBeLessThan(730);
  });
});

describe('the pseudo-median confidence interval', () => {
  // The depression example above: R's wilcox.test(x, y, paired = TRUE) prints V = 40 with the one-sided
  // p-value 0.01953 (P(T ≥ 40) = P(T ≤ 5) for 9 values), and its two-sided 95 % interval is the 6th and
  // 40th of the 45 Walsh averages, 0.010 to 0.786, at the level 1 − 2·P(T ≤ 5) = 96.1 %.
  const differences = [0.952, -0.147, 1.022, 0.43, 0.62, 0.59, 0.49, -0.08, 0.01];

  it('gives the depression example: 0.46, from 0.010 to 0.786 at 96.1 %', () => {
    const interval = pseudoMedianInterval(differences);
    expect(interval.estimate).toBeCloseTo(0.46, 10);
    expect(interval.lower).toBeCloseTo(0.01, 10);
    expect(interval.upper).toBeCloseTo(0.786, 10);
    expect(interval.confidence).toBeCloseTo(1 - 2 * (10 / 512), 10);
  });

  it('is the widest interval, at its own lower level, where 95 % cannot be reached', () => {
    // 3 runs: T ≤ 0 has probability 1/8, so [min, max] is a 75 % interval; 5 runs: 1 − 2/32. The
    // estimate is the median of the averages 900, 950, 1,000, 1,100, 1,150 and 1,300.
    expect(pseudoMedianInterval([900, 1000, 1300])).toEqual({
      estimate: 1050,
      lower: 900,
      upper: 1300,
      confidence: 0.75,
    });
    expect(pseudoMedianInterval([5, 1, 4, 2, 3]).confidence).toBe(0.9375);
    expect(pseudoMedianInterval([5, 1, 4, 2, 3, 6]).confidence).toBeCloseTo(1 - 2 / 64, 12);
  });

  it('always holds its estimate, and is null with one run', () => {
    const runs = [620, 621, 619, 620, 622, 760, 761, 759, 762];
    const interval = pseudoMedianInterval(runs);
    expect(interval.lower!).toBeLessThanOrEqual(interval.estimate);
    expect(interval.upper!).toBeGreaterThanOrEqual(interval.estimate);
    expect(pseudoMedianInterval([7])).toEqual({ estimate: 7, lower: null, upper: null, confidence: null });
    expect(() => pseudoMedianInterval([])).toThrow(RangeError);
    expect(() => pseudoMedianInterval([1, 2], 1)).toThrow(RangeError);
  });

  it('covers the centre of a symmetric distribution as often as its level says', () => {
    // 4,000 samples of 7 values from a logistic distribution centred on 1,000 (a deterministic
    // generator, so the test is repeatable): the 95.3 % interval must hold 1,000 in 95.3 % ± 1 % of them.
    let seed = 7;
    const uniform = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    let covered = 0;
    let level = 0;
    for (let sample = 0; sample < 4000; sample++) {
      const values = Array.from({ length: 7 }, () => {
        const u = uniform();
        return 1000 + 50 * Math.log(u / (1 - u));
      });
      const interval = pseudoMedianInterval(values);
      level = interval.confidence!;
      if (interval.lower! <= 1000 && 1000 <= interval.upper!) covered++;
    }
    expect(level).toBeCloseTo(1 - 2 * (3 / 128), 10);
    expect(Math.abs(covered / 4000 - level)).toBeLessThan(0.01);
  });
});

describe('the signed-rank distribution', () => {
  it('counts the subsets of 1..n by their sum, as enumerating them does', () => {
    for (const n of [1, 2, 5, 10]) {
      const counts = new Array<number>((n * (n + 1)) / 2 + 1).fill(0);
      for (let subset = 0; subset < 2 ** n; subset++) {
        let sum = 0;
        for (let rank = 1; rank <= n; rank++) if (subset & (1 << (rank - 1))) sum += rank;
        counts[sum]!++;
      }
      expect(signedRankDistribution(n)).toEqual(counts.map((count) => count / 2 ** n));
    }
  });

  it('gives the critical values of the two-sided 5 % table (T ≤ 0, 2, 3, 5, 8, 10, 13, 17, 21, 25, 52, 89)', () => {
    // Wilcoxon's signed-rank table (e.g. NIST's, or any statistics text): reject at n values when T is at
    // most the value; R's qsignrank(0.025, n) is one more.
    const table: [number, number][] = [
      [6, 0],
      [7, 2],
      [8, 3],
      [9, 5],
      [10, 8],
      [11, 10],
      [12, 13],
      [13, 17],
      [14, 21],
      [15, 25],
      [20, 52],
      [25, 89],
    ];
    for (const [n, critical] of table) {
      expect(signedRankQuantile(0.025, n), `n = ${n}`).toBe(critical + 1);
      expect(signedRankCdf(critical, n)).toBeLessThanOrEqual(0.025);
    }
    expect(signedRankCdf(5, 9)).toBeCloseTo(0.01953, 5);
  });
});

describe('the exact distribution', () => {
  it("matches R's dwilcox(0:9, 3, 3) * choose(6, 3): 1 1 2 3 3 3 3 2 1 1", () => {
    expect(exactDistribution(3, 3).map((p) => Math.round(p * 20))).toEqual([1, 1, 2, 3, 3, 3, 3, 2, 1, 1]);
  });

  // The published table of critical values of U (two-sided, alpha = 0.05) gives 8 for samples of 5 and
  // 10: P(U <= 8) is at most 0.025, so R's qwilcox(0.025, 10, 5) is 9.
  it('gives the tabled critical value of U for samples of 10 and 5', () => {
    expect(exactCdf(8, 10, 5)).toBeLessThanOrEqual(0.025);
    expect(exactCdf(9, 10, 5)).toBeGreaterThan(0.025);
    expect(exactQuantile(0.025, 10, 5)).toBe(9);
  });

  it('sums to one for the largest exact sizes', () => {
    const total = exactDistribution(49, 49).reduce((sum, p) => sum + p, 0);
    expect(total).toBeCloseTo(1, 9);
    expect(Math.min(...exactDistribution(49, 49))).toBeGreaterThanOrEqual(0);
  });
});
