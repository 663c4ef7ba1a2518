// A test's several Lighthouse runs (issue 21): when to stop (the site's run settings and the stopping
// rule of @pace/statistics), which run the test keeps (Lighthouse's median run), and the spread of
// every metric over the runs and the runs' values themselves, stored beside the median run's value (the
// pull request check compares every run, so one deployment's test is a sample of its own).
import { type AuditSuccess, extractMeasurements, medianRun } from '@pace/lighthouse-runner';
import type { Site } from '@pace/platform/db';
import { nextRun, type RunCountRule, spreadOf } from '@pace/statistics';

export interface RunSettings extends RunCountRule {
  keyMetric: string;
}

export function runSettingsOf(site: Site): RunSettings {
  return {
    minRuns: site.minRuns,
    maxRuns: Math.max(site.minRuns, site.maxRuns),
    targetFraction: site.runTargetPercent / 100,
    keyMetric: site.runKeyMetric,
  };
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
  ciLower: number | null;
  ciUpper: number | null;
}

export interface RunSummary {
  /** The run whose report, screenshots and values the test keeps. */
  median: AuditSuccess;
  values: Record<string, number>;
  /** Per metric of the median run: the spread of that metric over every run that measured it. */
  spreads: Record<string, MetricSpread>;
  /** Per metric of the median run: its value in every run that measured it, in run order. */
  runValues: Record<string, number[]>;
}

/**
 * The median run is chosen among the runs at the key metric's median (when a key metric is given): the
 * value stored for it is then the median its interval is about.
 */
export function summariseRuns(runs: readonly AuditSuccess[], keyMetric?: string): RunSummary {
  const all = runs.map(measurementsOf);
  const median = medianRun(runs, keyMetric ? (run) => all[runs.indexOf(run)]![keyMetric] : undefined);
  const values = all[runs.indexOf(median)]!;
  const spreads: Record<string, MetricSpread> = {};
  const runValues: Record<string, number[]> = {};
  for (const metric of Object.keys(values)) {
    const series = all.flatMap((measured) => (measured[metric] === undefined ? [] : [measured[metric]!]));
    runValues[metric] = series;
    if (series.length < 2) {
      spreads[metric] = { iqr: null, ciLower: null, ciUpper: null };
      continue;
    }
    const spread = spreadOf(series);
    spreads[metric] = { iqr: spread.iqr, ciLower: spread.lower, ciUpper: spread.upper };
  }
  return { median, values, spreads, runValues };
}
