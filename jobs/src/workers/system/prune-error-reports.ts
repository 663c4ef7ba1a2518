import { Op } from '@pace/platform/db';
import type { JobContext } from '@pace/platform/queues';
import { BaseTask } from '../base-task.ts';

/** Error reports not seen again for this long are deleted. */
export const ERROR_REPORT_DAYS = 30;
/** At most this many are kept: the oldest (by when last seen) go first. */
export const MAX_ERROR_REPORTS = 10_000;
const DAY_MS = 86_400_000;

/**
 * Error reports come from anyone (the generic error page reports anonymously), so what they hold is
 * bounded in time and in count. Daily; deleting what is already gone is a no-op, so a retry is safe.
 */
export class PruneErrorReportsTask extends BaseTask<'system', 'prune-error-reports'> {
  readonly queue = 'system';
  readonly name = 'prune-error-reports';

  async perform(_payload: Record<string, never>, context: JobContext) {
    const { ErrorReport } = this.deps.db.models;
    const expired = await ErrorReport.destroy({
      where: { lastSeenAt: { [Op.lt]: new Date(Date.now() - ERROR_REPORT_DAYS * DAY_MS) } },
    });
    // The newest kept report that is past the cap: it and everything seen before it go.
    const cutoff = await ErrorReport.findOne({
      attributes: ['lastSeenAt', 'id'],
      order: [
        ['lastSeenAt', 'DESC'],
        ['id', 'DESC'],
      ],
      offset: MAX_ERROR_REPORTS,
    });
    const seen = cutoff?.lastSeenAt;
    const overCap = seen
      ? await ErrorReport.destroy({
          where: {
            [Op.or]: [{ lastSeenAt: { [Op.lt]: seen } }, { lastSeenAt: seen, id: { [Op.lte]: cutoff.id } }],
          },
        })
      : 0;
    context.log.info({ expired, overCap }, 'Error reports pruned');
  }
}
