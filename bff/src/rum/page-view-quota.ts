// RUM page views per organisation and month against its plan's quota (plans.ts), counted like tests: one
// atomic counter per organisation and UTC month in the key-value store (Redis INCRBY), which every bff
// process adds to. A beacon asks this process's last figure, so no store is asked per beacon: a turn's new
// page views are added with one INCRBY per organisation, and its answer is the figure the next ones see.
// A store without the figure (the embedded mode's memory after a restart, a Redis flush) starts it again
// from the page views the database stored that month, read once per organisation and month.
import type { Database } from '@pace/platform/db';
import type { KeyValueStore } from '@pace/platform/redis';
import { storedPageViews } from './stored-page-views.ts';

/** Kept a little past its month, so the usage screen can still read the last one early the next month. */
const KEEP_MS = 40 * 86_400_000;

/** The month ('YYYY-MM', UTC) page views are counted in at `now`. */
export const quotaMonth = (now: number) => new Date(now).toISOString().slice(0, 7);

/** The UTC month `month` ('YYYY-MM') from its first moment to the next month's. */
export function quotaPeriod(month: string): { start: Date; end: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return {
    start: new Date(Date.UTC(year, monthNumber - 1, 1)),
    end: new Date(Date.UTC(year, monthNumber, 1)),
  };
}

/** Seconds from `now` until the next UTC month starts (when a quota refused is free again). */
export function secondsToNextMonth(now: number): number {
  const date = new Date(now);
  const next = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  return Math.max(1, Math.ceil((next - now) / 1000));
}

export const pageViewKey = (organisationId: number, month: string) =>
  `rum:page-views:${organisationId}:${month}`;

const keyParts = (key: string) => {
  const [organisationId, month] = key.slice('rum:page-views:'.length).split(':') as [string, string];
  return { organisationId: Number(organisationId), month };
};

export class PageViewQuota {
  /** The store's figure as last read, per organisation and month, plus page views counted since. */
  private readonly counted = new Map<string, number>();
  private readonly pending = new Map<string, number>();
  /** Figures being read, so that a process's first beacons of an organisation read (and seed) it once. */
  private readonly reading = new Map<string, Promise<number>>();
  private flushing = false;

  constructor(
    private readonly kv: KeyValueStore,
    private readonly db: Database,
  ) {}

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

  /** Page views counted for the organisation in the month (every process's): what the usage screen shows. */
  used(organisationId: number, month: string): Promise<number> {
    const key = pageViewKey(organisationId, month);
    let reading = this.reading.get(key);
    if (!reading) {
      reading = this.read(organisationId, month).finally(() => this.reading.delete(key));
      this.reading.set(key, reading);
    }
    return reading;
  }

  /** This UTC month's page views of the organisation, and the month's bounds. */
  async thisMonth(organisationId: number, now = Date.now()) {
    const month = quotaMonth(now);
    return { used: await this.used(organisationId, month), ...quotaPeriod(month) };
  }

  /** Reads an organisation's figure before its first beacon of the month here. */
  async load(organisationId: number, now = Date.now()) {
    const key = pageViewKey(organisationId, quotaMonth(now));
    if (this.counted.has(key)) return;
    const value = await this.used(organisationId, quotaMonth(now));
    if (!this.counted.has(key)) this.counted.set(key, value);
  }

  /** The store's figure; when it has none, the database's, set only if still absent (one seed wins). */
  private async read(organisationId: number, month: string): Promise<number> {
    const key = pageViewKey(organisationId, month);
    const value = await this.kv.get(key);
    if (value !== null) return Number(value);
    let stored: number;
    try {
      stored = await storedPageViews(this.db, organisationId, quotaPeriod(month));
    } catch {
      // The database is down: counted from nothing here; the first INCRBY, finding no key, seeds it.
      return 0;
    }
    if (await this.kv.set(key, String(stored), { onlyIfAbsent: true, ttlMs: KEEP_MS })) return stored;
    // Another process seeded it, or counted in it, meanwhile.
    return Number((await this.kv.get(key)) ?? 0);
  }

  /**
   * The store had lost the figure (INCRBY made the key: no expiry yet, as a seeded key has): the month's
   * stored page views are added to it. Only the process whose INCRBY made the key sees it so.
   */
  private async reseed(key: string, total: number): Promise<number> {
    if ((await this.kv.ttl(key)) !== -1) return total;
    const { organisationId, month } = keyParts(key);
    const stored = await storedPageViews(this.db, organisationId, quotaPeriod(month)).catch(() => 0);
    const seeded = stored > 0 ? await this.kv.incr(key, stored) : total;
    await this.kv.expire(key, KEEP_MS);
    return seeded;
  }

  private async flush() {
    const batch = [...this.pending];
    this.pending.clear();
    this.flushing = false;
    if (this.counted.size > 50_000) this.counted.clear();
    await Promise.all(
      batch.map(async ([key, count]) => {
        let total: number;
        try {
          total = await this.kv.incr(key, count);
        } catch {
          // The store is down: counted again with the next turn's.
          this.pending.set(key, (this.pending.get(key) ?? 0) + count);
          return;
        }
        this.counted.set(key, total === count ? await this.reseed(key, total).catch(() => total) : total);
      }),
    );
  }
}
