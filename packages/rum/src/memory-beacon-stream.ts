// The beacon stream in a process's memory, for tests and benchmarks that need a stream and no store. It
// keeps nothing across a restart, so no mode of the platform runs on it (the embedded mode uses the
// database's stream).
import { LiveVisitorCounts } from './live-visitors.ts';
import type { StoredBeacon } from './stored-beacon.ts';
import type { BeaconStream, ReadOptions, StreamEntry } from './stream-types.ts';

export class MemoryBeaconStream implements BeaconStream {
  readonly kind = 'memory' as const;
  private sequence = 0;
  private readonly queued: StreamEntry[] = [];
  private readonly pending = new Map<string, { entry: StreamEntry; consumer: string; since: number }>();
  private readonly live = new LiveVisitorCounts();

  async append(beacon: StoredBeacon, options: { firstOfPageView: boolean }) {
    this.queued.push({ id: String(++this.sequence), beacons: [structuredClone(beacon)] });
    if (options.firstOfPageView) this.live.add(beacon.siteId, beacon.receivedAt);
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
    return this.live.count(siteId, now);
  }

  async close() {}
}
