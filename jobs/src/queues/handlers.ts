// Wiring: which task handles which job. One line per task.
import type { JobHandler, JobHandlers, PaceQueues } from '@pace/platform/queues';
import type { TaskDeps } from '../workers/base-task.ts';
import { ExpireTrialsTask } from '../workers/billing/expire-trials.ts';
import { ResumePausedTask } from '../workers/billing/resume-paused.ts';
import { CollectSiteTask } from '../workers/crux/collect-site.ts';
import { ScheduleDailyCruxTask } from '../workers/crux/schedule-daily.ts';
import { RecheckDomainsTask } from '../workers/identity/recheck-domains.ts';
import { DeliverTask } from '../workers/integrations/deliver.ts';
import { PruneDeliveriesTask } from '../workers/integrations/prune-deliveries.ts';
import { WeeklySummaryTask } from '../workers/integrations/weekly-summary.ts';
import { PurgeRetentionTask } from '../workers/rum/purge-retention.ts';
import { RollupDayTask } from '../workers/rum/rollup-day.ts';
import { WriteBeaconsTask } from '../workers/rum/write-beacons.ts';
import { PruneArtifactsTask } from '../workers/synthetic/artifact-retention.ts';
import { RunFlowTask } from '../workers/synthetic/run-flow.ts';
import { RunTestTask } from '../workers/synthetic/run-test.ts';
import { ScheduledSnapshotTask, ScheduleTickTask } from '../workers/synthetic/scheduling.ts';
import { HeartbeatTask } from '../workers/system/heartbeat.ts';
import { PruneErrorReportsTask } from '../workers/system/prune-error-reports.ts';

/** `location`: the test location whose audits these tasks take (null: the default). */
export function createTasks(deps: TaskDeps, options: { location?: string | null } = {}) {
  return [
    new HeartbeatTask(deps),
    new PruneErrorReportsTask(deps),
    new ResumePausedTask(deps),
    new ExpireTrialsTask(deps),
    new ScheduleDailyCruxTask(deps),
    new CollectSiteTask(deps),
    new WriteBeaconsTask(deps),
    new RollupDayTask(deps),
    new PurgeRetentionTask(deps),
    new RunTestTask(deps, undefined, options.location ?? null),
    new RunFlowTask(deps),
    new ScheduleTickTask(deps),
    new ScheduledSnapshotTask(deps),
    new PruneArtifactsTask(deps),
    new DeliverTask(deps),
    new PruneDeliveriesTask(deps),
    new WeeklySummaryTask(deps),
    new RecheckDomainsTask(deps),
  ];
}

export function handlersFor(tasks: ReturnType<typeof createTasks>): JobHandlers<PaceQueues> {
  const handlers: Record<string, Record<string, JobHandler<never>>> = {};
  for (const task of tasks) {
    handlers[task.queue] ??= {};
    handlers[task.queue]![task.name] = task.handler() as JobHandler<never>;
  }
  return handlers as JobHandlers<PaceQueues>;
}
