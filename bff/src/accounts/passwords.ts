// Password hashing with scrypt (node:crypto) at OWASP's recommended cost: N=2^17, r=8, p=1. The
// parameters are stored with each hash so the cost can rise later without locking anyone out.
// Each hash takes 128 MiB and a thread of libuv's pool of 4, which DNS, zlib and file I/O share: hashes
// wait in a line of their own (p-limit), at most two at a time, so a sign-in flood stalls nothing else,
// and when the line is long a sign-in is refused with a 429 instead of waiting for minutes.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { TooManyRequestsError } from '@pace/platform/errors';
import pLimit from 'p-limit';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

const COST = { N: 2 ** 17, r: 8, p: 1 };
/** Hashes at once: half of libuv's default pool of 4. */
export const HASHING_CONCURRENCY = 2;
/** Hashes waiting beyond which a sign-in is refused (about 4 s of waiting at 0.3 s a hash). */
export const HASHING_QUEUE_LIMIT = 24;
const line = pLimit(HASHING_CONCURRENCY);

/** How many hashes run and wait now. */
export const hashingLoad = () => ({ running: line.activeCount, waiting: line.pendingCount });

function inLine<T>(work: () => Promise<T>): Promise<T> {
  if (line.pendingCount >= HASHING_QUEUE_LIMIT) {
    return Promise.reject(new TooManyRequestsError('Too many sign-ins at once; try again in a moment'));
  }
  return line(work);
}
const KEY_LENGTH = 32;
/** scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is below that for N=2^17. */
const maxmem = (N: number, r: number) => 256 * N * r;

/** Spec section 5: under 64 characters. */
export const MAX_PASSWORD_LENGTH = 63;
export const MIN_PASSWORD_LENGTH = 8;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await inLine(() =>
    scrypt(password, salt, KEY_LENGTH, { ...COST, maxmem: maxmem(COST.N, COST.r) }),
  );
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$') ?? [];
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    // Spend the same time as a real check, so response times do not tell which accounts exist.
    await hashPassword(password);
    return false;
  }
  const [, n, r, p, salt, key] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(key, 'base64url');
  const actual = await inLine(() =>
    scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: maxmem(Number(n), Number(r)),
    }),
  );
  return timingSafeEqual(actual, expected);
}
