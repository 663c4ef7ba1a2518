// The beacon stream of the embedded mode (no REDIS_URL): the rum_stream_entries table as an append log,
// so that what collection answered 204 survives a crash or a restart, as with Redis. Appends are
// group-committed: beacons arriving while a group is being made durable wait together for the next one.
// On a SQLite file a group is made durable in the acknowledgement log (beacon-journal.ts, a datasync of
// an append-only file) and moved into the table behind the answer; elsewhere (a MySQL database without
// Redis) by the table's own INSERT and commit. Reading claims entries for a consumer (consumer,
// claimed_at); acknowledging deletes them; entries a dead writer claimed are taken over once idle, like
// XAUTOCLAIM.
import { type Database, QueryTypes } from '@pace/platform/db';
import { BacklogLimit, beaconsBySite, SiteBacklogLimit } from './backlog-limit.ts';
import { BeaconJournal, type LoggedGroup } from './beacon-journal.ts';
import { LiveVisitorCounts } from './live-visitors.ts';
import type { StoredBeacon } from './stored-beacon.ts';
import {
  type BeaconStream,
  type GatheredBeacons,
  gather,
  gatheredBeacons,
  MAX_BEACONS_PER_ENTRY,
  type ReadOptions,
  type StreamEntry,
} from './stream-types.ts';

const TABLE = 'rum_stream_entries';
/** Entries per INSERT: up to about 2.5 MB a statement, under MySQL's default packet limit. */
const ENTRIES_PER_INSERT = 50;
/** How long the move into the table waits after the database refused it (down, or busy). */
const MOVE_RETRY_MS = 1_000;
/** Moves into the table, at most one in this many milliseconds (fewer commits: less disk and CPU beside the log). */
const MOVE_EVERY_MS = 1_000;

const entriesOf = (beacons: number) => Math.ceil(beacons / MAX_BEACONS_PER_ENTRY);

export interface DatabaseBeaconStreamOptions {
  backlogLimit?: number;
  /**
   * Beacons of one site waiting at most before its appends are refused (SiteBacklogFullError); counted
   * in this process (one process collects per database file; entries left by an earlier run are not).
   */
  siteBacklogLimit?: number;
  /** The acknowledgement log's directory (see beacon-journal.ts); without it, the table's commit. */
  journal?: string;
}

export class DatabaseBeaconStream implements BeaconStream {
  readonly kind = 'database' as const;
  private gathering: GatheredBeacons | undefined;
  private flushing: Promise<void> | undefined;
  private readonly live = new LiveVisitorCounts();
  private readonly limit: BacklogLimit;
  private readonly siteLimit: SiteBacklogLimit;
  /** Beacons per site of the entries read and not acknowledged yet. */
  private readonly readSites = new Map<string, Map<number, number>>();
  /** Inserts and the backlog count, one after the other (see the constructor). */
  private turn: Promise<unknown> = Promise.resolve();
  /** The acknowledgement log, once open and what a dead process left in it is in the table. */
  private readonly journal: Promise<BeaconJournal> | undefined;
  /** Logged groups not yet in the table, and the move that takes them there. */
  private toMove: LoggedGroup[] = [];
  private unmovedEntries = 0;
  private moving: Promise<void> | undefined;
  private closing = false;
  /** Groups being written to the log and synced. */
  private logging = 0;
  private lastMove = 0;

  constructor(
    private readonly db: Database,
    options: DatabaseBeaconStreamOptions = {},
  ) {
    // The length is counted between inserts, never beside one: a count that saw an insert whose
    // `added` came after it counted that insert twice (and refused a beacon early).
    this.limit = new BacklogLimit(options.backlogLimit ?? Number.POSITIVE_INFINITY, () =>
      this.oneAtATime(() => this.backlog()),
    );
    this.siteLimit = new SiteBacklogLimit(options.siteBacklogLimit ?? Number.POSITIVE_INFINITY);
    if (options.journal) this.journal = this.openJournal(options.journal);
    // Appends fail on their own while the log cannot be opened; this keeps the process up meanwhile.
    this.journal?.catch(() => {});
  }

  private async openJournal(dir: string) {
    const { journal, left, forget } = await BeaconJournal.open(dir);
    if (left.length > 0) await this.oneAtATime(() => this.insert(left));
    await forget();
    return journal;
  }

  append(beacon: StoredBeacon, options: { firstOfPageView: boolean }): Promise<void> {
    try {
      this.limit.check();
      this.siteLimit.check(beacon.siteId);
    } catch (full) {
      return Promise.reject(full);
    }
    if (options.firstOfPageView) this.live.add(beacon.siteId, beacon.receivedAt);
    this.gathering ??= gatheredBeacons();
    const gathering = this.gathering;
    gather(gathering, beacon);
    // The first beacon of a turn starts a flush; later ones join whatever the flush takes next.
    this.flushing ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
      this.journal ? this.log() : this.flush(),
    );
    return gathering.written;
  }

  /**
   * The beacons of this turn of the event loop into the log, without waiting for the last turn's to be
   * synced (the log overlaps its syncs); answered once synced, then moved into the table.
   */
  private async log() {
    const batch = this.gathering!;
    this.gathering = undefined;
    this.flushing = undefined;
    this.logging += 1;
    try {
      const group = await (await this.journal!).append(batch.beacons);
      const entries = entriesOf(batch.beacons.length);
      this.limit.added(entries);
      this.siteLimit.added(batch.sites);
      batch.settle();
      this.toMove.push(group);
      this.unmovedEntries += entries;
      this.moving ??= this.move().finally(() => {
        this.moving = undefined;
      });
    } catch (error) {
      batch.settle(error as Error);
    } finally {
      this.logging -= 1;
    }
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
          this.siteLimit.added(batch.sites);
          batch.settle();
        } catch (error) {
          batch.settle(error as Error);
        }
      }
    } finally {
      this.flushing = undefined;
    }
  }

  /**
   * Logged groups into the table, all those waiting in one statement, until none is left; at most one
   * statement every MOVE_EVERY_MS, each a commit that syncs the disk the log's groups wait for too.
   */
  private async move() {
    while (this.toMove.length > 0) {
      const wait = this.lastMove + MOVE_EVERY_MS - Date.now();
      if (wait > 0 && !this.closing) await new Promise((resolve) => setTimeout(resolve, wait));
      this.lastMove = Date.now();
      const groups = this.toMove;
      this.toMove = [];
      try {
        await this.oneAtATime(async () => {
          await this.insert(groups.flatMap((group) => group.beacons));
          // In the same turn as the insert: a backlog count sees them in the table or here, never both.
          this.unmovedEntries -= groups.reduce((sum, group) => sum + entriesOf(group.beacons.length), 0);
        });
      } catch {
        // Still in the log: tried again, or at the next start when stopping (the writer's reads say
        // what is wrong with the database).
        this.toMove = [...groups, ...this.toMove];
        if (this.closing) return;
        await new Promise((resolve) => setTimeout(resolve, MOVE_RETRY_MS));
        continue;
      }
      (await this.journal!).moved(groups);
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
    await this.journal;
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
    return rows.map((row) => {
      const entry = { id: String(row.id), beacons: JSON.parse(row.beacons) as StoredBeacon[] };
      this.readSites.set(entry.id, beaconsBySite(entry.beacons));
      return entry;
    });
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
    for (const id of ids) {
      const sites = this.readSites.get(id);
      if (sites) this.siteLimit.added(sites, -1);
      this.readSites.delete(id);
    }
  }

  async backlog() {
    const [row] = await this.db.sequelize.query<{ entries: number | string }>(
      `SELECT COUNT(*) AS entries FROM ${TABLE}`,
      { type: QueryTypes.SELECT },
    );
    // Logged beacons not yet moved count as the entries they will be.
    return Number(row?.entries ?? 0) + this.unmovedEntries;
  }

  async liveVisitors(siteId: number, now = Date.now()) {
    return this.live.count(siteId, now);
  }

  async close() {
    // Beacons still gathering are written first: their requests are waiting for the answer.
    this.closing = true;
    while (this.flushing || this.logging > 0 || this.moving) {
      await (this.flushing ?? this.moving ?? new Promise((resolve) => setTimeout(resolve, 5)));
    }
    await (await this.journal?.catch(() => undefined))?.close();
  }
}
