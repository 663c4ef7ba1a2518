// Runs one user flow (issue 22): its steps in one Chromium under the same sandbox, environment and guard
// as a test (@pace/lighthouse-runner's audit process), with the site's form sign-in before the first
// step and the site's first test profile's settings; then each measured step's values and the flow
// report. Idempotent like a test: a finished run is left alone; the page at fault fails the run, the
// agent at fault is retried and errors it after the last attempt.
import {
  AuditAborted,
  type AuditFailure,
  type FlowOutcome,
  keepAuditProcessWarm,
  locateChromium,
  runFlowAudit,
} from '@pace/lighthouse-runner';
import { type ArtifactStore, createArtifactStore } from '@pace/platform/artifacts';
import { FINAL_RUN_STATES, type FlowRun } from '@pace/platform/db';
import type { JobContext } from '@pace/platform/queues';
import { BaseTask, type TaskDeps } from '../base-task.ts';
import { chromiumSearch } from './audit-browser.ts';
import { demoWebsiteEndpoints } from './demo-website.ts';
import { auditProfileOf, formAuthOf } from './run-test.ts';
import { finishSnapshotIfDone, markSnapshotRunning } from './snapshot-progress.ts';

/** A site without a test profile runs its flows on a desktop without throttling. */
const DEFAULT_PROFILE = {
  device: 'desktop',
  connection: 'none',
  blockJavascript: false,
  adBlocker: false,
  headers: [],
  cookies: [],
  blockedHosts: [],
  blockedThirdParties: [],
} as const;

function onOrigin(url: string, baseUrl: string): string {
  const step = new URL(url);
  return new URL(`${step.pathname}${step.search}`, baseUrl).href;
}

class AgentFailure extends Error {
  override name = 'AgentFailure';
  constructor(readonly outcome: AuditFailure) {
    super(`${outcome.code}: ${outcome.message}`);
  }
}

export class RunFlowTask extends BaseTask<'audits', 'flow'> {
  readonly queue = 'audits';
  readonly name = 'flow';
  private readonly store: ArtifactStore;

  constructor(deps: TaskDeps, store?: ArtifactStore) {
    super(deps);
    this.store = store ?? createArtifactStore(deps.config);
  }

  override handler() {
    keepAuditProcessWarm();
    return super.handler();
  }

  async perform({ flowRunId }: { flowRunId: number }, context: JobContext) {
    const { db, config } = this.deps;
    const run = await db.models.FlowRun.findByPk(flowRunId);
    if (!run || FINAL_RUN_STATES.includes(run.status)) return;
    const [flow, site, profile] = await Promise.all([
      db.models.Flow.findByPk(run.flowId),
      db.models.Site.findByPk(run.siteId),
      db.models.TestProfile.findOne({ where: { siteId: run.siteId }, order: [['id', 'ASC']] }),
    ]);
    if (!flow || !site) return; // deleted with its site or flow
    // On a deploy preview every navigate step opens its path there, as a test opens its page's.
    const steps = run.baseUrl
      ? flow.steps.map((step) =>
          step.kind === 'navigate' ? { ...step, url: onOrigin(step.url, run.baseUrl!) } : step,
        )
      : flow.steps;
    const first = steps.find((step) => step.kind === 'navigate');
    await run.update({
      status: 'running',
      attempts: run.attempts + 1,
      startedAt: new Date(),
      failureCode: null,
      failureMessage: null,
    });
    if (run.snapshotId) await markSnapshotRunning(db, run.snapshotId);
    let outcome: FlowOutcome;
    try {
      outcome = await runFlowAudit(
        {
          url: first?.kind === 'navigate' ? first.url : site.canonicalUrl,
          flow: { name: flow.name, steps },
          profile: profile
            ? auditProfileOf(profile)
            : { ...DEFAULT_PROFILE, headers: [], cookies: [], blockedHosts: [], blockedThirdParties: [] },
          formAuth: formAuthOf(site),
          chromePath: (await locateChromium(chromiumSearch(config))).path,
          allowedNetworks: config.audits.allowedNetworks,
          allowedEndpoints: await demoWebsiteEndpoints(db, config, site),
          hostRules: config.audits.hostRules,
        },
        { timeoutMs: config.audits.timeoutMs, signal: context.signal },
      );
    } catch (error) {
      if (error instanceof AuditAborted)
        await run.update({ status: 'scheduled', attempts: Math.max(0, run.attempts - 1) });
      throw error;
    }
    if (!outcome.ok) {
      if (!outcome.pageFault) {
        await run.update({ status: 'scheduled', failureCode: outcome.code, failureMessage: outcome.message });
        throw new AgentFailure(outcome);
      }
      await this.finish(run, {
        status: 'failed',
        failureCode: outcome.code,
        failureMessage: outcome.message,
        browserVersion: outcome.browserVersion,
        lighthouseVersion: outcome.lighthouseVersion,
        durationMs: outcome.durationMs,
      });
      return;
    }
    await run.update({ status: 'processing' });
    const { bytes } = await this.store.put(`flow-runs/${run.uuid}/flow-report.html`, outcome.reportHtml);
    const measuredAt = new Date();
    // A retried run writes its steps again: replace, in one transaction.
    await db.sequelize.transaction(async (transaction) => {
      await db.models.FlowStepResult.destroy({ where: { flowRunId: run.id }, transaction });
      await db.models.FlowStepResult.bulkCreate(
        outcome.steps.map((step) => ({
          ...step,
          flowRunId: run.id,
          flowId: flow.id,
          siteId: run.siteId,
          measuredAt,
        })),
        { transaction },
      );
    });
    await this.finish(run, {
      status: 'completed',
      artifacts: [{ name: 'flow-report.html', contentType: 'text/html; charset=utf-8', bytes }],
      browserVersion: outcome.browserVersion,
      lighthouseVersion: outcome.lighthouseVersion,
      durationMs: outcome.durationMs,
    });
  }

  override async onFailed({ flowRunId }: { flowRunId: number }, error: unknown, context: JobContext) {
    await super.onFailed({ flowRunId }, error, context);
    const run = await this.deps.db.models.FlowRun.findByPk(flowRunId);
    if (!run || FINAL_RUN_STATES.includes(run.status)) return;
    const failure = error instanceof AgentFailure ? error.outcome : null;
    await this.finish(run, {
      status: 'errored',
      failureCode: failure?.code ?? run.failureCode ?? 'ENVIRONMENT_ERROR',
      failureMessage: failure?.message ?? (error instanceof Error ? error.message : String(error)),
    });
  }

  private async finish(run: FlowRun, values: Partial<FlowRun['_attributes']>) {
    await run.update({ ...values, finishedAt: new Date() });
    if (run.snapshotId) await finishSnapshotIfDone(this.deps, run.snapshotId);
  }
}
