// A test's runs, on reports shaped as Lighthouse writes them (no audit runs here): the site's settings
// decide when to stop, runs without the key metric still end at the cap, and the stored values are each
// metric's pseudo-median over the runs, with its spread; the kept report is the median run's.
import { describe, expect, it } from 'vitest';
import type { AuditSuccess } from '../src/request.ts';
import { anotherRun, type RunSettings, summariseRuns } from '../src/run-series.ts';

/** A completed run whose report has the performance score, FCP, TTI and (unless null) LCP given. */
function run(score: number, fcp: number, tti: number, lcp: number | null): AuditSuccess {
  return {
    ok: true,
    browserVersion: 'HeadlessChrome/1',
    lighthouseVersion: '13.5.0',
    durationMs: 5_000,
    guardEvents: [],
    sandboxed: true,
    report: {
      lighthouseVersion: '13.5.0',
      categories: { performance: { score: score / 100 } },
      audits: {
        'first-contentful-paint': { numericValue: fcp },
        interactive: { numericValue: tti },
        ...(lcp === null ? {} : { 'largest-contentful-paint': { numericValue: lcp } }),
      },
    },
  } as unknown as AuditSuccess;
}

const SETTINGS: RunSettings = {
  minRuns: 3,
  maxRuns: 9,
  targetFraction: 0.05,
  keyMetric: 'performance_score',
};

describe('a test’s runs in the worker', () => {
  it('stops at the minimum when the key metric agrees, and goes on when it does not', () => {
    const stable = [run(98, 900, 2000, 1200), run(99, 950, 2100, 1250), run(98, 920, 2050, 1210)];
    expect(anotherRun(stable.slice(0, 2), SETTINGS)).toBe(true);
    expect(anotherRun(stable, SETTINGS)).toBe(false);
    const noisy = [run(60, 900, 2000, 1200), run(90, 950, 2100, 1210), run(75, 920, 2050, 1205)];
    expect(anotherRun(noisy, SETTINGS)).toBe(true);
    // The same runs judged by LCP, which agrees within 5 %.
    expect(anotherRun(noisy, { ...SETTINGS, keyMetric: 'lcp' })).toBe(false);
  });

  it('ends at the cap even when no run has the key metric', () => {
    const noLcp = Array.from({ length: 9 }, () => run(90, 900, 2000, null));
    const lcp = { ...SETTINGS, keyMetric: 'lcp' };
    expect(anotherRun(noLcp.slice(0, 8), lcp)).toBe(true);
    expect(anotherRun(noLcp, lcp)).toBe(false);
  });

  it('keeps each metric’s pseudo-median over the runs with its interquartile range and interval', () => {
    const runs = [run(80, 900, 2000, 1300), run(90, 1000, 3000, 1200), run(85, 2000, 6000, 2500)];
    const { median, values, spreads } = summariseRuns(runs);
    // The kept report: nearest the median FCP (1000) and TTI (3000), the second run.
    expect(median).toBe(runs[1]);
    // Its score (90) and LCP (1200) are not the runs' values; the stored ones are the medians of the
    // pairwise averages: FCP 900, 950, 1000, 1450, 1500, 2000 gives 1225 (the median alone, 1000).
    expect(values).toMatchObject({ performance_score: 85, fcp: 1225, lcp: 1575 });
    // Scores 80, 85, 90: quartiles 82.5 and 87.5. Three runs reach no 95 % interval of the pseudo-median:
    // the widest, their minimum to maximum, is a 75 % one (the signed-rank statistic is 0 once in 8).
    expect(spreads.performance_score).toEqual({ iqr: 5, ciLower: 80, ciUpper: 90, ciLevel: 0.75 });
    // The interval holds the value even where the runs are lopsided: FCP 1225 within 900 to 2000.
    expect(spreads.fcp).toMatchObject({ ciLower: 900, ciUpper: 2000 });
    // Every run's value, in run order: the pull request check's sample.
    expect(summariseRuns(runs).runValues).toMatchObject({
      performance_score: [80, 90, 85],
      fcp: [900, 1000, 2000],
      lcp: [1300, 1200, 2500],
    });
    // An even count of averages: the mean of the two middle ones (LCP: 1350 and 1400).
    expect(summariseRuns([...runs, run(95, 950, 2500, 1400)]).values).toMatchObject({
      performance_score: 87.5,
      lcp: 1375,
    });
    // One run has no spread, and its values are its own.
    expect(summariseRuns([runs[0]!]).spreads.lcp).toEqual({
      iqr: null,
      ciLower: null,
      ciUpper: null,
      ciLevel: null,
    });
    expect(summariseRuns([runs[0]!]).runValues.lcp).toEqual([1300]);
    expect(summariseRuns([runs[0]!]).values).toMatchObject({ performance_score: 80, lcp: 1300 });
  });

  it('keeps the report of a run at the key metric’s median', () => {
    // Lighthouse's choice (nearest the median FCP 1000 and TTI 3000) is the second run, whose score (70:
    // a long task it blocked on) is the lowest of the three.
    const runs = [run(95, 900, 2900, 1200), run(70, 1000, 3000, 1250), run(93, 1100, 3200, 1300)];
    expect(summariseRuns(runs).median).toBe(runs[1]);
    const { median, values } = summariseRuns(runs, 'performance_score');
    expect(median).toBe(runs[2]);
    // Whichever run is kept, the stored values are the runs' pseudo-medians (scores 70, 81.5, 82.5, 93,
    // 94, 95 averaged pairwise: 87.75).
    expect(values).toMatchObject({ performance_score: 87.75, lcp: 1250 });
    expect(summariseRuns(runs).values).toEqual(values);
    // By LCP, the run at the median LCP (1250).
    expect(summariseRuns(runs, 'lcp').median).toBe(runs[1]);
    // Among runs tied at the median score, Lighthouse's choice: the one nearest the median FCP and TTI.
    const tied = [
      run(100, 900, 2900, 1200),
      run(100, 1000, 3000, 1250),
      run(99, 1000, 3000, 1300),
      run(100, 1400, 4000, 1300),
    ];
    expect(summariseRuns(tied, 'performance_score').median).toBe(tied[1]);
    // No run has the key metric: Lighthouse's choice over all of them.
    const noLcp = [run(80, 900, 2000, null), run(90, 1000, 3000, null), run(85, 2000, 6000, null)];
    expect(summariseRuns(noLcp, 'lcp').median).toBe(noLcp[1]);
  });
});
