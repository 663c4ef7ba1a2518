// The verdict bench's comparisons as the product stores them: a site whose main branch has the baseline's
// tests (one snapshot each, started by hand) and a pull request whose one deployment was measured by one
// adaptive test (a snapshot behind a check run), each test with its values (each metric's pseudo-median
// over its runs) and every run's values, as the audit worker writes them; then the product's own verdict
// lines for it.
import { metricVerdictLines } from '@pace/integrations/github/metric-verdicts';
import type { Database } from '@pace/platform/db';

export type Values = Record<string, number>;

/** One adaptive test: every run's measurements and each metric's pseudo-median over them (the values it keeps). */
export interface TestRuns {
  runs: Values[];
  median: Values;
}

export interface Judged {
  /** The metrics the check run's summary says regressed, and improved. */
  regressed: string[];
  improved: string[];
  /** The metric lines with a verdict (not "too few runs"). */
  judged: number;
  /** The lines whose shift was significant but may be under the smallest change that counts. */
  belowMinimum: number;
}

export async function judge(
  db: Database,
  n: number,
  baseline: TestRuns[],
  candidate: TestRuns,
): Promise<Judged> {
  const { Organisation, Team, Site, Page, TestProfile, Snapshot, Test, MetricMeasurement } = db.models;
  const slug = `verdict-${n}`;
  const organisation = await Organisation.create({ name: slug, slug });
  const team = await Team.create({ organisationId: organisation.id, name: slug, slug });
  const site = await Site.create({ teamId: team.id, name: slug, slug, canonicalUrl: 'http://shop.test/' });
  const page = await Page.create({ siteId: site.id, name: 'Home', url: 'http://shop.test/' });
  const profile = await TestProfile.create({
    siteId: site.id,
    name: 'Mobile',
    device: 'mobile',
    connection: '3g_fast',
  });
  const integration = await db.models.Integration.create({
    organisationId: organisation.id,
    siteId: site.id,
    provider: 'github',
    name: 'GitHub',
  });
  const store = async (test: TestRuns, trigger: 'manual' | 'integration') => {
    const snapshot = await Snapshot.create({
      siteId: site.id,
      status: 'completed',
      trigger,
      triggerClient: 'bench',
    });
    const row = await Test.create({
      snapshotId: snapshot.id,
      siteId: site.id,
      pageId: page.id,
      profileId: profile.id,
      status: 'completed',
      url: page.url,
      runCount: test.runs.length,
    });
    const measuredAt = new Date();
    await MetricMeasurement.bulkCreate(
      Object.entries(test.median).map(([metric, value]) => ({
        testId: row.id,
        siteId: site.id,
        pageId: page.id,
        profileId: profile.id,
        metric,
        value,
        // As the worker keeps them: the metric's value in every run that measured it.
        runValues: test.runs.flatMap((run) => (run[metric] === undefined ? [] : [run[metric]!])),
        measuredAt,
      })),
    );
    return snapshot;
  };
  for (const test of baseline) await store(test, 'manual');
  const snapshot = await store(candidate, 'integration');
  const run = await db.models.IntegrationCheckRun.create({
    integrationId: integration.id,
    repository: 'shop/web',
    pullNumber: n,
    headSha: `sha-${n}`,
    state: 'complete',
    snapshotId: snapshot.id,
  });
  const lines = await metricVerdictLines(db, run, site.id);
  // "- LCP regressed: +310 ms (…)", "- CLS: no significant change: …", "- TBT: no significant change (too few runs …)"
  const verdicts = lines.flatMap((line) => {
    const match = /^- (.+?)(?: (regressed|improved)|: no significant change)(.*)$/.exec(line);
    return match
      ? [
          {
            name: match[1]!,
            verdict: match[2] ?? 'none',
            tooFew: match[3]!.startsWith(' (too few'),
            belowMinimum: match[3]!.startsWith(' (the shift may be under'),
          },
        ]
      : [];
  });
  return {
    regressed: verdicts.filter((v) => v.verdict === 'regressed').map((v) => v.name),
    improved: verdicts.filter((v) => v.verdict === 'improved').map((v) => v.name),
    judged: verdicts.filter((v) => !v.tooFew).length,
    belowMinimum: verdicts.filter((v) => v.belowMinimum).length,
  };
}
