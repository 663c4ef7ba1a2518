// One billing change at a time per organisation. Two checkouts at once (two tabs, two administrators, a
// double click with different keys) each read "no subscription" and each created one: the second now
// waits for the first and then reads what it did. The lock is on the key-value store (Redis when
// configured, so every bff process and worker sees it; in memory in the embedded single process) and
// expires if its holder dies.
import { ConflictError } from '@pace/platform/errors';
import { type KeyValueStore, LockBusyError, withLock } from '@pace/platform/redis';

export const BUSY_MESSAGE =
  "Another change to this organisation's billing is still in progress. Try again in a moment.";

/** Another change holds the lock for longer than a second one waits: try again shortly. */
export class BillingBusyError extends ConflictError {
  override name = 'BillingBusyError';
  override readonly retryable = true;
}

/** Long enough for a checkout's few Stripe calls; the holder renews it while it works. */
const TTL_MS = 60_000;
/** A second change waits this long for the first before it is refused. */
const WAIT_MS = 20_000;

export class OrganisationLocks {
  constructor(private readonly kv: KeyValueStore) {}

  async around<T>(organisationId: number, work: () => Promise<T>): Promise<T> {
    try {
      return await withLock(this.kv, `billing:organisation:${organisationId}`, work, {
        ttlMs: TTL_MS,
        waitMs: WAIT_MS,
      });
    } catch (error) {
      if (error instanceof LockBusyError) throw new BillingBusyError(BUSY_MESSAGE, { cause: error });
      throw error;
    }
  }
}
