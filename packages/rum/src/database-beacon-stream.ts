// The beacon stream of the embedded mode (no REDIS_URL): the rum_stream_entries table as an append log,
// so that what collection answered 204 survives a crash or a restart, as with Redis. Appends are
// group-committed: beacons arriving while an insert is in flight wait together for the next one (one
// statement, one commit, for all of them), so the commit's cost is shared and not paid per beacon.
// Reading claims entries for a consumer (consumer, claimed_at); acknowledging deletes them; entries a dead
// writer claimed are taken over once idle, like XAUTOCLAIM.
import { type Database, QueryTypes } from '@pace/platform/db';
import { BacklogLimit } from './backlog-limit.ts';
import { LiveVisitorCounts } from './live-visitors.ts';
import type { StoredBeacon } from './stored-beacon.ts';
import {
  type BeaconStream,
  type GatheredBeacons,
  gatheredBeacons,
  MAX_BEACONS_PER_ENTRY,
  type ReadOptions,
  type StreamEntry,
} from './stream-types.ts';

const TABLE = 'rum_stream_entries';
/** Entries per INSERT: up to about 2.5 MB a statement, under MySQL's default packet limit. */
const ENTRIES_PER_INSERT = 50;

export class DatabaseBeaconStream implements BeaconStream {
  readonly kind = 'database' as const;
  private gathering: GatheredBeacons | undefined;
  private flushing: Promise<void> | undefined;
  private readonly live = new LiveVisitorCounts();
  private readonly limit: BacklogLimit;
  /** Inserts and the backlog count, one after the other (see the constructor). */
  private turn: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Database,
    options: { backlogLimit?: number } = {},
  ) {
    // The length is counted between inserts, never beside one: a count that saw an insert whose
    // `added` came after it counted that insert twice (and refused a beacon early).
    this.limit = new BacklogLimit(options.backlogLimit ?? Number.POSITIVE_INFINITY, () =>
      this.oneAtATime(() => this.backlog()),
    );
  }

  append(beacon: StoredBeacon, options: { firstOfPageView: boolean }): Promise<void> {
    try {
      this.limit.check();
    } catch (full) {
      return Promise.reject(full);
    }
    if (options.firstOfPageView) this.live.add(beacon.siteId, beacon.receivedAt);
    this.gathering ??= gatheredBeacons();
    const gathering = this.gathering;
    gathering.beacons.push(JSON.stringify(beacon));
    // The first beacon of a turn starts a flush; later ones join whatever the flush takes next.
    this.flushing ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.flush());
    return gathering.written;
  }

  /** Inserts what has gathered, again and again until nothing has gathered during the last insert. */
  private async flush() {
    try {
      for (let batch = this.gathering; batch; batch = this.gathering) {
        this.gathering = undefined;
        try {
          const beacons = batch.beacons;
          const entries = await this.oneAtATime(() => this.insert(beacons));
          this.limit.added(entries);
          batch.settle();
        } catch (error) {
          batch.settle(error as Error);
        }
      }
    } finally {
      this.flushing = undefined;
    }
  }

  private oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const done = this.turn.then(work);
    this.turn = done.catch(() => undefined);
    return done;
  }

  private async insert(beacons: string[]) {
    const entries: string[] = [];
    for (let start = 0; start < beacons.length; start += MAX_BEACONS_PER_ENTRY) {
      entries.push(`[${beacons.slice(start, start + MAX_BEACONS_PER_ENTRY).join(',')}]`);
    }
    for (let start = 0; start < entries.length; start += ENTRIES_PER_INSERT) {
      const chunk = entries.slice(start, start + ENTRIES_PER_INSERT);
      await this.db.sequelize.query(
        `INSERT INTO ${TABLE} (beacons) VALUES ${chunk.map((_, i) => `($${i + 1})`).join(', ')}`,
        { bind: chunk, type: QueryTypes.INSERT },
      );
    }
    return entries.length;
  }

  async read({ consumer, count, claimIdleMs }: ReadOptions): Promise<StreamEntry[]> {
    const limit = Math.max(1, Math.floor(count));
    // 1. Our own pending entries (a write that failed in this process).
    const own = await this.claimed(consumer, limit);
    if (own.length > 0) return own;
    const now = Date.now();
    // 2. Entries a dead writer left pending. The inner SELECT sits in a derived table: MySQL refuses a
    // LIMIT inside IN (…) and an UPDATE reading its own table otherwise.
    await this.claim(
      consumer,
      now,
      `consumer IS NOT NULL AND consumer <> $1 AND claimed_at <= $3 ORDER BY id LIMIT ${limit}`,
      now - claimIdleMs,
    );
    const taken = await this.claimed(consumer, limit);
    if (taken.length > 0) return taken;
    // 3. New entries.
    await this.claim(consumer, now, `consumer IS NULL ORDER BY id LIMIT ${limit}`);
    return this.claimed(consumer, limit);
  }

  private async claim(consumer: string, now: number, where: string, idleBefore?: number) {
    await this.db.sequelize.query(
      `UPDATE ${TABLE} SET consumer = $1, claimed_at = $2 WHERE id IN ` +
        `(SELECT id FROM (SELECT id FROM ${TABLE} WHERE ${where}) AS chosen)`,
      {
        bind: idleBefore === undefined ? [consumer, now] : [consumer, now, idleBefore],
        type: QueryTypes.UPDATE,
      },
    );
  }

  private async claimed(consumer: string, limit: number): Promise<StreamEntry[]> {
    const rows = await this.db.sequelize.query<{ id: number | string; beacons: string }>(
      `SELECT id, beacons FROM ${TABLE} WHERE consumer = $1 ORDER BY id LIMIT ${limit}`,
      { bind: [consumer], type: QueryTypes.SELECT },
    );
    return rows.map((row) => ({ id: String(row.id), beacons: JSON.parse(row.beacons) as StoredBeacon[] }));
  }

  async ack(ids: string[]) {
    if (ids.length === 0) return;
    await this.db.sequelize.query(
      `DELETE FROM ${TABLE} WHERE id IN (${ids.map((_, i) => `$${i + 1}`).join(', ')})`,
      {
        bind: ids.map(Number),
        type: QueryTypes.DELETE,
      },
    );
  }

  async backlog() {
    const [row] = await this.db.sequelize.query<{ entries: number | string }>(
      `SELECT COUNT(*) AS entries FROM ${TABLE}`,
      { type: QueryTypes.SELECT },
    );
    return Number(row?.entries ?? 0);
  }

  async liveVisitors(siteId: number, now = Date.now()) {
    return this.live.count(siteId, now);
  }

  async close() {
    // Beacons still gathering are written first: their requests are waiting for the answer.
    while (this.flushing) await this.flushing;
  }
}
