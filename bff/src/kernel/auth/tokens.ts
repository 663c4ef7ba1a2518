// API token secrets: shown once, stored as SHA-256, looked up by that hash and compared in constant time;
// allowed addresses are single IPs or CIDR ranges, checked with ipaddr.js.
import { createHash, timingSafeEqual } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import { randomToken } from './sessions.ts';

const TOKEN_PREFIX = 'pace_';

export interface NewTokenSecret {
  /** What the user copies, once. */
  secret: string;
  hash: string;
  /** Shown in lists to tell tokens apart. */
  prefix: string;
}

export function newTokenSecret(): NewTokenSecret {
  const secret = `${TOKEN_PREFIX}${randomToken(32)}`;
  return { secret, hash: hashToken(secret), prefix: secret.slice(0, 12) };
}

export function hashToken(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** Whether an entry is a single address or a CIDR range ("10.0.0.0/8", "2001:db8::/32"). */
export function isValidAllowedIp(entry: string): boolean {
  return entry.includes('/') ? ipaddr.isValidCIDR(entry) : ipaddr.isValid(entry);
}

/** Whether `address` is allowed by the list; a null or empty list allows every address. */
export function addressAllowed(address: string, allowed: readonly string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  // Node reports IPv4 clients of a dual-stack socket as ::ffff:a.b.c.d.
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress())
    ip = (ip as ipaddr.IPv6).toIPv4Address();
  return allowed.some((entry) => {
    if (!entry.includes('/')) {
      const single = ipaddr.parse(entry);
      return single.kind() === ip.kind() && single.toNormalizedString() === ip.toNormalizedString();
    }
    const [range, bits] = ipaddr.parseCIDR(entry);
    return range.kind() === ip.kind() && ip.match([range, bits] as never);
  });
}
