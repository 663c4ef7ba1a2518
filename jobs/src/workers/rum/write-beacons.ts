import { AccountStandings } from '@pace/billing/standing';
import type { JobContext } from '@pace/platform/queues';
import { BeaconWriter, beaconStreamFor } from '@pace/rum';
import { BaseTask, type TaskDeps } from '../base-task.ts';

/** How long one run drains before it lets the next scheduled run take over (and shutdown wait less). */
const DRAIN_MS = 5_000;

/**
 * Moves queued RUM beacons from the beacon stream into the database, in batches. Runs every second; a
 * run drains until the stream is empty. Safe anywhere and any number of times: entries are acknowledged
 * only after their rows are in, and rows are unique by beacon id.
 */
export class WriteBeaconsTask extends BaseTask<'rum-collection', 'write-beacons'> {
  readonly queue = 'rum-collection';
  readonly name = 'write-beacons';
  private readonly writer: BeaconWriter;

  constructor(deps: TaskDeps) {
    super(deps);
    const accounts = new AccountStandings(deps.db, { enabled: deps.config.billing !== 'off' });
    this.writer = new BeaconWriter({
      ...deps,
      stream: beaconStreamFor(deps),
      rollupDelayMs: deps.config.rumRollupDelayMs,
      // Beacons queued before their account was paused or ended are not stored.
      activeSites: (siteIds) => accounts.activeSites(siteIds),
    });
  }

  async perform(_payload: Record<string, never>, context: JobContext) {
    const written = await this.writer.drain({ signal: context.signal, maxMs: DRAIN_MS });
    if (written > 0) context.log.debug({ written }, 'RUM beacons written');
  }
}
