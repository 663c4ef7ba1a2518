// Runs one test: Lighthouse on the page with the profile's settings (and the site's form login), as
// many times as the site's run settings ask (a fresh Chromium each), then the median run's artifacts and
// measurements with the spread of every metric over the runs. Idempotent: a finished test is left alone, and a test found running
// (its worker died) runs again. A page at fault fails the test; the agent at fault is retried, and the
// test is errored after the last attempt.
import {
  AuditAborted,
  type AuditFailure,
  type AuditOutcome,
  type AuditRequest,
  type AuditSeries,
  type AuditSuccess,
  anotherRun,
  FAILURES,
  keepAuditProcessWarm,
  locateChromium,
  type RunSettings,
  type RunSummary,
  runAuditSeries,
  summariseRuns,
} from '@pace/lighthouse-runner';
import { type ArtifactStore, createArtifactStore } from '@pace/platform/artifacts';
import { FINAL_RUN_STATES, type Site, type Test, type TestProfile } from '@pace/platform/db';
import { metrics } from '@pace/platform/metrics';
import { type JobContext, JobLostError } from '@pace/platform/queues';
import { BaseTask, type TaskDeps } from '../base-task.ts';
import { storeTestArtifacts } from './artifacts.ts';
import { chromiumSearch } from './audit-browser.ts';
import { ratchetBudgets } from './budget-ratchet.ts';
import { demoWebsiteEndpoints } from './demo-website.ts';
import { runSettingsOf } from './run-series.ts';
import { finishSnapshotIfDone, markSnapshotRunning } from './snapshot-progress.ts';
import { AUDIT_ATTEMPTS, recoverTest } from './stuck-tests.ts';

/** The agent failed (not the page): thrown so the job is retried. */
class AgentFailure extends Error {
  override name = 'AgentFailure';
  constructor(readonly outcome: AuditFailure) {
    super(`${outcome.code}: ${outcome.message}`);
  }
}

export function formAuthOf(site: Site) {
  if (!site.formAuthUrl || !site.formAuthUsernameSelector || !site.formAuthPasswordSelector) return null;
  return {
    url: site.formAuthUrl,
    formSelector: site.formAuthFormSelector,
    username: site.formAuthUsername ?? '',
    usernameSelector: site.formAuthUsernameSelector,
    password: site.formAuthPassword ?? '',
    passwordSelector: site.formAuthPasswordSelector,
    submitSelector: site.formAuthSubmitSelector ?? 'button[type=submit], input[type=submit]',
  };
}

/** A test profile as the audit runner takes it (tests and flows alike). */
export function auditProfileOf(profile: TestProfile) {
  return {
    device: profile.device,
    connection: profile.connection,
    blockJavascript: profile.blockJavascript,
    adBlocker: profile.adBlocker,
    headers: profile.headers,
    cookies: profile.cookies,
    blockedHosts: profile.blockedHosts,
    blockedThirdParties: profile.blockedThirdParties,
  };
}

/** The site's IP option as the guard's resolver takes it: one address family, or either. */
const ipFamilyOf = (site: Site) => (site.ipOption === 'ipv4' ? 4 : site.ipOption === 'ipv6' ? 6 : null);

/** Said once per process: every audit after the first would say the same. */
let warnedUnsandboxed = false;

export class RunTestTask extends BaseTask<'audits', 'test'> {
  readonly queue = 'audits';
  readonly name = 'test';
  private readonly store: ArtifactStore;

  constructor(
    deps: TaskDeps,
    store?: ArtifactStore,
    /** The test location this worker audits at: each test it runs records it. */
    private readonly location: string | null = null,
  ) {
    super(deps);
    this.store = store ?? createArtifactStore(deps.config);
  }

  override handler() {
    // Only a process that runs audits keeps an audit process warm.
    keepAuditProcessWarm();
    return super.handler();
  }

  async perform({ testId }: { testId: number }, context: JobContext) {
    const found = await this.testToRun(testId);
    if (!found) return;
    const { test, site, profile } = found;
    await this.startAttempt(test);
    const settings = await runSettingsOf(this.deps.db, site, test);
    const series = await this.auditSeries(test, site, profile, settings, context);
    if (series.failure && series.runs.length > 0) {
      this.deps.log.info(
        { testId: test.id, runs: series.runs.length, code: series.failure.code },
        'A later run of the test failed; the test keeps the runs before it',
      );
    }
    const summary = series.runs.length ? summariseRuns(series.runs, settings.keyMetric) : null;
    const outcome = summary?.median ?? series.failure!;
    this.warnIfUnsandboxed(outcome);
    if (!outcome.ok) {
      await this.failAudit(test, outcome);
      return;
    }
    await this.recordResults(test, series, summary!);
  }

  /** The test with its site and profile, when it still has to run; null when there is nothing to do. */
  private async testToRun(testId: number) {
    const { Test, Site, TestProfile } = this.deps.db.models;
    const test = await Test.findByPk(testId);
    if (!test || FINAL_RUN_STATES.includes(test.status)) return null;
    const [site, profile] = await Promise.all([
      Site.findByPk(test.siteId),
      TestProfile.findByPk(test.profileId),
    ]);
    if (!site || !profile) return null; // deleted with its site: nothing to measure
    // Every run it was allowed started and none finished (each took its worker down, or the in-memory
    // queue of a crashed process brought the job back): another would do the same.
    if (test.attempts >= AUDIT_ATTEMPTS) {
      await recoverTest(this.deps, test);
      return null;
    }
    return { test, site, profile };
  }

  private async startAttempt(test: Test) {
    await test.update({
      status: 'running',
      attempts: test.attempts + 1,
      // Where it ran: this worker's location (its queue held the job, so the site's at the time).
      location: this.location,
      startedAt: new Date(),
      runCount: null,
      failureCode: null,
      failureMessage: null,
    });
    await markSnapshotRunning(this.deps.db, test.snapshotId);
  }

  /** Lighthouse's runs of the page, as many as the run settings ask. */
  private async auditSeries(
    test: Test,
    site: Site,
    profile: TestProfile,
    settings: RunSettings,
    context: JobContext,
  ): Promise<AuditSeries> {
    try {
      return await runAuditSeries(await this.auditRequest(test, site, profile), {
        timeoutMs: this.deps.config.audits.timeoutMs,
        signal: context.signal,
        // Each run counted on the row as it ends: the test shows its progress, and the sweep of stuck
        // tests sees it move (a series may last longer than one run's timeout).
        another: async (runs) => {
          await test.update({ runCount: runs.length });
          return anotherRun(runs, settings);
        },
      });
    } catch (error) {
      // The worker is stopping: the job goes back to its queue, the test waits for it.
      // Its job goes back with no attempt counted, so the test's run does not count either.
      if (error instanceof AuditAborted)
        await test.update({ status: 'scheduled', attempts: Math.max(0, test.attempts - 1) });
      throw error;
    }
  }

  /** What one audit of the test's page needs: the profile's settings, the site's login and network. */
  private async auditRequest(test: Test, site: Site, profile: TestProfile): Promise<AuditRequest> {
    const { db, config } = this.deps;
    return {
      url: test.url,
      profile: auditProfileOf(profile),
      formAuth: formAuthOf(site),
      chromePath: (await locateChromium(chromiumSearch(config))).path,
      allowedNetworks: config.audits.allowedNetworks,
      allowedEndpoints: await demoWebsiteEndpoints(db, config, site),
      hostRules: config.audits.hostRules,
      ipFamily: ipFamilyOf(site),
    };
  }

  private warnIfUnsandboxed(outcome: AuditOutcome) {
    if (outcome.sandboxed === false && !warnedUnsandboxed) {
      warnedUnsandboxed = true;
      this.deps.log.warn(
        "Chromium runs without its sandbox: this kernel allows no unprivileged user namespaces (see @pace/lighthouse-runner's README)",
      );
    }
  }

  /** No run completed: a page at fault fails the test, the agent at fault has it retried. */
  private async failAudit(test: Test, outcome: AuditFailure) {
    if (!outcome.pageFault) await this.retryLater(test, outcome);
    await this.finish(test, {
      status: 'failed',
      failureCode: outcome.code,
      failureMessage: outcome.message,
      browserVersion: outcome.browserVersion,
      lighthouseVersion: outcome.lighthouseVersion,
      durationMs: outcome.durationMs,
      runCount: 0,
    });
  }

  /** The completed runs' report and measurements, kept once they hold what a test must measure. */
  private async recordResults(test: Test, series: AuditSeries, summary: RunSummary) {
    const outcome = summary.median;
    await test.update({
      status: 'verifying',
      browserVersion: outcome.browserVersion,
      lighthouseVersion: outcome.lighthouseVersion,
      runCount: series.runs.length,
    });
    if (await this.failedUnmeasured(test, summary.values, outcome)) return;
    await test.update({ status: 'processing' });
    const artifacts = await this.storeReport(test, outcome);
    await this.storeMeasurements(test, summary);
    // Ratcheting budgets count measurements as they come, before the snapshot's budgets are evaluated.
    await ratchetBudgets(this.deps, test.siteId, Object.keys(summary.values));
    await this.finish(test, {
      status: 'completed',
      artifacts,
      finalUrl: (outcome.report.finalDisplayedUrl as string | undefined) ?? test.url,
      // Every run's time: what the test took of the agent.
      durationMs: series.durationMs,
    });
  }

  /** Fails the test when Lighthouse measured no score or First Contentful Paint; true when it did. */
  private async failedUnmeasured(test: Test, values: RunSummary['values'], outcome: AuditSuccess) {
    if (values.performance_score !== undefined && values.fcp !== undefined) return false;
    // None of Lighthouse's own metrics (sizes and durations are always derived): nothing was measured.
    const none = ['performance_score', 'fcp', 'lcp', 'speed_index', 'cls', 'tbt'].every(
      (key) => values[key] === undefined,
    );
    await this.finish(test, {
      status: 'failed',
      failureCode: (none ? FAILURES.noMeasurements : FAILURES.missingMeasurements).code,
      failureMessage: none
        ? 'Lighthouse reported no metrics'
        : 'Lighthouse reported no performance score or First Contentful Paint',
      durationMs: outcome.durationMs,
    });
    return true;
  }

  /**
   * The median run's report and screenshots. Not stored (the disk or the bucket failed): the agent's
   * fault, so retried.
   */
  private storeReport(test: Test, outcome: AuditSuccess) {
    return storeTestArtifacts(this.store, test.uuid, outcome.report).catch((error: unknown) =>
      this.retryLater(test, {
        ok: false,
        ...FAILURES.reporter,
        message: `The report could not be stored: ${error instanceof Error ? error.message : String(error)}`,
        browserVersion: outcome.browserVersion,
        lighthouseVersion: outcome.lighthouseVersion,
        durationMs: outcome.durationMs,
        guardEvents: [],
      }),
    );
  }

  /**
   * Every metric's value over the runs, with its spread. A retried test writes its values again:
   * replace, in one transaction.
   */
  private async storeMeasurements(test: Test, { values, spreads, runValues }: RunSummary) {
    const { db } = this.deps;
    const measuredAt = new Date();
    await db.sequelize.transaction(async (transaction) => {
      await db.models.MetricMeasurement.destroy({ where: { testId: test.id }, transaction });
      await db.models.MetricMeasurement.bulkCreate(
        Object.entries(values).map(([metric, value]) => ({
          testId: test.id,
          siteId: test.siteId,
          pageId: test.pageId,
          profileId: test.profileId,
          metric,
          value,
          ...spreads[metric],
          runValues: runValues[metric] ?? [value],
          measuredAt,
        })),
        { transaction },
      );
    });
  }

  override async onFailed({ testId }: { testId: number }, error: unknown, context: JobContext) {
    await super.onFailed({ testId }, error, context);
    const test = await this.deps.db.models.Test.findByPk(testId);
    if (!test || FINAL_RUN_STATES.includes(test.status)) return;
    // BullMQ failed the job for stalling: its runs died with their workers. The test's own attempt count
    // decides, as for any lost test: queued again under the limit, errored at it.
    if (error instanceof JobLostError) {
      await recoverTest(this.deps, test);
      return;
    }
    const failure = error instanceof AgentFailure ? error.outcome : null;
    await this.finish(test, {
      status: 'errored',
      failureCode: failure?.code ?? test.failureCode ?? FAILURES.environment.code,
      failureMessage: failure?.message ?? (error instanceof Error ? error.message : String(error)),
    });
  }

  /** The agent failed, not the page: the test waits for the job's next attempt (errored after the last). */
  private async retryLater(test: Test, failure: AuditFailure): Promise<never> {
    await test.update({ status: 'scheduled', failureCode: failure.code, failureMessage: failure.message });
    throw new AgentFailure(failure);
  }

  private async finish(test: Test, values: Partial<Test['_attributes']>) {
    await test.update({ ...values, finishedAt: new Date() });
    metrics.audits.inc({ state: test.status });
    if (test.durationMs != null)
      metrics.auditDuration.observe({ state: test.status }, test.durationMs / 1000);
    await finishSnapshotIfDone(this.deps, test.snapshotId);
  }
}
