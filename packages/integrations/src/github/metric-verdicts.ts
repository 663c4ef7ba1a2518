// The statistical verdict of a pull request's check: for each page × profile the preview measured and
// each recommended metric, the preview's runs (every test of the snapshots measured for the same
// commit) against the last runs of that page and profile on the main branch, by the Mann-Whitney U test
// and the Hodges–Lehmann shift (@pace/statistics). Budgets still decide pass or fail; this only reports.
import { findMetric, formatMetric, type MetricDefinition } from '@pace/metrics';
import type { Database, IntegrationCheckRun } from '@pace/platform/db';
import { Op } from '@pace/platform/db';
import {
  type Comparison,
  compareSamples,
  MIN_BASELINE_SAMPLES,
  MIN_CANDIDATE_SAMPLES,
} from '@pace/statistics';

/** How many of the main branch's latest completed runs of a page and profile form the baseline. */
export const BASELINE_RUNS = 20;
/** Main-branch snapshots looked through for those runs (newest first). */
const BASELINE_SNAPSHOTS = 200;

type Cell = `${number}:${number}`;
const cellOf = (test: { pageId: number; profileId: number }): Cell => `${test.pageId}:${test.profileId}`;

/** Page and profile names are the customer's text: shown as written, never as Markdown or HTML. */
const escapeMarkdown = (text: string) => text.replace(/[\\`*_{}[\]()#+\-.!|<>~]/g, (c) => `\\${c}`);

const RECOMMENDED = (key: string) => findMetric('synthetic', key)?.recommended === true;

/** The values of each metric over the given tests (the recommended metrics only, when none is named). */
async function valuesByMetric(db: Database, testIds: number[], metrics?: string[]) {
  if (testIds.length === 0 || metrics?.length === 0) return new Map<string, number[]>();
  const rows = (
    await db.models.MetricMeasurement.findAll({
      where: { testId: testIds, ...(metrics ? { metric: metrics } : {}) },
    })
  ).filter((row) => metrics || RECOMMENDED(row.metric));
  const byMetric = new Map<string, number[]>();
  for (const row of rows) byMetric.set(row.metric, [...(byMetric.get(row.metric) ?? []), row.value]);
  return byMetric;
}

/** The Markdown lines of the verdict, or none when the preview measured nothing. */
export async function metricVerdictLines(
  db: Database,
  run: IntegrationCheckRun,
  siteId: number,
): Promise<string[]> {
  const { IntegrationCheckRun, Snapshot, Test, Page, TestProfile } = db.models;
  const sameCommit = await IntegrationCheckRun.findAll({
    where: { integrationId: run.integrationId, headSha: run.headSha, snapshotId: { [Op.ne]: null } },
    attributes: ['snapshotId'],
  });
  const previewTests = await Test.findAll({
    where: { snapshotId: sameCommit.map((row) => row.snapshotId!), status: 'completed' },
    attributes: ['id', 'pageId', 'profileId'],
  });
  if (previewTests.length === 0) return [];
  const mainSnapshots = await Snapshot.findAll({
    where: { siteId, status: 'completed', trigger: { [Op.ne]: 'integration' } },
    attributes: ['id'],
    order: [['id', 'DESC']],
    limit: BASELINE_SNAPSHOTS,
  });

  const cells = new Map<Cell, number[]>();
  for (const test of previewTests) cells.set(cellOf(test), [...(cells.get(cellOf(test)) ?? []), test.id]);
  const pages = new Map((await Page.findAll({ where: { siteId } })).map((page) => [page.id, page.name]));
  const profiles = new Map(
    (await TestProfile.findAll({ where: { siteId } })).map((profile) => [profile.id, profile.name]),
  );
  const lines = ['#### Compared with the main branch', ''];
  for (const [cell, testIds] of cells) {
    const [pageId, profileId] = cell.split(':').map(Number) as [number, number];
    const mainTests = mainSnapshots.length
      ? await Test.findAll({
          where: { snapshotId: mainSnapshots.map((row) => row.id), pageId, profileId, status: 'completed' },
          attributes: ['id'],
          order: [['id', 'DESC']],
          limit: BASELINE_RUNS,
        })
      : [];
    const previewValues = await valuesByMetric(db, testIds);
    const metrics = [...previewValues.keys()].sort();
    const mainValues = await valuesByMetric(
      db,
      mainTests.map((test) => test.id),
      metrics,
    );
    const title = `${pages.get(pageId) ?? 'Page'} · ${profiles.get(profileId) ?? 'Profile'}`;
    lines.push(`**${escapeMarkdown(title)}**`, '');
    for (const key of metrics) {
      const metric = findMetric('synthetic', key)!;
      const comparison = compareSamples(previewValues.get(key) ?? [], mainValues.get(key) ?? []);
      lines.push(`- ${verdictSentence(metric, comparison)}`);
    }
    lines.push('');
  }
  return lines;
}

/** Whether verdict lines report a regression (the retention sweep keeps the artifacts behind one). */
export const reportsRegression = (lines: string[]) => lines.some((line) => /^- [^:]+ regressed: /.test(line));

const runs = (count: number, where: string) => `${count} ${where} run${count === 1 ? '' : 's'}`;
const signed = (metric: MetricDefinition, value: number) =>
  `${value < 0 ? '−' : '+'}${formatMetric(metric, Math.abs(value))}`;
const pText = (p: number) => (p < 0.001 ? 'p < 0.001' : `p = ${p.toFixed(3)}`);

/** "LCP regressed: +310 ms (95 % CI +180 to +450 ms), p = 0.003, 5 preview runs vs 20 on main". */
export function verdictSentence(metric: MetricDefinition, comparison: Comparison): string {
  const name = metric.abbreviation || metric.name;
  const counts = `${runs(comparison.candidateCount, 'preview')} vs ${comparison.baselineCount} on main`;
  if (comparison.verdict === 'too_few_samples')
    return `${name}: no significant change (too few runs: ${counts}; a verdict needs at least ${MIN_CANDIDATE_SAMPLES} preview runs and ${MIN_BASELINE_SAMPLES} on main)`;
  const shift = comparison.shift!;
  const interval = `${Math.round(shift.confidence * 100)} % CI ${signed(metric, shift.lower)} to ${signed(metric, shift.upper)}`;
  const detail = `${signed(metric, shift.estimate)} (${interval}), ${pText(comparison.pValue!)}, ${counts}`;
  if (comparison.verdict === 'no_significant_change') return `${name}: no significant change: ${detail}`;
  // Durations and sizes are better lower; scores better higher.
  const worse = (comparison.verdict === 'higher') === (metric.budgetDirection === 'GreaterThan');
  return `${name} ${worse ? 'regressed' : 'improved'}: ${detail}`;
}
