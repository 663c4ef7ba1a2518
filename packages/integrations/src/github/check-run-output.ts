// What a check run shows on the pull request, per state (spec section 4), and the summary comment: the
// pull request's metrics against the main branch's latest snapshot, the site's budgets (which decide
// the outcome), and the statistical verdict of the preview's runs against the main branch's.
import { budgetStateLabel, findMetric, formatMetric } from '@pace/metrics';
import type {
  Budget,
  CheckRunOutcome,
  CheckRunState,
  Database,
  IntegrationCheckRun,
} from '@pace/platform/db';
import { Op } from '@pace/platform/db';
import { snapshotMetrics } from '../events.ts';
import { markdownUrl } from './markdown.ts';
import { metricVerdictLines, reportsRegression } from './metric-verdicts.ts';

export interface CheckRunView {
  status: 'queued' | 'in_progress' | 'completed';
  conclusion?: 'success' | 'failure' | 'neutral' | 'cancelled' | 'skipped';
  title: string;
  summary: string;
}

const OUTCOME_TITLES: Record<CheckRunOutcome, string> = {
  success: 'All budgets met',
  failure: 'Some tests failed',
  unmet_metrics: 'Budgets not met',
  neutral: 'Measured (no budgets to compare with)',
};

export function checkRunView(
  run: IntegrationCheckRun,
  failOnUnmetBudget: boolean,
  summary = '',
): CheckRunView {
  const state: CheckRunState = run.state;
  switch (state) {
    case 'awaiting_deployment':
      return {
        status: 'queued',
        title: 'Awaiting deployment',
        summary: 'Pace measures the preview once it is deployed.',
      };
    case 'awaiting_review':
      return {
        status: 'queued',
        title: 'Awaiting review',
        summary: 'Draft pull requests are skipped until they are ready for review.',
      };
    case 'ignored':
      return {
        status: 'completed',
        conclusion: 'skipped',
        title: 'Ignored',
        summary: 'This branch or environment is not monitored.',
      };
    case 'processing':
      return {
        status: 'in_progress',
        title: 'Measuring',
        summary: `Pace is measuring ${run.environmentUrl ? markdownUrl(run.environmentUrl) : 'the deployment'}.`,
      };
    case 'failed':
      return {
        status: 'completed',
        conclusion: 'failure',
        title: 'The snapshot failed',
        summary: summary || 'No test could measure the deployment.',
      };
    case 'cancelled':
      return {
        status: 'completed',
        conclusion: 'cancelled',
        title: 'Cancelled by a later deployment',
        summary: 'A later deployment of this pull request is measured instead.',
      };
    case 'complete': {
      const outcome = run.outcome ?? 'neutral';
      const conclusion =
        outcome === 'success'
          ? 'success'
          : outcome === 'failure'
            ? 'failure'
            : outcome === 'unmet_metrics' && failOnUnmetBudget
              ? 'failure'
              : 'neutral';
      return { status: 'completed', conclusion, title: OUTCOME_TITLES[outcome], summary };
    }
  }
}

/** The summary's heading: the deployment measured, linked when it is an http(s) URL. */
export function deploymentHeading(environmentUrl: string | null): string {
  return `### Pace: ${environmentUrl ? markdownUrl(environmentUrl) : 'deployment'}`;
}

export interface Summary {
  outcome: CheckRunOutcome;
  markdown: string;
  /** The statistical verdict found a regression in some metric. */
  regressed: boolean;
}

/** The value of a flow step budget's metric in the snapshot's run of its flow, if it measured one. */
async function flowStepValue(db: Database, snapshotId: number, budget: Budget): Promise<number | undefined> {
  const run = await db.models.FlowRun.findOne({ where: { snapshotId, flowId: budget.flowId! } });
  if (!run) return undefined;
  const step = await db.models.FlowStepResult.findOne({
    where: { flowRunId: run.id, stepId: budget.flowStepId ?? '' },
  });
  return step?.metrics[budget.metric];
}

/** The outcome of a finished snapshot and the Markdown of the check's summary and the comment. */
export async function summarise(db: Database, run: IntegrationCheckRun, siteId: number): Promise<Summary> {
  const snapshot = await db.models.Snapshot.findByPk(run.snapshotId!, { rejectOnEmpty: true });
  // The snapshot's user flow runs count as its tests do (a flow that failed fails the check).
  const tests = [
    ...(await db.models.Test.findAll({ where: { snapshotId: snapshot.id }, attributes: ['status'] })),
    ...(await db.models.FlowRun.findAll({ where: { snapshotId: snapshot.id }, attributes: ['status'] })),
  ];
  const failedTests = tests.filter((test) => test.status !== 'completed').length;
  const baseline = await db.models.Snapshot.findOne({
    where: { siteId, status: 'completed', id: { [Op.ne]: snapshot.id }, trigger: { [Op.ne]: 'integration' } },
    order: [['id', 'DESC']],
  });
  const current = await snapshotMetrics(db, snapshot.id);
  const main = baseline ? await snapshotMetrics(db, baseline.id) : new Map<string, number>();
  const budgets = await db.models.Budget.findAll({ where: { siteId }, order: [['id', 'ASC']] });

  const lines = [deploymentHeading(run.environmentUrl), ''];
  const shown = [...current.keys()]
    .map((key) => findMetric('synthetic', key))
    .filter((metric) => metric?.recommended);
  if (shown.length) {
    lines.push('| Metric | This pull request | Main branch |', '| --- | --- | --- |');
    for (const metric of shown) {
      lines.push(
        `| ${metric!.name} | ${formatMetric(metric!, current.get(metric!.key))} | ${formatMetric(metric!, main.get(metric!.key))} |`,
      );
    }
    lines.push('');
  }
  let unmet = 0;
  if (budgets.length) {
    lines.push('| Budget | Value | State |', '| --- | --- | --- |');
    for (const budget of budgets) {
      const metric = findMetric('synthetic', budget.metric);
      // A flow step's budget judges that step's value in this snapshot's run of its flow.
      const value = budget.flowId ? await flowStepValue(db, snapshot.id, budget) : current.get(budget.metric);
      const over =
        value !== undefined &&
        (metric?.budgetDirection === 'GreaterThan' ? value > budget.value : value < budget.value);
      if (over) unmet++;
      const state = value === undefined ? 'no_measurement' : over ? 'exceeded' : 'met';
      lines.push(
        `| ${metric?.name ?? budget.metric} ${metric ? formatMetric(metric, budget.value) : budget.value} | ${metric ? formatMetric(metric, value) : (value ?? '–')} | ${budgetStateLabel(state)} |`,
      );
    }
    lines.push('');
  }
  const verdict = await metricVerdictLines(db, run, siteId);
  lines.push(...verdict);
  if (failedTests) lines.push(`${failedTests} of ${tests.length} tests failed.`);
  const outcome: CheckRunOutcome = failedTests
    ? 'failure'
    : unmet
      ? 'unmet_metrics'
      : budgets.length
        ? 'success'
        : 'neutral';
  return { outcome, markdown: lines.join('\n').trim(), regressed: reportsRegression(verdict) };
}

/**
 * What the code host shows for a check run now: its title and, once the snapshot is over, the summary
 * (Markdown) that the performer sends. The site's integration screen lists the same view.
 */
export async function checkRunOutput(
  db: Database,
  run: IntegrationCheckRun,
  siteId: number,
  failOnUnmetBudget: boolean,
): Promise<CheckRunView> {
  const final = run.state === 'complete' || run.state === 'failed';
  const summary = final && run.snapshotId ? (await summarise(db, run, siteId)).markdown : '';
  return checkRunView(run, failOnUnmetBudget, summary);
}
