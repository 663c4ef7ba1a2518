// RUM page views per organisation and month against its plan's quota (plans.ts), counted like tests: one
// atomic counter per organisation and UTC month in the key-value store (Redis INCRBY), which every bff
// process adds to. A beacon asks this process's last figure, so no store is asked per beacon: a turn's new
// page views are added with one INCRBY per organisation, and its answer is the figure the next ones see.
import type { KeyValueStore } from '@pace/platform/redis';

/** Kept a little past its month, so the usage screen can still read the last one early the next month. */
const KEEP_MS = 40 * 86_400_000;

/** The month ('YYYY-MM', UTC) page views are counted in at `now`. */
export const quotaMonth = (now: number) => new Date(now).toISOString().slice(0, 7);

/** Seconds from `now` until the next UTC month starts (when a quota refused is free again). */
export function secondsToNextMonth(now: number): number {
  const date = new Date(now);
  const next = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  return Math.max(1, Math.ceil((next - now) / 1000));
}

export const pageViewKey = (organisationId: number, month: string) =>
  `rum:page-views:${organisationId}:${month}`;

export class PageViewQuota {
  /** The store's figure as last read, per organisation and month, plus page views counted since. */
  private readonly counted = new Map<string, number>();
  private readonly pending = new Map<string, number>();
  private flushing = false;

  constructor(private readonly kv: KeyValueStore) {}

  /**
   * False when the organisation has used `quota` page views this month (the beacon is refused); else
   * counts a new page view (`firstOfPageView`) and returns true.
   */
  admit(organisationId: number, quota: number, firstOfPageView: boolean, now = Date.now()): boolean {
    const key = pageViewKey(organisationId, quotaMonth(now));
    const used = (this.counted.get(key) ?? 0) + (this.pending.get(key) ?? 0);
    if (used >= quota) return false;
    if (firstOfPageView) {
      this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
      if (!this.flushing) {
        this.flushing = true;
        setImmediate(() => this.flush());
      }
    }
    return true;
  }

  /** Page views counted for the organisation in the month (every process's). */
  async used(organisationId: number, month: string): Promise<number> {
    return Number((await this.kv.get(pageViewKey(organisationId, month))) ?? 0);
  }

  /** Reads an organisation's figure before its first beacon of the month here (else it starts at 0). */
  async load(organisationId: number, now = Date.now()) {
    const key = pageViewKey(organisationId, quotaMonth(now));
    if (this.counted.has(key)) return;
    const value = Number((await this.kv.get(key)) ?? 0);
    if (!this.counted.has(key)) this.counted.set(key, value);
  }

  private async flush() {
    const batch = [...this.pending];
    this.pending.clear();
    this.flushing = false;
    if (this.counted.size > 50_000) this.counted.clear();
    await Promise.all(
      batch.map(async ([key, count]) => {
        try {
          const total = await this.kv.incr(key, count);
          if (total === count) await this.kv.expire(key, KEEP_MS);
          this.counted.set(key, total);
        } catch {
          // The store is down: counted again with the next turn's.
          this.pending.set(key, (this.pending.get(key) ?? 0) + count);
        }
      }),
    );
  }
}
