// Failed sign-ins are counted per account (the email tried) and per client address, in fixed windows,
// in the key-value store (Redis, or memory in the embedded mode: counters need not survive a restart).
// Once a counter reaches its limit, sign-ins for that account or from that address are refused until
// its window ends, even with the right password.
import { createHash } from 'node:crypto';
import { TooManyRequestsError } from '@pace/platform/errors';
import type { KeyValueStore } from '@pace/platform/redis';

export interface ThrottleLimits {
  /** Failed sign-ins allowed for one account within the window. */
  perAccount: number;
  /** Failed sign-ins allowed from one address within the window (shared offices sign in a lot). */
  perAddress: number;
  windowMs: number;
}

export const SIGN_IN_LIMITS: ThrottleLimits = { perAccount: 5, perAddress: 20, windowMs: 15 * 60 * 1000 };

// Hashed, so the store holds no email addresses.
const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);
export const accountKey = (email: string) => `sign-in-failures:account:${digest(email.trim().toLowerCase())}`;
export const addressKey = (address: string) =>
  `sign-in-failures:address:${digest(address.replace(/^::ffff:/, ''))}`;

export class SignInThrottle {
  constructor(
    private readonly kv: KeyValueStore,
    private readonly limits: ThrottleLimits = SIGN_IN_LIMITS,
  ) {}

  /** Throws "Too many failed sign-ins; try again in N minutes" when either counter is at its limit. */
  async check(email: string, address: string): Promise<void> {
    const counters: [string, number][] = [
      [accountKey(email), this.limits.perAccount],
      [addressKey(address), this.limits.perAddress],
    ];
    let waitMs = 0;
    for (const [key, limit] of counters) {
      const count = Number((await this.kv.get(key)) ?? 0);
      if (count >= limit) waitMs = Math.max(waitMs, await this.kv.ttl(key));
    }
    if (waitMs !== 0) {
      const minutes = Math.max(1, Math.ceil((waitMs < 0 ? this.limits.windowMs : waitMs) / 60_000));
      throw new TooManyRequestsError(
        `Too many failed sign-ins; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
      );
    }
  }

  async recordFailure(email: string, address: string): Promise<void> {
    for (const key of [accountKey(email), addressKey(address)]) {
      const count = await this.kv.incr(key);
      // The first failure opens the window; a counter somehow left without expiry gets one too.
      if (count === 1 || (await this.kv.ttl(key)) === -1) await this.kv.expire(key, this.limits.windowMs);
    }
  }

  /** A successful sign-in clears the account's counter (not the address's: others may be guessing from it). */
  async recordSuccess(email: string): Promise<void> {
    await this.kv.del(accountKey(email));
  }
}
