// What every beacon stream is: the queue between the collection route and the beacon writer. The route
// answers 2xx only after the beacon is in it (acknowledge only what is kept). The writer reads at least
// once: an entry stays pending until the writer acknowledges it after its rows are committed, and
// entries a dead writer left pending are claimed again by the next one. Inserting by beacon id makes the
// rows exactly-once.
import type { StoredBeacon } from './stored-beacon.ts';

/** Live visitors window (spec: 15 minutes), counted per minute. */
export const LIVE_WINDOW_MINUTES = 15;
export const MINUTE_MS = 60_000;
export const minuteOf = (epochMs: number) => Math.floor(epochMs / MINUTE_MS);

export interface StreamEntry {
  id: string;
  beacons: StoredBeacon[];
}

/** Beacons in one entry at most: a writer's batch of entries stays a few thousand rows. */
export const MAX_BEACONS_PER_ENTRY = 50;

export interface ReadOptions {
  /** Who reads: entries read and not acknowledged stay this consumer's until claimed by another. */
  consumer: string;
  count: number;
  /** Entries pending with another consumer for at least this long are taken over (a dead writer's). */
  claimIdleMs: number;
}

export interface BeaconStream {
  /** redis: REDIS_URL is set; database: the embedded mode's table; memory: tests only. */
  readonly kind: 'redis' | 'database' | 'memory';
  /**
   * Queues a beacon (resolved once it is kept); with `firstOfPageView`, it also counts a live visitor.
   * Rejects with BeaconStreamFullError when the backlog is at its limit, and with the store's error when
   * it cannot keep the beacon: either way the beacon was not acknowledged.
   */
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

/** Beacons waiting for their entry to be written, and what their requests wait on. */
export interface GatheredBeacons {
  beacons: string[];
  /** Beacons per site among them (for the backlog limit per site). */
  sites: Map<number, number>;
  written: Promise<void>;
  settle: (error?: Error) => void;
}

/** Adds a beacon to what is gathering. */
export function gather(gathered: GatheredBeacons, beacon: StoredBeacon) {
  gathered.beacons.push(JSON.stringify(beacon));
  gathered.sites.set(beacon.siteId, (gathered.sites.get(beacon.siteId) ?? 0) + 1);
}

export function gatheredBeacons(): GatheredBeacons {
  let settle!: (error?: Error) => void;
  const written = new Promise<void>((resolve, reject) => {
    settle = (error) => (error ? reject(error) : resolve());
  });
  // Requests that are already answered (a closed connection) must not crash the process on a rejection.
  written.catch(() => {});
  return { beacons: [], sites: new Map(), written, settle };
}
