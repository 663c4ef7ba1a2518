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
