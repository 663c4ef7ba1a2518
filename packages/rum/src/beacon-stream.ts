// The queue between the collection route and the beacon writer. The route answers 2xx only after the
// beacon is in it (acknowledge only what is stored). The writer reads at least once: an entry stays
// pending until the writer acknowledges it after its rows are committed, and entries a dead writer left
// pending are claimed again by the next one. Inserting by beacon id makes the rows exactly-once.
//
// Redis: a stream with a consumer group under REDIS_PREFIX. Beacons arriving together (those of one turn
// of the event loop) go in one entry, written with one XADD that all their requests wait for: one Redis
// command per turn instead of three per beacon. Embedded mode: an in-process buffer with the same
// semantics (it does not survive a restart, as nothing in the embedded mode does).
import { Redis } from 'ioredis';
import type { StoredBeacon } from './stored-beacon.ts';

/** Live visitors window (spec: 15 minutes), counted per minute. */
export const LIVE_WINDOW_MINUTES = 15;
const MINUTE_MS = 60_000;

export interface StreamEntry {
  id: string;
  beacons: StoredBeacon[];
}

/** Beacons in one Redis entry at most: a writer's batch of entries stays a few thousand rows. */
export const MAX_BEACONS_PER_ENTRY = 50;

/** Beacons waiting for the next XADD, and what their requests wait on. */
interface PendingEntry {
  beacons: string[];
  /** New page views per live-visitor key. */
  live: Map<string, number>;
  written: Promise<void>;
  settle: (error?: Error) => void;
}

function pendingEntry(): PendingEntry {
  let settle!: (error?: Error) => void;
  const written = new Promise<void>((resolve, reject) => {
    settle = (error) => (error ? reject(error) : resolve());
  });
  return { beacons: [], live: new Map(), written, settle };
}

export interface ReadOptions {
  /** Who reads: entries read and not acknowledged stay this consumer's until claimed by another. */
  consumer: string;
  count: number;
  /** Entries pending with another consumer for at least this long are taken over (a dead writer's). */
  claimIdleMs: number;
}

export interface BeaconStream {
  readonly kind: 'redis' | 'memory';
  /** Queues a beacon (resolved once it is stored); with `firstOfPageView`, it also counts a live visitor. */
  append(beacon: StoredBeacon, options: { firstOfPageView: boolean }): Promise<void>;
  /** This consumer's unacknowledged entries first, then ones a dead consumer left, then new ones. */
  read(options: ReadOptions): Promise<StreamEntry[]>;
  /** Done with these entries (their ids): they are removed. */
  ack(ids: string[]): Promise<void>;
  /** Entries not yet acknowledged (queued or being written). */
  backlog(): Promise<number>;
  /** Page views that started in the last 15 minutes. */
  liveVisitors(siteId: number, now?: number): Promise<number>;
  close(): Promise<void>;
}

const minuteOf = (epochMs: number) => Math.floor(epochMs / MINUTE_MS);

export class RedisBeaconStream implements BeaconStream {
  readonly kind = 'redis' as const;
  private readonly redis: Redis;
  private readonly key: string;
  private readonly group = 'writers';
  private groupReady: Promise<void> | undefined;
  private pending: PendingEntry | undefined;

  constructor(
    url: string,
    private readonly options: { prefix: string },
  ) {
    // Keys are prefixed here rather than with ioredis' keyPrefix, which misses the key of XGROUP CREATE.
    this.key = `${options.prefix}rum:beacons`;
    // Auto-pipelining sends the beacons of concurrent requests to Redis in one write per tick.
    this.redis = new Redis(url, {
      maxRetriesPerRequest: 2,
      connectTimeout: 5_000,
      enableAutoPipelining: true,
    });
    this.redis.on('error', () => {});
  }

  private liveKey(siteId: number, minute: number) {
    return `${this.options.prefix}rum:live:${siteId}:${minute}`;
  }

  append(beacon: StoredBeacon, options: { firstOfPageView: boolean }): Promise<void> {
    let entry = this.pending;
    if (!entry) {
      entry = this.pending = pendingEntry();
      const scheduled = entry;
      setImmediate(() => this.write(scheduled));
    }
    entry.beacons.push(JSON.stringify(beacon));
    if (options.firstOfPageView) {
      const key = this.liveKey(beacon.siteId, minuteOf(beacon.receivedAt));
      entry.live.set(key, (entry.live.get(key) ?? 0) + 1);
    }
    const { written } = entry;
    if (entry.beacons.length >= MAX_BEACONS_PER_ENTRY) this.write(entry);
    return written;
  }

  private write(entry: PendingEntry) {
    if (this.pending !== entry) return; // already written (it filled up before its turn)
    this.pending = undefined;
    // The live-visitor count is best effort: only the entry's own write decides the answer. Sent first,
    // so that it is counted by the time the requests are answered.
    for (const [key, count] of entry.live) {
      this.redis.incrby(key, count).catch(() => {});
      this.redis.pexpire(key, (LIVE_WINDOW_MINUTES + 1) * MINUTE_MS).catch(() => {});
    }
    this.redis.xadd(this.key, '*', 'b', `[${entry.beacons.join(',')}]`).then(
      () => entry.settle(),
      (error: Error) => entry.settle(error),
    );
  }

  private ensureGroup() {
    this.groupReady ??= this.redis.xgroup('CREATE', this.key, this.group, '0', 'MKSTREAM').then(
      () => undefined,
      (error: Error) => {
        if (!String(error.message).includes('BUSYGROUP')) {
          this.groupReady = undefined;
          throw error;
        }
      },
    );
    return this.groupReady;
  }

  async read({ consumer, count, claimIdleMs }: ReadOptions): Promise<StreamEntry[]> {
    await this.ensureGroup();
    // 1. Our own pending entries (a write that failed in this process).
    const own = await this.readGroup(consumer, count, '0');
    if (own.length > 0) return own;
    // 2. Entries a dead writer left pending.
    const claimed = (await this.redis.xautoclaim(
      this.key,
      this.group,
      consumer,
      claimIdleMs,
      '0-0',
      'COUNT',
      count,
    )) as [string, [string, string[]][] | null];
    const taken = parseEntries(claimed[1] ?? []);
    if (taken.length > 0) return taken;
    // 3. New entries.
    return this.readGroup(consumer, count, '>');
  }

  private async readGroup(consumer: string, count: number, from: '0' | '>') {
    const reply = (await this.redis.xreadgroup(
      'GROUP',
      this.group,
      consumer,
      'COUNT',
      count,
      'STREAMS',
      this.key,
      from,
    )) as [string, [string, string[]][]][] | null;
    return parseEntries(reply?.[0]?.[1] ?? []);
  }

  async ack(ids: string[]) {
    if (ids.length === 0) return;
    await this.redis
      .multi()
      .xack(this.key, this.group, ...ids)
      .xdel(this.key, ...ids)
      .exec();
  }

  async backlog() {
    return this.redis.xlen(this.key);
  }

  async liveVisitors(siteId: number, now = Date.now()) {
    const minute = minuteOf(now);
    const keys = Array.from({ length: LIVE_WINDOW_MINUTES }, (_, i) => this.liveKey(siteId, minute - i));
    const values = await this.redis.mget(...keys);
    return values.reduce((sum, value) => sum + Number(value ?? 0), 0);
  }

  async close() {
    // Beacons still waiting for their turn are written first: their requests are waiting for the answer.
    const waiting = this.pending;
    if (waiting) {
      this.write(waiting);
      await waiting.written.catch(() => {});
    }
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

function parseEntries(entries: [string, string[]][]): StreamEntry[] {
  const parsed: StreamEntry[] = [];
  for (const [id, fields] of entries) {
    // A claimed entry that was deleted meanwhile comes back without fields.
    const index = fields?.indexOf('b') ?? -1;
    if (index < 0) continue;
    const value = JSON.parse(fields[index + 1]!) as StoredBeacon | StoredBeacon[];
    parsed.push({ id, beacons: Array.isArray(value) ? value : [value] }); // one beacon: before batching
  }
  return parsed;
}

export class MemoryBeaconStream implements BeaconStream {
  readonly kind = 'memory' as const;
  private sequence = 0;
  private readonly queued: StreamEntry[] = [];
  private readonly pending = new Map<string, { entry: StreamEntry; consumer: string; since: number }>();
  private readonly live = new Map<string, number>();

  async append(beacon: StoredBeacon, options: { firstOfPageView: boolean }) {
    this.queued.push({ id: String(++this.sequence), beacons: [structuredClone(beacon)] });
    if (options.firstOfPageView) {
      const minute = minuteOf(beacon.receivedAt);
      const key = `${beacon.siteId}:${minute}`;
      this.live.set(key, (this.live.get(key) ?? 0) + 1);
      for (const old of this.live.keys()) {
        if (Number(old.split(':')[1]) <= minute - LIVE_WINDOW_MINUTES) this.live.delete(old);
      }
    }
  }

  async read({ consumer, count, claimIdleMs }: ReadOptions) {
    const now = Date.now();
    const own = [...this.pending.values()].filter((p) => p.consumer === consumer).slice(0, count);
    if (own.length > 0) return own.map((p) => p.entry);
    const stale = [...this.pending.values()].filter((p) => now - p.since >= claimIdleMs).slice(0, count);
    if (stale.length > 0) {
      for (const p of stale) Object.assign(p, { consumer, since: now });
      return stale.map((p) => p.entry);
    }
    const taken = this.queued.splice(0, count);
    for (const entry of taken) this.pending.set(entry.id, { entry, consumer, since: now });
    return taken;
  }

  async ack(ids: string[]) {
    for (const id of ids) this.pending.delete(id);
  }

  async backlog() {
    return this.queued.length + this.pending.size;
  }

  async liveVisitors(siteId: number, now = Date.now()) {
    const minute = minuteOf(now);
    let sum = 0;
    for (let i = 0; i < LIVE_WINDOW_MINUTES; i += 1) sum += this.live.get(`${siteId}:${minute - i}`) ?? 0;
    return sum;
  }

  async close() {}
}

/**
 * One stream per process and key-value store: in the embedded mode the bff and the job handlers share
 * the same in-memory store, and so the same buffer.
 */
const streams = new WeakMap<object, BeaconStream>();

export function beaconStreamFor(
  config: { redisUrl: string | null; redisPrefix: string },
  kv: { close(): Promise<void> },
): BeaconStream {
  let stream = streams.get(kv);
  if (!stream) {
    const created = config.redisUrl
      ? new RedisBeaconStream(config.redisUrl, { prefix: config.redisPrefix })
      : new MemoryBeaconStream();
    streams.set(kv, created);
    // The stream lives as long as the store it is paired with: every process closes that one.
    const closeStore = kv.close.bind(kv);
    kv.close = async () => {
      await created.close();
      await closeStore();
    };
    stream = created;
  }
  return stream;
}
