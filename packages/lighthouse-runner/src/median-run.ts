// The run a test keeps of its several runs: Lighthouse's own choice (lighthouse/core/lib/median-run.js,
// the one Lighthouse CI uses), the run nearest both the median First Contentful Paint and the median
// Time to Interactive, the earliest and latest moments of the load. A whole run rather than each
// metric's median: the stored report, screenshots and metrics then describe one real page load.
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type { LighthouseReport } from './measurements.ts';

export function medianRun<Run extends { report: LighthouseReport }>(runs: readonly Run[]): Run {
  if (runs.length === 0) throw new RangeError('A median run needs at least one run');
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
