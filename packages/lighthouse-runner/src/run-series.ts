// A test's several Lighthouse runs (issue 21), as the audit worker and the benches take them: when to
// stop (the site's run settings and the stopping rule of @pace/statistics), which run the test keeps
// (Lighthouse's median run), and each metric's value over the runs (their pseudo-median), with its spread
// and every run's value (the pull request check compares every run, so one deployment's test is a sample
// of its own).
import { nextRun, pseudoMedianInterval, type RunCountRule, spreadOf } from '@pace/statistics';
import { extractMeasurements } from './measurements.ts';
import { medianRun } from './median-run.ts';
import type { AuditSuccess } from './request.ts';

export interface RunSettings extends RunCountRule {
  keyMetric: string;
}

const measurementsOf = (run: AuditSuccess) =>
  extractMeasurements(run.report, { testDurationMs: run.durationMs });

/**
 * Whether the test runs once more. The cap counts runs, so runs that lack the key metric (a page with no
 * LCP) still end the series at the cap.
 */
export function anotherRun(runs: readonly AuditSuccess[], settings: RunSettings): boolean {
  if (runs.length >= settings.maxRuns) return false;
  const values = runs.flatMap((run) => {
    const value = measurementsOf(run)[settings.keyMetric];
    return value === undefined ? [] : [value];
  });
  return nextRun(values, { ...settings, maxRuns: Number.MAX_SAFE_INTEGER }).more;
}

export interface MetricSpread {
  iqr: number | null;
  /** The pseudo-median's confidence interval (the range under a value), and its level (75 % with 3 runs, ≥ 95 % from 6). */
  ciLower: number | null;
  ciUpper: number | null;
  ciLevel: number | null;
}

export interface RunSummary {
  /** The run whose report and screenshots the test keeps. */
  median: AuditSuccess;
  /** Per metric of the median run: that metric's pseudo-median over every run that measured it. */
  values: Record<string, number>;
  /** Per metric of the median run: the spread of that metric over every run that measured it. */
  spreads: Record<string, MetricSpread>;
  /** Per metric of the median run: its value in every run that measured it, in run order. */
  runValues: Record<string, number[]>;
}

/**
 * The kept run is chosen among the runs at the key metric's median (when a key metric is given), so its
 * report shows a typical load. Every metric's stored value is its own over all the runs, not the kept
 * run's: one run near the median score or FCP can carry an outlying LCP or TBT, and the range shown
 * beside a value is about all the runs. That value is the pseudo-median (the median of pairwise
 * averages), not the median: a page's LCP often falls in two groups (the element painted with the first
 * text, or with a later image), and the median of 9 such runs moved from test to test almost as much as
 * one run (`npm run bench`); the pseudo-median halves that and still ignores one wild run in four.
 */
export function summariseRuns(runs: readonly AuditSuccess[], keyMetric?: string): RunSummary {
  const all = runs.map(measurementsOf);
  const median = medianRun(runs, keyMetric ? (run) => all[runs.indexOf(run)]![keyMetric] : undefined);
  const values: Record<string, number> = {};
  const spreads: Record<string, MetricSpread> = {};
  const runValues: Record<string, number[]> = {};
  for (const metric of Object.keys(all[runs.indexOf(median)]!)) {
    const series = all.flatMap((measured) => (measured[metric] === undefined ? [] : [measured[metric]!]));
    runValues[metric] = series;
    const interval = pseudoMedianInterval(series);
    values[metric] = interval.estimate;
    // One run has no spread: its interquartile range is no measurement of one.
    spreads[metric] = {
      iqr: series.length < 2 ? null : spreadOf(series).iqr,
      ciLower: interval.lower,
      ciUpper: interval.upper,
      ciLevel: interval.confidence,
    };
  }
  return { median, values, spreads, runValues };
}
