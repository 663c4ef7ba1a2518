// The delivery log (every integration call, out and in) keeps DELIVERY_LOG_KEEP_DAYS days: older rows
// whose call is over (delivered, failed, skipped) are deleted daily, a batch at a time so that a long
// log never holds the table for long. Rows still queued or retrying stay: their job reads them.
import { type Database, Op } from '@pace/platform/db';
import type { JobContext } from '@pace/platform/queues';
import { BaseTask } from '../base-task.ts';

export const DELIVERY_LOG_KEEP_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 1_000;

export class PruneDeliveriesTask extends BaseTask<'integrations', 'prune-deliveries'> {
  readonly queue = 'integrations';
  readonly name = 'prune-deliveries';

  async perform(_payload: Record<string, never>, context: JobContext) {
    const deleted = await pruneDeliveryLog(this.deps, new Date());
    context.log.info({ deleted, keepDays: DELIVERY_LOG_KEEP_DAYS }, 'old delivery log rows deleted');
  }
}

export async function pruneDeliveryLog(deps: { db: Database }, now: Date) {
  const { IntegrationDelivery } = deps.db.models;
  const cutoff = new Date(now.getTime() - DELIVERY_LOG_KEEP_DAYS * DAY_MS);
  let deleted = 0;
  for (;;) {
    const rows = await IntegrationDelivery.findAll({
      where: { createdAt: { [Op.lt]: cutoff }, status: ['delivered', 'failed', 'skipped'] },
      attributes: ['id'],
      order: [['id', 'ASC']],
      limit: BATCH,
    });
    if (rows.length === 0) return deleted;
    deleted += await IntegrationDelivery.destroy({ where: { id: rows.map((row) => row.id) } });
  }
}
