// Sign-in attempts are counted per account and client address pair, and per address, in the key-value
// store (Redis, or memory in the embedded mode: counters need not survive a restart). An attempt takes
// its number before the password is checked (one atomic INCR), so parallel guesses cannot all slip in
// before the first failure is written: only the first `perPair` of them are checked. Past the limit the
// pair is refused, and each further attempt doubles its lock (up to a day), so a guesser is slowed more
// the longer it goes on. The lock is the pair's, not the account's: a stranger guessing from elsewhere
// cannot lock the user out. The per-address limit covers one address trying many accounts.
import { createHash } from 'node:crypto';
import { TooManyRequestsError } from '@pace/platform/errors';
import type { KeyValueStore } from '@pace/platform/redis';

export interface ThrottleLimits {
  /** Attempts allowed for one account from one address within the window. */
  perPair: number;
  /** Failed attempts allowed from one address within the window (shared offices sign in a lot). */
  perAddress: number;
  windowMs: number;
  /** The longest a pair's lock grows to. */
  maxLockMs: number;
}

export const SIGN_IN_LIMITS: ThrottleLimits = {
  perPair: 5,
  perAddress: 20,
  windowMs: 15 * 60 * 1000,
  maxLockMs: 24 * 60 * 60 * 1000,
};

// Hashed, so the store holds no email addresses.
const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);
const normalAddress = (address: string) => address.replace(/^::ffff:/, '');
export const pairKey = (email: string, address: string) =>
  `sign-in-attempts:pair:${digest(`${email.trim().toLowerCase()}\n${normalAddress(address)}`)}`;
export const addressKey = (address: string) => `sign-in-attempts:address:${digest(normalAddress(address))}`;

export class SignInThrottle {
  constructor(
    private readonly kv: KeyValueStore,
    private readonly limits: ThrottleLimits = SIGN_IN_LIMITS,
  ) {}

  /**
   * Counts an attempt before its password is checked. Throws "Too many failed sign-ins; try again in N
   * minutes" when the pair or the address is past its limit.
   */
  async admit(email: string, address: string): Promise<void> {
    const pair = await this.count(pairKey(email, address));
    const fromAddress = await this.count(addressKey(address));
    let waitMs = 0;
    if (pair > this.limits.perPair) {
      const lockMs = Math.min(
        this.limits.windowMs * 2 ** (pair - this.limits.perPair - 1),
        this.limits.maxLockMs,
      );
      await this.kv.expire(pairKey(email, address), lockMs);
      waitMs = lockMs;
    }
    if (fromAddress > this.limits.perAddress)
      waitMs = Math.max(waitMs, await this.kv.ttl(addressKey(address)));
    if (waitMs === 0) return;
    const minutes = Math.max(1, Math.ceil((waitMs < 0 ? this.limits.windowMs : waitMs) / 60_000));
    throw new TooManyRequestsError(
      `Too many failed sign-ins; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
    );
  }

  /** The right password: the pair starts afresh, and the attempt does not count against the address. */
  async succeeded(email: string, address: string): Promise<void> {
    await this.kv.del(pairKey(email, address));
    if ((await this.kv.incr(addressKey(address), -1)) <= 0) await this.kv.del(addressKey(address));
  }

  /** A password set through a mailed link: whoever holds the account's mail is its owner. */
  async forgive(email: string, address: string): Promise<void> {
    await this.kv.del(pairKey(email, address));
  }

  private async count(key: string): Promise<number> {
    const count = await this.kv.incr(key);
    // The first attempt opens the window; a counter somehow left without expiry gets one too.
    if (count === 1 || (await this.kv.ttl(key)) === -1) await this.kv.expire(key, this.limits.windowMs);
    return count;
  }
}
