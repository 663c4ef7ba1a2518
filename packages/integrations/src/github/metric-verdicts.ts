// The statistical verdict of a pull request's check: for each page × profile the preview measured and
// each recommended metric, every run of the preview's tests (every test of the snapshots measured for
// the same commit, each with its 3 to 9 runs) against every run of the last tests of that page and
// profile on the main branch, by the Mann-Whitney U test and the Hodges–Lehmann shift
// (@pace/statistics). The metrics of one page and profile are one family: their p-values are adjusted
// by Holm's method, and a change counts only when the whole interval of its shift clears the smallest
// change that matters. Budgets still decide pass or fail; this only reports.
import { findMetric, formatMetric, type MetricDefinition, type ScaleName } from '@pace/metrics';
import type { Database, IntegrationCheckRun } from '@pace/platform/db';
import { Op } from '@pace/platform/db';
import {
  type Comparison,
  compareFamily,
  DEFAULT_SIGNIFICANCE,
  MIN_BASELINE_SAMPLES,
  MIN_CANDIDATE_SAMPLES,
  minimumEffectOf,
} from '@pace/statistics';
import { markdownText } from './markdown.ts';

/** How many of the main branch's latest completed tests of a page and profile give the baseline's runs. */
export const BASELINE_TESTS = 20;
/** Main-branch snapshots looked through for those tests (newest first). */
const BASELINE_SNAPSHOTS = 200;

/**
 * The smallest change that counts, either way: 2 % of the main branch's median, and never under an
 * absolute floor in the metric's stored unit. A shift the test is sure of but that may be smaller (a few
 * ms of a 1 s paint, one point of a score) says "no significant change". 20 ms is about one frame at
 * 60 Hz; CLS is stored in thousandths (10 = 0.01).
 */
export const MINIMUM_CHANGE = {
  relative: 0.02,
  absolute: {
    duration: 20,
    score: 1,
    size: 1024,
    milli: 10,
    count: 1,
    trust: 1,
    percentage: 1,
    layoutShift: 0.01,
  } satisfies Record<ScaleName, number>,
} as const;

type Cell = `${number}:${number}`;
const cellOf = (test: { pageId: number; profileId: number }): Cell => `${test.pageId}:${test.profileId}`;

const RECOMMENDED = (key: string) => findMetric('synthetic', key)?.recommended === true;

/**
 * Every run's value of each metric over the given tests (the recommended metrics only, when none is
 * named). A test from before runs were kept counts as one run: its stored value.
 */
async function runsByMetric(db: Database, testIds: number[], metrics?: string[]) {
  if (testIds.length === 0 || metrics?.length === 0) return new Map<string, number[]>();
  const rows = (
    await db.models.MetricMeasurement.findAll({
      where: { testId: testIds, ...(metrics ? { metric: metrics } : {}) },
      order: [['id', 'ASC']],
    })
  ).filter((row) => metrics || RECOMMENDED(row.metric));
  const byMetric = new Map<string, number[]>();
  for (const row of rows) {
    const values = row.runValues?.length ? row.runValues : [row.value];
    byMetric.set(row.metric, [...(byMetric.get(row.metric) ?? []), ...values]);
  }
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
  const lines = ['#### Compared with the main branch', '', METHOD, ''];
  for (const [cell, testIds] of cells) {
    const [pageId, profileId] = cell.split(':').map(Number) as [number, number];
    const mainTests = mainSnapshots.length
      ? await Test.findAll({
          where: { snapshotId: mainSnapshots.map((row) => row.id), pageId, profileId, status: 'completed' },
          attributes: ['id'],
          order: [['id', 'DESC']],
          limit: BASELINE_TESTS,
        })
      : [];
    const previewRuns = await runsByMetric(db, testIds);
    const metrics = [...previewRuns.keys()].sort();
    const mainRuns = await runsByMetric(
      db,
      mainTests.map((test) => test.id),
      metrics,
    );
    const definitions = metrics.map((key) => findMetric('synthetic', key)!);
    const comparisons = compareFamily(
      definitions.map((metric) => {
        const baseline = mainRuns.get(metric.key) ?? [];
        return {
          candidate: previewRuns.get(metric.key) ?? [],
          baseline,
          minimumEffect: minimumEffectOf(baseline, {
            relative: MINIMUM_CHANGE.relative,
            absolute: MINIMUM_CHANGE.absolute[metric.scale],
          }),
        };
      }),
    );
    const title = `${pages.get(pageId) ?? 'Page'} · ${profiles.get(profileId) ?? 'Profile'}`;
    // Page and profile names are the customer's text: shown as written, never as Markdown, HTML or mentions.
    lines.push(`**${markdownText(title)}**`, '');
    for (const [i, metric] of definitions.entries())
      lines.push(`- ${verdictSentence(metric, comparisons[i]!)}`);
    lines.push('');
  }
  return lines;
}

/** How the lines below are decided, in the check run's words. */
const METHOD =
  "Each metric's runs of this preview against the main branch's recent runs of the same page and profile " +
  '(Mann-Whitney U test). A metric regressed or improved only when its p-value, adjusted for the number ' +
  `of metrics compared (Holm's method), is below ${DEFAULT_SIGNIFICANCE} and the whole 95 % interval of ` +
  `the shift lies beyond the smallest change that counts: ${MINIMUM_CHANGE.relative * 100} % of the main ` +
  `branch's median, and at least ${MINIMUM_CHANGE.absolute.duration} ms, ${MINIMUM_CHANGE.absolute.score} ` +
  `point of a score or ${MINIMUM_CHANGE.absolute.milli / 1000} of layout shift.`;

/** Whether verdict lines report a regression (the retention sweep keeps the artifacts behind one). */
export const reportsRegression = (lines: string[]) => lines.some((line) => /^- [^:]+ regressed: /.test(line));

const runs = (count: number, where: string) => `${count} ${where} run${count === 1 ? '' : 's'}`;
const signed = (metric: MetricDefinition, value: number) =>
  `${value < 0 ? '−' : '+'}${formatMetric(metric, Math.abs(value))}`;
const pText = (p: number) => (p < 0.001 ? 'p < 0.001' : `p = ${p.toFixed(3)}`);
const adjustedText = (comparison: Comparison) =>
  `${pText(comparison.adjustedPValue!)}${comparison.familySize! > 1 ? ` after adjusting for ${comparison.familySize} metrics` : ''}`;

/**
 * "LCP regressed: +310 ms (95 % CI +180 ms to +450 ms), p = 0.003 after adjusting for 5 metrics, 5 preview
 * runs vs 60 on main"; a shift that may be under the smallest change that counts says so.
 */
export function verdictSentence(metric: MetricDefinition, comparison: Comparison): string {
  const name = metric.abbreviation || metric.name;
  const counts = `${runs(comparison.candidateCount, 'preview')} vs ${comparison.baselineCount} on main`;
  if (comparison.verdict === 'too_few_samples')
    return `${name}: no significant change (too few runs: ${counts}; a verdict needs at least ${MIN_CANDIDATE_SAMPLES} preview runs and ${MIN_BASELINE_SAMPLES} on main)`;
  const shift = comparison.shift!;
  const interval = `${Math.round(shift.confidence * 100)} % CI ${signed(metric, shift.lower)} to ${signed(metric, shift.upper)}`;
  const detail = `${signed(metric, shift.estimate)} (${interval}), ${adjustedText(comparison)}, ${counts}`;
  if (comparison.unchangedBecause === 'below_minimum_effect')
    return `${name}: no significant change (the shift may be under the ${formatMetric(metric, comparison.minimumEffect)} that counts as a change): ${detail}`;
  if (comparison.verdict === 'no_significant_change') return `${name}: no significant change: ${detail}`;
  // Durations and sizes are better lower; scores better higher.
  const worse = (comparison.verdict === 'higher') === (metric.budgetDirection === 'GreaterThan');
  return `${name} ${worse ? 'regressed' : 'improved'}: ${detail}`;
}
