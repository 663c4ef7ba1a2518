// The beacon writer: reads the beacon stream in batches, inserts the rows, and only then acknowledges
// the entries. A writer killed between the insert and the acknowledgement leaves its entries pending;
// the next writer claims and inserts them again, and the unique beacon id (site, page view, seq) keeps
// one row of each. After a batch it marks the sites' first beacon ("Waiting for data" ends) and asks
// for the touched days to be rolled up.
import { hostname } from 'node:os';
import type { Database } from '@pace/platform/db';
import { Op } from '@pace/platform/db';
import type { Logger } from '@pace/platform/log';
import type { JobQueues } from '@pace/platform/queues';
import type { KeyValueStore } from '@pace/platform/redis';
import type { BeaconStream } from './beacon-stream.ts';
import { requestRollup } from './rollup-schedule.ts';

const ROWS_PER_INSERT = 1_000;

export interface BeaconWriterOptions {
  /** Stream entries per batch (each holds up to MAX_BEACONS_PER_ENTRY beacons). */
  batchSize?: number;
  /** A dead writer's entries are taken over after this long. */
  claimIdleMs?: number;
  consumer?: string;
}

export class BeaconWriter {
  readonly consumer: string;
  private readonly batchSize: number;
  private readonly claimIdleMs: number;

  constructor(
    private readonly deps: {
      db: Database;
      kv: KeyValueStore;
      queues: JobQueues;
      stream: BeaconStream;
      log: Logger;
      rollupDelayMs: number;
    },
    options: BeaconWriterOptions = {},
  ) {
    this.consumer = options.consumer ?? `${hostname()}-${process.pid}`;
    this.batchSize = options.batchSize ?? 100;
    this.claimIdleMs = options.claimIdleMs ?? 15_000;
  }

  /** Writes one batch; returns how many beacons it stored or found stored (0: nothing to do). */
  async writeBatch(): Promise<number> {
    const { db, stream } = this.deps;
    const entries = await stream.read({
      consumer: this.consumer,
      count: this.batchSize,
      claimIdleMs: this.claimIdleMs,
    });
    if (entries.length === 0) return 0;
    const rows = entries.flatMap(({ beacons }) =>
      beacons.map((beacon) => ({ ...beacon, receivedAt: new Date(beacon.receivedAt) })),
    );
    // Each statement stays well under the database's packet limit; a repeat after a crash is harmless.
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      await db.models.RumBeacon.bulkCreate(rows.slice(start, start + ROWS_PER_INSERT), {
        ignoreDuplicates: true,
        validate: false,
        hooks: false,
      });
    }

    const siteIds = [...new Set(rows.map((row) => row.siteId))];
    await db.models.RumSettings.update(
      { firstBeaconAt: new Date() },
      { where: { siteId: { [Op.in]: siteIds }, firstBeaconAt: null } },
    );
    const days = new Set(rows.map((row) => `${row.siteId}/${row.day}`));
    for (const siteDay of days) {
      const [siteId, day] = siteDay.split('/') as [string, string];
      await requestRollup(this.deps, Number(siteId), day);
    }
    await stream.ack(entries.map((entry) => entry.id));
    return rows.length;
  }

  /** Writes batches until the stream is empty, `maxMs` has passed or the signal aborts. */
  async drain(options: { signal?: AbortSignal; maxMs?: number } = {}): Promise<number> {
    const until = Date.now() + (options.maxMs ?? 10_000);
    let written = 0;
    while (!options.signal?.aborted && Date.now() < until) {
      const count = await this.writeBatch();
      written += count;
      if (count === 0) break;
    }
    return written;
  }
}
