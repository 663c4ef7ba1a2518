// The beacon stream on Redis (REDIS_URL set): a stream with a consumer group under REDIS_PREFIX. Beacons
// arriving together (those of one turn of the event loop) go in one entry, written with one XADD that all
// their requests wait for: one Redis command per turn instead of three per beacon.
import { type Logger, silentLogger } from '@pace/platform/log';
import { RedisOutageLog } from '@pace/platform/redis';
import { Redis } from 'ioredis';
import { BacklogLimit, beaconsBySite, SiteBacklogLimit } from './backlog-limit.ts';
import type { StoredBeacon } from './stored-beacon.ts';
import {
  type BeaconStream,
  type GatheredBeacons,
  gather,
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
  /** Beacons of one site waiting at most before its appends are refused (SiteBacklogFullError). */
  siteBacklogLimit?: number;
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
  private readonly siteLimit: SiteBacklogLimit;
  /** Beacons per site of the entries this process read and has not acknowledged yet. */
  private readonly readSites = new Map<string, Map<number, number>>();
  /** Beacons waiting per site, kept beside the stream: written with each entry, taken off with its ack. */
  private readonly sitesKey: string;

  constructor(
    url: string,
    private readonly options: RedisBeaconStreamOptions,
  ) {
    // Keys are prefixed here rather than with ioredis' keyPrefix, which misses the key of XGROUP CREATE.
    this.key = `${options.prefix}rum:beacons`;
    this.sitesKey = `${options.prefix}rum:beacons:sites`;
    // Auto-pipelining sends the beacons of concurrent requests to Redis in one write per tick.
    this.redis = new Redis(url, {
      maxRetriesPerRequest: 2,
      connectTimeout: 5_000,
      enableAutoPipelining: true,
    });
    new RedisOutageLog(options.log ?? silentLogger(), 'beacon stream').watch(this.redis);
    this.limit = new BacklogLimit(options.backlogLimit ?? Number.POSITIVE_INFINITY, () => this.backlog());
    this.siteLimit = new SiteBacklogLimit(options.siteBacklogLimit ?? Number.POSITIVE_INFINITY, () =>
      this.siteBacklogs(),
    );
  }

  private liveKey(siteId: number, minute: number) {
    return `${this.options.prefix}rum:live:${siteId}:${minute}`;
  }

  append(beacon: StoredBeacon, options: { firstOfPageView: boolean }): Promise<void> {
    try {
      this.limit.check();
      this.siteLimit.check(beacon.siteId);
    } catch (full) {
      return Promise.reject(full);
    }
    let entry = this.pending;
    if (!entry) {
      entry = this.pending = { ...gatheredBeacons(), live: new Map() };
      const scheduled = entry;
      setImmediate(() => this.write(scheduled));
    }
    gather(entry, beacon);
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
    // Pipelined with the XADD, in order on the one connection (a MULTI would leave the pipeline, and a
    // length measured before it could then overwrite the count added after it). A count left by an XADD
    // that failed is cleared when the stream is next found empty (siteBacklogs).
    for (const [siteId, beacons] of entry.sites) {
      this.redis.hincrby(this.sitesKey, String(siteId), beacons).catch(() => {});
    }
    this.redis.xadd(this.key, '*', 'b', `[${entry.beacons.join(',')}]`).then(
      () => {
        this.limit.added(1);
        this.siteLimit.added(entry.sites);
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
    if (own.length > 0) return this.remembered(own);
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
    if (taken.length > 0) return this.remembered(taken);
    // 3. New entries.
    return this.remembered(await this.readGroup(consumer, count, '>'));
  }

  /** The entries, their beacons per site remembered until acknowledged. */
  private remembered(entries: StreamEntry[]) {
    for (const entry of entries) this.readSites.set(entry.id, beaconsBySite(entry.beacons));
    return entries;
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
    const sites = new Map<number, number>();
    for (const id of ids) {
      for (const [siteId, beacons] of this.readSites.get(id) ?? []) {
        sites.set(siteId, (sites.get(siteId) ?? 0) + beacons);
      }
    }
    const multi = this.redis
      .multi()
      .xack(this.key, this.group, ...ids)
      .xdel(this.key, ...ids);
    for (const [siteId, beacons] of sites) multi.hincrby(this.sitesKey, String(siteId), -beacons);
    await multi.exec();
    for (const id of ids) this.readSites.delete(id);
    this.siteLimit.added(sites, -1);
  }

  /** Beacons waiting per site, as every collecting process counted them; none once the stream is empty. */
  private async siteBacklogs() {
    const reply = (await this.redis.eval(SITE_BACKLOGS, 2, this.key, this.sitesKey)) as string[];
    const counts = new Map<number, number>();
    for (let i = 0; i + 1 < reply.length; i += 2) {
      if (Number(reply[i + 1]) > 0) counts.set(Number(reply[i]), Number(reply[i + 1]));
    }
    return counts;
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

/** The per-site counts, reset when the stream is empty: atomic, so no count added meanwhile is lost. */
const SITE_BACKLOGS = `
if redis.call('XLEN', KEYS[1]) == 0 then
  redis.call('DEL', KEYS[2])
  return {}
end
return redis.call('HGETALL', KEYS[2])`;

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
