// Sign-ups and verification mails, counted per address and per network in the key-value store (as
// sign-in attempts are: Redis, or memory in the embedded mode), each in a fixed window opened by its
// first attempt. An attempt takes its number (one atomic INCR) before anything is written or mailed, so
// a burst of parallel sign-ups cannot all slip in. A network is one IPv4 address, or an IPv6 /64 (what
// one customer line is given).
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { TooManyRequestsError } from '@pace/platform/errors';
import type { KeyValueStore } from '@pace/platform/redis';

export interface SignUpLimits {
  /** Sign-up attempts for one email address within the window. */
  perEmail: number;
  /** Sign-ups from one network within the window. */
  perNetwork: number;
  /** Verification mails for one account within the window (besides the minute between two). */
  mailsPerAccount: number;
  /** Verification mails asked for from one network within the window. */
  mailsPerNetwork: number;
  windowMs: number;
}

export const SIGN_UP_LIMITS: SignUpLimits = {
  perEmail: 3,
  perNetwork: 10,
  mailsPerAccount: 5,
  mailsPerNetwork: 20,
  windowMs: 60 * 60 * 1000,
};

const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

/** The network an address is on: the IPv4 address itself, or the first 64 bits of an IPv6 one. */
export function networkOf(address: string): string {
  const plain = address.replace(/^::ffff:(?=\d+\.)/i, '').toLowerCase();
  if (!isIPv6(plain)) return plain;
  const [head = '', tail] = plain.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

export class SignUpThrottle {
  constructor(
    private readonly kv: KeyValueStore,
    private readonly limits: SignUpLimits = SIGN_UP_LIMITS,
  ) {}

  /** Counts a sign-up attempt; throws a 429 when the address or the network is past its limit. */
  async admitSignUp(email: string, address: string): Promise<void> {
    await this.admit(`sign-up:email:${digest(email.trim().toLowerCase())}`, this.limits.perEmail, 'sign-ups');
    await this.admit(`sign-up:network:${digest(networkOf(address))}`, this.limits.perNetwork, 'sign-ups');
  }

  /** Counts a verification mail for an account (and the network asking, when known). */
  async admitVerificationMail(userId: number, address?: string): Promise<void> {
    await this.admit(`verify-mail:user:${userId}`, this.limits.mailsPerAccount, 'verification emails');
    if (address)
      await this.admit(
        `verify-mail:network:${digest(networkOf(address))}`,
        this.limits.mailsPerNetwork,
        'verification emails',
      );
  }

  private async admit(key: string, limit: number, what: string): Promise<void> {
    const count = await this.kv.incr(key);
    if (count === 1 || (await this.kv.ttl(key)) === -1) await this.kv.expire(key, this.limits.windowMs);
    if (count <= limit) return;
    const waitMs = await this.kv.ttl(key);
    const minutes = Math.max(1, Math.ceil((waitMs > 0 ? waitMs : this.limits.windowMs) / 60_000));
    throw new TooManyRequestsError(
      `Too many ${what}; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
    );
  }
}
