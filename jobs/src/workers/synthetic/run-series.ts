// The site's run settings, as the series of runs (`@pace/lighthouse-runner`'s run-series) reads them.
import type { RunSettings } from '@pace/lighthouse-runner';
import type { Site } from '@pace/platform/db';

export function runSettingsOf(site: Site): RunSettings {
  return {
    minRuns: site.minRuns,
    maxRuns: Math.max(site.minRuns, site.maxRuns),
    targetFraction: site.runTargetPercent / 100,
    keyMetric: site.runKeyMetric,
  };
}
