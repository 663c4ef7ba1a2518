// The run a test keeps of its several runs: Lighthouse's own choice (lighthouse/core/lib/median-run.js,
// the one Lighthouse CI uses), the run nearest both the median First Contentful Paint and the median
// Time to Interactive, the earliest and latest moments of the load. A whole run rather than each
// metric's median: the stored report, screenshots and metrics then describe one real page load.
// Given a key metric (the one the test's run count is decided on), Lighthouse chooses only among the
// runs at that metric's median: the kept report is then a typical load by the metric the test is about.
// Without that, a run near the median FCP and TTI could carry an outlying score (TBT, CLS and LCP weigh
// 80 % of it and are not in Lighthouse's choice).
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type { LighthouseReport } from './measurements.ts';

function lighthouseMedian<Run extends { report: LighthouseReport }>(runs: readonly Run[]): Run {
  if (runs.length === 1) return runs[0]!;
  let median: unknown;
  try {
    median = computeMedianRun(
      runs.map((run) => run.report) as unknown as Parameters<typeof computeMedianRun>[0],
    );
  } catch {
    // A run without Time to Interactive (Lighthouse's helper needs it): the run of the median FCP.
    const fcp = (run: Run) =>
      run.report.audits['first-contentful-paint']?.numericValue ?? Number.POSITIVE_INFINITY;
    return [...runs].sort((a, b) => fcp(a) - fcp(b))[Math.floor((runs.length - 1) / 2)]!;
  }
  return runs.find((run) => run.report === median) ?? runs[0]!;
}

/**
 * The median run; with `key`, among the runs whose key value is the median (with an even count, either
 * middle value). Runs without the key value are left out of that choice, unless every run lacks it.
 */
export function medianRun<Run extends { report: LighthouseReport }>(
  runs: readonly Run[],
  key?: (run: Run) => number | undefined,
): Run {
  if (runs.length === 0) throw new RangeError('A median run needs at least one run');
  if (!key) return lighthouseMedian(runs);
  const keyed = runs.filter((run) => key(run) !== undefined);
  if (keyed.length === 0) return lighthouseMedian(runs);
  const sorted = keyed.map((run) => key(run)!).sort((a, b) => a - b);
  const middle = new Set([
    sorted[Math.floor((sorted.length - 1) / 2)],
    sorted[Math.floor(sorted.length / 2)],
  ]);
  return lighthouseMedian(keyed.filter((run) => middle.has(key(run)!)));
}
