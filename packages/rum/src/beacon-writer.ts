// The beacon writer: reads the beacon stream in batches, inserts the rows, and only then acknowledges
// the entries. A writer killed between the insert and the acknowledgement leaves its entries pending;
// the next writer claims and inserts them again, and the unique beacon id (site, page view, seq) keeps
// one row of each. After a batch it marks the sites' first beacon ("Waiting for data" ends) and asks
// for the touched days to be rolled up. Beacons the database refuses no longer hold up the rest: see
// dead-letters.ts.
import { hostname } from 'node:os';
import type { Database, RumBeaconCreation } from '@pace/platform/db';
import { Op } from '@pace/platform/db';
import type { Logger } from '@pace/platform/log';
import { metrics, watchBeaconBacklog } from '@pace/platform/metrics';
import type { JobQueues } from '@pace/platform/queues';
import type { KeyValueStore } from '@pace/platform/redis';
import {
  isRefusal,
  MAX_WRITE_ATTEMPTS,
  type RefusedBeacon,
  refusalReason,
  setAside,
} from './dead-letters.ts';
import { requestRollup } from './rollup-schedule.ts';
import { insertEntriesInSqlite } from './sqlite-rows.ts';
import type { StoredBeacon } from './stored-beacon.ts';
import type { BeaconStream, StreamEntry } from './stream-types.ts';

/**
 * Rows per statement. On SQLite (the embedded mode) the stream's moves into its table share the one
 * connection with these inserts and wait behind each statement: 200 keep the wait short. The statements
 * of a batch are one transaction there (one commit, one sync of the disk, not one per statement):
 * collection no longer waits for the database (its beacons are acknowledged in the stream's log), but
 * every sync the database asks for makes the disk slower to answer the log's.
 */
const ROWS_PER_INSERT = { mysql: 1_000, sqlite: 200 } as const;

const toRow = (beacon: StoredBeacon): RumBeaconCreation => ({
  ...beacon,
  receivedAt: new Date(beacon.receivedAt),
});

type BulkInsertOptions = Parameters<ReturnType<Database['sequelize']['getQueryInterface']>['bulkInsert']>[2];

/** The row's attributes and their columns, and the attribute definitions by column (for value formatting). */
function columnsOf(model: Database['models']['RumBeacon']) {
  const names: [string, string][] = [];
  const byField: Record<string, Database['models']['RumBeacon']['rawAttributes'][string]> = {};
  for (const [name, attribute] of Object.entries(model.rawAttributes)) {
    const field = attribute.field ?? name;
    byField[field] = attribute;
    if (!attribute.autoIncrement) names.push([name, field]);
  }
  return { names, byField };
}

interface BatchOutcome {
  /** Rows inserted (or found there already): their site and day. */
  stored: { siteId: number; day: string }[];
  /** Entries to acknowledge. */
  done: string[];
}

export interface BeaconWriterOptions {
  /** Stream entries per batch (each holds up to MAX_BEACONS_PER_ENTRY beacons). */
  batchSize?: number;
  /** A dead writer's entries are taken over after this long. */
  claimIdleMs?: number;
  consumer?: string;
  /** Failed writes of an entry before its refused beacons are set aside as dead letters. */
  maxWriteAttempts?: number;
}

export class BeaconWriter {
  readonly consumer: string;
  private readonly batchSize: number;
  private readonly claimIdleMs: number;
  private readonly maxWriteAttempts: number;
  /** Failed writes per entry still pending with this writer. */
  private readonly failedWrites = new Map<string, number>();
  /** Beacons this writer set aside as dead letters since it started. */
  deadLetters = 0;
  private columns: ReturnType<typeof columnsOf> | undefined;

  constructor(
    private readonly deps: {
      db: Database;
      kv: KeyValueStore;
      queues: JobQueues;
      stream: BeaconStream;
      log: Logger;
      rollupDelayMs: number;
      /**
       * The sites (of these) whose beacons may still be stored: those of an account paused or ended since
       * they were queued are acknowledged and dropped. Without it, every site's are stored.
       */
      activeSites?: (siteIds: readonly number[]) => Promise<ReadonlySet<number>>;
    },
    options: BeaconWriterOptions = {},
  ) {
    this.consumer = options.consumer ?? `${hostname()}-${process.pid}`;
    watchBeaconBacklog(() => deps.stream.backlog());
    this.batchSize = options.batchSize ?? 100;
    this.claimIdleMs = options.claimIdleMs ?? 15_000;
    this.maxWriteAttempts = options.maxWriteAttempts ?? MAX_WRITE_ATTEMPTS;
  }

  /**
   * Writes one batch; returns the beacons of the entries it finished (stored, found stored or set aside;
   * 0: nothing to do, or only entries waiting for their next attempt).
   */
  async writeBatch(): Promise<number> {
    const { stream } = this.deps;
    const entries = await stream.read({
      consumer: this.consumer,
      count: this.batchSize,
      claimIdleMs: this.claimIdleMs,
    });
    if (entries.length === 0) return 0;
    const { entries: kept, dropped } = await this.ofActiveSites(entries);
    const outcome: BatchOutcome = { stored: [], done: [] };
    try {
      if (this.insertsInSqlite()) {
        const ids = entries.map((entry) => entry.id);
        await insertEntriesInSqlite(this.deps.db, ids, this.columnsOfRows().names, dropped);
        outcome.stored.push(...kept.flatMap((entry) => entry.beacons));
      } else {
        const rows = kept.flatMap(({ beacons }) => beacons.map(toRow));
        await this.insert(rows);
        outcome.stored.push(...rows);
      }
      outcome.done.push(...entries.map((entry) => entry.id));
    } catch (error) {
      // Unreachable or busy: the whole batch is read again on the next run, nothing counted against it.
      if (!isRefusal(error)) throw error;
      for (const entry of kept) await this.writeAlone(entry, outcome);
    }
    if (outcome.stored.length > 0) await this.afterStored(outcome.stored);
    await stream.ack(outcome.done);
    const done = new Set(outcome.done);
    return entries.reduce((sum, entry) => sum + (done.has(entry.id) ? entry.beacons.length : 0), 0);
  }

  /** The entries without the beacons of sites that may no longer store any, and those sites. */
  private async ofActiveSites(entries: StreamEntry[]) {
    if (!this.deps.activeSites) return { entries, dropped: [] };
    const siteIds = [...new Set(entries.flatMap((entry) => entry.beacons.map((beacon) => beacon.siteId)))];
    const active = await this.deps.activeSites(siteIds);
    const dropped = siteIds.filter((siteId) => !active.has(siteId));
    if (dropped.length === 0) return { entries, dropped };
    const kept = entries.map((entry) => ({
      ...entry,
      beacons: entry.beacons.filter((beacon) => active.has(beacon.siteId)),
    }));
    return { entries: kept, dropped };
  }

  /** An entry of a refused batch: alone, then beacon by beacon; its refused beacons wait or are set aside. */
  private async writeAlone(entry: StreamEntry, outcome: BatchOutcome) {
    const refused: RefusedBeacon[] = [];
    try {
      const rows = entry.beacons.map(toRow);
      await this.insert(rows);
      outcome.stored.push(...rows);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      for (const beacon of entry.beacons) {
        try {
          const row = toRow(beacon);
          await this.insert([row]);
          outcome.stored.push(row);
        } catch (refusal) {
          if (!isRefusal(refusal)) throw refusal;
          refused.push({ beacon, reason: refusalReason(refusal) });
        }
      }
    }
    if (refused.length === 0) {
      this.failedWrites.delete(entry.id);
      outcome.done.push(entry.id);
      return;
    }
    const attempts = (this.failedWrites.get(entry.id) ?? 0) + 1;
    if (attempts < this.maxWriteAttempts) {
      if (this.failedWrites.size >= 10_000) this.failedWrites.clear(); // entries other writers took over
      this.failedWrites.set(entry.id, attempts);
      this.deps.log.warn(
        { entry: entry.id, beacons: refused.length, attempts, reason: refused[0]!.reason },
        'RUM beacons refused by the database: tried again on the next run',
      );
      return;
    }
    await setAside(this.deps, entry.id, refused, attempts);
    this.failedWrites.delete(entry.id);
    this.deadLetters += refused.length;
    metrics.beaconsDeadLettered.inc(refused.length);
    outcome.done.push(entry.id);
  }

  /** The stream is this SQLite database's table: rows are made from it in SQLite (sqlite-rows.ts). */
  private insertsInSqlite() {
    return this.deps.stream.kind === 'database' && this.deps.db.dialect === 'sqlite';
  }

  private columnsOfRows() {
    this.columns ??= columnsOf(this.deps.db.models.RumBeacon);
    return this.columns;
  }

  private async insert(rows: RumBeaconCreation[]) {
    const { db } = this.deps;
    // The query interface's bulk insert, not Model.bulkCreate: the same SQL and value formatting from the
    // model's attribute types, without building a model instance per row, which cost the writer (and,
    // in the embedded mode, the process that also answers the beacons) twice the CPU.
    this.columnsOfRows();
    const perInsert = ROWS_PER_INSERT[db.dialect];
    if (db.dialect === 'sqlite' && rows.length > perInsert) {
      await db.sequelize.transaction((transaction) => this.statements(rows, perInsert, { transaction }));
    } else await this.statements(rows, perInsert, {});
  }

  private async statements(rows: RumBeaconCreation[], perInsert: number, common: Record<string, unknown>) {
    const { db } = this.deps;
    const model = db.models.RumBeacon;
    const attributes = this.columns!;
    for (let start = 0; start < rows.length; start += perInsert) {
      const records = rows.slice(start, start + perInsert).map((row) => {
        const record: Record<string, unknown> = {};
        for (const [name, field] of attributes.names) record[field] = row[name as keyof RumBeaconCreation];
        return record;
      });
      // Each statement stays well under the database's packet limit; a repeat after a crash is harmless.
      // A beacon stored already is skipped. MySQL's INSERT IGNORE would also skip, with a mere warning,
      // a row the database refuses (its site gone): a no-op update on the beacon id skips duplicates
      // only, and lets a refusal fail the statement (then the writer sets the beacon aside).
      const options: Record<string, unknown> = {
        ...common,
        ...(db.dialect === 'mysql'
          ? { updateOnDuplicate: ['seq'], upsertKeys: [] }
          : { ignoreDuplicates: true }),
      };
      await db.sequelize.getQueryInterface().bulkInsert(
        model.getTableName(),
        records,
        // Options of the dialects' query generators that Sequelize's types of bulkInsert leave out.
        options as BulkInsertOptions,
        attributes.byField,
      );
    }
  }

  /** The sites' first beacon ("Waiting for data" ends), and rollups of the touched days. */
  private async afterStored(rows: { siteId: number; day: string }[]) {
    const siteIds = [...new Set(rows.map((row) => row.siteId))];
    await this.deps.db.models.RumSettings.update(
      { firstBeaconAt: new Date() },
      { where: { siteId: { [Op.in]: siteIds }, firstBeaconAt: null } },
    );
    const days = new Set(rows.map((row) => `${row.siteId}/${row.day}`));
    for (const siteDay of days) {
      const [siteId, day] = siteDay.split('/') as [string, string];
      await requestRollup(this.deps, Number(siteId), day);
    }
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
