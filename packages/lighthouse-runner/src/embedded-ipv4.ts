// The IPv4 addresses an IPv6 address carries. Packets to these forms reach the IPv4 address (through the
// host's own stack, a NAT64 translator, a 6to4 or Teredo relay, an ISATAP tunnel), so the network policy
// judges them as that IPv4 address: `::7f00:1` is loopback, `64:ff9b::a00:1` is 10.0.0.1.
// (ISATAP aside, the IPv6 range of these forms is only the carrier: a public IPv4 inside passes.)
import ipaddr from 'ipaddr.js';

type Words = number[];

const ipv4 = (high: number, low: number) =>
  ipaddr.fromByteArray([high >> 8, high & 0xff, low >> 8, low & 0xff]) as ipaddr.IPv4;

const zero = (words: Words, from: number, to: number) => words.slice(from, to).every((word) => word === 0);

/** Where the IPv4 address sits (RFC 6052) for each prefix length a local-use NAT64 prefix may have. */
function localNat64(words: Words): ipaddr.IPv4[] {
  const bytes = words.flatMap((word) => [word >> 8, word & 0xff]);
  // Prefix length → the byte offsets of the IPv4 address (byte 8, the `u` octet, is skipped).
  const layouts = [
    [6, 7, 9, 10],
    [7, 9, 10, 11],
    [9, 10, 11, 12],
    [12, 13, 14, 15],
  ];
  return layouts.map((offsets) => ipaddr.fromByteArray(offsets.map((at) => bytes[at]!)) as ipaddr.IPv4);
}

/**
 * Every IPv4 address `ip` may lead to: none for a plain IPv6 address; several when the form is ambiguous
 * (a local-use NAT64 prefix may be 48 to 96 bits long), and then all of them must pass.
 */
export function translatedIPv4(ip: ipaddr.IPv6): ipaddr.IPv4[] {
  const w = ip.parts;
  // IPv4-mapped ::ffff:a.b.c.d and IPv4-translated ::ffff:0:a.b.c.d (RFC 6145).
  if (zero(w, 0, 5) && w[5] === 0xffff) return [ipv4(w[6]!, w[7]!)];
  if (zero(w, 0, 4) && w[4] === 0xffff && w[5] === 0) return [ipv4(w[6]!, w[7]!)];
  // IPv4-compatible ::a.b.c.d (deprecated; :: and ::1 are judged as IPv6 themselves).
  if (zero(w, 0, 6) && (w[6] !== 0 || w[7]! > 1)) return [ipv4(w[6]!, w[7]!)];
  // NAT64, the well-known prefix 64:ff9b::/96 and the local-use 64:ff9b:1::/48 (RFC 8215).
  if (w[0] === 0x64 && w[1] === 0xff9b && zero(w, 2, 6)) return [ipv4(w[6]!, w[7]!)];
  if (w[0] === 0x64 && w[1] === 0xff9b && w[2] === 1)
    return zero(w, 3, 6) ? [ipv4(w[6]!, w[7]!)] : localNat64(w);
  // 6to4 2002:aabb:ccdd::/48.
  if (w[0] === 0x2002) return [ipv4(w[1]!, w[2]!)];
  // Teredo 2001:0::/32: the client's address, every bit inverted, in the last 32 bits.
  if (w[0] === 0x2001 && w[1] === 0) return [ipv4(w[6]! ^ 0xffff, w[7]! ^ 0xffff)];
  return [];
}

/**
 * The IPv4 address of an ISATAP interface identifier (`…:0:5efe:a.b.c.d`, the u and g bits may be set:
 * `200:5efe`), or null. Its prefix is an ordinary one, so the IPv6 address is judged too.
 */
export function isatapIPv4(ip: ipaddr.IPv6): ipaddr.IPv4 | null {
  const w = ip.parts;
  return (w[4]! & 0xfcff) === 0 && w[5] === 0x5efe ? ipv4(w[6]!, w[7]!) : null;
}
