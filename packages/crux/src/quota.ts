// The CrUX API's quota, 150 queries a minute for the whole project, shared by every customer: each
// organisation may spend a share of it a minute (a third by default), and all of them together no more
// than the whole. Counted per clock minute in the key-value store, so that every worker and the bff see
// the same counts. A query that does not fit waits for the next minute (`retryAt`).

/** What the quota needs of the key-value store (the platform's KeyValueStore fits). */
export interface QuotaStore {
  incr(key: string, by?: number): Promise<number>;
  expire(key: string, ttlMs: number): Promise<boolean>;
  get(key: string): Promise<string | null>;
}

export interface CruxQuotaLimits {
  /** Queries a minute for the whole project (the API's limit). */
  perMinute: number;
  /** Queries a minute one organisation may spend. */
  perOrganisation: number;
}

export const CRUX_QUOTA: CruxQuotaLimits = { perMinute: 150, perOrganisation: 50 };

export type QuotaGrant = { granted: true } | { granted: false; retryAt: Date };

const MINUTE_MS = 60_000;

export class CruxQuota {
  constructor(
    private readonly store: QuotaStore,
    readonly limits: CruxQuotaLimits = CRUX_QUOTA,
    private readonly now: () => number = Date.now,
  ) {}

  private keys(organisationId: number) {
    const minute = Math.floor(this.now() / MINUTE_MS);
    return {
      minute,
      all: `crux:quota:${minute}`,
      organisation: `crux:quota:${minute}:org:${organisationId}`,
    };
  }

  /** Takes `queries` from the organisation's share and the project's for this minute, or none of them. */
  async take(organisationId: number, queries = 1): Promise<QuotaGrant> {
    const keys = this.keys(organisationId);
    const refused = { granted: false as const, retryAt: new Date((keys.minute + 1) * MINUTE_MS) };
    if (!(await this.add(keys.organisation, queries, this.limits.perOrganisation))) return refused;
    if (!(await this.add(keys.all, queries, this.limits.perMinute))) {
      await this.store.incr(keys.organisation, -queries);
      return refused;
    }
    return { granted: true };
  }

  /** Queries the organisation may still make this minute, and when the next minute begins. */
  async left(organisationId: number): Promise<{ queries: number; resetsAt: Date }> {
    const keys = this.keys(organisationId);
    const used = async (key: string) => Number((await this.store.get(key)) ?? 0);
    const queries = Math.max(
      0,
      Math.min(
        this.limits.perOrganisation - (await used(keys.organisation)),
        this.limits.perMinute - (await used(keys.all)),
      ),
    );
    return { queries, resetsAt: new Date((keys.minute + 1) * MINUTE_MS) };
  }

  /** Adds to a minute's count unless that would pass `limit`. */
  private async add(key: string, queries: number, limit: number) {
    const count = await this.store.incr(key, queries);
    // Kept past its minute a little, for a clock a few seconds apart between processes.
    if (count === queries) await this.store.expire(key, 2 * MINUTE_MS);
    if (count <= limit) return true;
    await this.store.incr(key, -queries);
    return false;
  }
}

/** Thrown by a collection that met the end of its organisation's share: it goes on at `retryAt`. */
export class CruxQuotaUsedUp extends Error {
  override name = 'CruxQuotaUsedUp';
  constructor(readonly retryAt: Date) {
    super(`The CrUX quota of this organisation is used up until ${retryAt.toISOString()}`);
  }
}
