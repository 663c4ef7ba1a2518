// What follows a finished snapshot on the integrations side, called by the job workers once the
// snapshot is final: events for webhooks, chat and the automation service (snapshot completed or
// failed, each budget that changed state), the code host's check run, and the snapshot failure email.

import { planGate } from '@pace/billing/gates';
import type { Mailer } from '@pace/mail';
import type { Config } from '@pace/platform/config';
import type { Database } from '@pace/platform/db';
import type { Logger } from '@pace/platform/log';
import type { JobQueues } from '@pace/platform/queues';
import { type BudgetChangeLike, budgetEventData, IntegrationEvents, snapshotEventData } from './events.ts';
import { GitHubChecks } from './github/checks.ts';
import { sendSnapshotFailure } from './notify-mail.ts';

export interface AfterSnapshotDeps {
  db: Database;
  queues: JobQueues;
  config: Config;
  log: Logger;
  mailer: Mailer;
}

export async function afterSnapshot(
  deps: AfterSnapshotDeps,
  snapshotId: number,
  changes: BudgetChangeLike[] = [],
) {
  const { db, queues, config, log } = deps;
  const data = await snapshotEventData(db, snapshotId, config.publicUrl);
  const snapshot = await db.models.Snapshot.findByPk(snapshotId);
  if (!data || !snapshot) return;
  const events = new IntegrationEvents(db, queues);
  // Each step on its own: one that fails must not keep the others from happening.
  const steps: [string, () => Promise<unknown>][] = [
    [
      'snapshot event',
      () =>
        events.publish(
          snapshot.siteId,
          snapshot.status === 'completed' ? 'snapshot.completed' : 'snapshot.failed',
          data,
        ),
    ],
    ...changes.map((change): [string, () => Promise<unknown>] => [
      'budget event',
      async () => {
        const budget = await budgetEventData(db, change, config.publicUrl);
        if (budget) await events.publish(snapshot.siteId, 'budget.changed', budget);
      },
    ]),
    [
      'check run',
      () =>
        new GitHubChecks(db, queues, config.integrations, planGate(db, config)).snapshotFinished(snapshotId),
    ],
    [
      'snapshot failure email',
      async () => {
        if (snapshot.status !== 'completed')
          await sendSnapshotFailure(db, deps.mailer, snapshot.siteId, data);
      },
    ],
  ];
  for (const [name, step] of steps) {
    await step().catch((error: unknown) =>
      log.error({ err: error, snapshotId }, `integrations: ${name} not sent`),
    );
  }
}
