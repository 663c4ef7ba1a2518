// Password hashing with scrypt (node:crypto) at OWASP's recommended cost: N=2^17, r=8, p=1. The
// parameters are stored with each hash so the cost can rise later without locking anyone out.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

const COST = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
/** scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is below that for N=2^17. */
const maxmem = (N: number, r: number) => 256 * N * r;

/** Spec section 5: under 64 characters. */
export const MAX_PASSWORD_LENGTH = 63;
export const MIN_PASSWORD_LENGTH = 8;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...COST, maxmem: maxmem(COST.N, COST.r) });
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
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: maxmem(Number(n), Number(r)),
  });
  return timingSafeEqual(actual, expected);
}
