// The site's run settings, as the series of runs (`@pace/lighthouse-runner`'s run-series) reads them, with
// how much the page's runs varied in its latest tests (the stopping rule's `earlier`): three runs that
// agree by chance then do not end the test of a page known to vary.
import type { RunSettings } from '@pace/lighthouse-runner';
import type { Database, Site, Test } from '@pace/platform/db';
import { pooledVariance } from '@pace/statistics';

/** How many of the page's latest tests (same profile) say how much its runs vary. */
export const EARLIER_TESTS = 10;

export async function runSettingsOf(db: Database, site: Site, test: Test): Promise<RunSettings> {
  const keyMetric = site.runKeyMetric;
  return {
    minRuns: site.minRuns,
    maxRuns: Math.max(site.minRuns, site.maxRuns),
    targetFraction: site.runTargetPercent / 100,
    keyMetric,
    earlier: await earlierRunVariance(db, test, keyMetric),
  };
}

/** The pooled run-to-run variance of the key metric in the page's latest completed tests, if any had runs. */
async function earlierRunVariance(db: Database, test: Test, keyMetric: string) {
  const earlier = await db.models.Test.findAll({
    attributes: ['id'],
    where: {
      siteId: test.siteId,
      pageId: test.pageId,
      profileId: test.profileId,
      // The test itself is running: only finished tests count.
      status: 'completed',
    },
    order: [['id', 'DESC']],
    limit: EARLIER_TESTS,
  });
  if (earlier.length === 0) return null;
  const rows = await db.models.MetricMeasurement.findAll({
    attributes: ['runValues'],
    where: { testId: earlier.map((row) => row.id), metric: keyMetric },
  });
  return pooledVariance(rows.map((row) => row.runValues ?? []));
}
