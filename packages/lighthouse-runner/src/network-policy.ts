// Which addresses an audit may reach. Auditing a URL a user typed must not reach our own networks:
// loopback, private, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast and
// every other non-public range. Only public unicast addresses pass, plus the networks an operator lists
// explicitly (AUDIT_ALLOWED_NETWORKS: loopback for tests, an intranet when self-hosting).
import ipaddr from 'ipaddr.js';
import { isatapIPv4, translatedIPv4 } from './embedded-ipv4.ts';

export class NetworkPolicy {
  private readonly allowed: [ipaddr.IPv4 | ipaddr.IPv6, number][];
  private readonly endpoints: Set<string>;

  /**
   * `allowedNetworks`: CIDR ranges (`127.0.0.0/8`, `::1/128`) reachable although not public.
   * `allowedEndpoints`: single `address:port` pairs reachable although not public, on that port only
   * (the demo website, for the demo organisation's audits: nothing else on that address opens).
   */
  constructor(
    readonly allowedNetworks: readonly string[] = [],
    readonly allowedEndpoints: readonly string[] = [],
  ) {
    this.allowed = allowedNetworks.map((cidr) => ipaddr.parseCIDR(cidr));
    this.endpoints = new Set(allowedEndpoints.map(parseEndpoint));
  }

  /** True when an audit may connect to this address (on this port, when one is given). */
  allows(address: string, port?: number): boolean {
    if (!ipaddr.isValid(address)) return false;
    const ip = ipaddr.process(address);
    if (this.listed(ip, port)) return true;
    // An IPv6 form that carries an IPv4 address (::7f00:1, 64:ff9b::a00:1, 2002:a00:1::) is judged as it.
    if (ip.kind() === 'ipv4') return ip.range() === 'unicast';
    const passes = (v4: ipaddr.IPv4) => this.listed(v4, port) || v4.range() === 'unicast';
    const carried = translatedIPv4(ip as ipaddr.IPv6);
    if (carried.length > 0) return carried.every(passes);
    const isatap = isatapIPv4(ip as ipaddr.IPv6);
    return ip.range() === 'unicast' && (!isatap || passes(isatap));
  }

  /** In a network or (on this port) an endpoint the operator allows. */
  private listed(ip: ipaddr.IPv4 | ipaddr.IPv6, port?: number): boolean {
    if (this.allowed.some(([range, bits]) => range.kind() === ip.kind() && ip.match(range, bits)))
      return true;
    return port !== undefined && this.endpoints.has(`${ip.toNormalizedString()}:${port}`);
  }

  /**
   * The URL policy, for every URL a user gives that we fetch or open: when it is saved and again before
   * use. http(s) only, no credentials, and no literal address or `localhost` name that the policy
   * refuses. Names are resolved, and checked again, when the audit or the call connects.
   */
  urlProblem(url: string): string | null {
    const problem = webUrlProblem(url);
    if (problem) return problem;
    const parsed = new URL(url);
    const host = parsed.hostname.replace(/^\[|\]$/g, '');
    const literal = ipaddr.isValid(host) ? host : isLocalhostName(host) ? '127.0.0.1' : null;
    // The port too: an operator's single allowed endpoints (the demo website) open one port only.
    const port = Number(parsed.port) || (parsed.protocol === 'https:' ? 443 : 80);
    if (literal && !this.allows(literal, port))
      return 'This address is on a private network and cannot be tested';
    return null;
  }
}

/**
 * The part of the URL policy that holds for URLs the operator configures too (a status page, which may
 * be on an internal network): http(s) only, no credentials.
 */
export function webUrlProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Enter a full URL, like https://example.com/';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'Use an http or https URL';
  if (parsed.username || parsed.password) return 'Leave the user name and password out of the URL';
  return null;
}

/** `localhost` and `*.localhost` always mean loopback (RFC 6761), as browsers treat them. */
export function isLocalhostName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/** `127.0.0.1:4123` → the normalised `address:port` key `allows` compares with; throws on anything else. */
export function parseEndpoint(value: string): string {
  const match = /^\[?([^\]]+?)\]?:(\d{1,5})$/.exec(value.trim());
  const port = Number(match?.[2]);
  if (!match || !ipaddr.isValid(match[1]!) || port < 1 || port > 65_535)
    throw new Error(`${value} is not an address and port like 127.0.0.1:4123`);
  return `${ipaddr.process(match[1]!).toNormalizedString()}:${port}`;
}

/** Parses AUDIT_ALLOWED_NETWORKS-style lists; throws on a range that is not a CIDR. */
export function parseNetworks(value: string): string[] {
  const ranges = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const range of ranges) {
    if (!ipaddr.isValidCIDR(range)) throw new Error(`${range} is not an address range like 127.0.0.0/8`);
  }
  return ranges;
}
