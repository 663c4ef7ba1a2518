// A snapshot follows its tests: running once the first starts, and once every test is over, verifying
// (tally), processing (budgets) and then completed (with some tests failed, perhaps), or failed or
// errored when none completed. Each step is a conditional update, so two workers finishing the last two
// tests at once move it only once.
import { afterSnapshot } from '@pace/integrations';
import { createMailer } from '@pace/mail';
import type { Config } from '@pace/platform/config';
import { type Database, FINAL_RUN_STATES, Op } from '@pace/platform/db';
import type { Logger } from '@pace/platform/log';
import type { JobQueues } from '@pace/platform/queues';
import { BudgetAlerts, BudgetEvaluator } from '@pace/synthetic';

export async function markSnapshotRunning(db: Database, snapshotId: number, now = new Date()) {
  await db.models.Snapshot.update(
    { status: 'running', startedAt: now },
    { where: { id: snapshotId, status: ['created', 'scheduled'] } },
  );
}

/** Moves the snapshot on when all its tests are over; `stuckBefore` also finishes one left half-way. */
export interface ProgressDeps {
  db: Database;
  log: Logger;
  config: Config;
  /** For what integrations send after the snapshot (webhooks, chat, check runs). */
  queues: JobQueues;
}

export async function finishSnapshotIfDone(
  { db, log, config, queues }: ProgressDeps,
  snapshotId: number,
  options: { stuckBefore?: Date } = {},
) {
  const { Snapshot, Test } = db.models;
  const tests = await Test.findAll({ where: { snapshotId } });
  if (tests.length === 0 || !tests.every((test) => FINAL_RUN_STATES.includes(test.status))) return;
  // A whole snapshot also runs the site's user flows: it is over when they are too.
  const flowRuns = await db.models.FlowRun.findAll({ where: { snapshotId }, attributes: ['status'] });
  if (!flowRuns.every((run) => FINAL_RUN_STATES.includes(run.status))) return;
  const [moved] = await Snapshot.update(
    { status: 'verifying' },
    {
      where: {
        id: snapshotId,
        [Op.or]: [
          { status: { [Op.notIn]: [...FINAL_RUN_STATES, 'verifying', 'processing'] } },
          // Left half-way by a dead worker: untouched since `stuckBefore`, so two sweepers move it once.
          ...(options.stuckBefore
            ? [{ status: ['verifying', 'processing'], updatedAt: { [Op.lt]: options.stuckBefore } }]
            : []),
        ],
      },
    },
  );
  if (moved === 0) return;
  const snapshot = await Snapshot.findByPk(snapshotId, { rejectOnEmpty: true });
  const measured = tests.find((test) => test.status === 'completed');
  const versions = tests.find((test) => test.browserVersion) ?? measured;
  await snapshot.update({
    status: 'processing',
    browserVersion: versions?.browserVersion ?? null,
    lighthouseVersion: versions?.lighthouseVersion ?? null,
  });
  const changes = await new BudgetEvaluator(db).evaluateSite(snapshot.siteId);
  if (changes.length) {
    const mailer = createMailer(config, log);
    const alerts = new BudgetAlerts(db, mailer, config.publicUrl);
    for (const change of changes) {
      log.info(
        { event: 'budget.state_changed', budget: change.budget.uuid, from: change.from, to: change.to },
        'budget state changed',
      );
      // An alert that cannot be sent must not hold the snapshot back.
      await alerts.send(change).catch((error) => log.error({ err: error }, 'budget alert not sent'));
    }
    mailer.close();
  }
  const status = measured
    ? 'completed'
    : tests.some((test) => test.status === 'failed')
      ? 'failed'
      : 'errored';
  await snapshot.update({ status, finishedAt: new Date() });
  const integrationMailer = createMailer(config, log);
  await afterSnapshot({ db, queues, config, log, mailer: integrationMailer }, snapshotId, changes);
  integrationMailer.close();
}
