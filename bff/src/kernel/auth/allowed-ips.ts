// An API token's allowed addresses: single IPs or CIDR ranges, checked with ipaddr.js. (The token secrets
// themselves, shown once and stored as SHA-256, are @pace/platform/credentials'.)
import ipaddr from 'ipaddr.js';

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
