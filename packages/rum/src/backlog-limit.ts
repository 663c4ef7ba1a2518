// The beacon stream's length cap. Collection must refuse (503 with Retry-After, so the agent or a proxy
// can try later) before the stream grows past what Redis' memory or the disk can keep: a 204 is a promise
// that the beacon is kept. The check is a comparison on the beacon's path; the length is measured in the
// background at most once a second and counted up between measures.

/** How long a refused client is asked to wait: about the time a writer needs to drain a batch or two. */
export const BACKLOG_RETRY_AFTER_SECONDS = 10;

export class BeaconStreamFullError extends Error {
  override name = 'BeaconStreamFullError';
  readonly retryAfterSeconds = BACKLOG_RETRY_AFTER_SECONDS;
  constructor(readonly limit: number) {
    super(`The beacon stream holds ${limit} entries or more: collection waits for the writer`);
  }
}

export class BacklogLimit {
  private entries = 0;
  private measuredAt = 0;
  private measuring = false;

  /** `limit`: entries at most; `measure`: the stream's length (entries not yet acknowledged). */
  constructor(
    private readonly limit: number,
    private readonly measure: () => Promise<number>,
    private readonly refreshMs = 1_000,
  ) {}

  /** Throws BeaconStreamFullError when the stream is at its limit. */
  check() {
    if (!this.measuring && Date.now() - this.measuredAt >= this.refreshMs) this.remeasure();
    if (this.entries >= this.limit) throw new BeaconStreamFullError(this.limit);
  }

  /** Entries just written (counted until the next measure replaces the figure). */
  added(entries: number) {
    this.entries += entries;
  }

  private remeasure() {
    this.measuring = true;
    this.measure()
      .then((entries) => {
        this.entries = entries;
      })
      // The store is down: appends fail on their own and say so; keep the last figure.
      .catch(() => {})
      .finally(() => {
        this.measuring = false;
        this.measuredAt = Date.now();
      });
  }
}

/** One site has as many beacons waiting as it may: its beacons wait, other sites' are still taken. */
export class SiteBacklogFullError extends BeaconStreamFullError {
  override name = 'SiteBacklogFullError';
  constructor(limit: number) {
    super(limit);
    this.message = `This site has ${limit} beacons or more waiting: its collection waits for the writer`;
  }
}

/**
 * Beacons waiting per site, so that one site's flood cannot refuse every site's beacons. Counted up as
 * beacons are kept and down as they are acknowledged by this process; with `measure` (a store several
 * processes share), replaced by the store's figures at most once a second.
 */
export class SiteBacklogLimit {
  private counts = new Map<number, number>();
  private measuredAt = 0;
  private measuring = false;

  constructor(
    private readonly limit: number,
    private readonly measure?: () => Promise<Map<number, number>>,
    private readonly refreshMs = 1_000,
  ) {}

  /** Throws SiteBacklogFullError when the site is at its limit. */
  check(siteId: number) {
    if (this.measure && !this.measuring && Date.now() - this.measuredAt >= this.refreshMs) this.remeasure();
    if ((this.counts.get(siteId) ?? 0) >= this.limit) throw new SiteBacklogFullError(this.limit);
  }

  added(bySite: ReadonlyMap<number, number>, sign: 1 | -1 = 1) {
    for (const [siteId, beacons] of bySite) {
      const count = (this.counts.get(siteId) ?? 0) + sign * beacons;
      if (count > 0) this.counts.set(siteId, count);
      else this.counts.delete(siteId);
    }
  }

  private remeasure() {
    this.measuring = true;
    this.measure!()
      .then((counts) => {
        this.counts = counts;
      })
      .catch(() => {})
      .finally(() => {
        this.measuring = false;
        this.measuredAt = Date.now();
      });
  }
}

/** Beacons per site of a list of beacons (as stored, or as their JSON). */
export function beaconsBySite(beacons: readonly { siteId: number }[]): Map<number, number> {
  const bySite = new Map<number, number>();
  for (const { siteId } of beacons) bySite.set(siteId, (bySite.get(siteId) ?? 0) + 1);
  return bySite;
}
