// The beacon stream on Redis (REDIS_URL set): a stream with a consumer group under REDIS_PREFIX. Beacons
// arriving together (those of one turn of the event loop) go in one entry, written with one XADD that all
// their requests wait for: one Redis command per turn instead of three per beacon.
import { type Logger, silentLogger } from '@pace/platform/log';
import { RedisOutageLog } from '@pace/platform/redis';
import { Redis } from 'ioredis';
import { BacklogLimit } from './backlog-limit.ts';
import type { StoredBeacon } from './stored-beacon.ts';
import {
  type BeaconStream,
  type GatheredBeacons,
  gatheredBeacons,
  LIVE_WINDOW_MINUTES,
  MAX_BEACONS_PER_ENTRY,
  MINUTE_MS,
  minuteOf,
  type ReadOptions,
  type StreamEntry,
} from './stream-types.ts';

/** Beacons waiting for the next XADD, with the new page views per live-visitor key. */
interface PendingEntry extends GatheredBeacons {
  live: Map<string, number>;
}

export interface RedisBeaconStreamOptions {
  prefix: string;
  /** Entries waiting at most before appends are refused (BeaconStreamFullError). */
  backlogLimit?: number;
  /** Where Redis outages are reported, once each. */
  log?: Logger;
}

export class RedisBeaconStream implements BeaconStream {
  readonly kind = 'redis' as const;
  private readonly redis: Redis;
  private readonly key: string;
  private readonly group = 'writers';
  private groupReady: Promise<void> | undefined;
  private pending: PendingEntry | undefined;
  private readonly limit: BacklogLimit;

  constructor(
    url: string,
    private readonly options: RedisBeaconStreamOptions,
  ) {
    // Keys are prefixed here rather than with ioredis' keyPrefix, which misses the key of XGROUP CREATE.
    this.key = `${options.prefix}rum:beacons`;
    // Auto-pipelining sends the beacons of concurrent requests to Redis in one write per tick.
    this.redis = new Redis(url, {
      maxRetriesPerRequest: 2,
      connectTimeout: 5_000,
      enableAutoPipelining: true,
    });
    new RedisOutageLog(options.log ?? silentLogger(), 'beacon stream').watch(this.redis);
    this.limit = new BacklogLimit(options.backlogLimit ?? Number.POSITIVE_INFINITY, () => this.backlog());
  }

  private liveKey(siteId: number, minute: number) {
    return `${this.options.prefix}rum:live:${siteId}:${minute}`;
  }

  append(beacon: StoredBeacon, options: { firstOfPageView: boolean }): Promise<void> {
    try {
      this.limit.check();
    } catch (full) {
      return Promise.reject(full);
    }
    let entry = this.pending;
    if (!entry) {
      entry = this.pending = { ...gatheredBeacons(), live: new Map() };
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
      () => {
        this.limit.added(1);
        entry.settle();
      },
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

  async read(options: ReadOptions): Promise<StreamEntry[]> {
    try {
      return await this.readOnce(options);
    } catch (error) {
      // A Redis that lost its data (restarted without persistence, failed over to an empty replica) has
      // no group: the one made at the first read was remembered, and every read after failed NOGROUP,
      // the writer storing nothing again. The group is made again.
      if (!String((error as Error).message).startsWith('NOGROUP')) throw error;
      this.groupReady = undefined;
      return this.readOnce(options);
    }
  }

  private async readOnce({ consumer, count, claimIdleMs }: ReadOptions): Promise<StreamEntry[]> {
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
