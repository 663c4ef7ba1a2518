// The one way to reach a host a user chose (an audited page's requests through the guard proxy,
// integrations' calls out): resolve the name once, refuse it when any of its addresses is one the
// network policy does not allow, and connect to the address that was checked. Connecting by the name
// instead asks DNS again, and a name can answer a public address to the check and a loopback one to
// the connection (DNS rebinding).
import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { isLocalhostName, type NetworkPolicy } from './network-policy.ts';

export interface CheckedAddress {
  address: string;
  family: number;
}

/** IPv4 or IPv6: the address family a site's IP option asks for (null or absent: either). */
export type AddressFamily = 4 | 6;

/**
 * Name → addresses, of `family` only when one is given (A or AAAA records): the system's resolver unless
 * a caller (a test staging DNS answers) gives one.
 */
export type ResolveHost = (host: string, family?: AddressFamily) => Promise<readonly CheckedAddress[]>;

export const systemResolve: ResolveHost = (host, family) =>
  lookup(host, family ? { all: true, family } : { all: true });

export class AddressRefused extends Error {
  override readonly name = 'AddressRefused';

  constructor(
    /** dns: the name does not resolve; refused: an address is one the policy does not allow. */
    readonly kind: 'dns' | 'refused',
    readonly host: string,
    /** The address refused, or the resolver's error code. */
    readonly detail: string,
    /** The family asked for, when the name has no address of it. */
    readonly family?: AddressFamily,
  ) {
    super(
      kind === 'refused'
        ? `${host} resolves to ${detail}`
        : family
          ? `${host} has no IPv${family} address (${detail})`
          : `${host} does not resolve (${detail})`,
    );
  }
}

/**
 * The address to connect to for `host` (a name, or a literal address with or without brackets), or
 * AddressRefused. Every address must pass: a name that also points inside could be steered there.
 */
export async function checkedAddress(
  host: string,
  policy: NetworkPolicy,
  resolve: ResolveHost = systemResolve,
  /** The port to be connected to: a policy's single allowed endpoints open one port, not the address. */
  port?: number,
  /** Only addresses of this family (the site's IP option): the name must have one. */
  family?: AddressFamily | null,
): Promise<CheckedAddress> {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  let addresses: readonly CheckedAddress[];
  if (isIP(name)) addresses = [{ address: name, family: isIP(name) }];
  else if (isLocalhostName(name))
    addresses = [family === 6 ? { address: '::1', family: 6 } : { address: '127.0.0.1', family: 4 }];
  else {
    try {
      addresses = await resolve(name, family ?? undefined);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      throw new AddressRefused('dns', name, code, family ?? undefined);
    }
  }
  // A resolver that answers every family (a staged one, host rules, a literal) is held to the choice too.
  if (family) {
    addresses = addresses.filter((address) => address.family === family);
    if (addresses.length === 0) throw new AddressRefused('dns', name, 'none', family);
  }
  const refused = addresses.find(({ address }) => !policy.allows(address, port));
  if (refused || addresses.length === 0)
    throw new AddressRefused('refused', name, refused?.address ?? 'nothing');
  return addresses[0]!;
}

/**
 * The `lookup` option (node:net, http, https, tls) that answers the checked address and never asks
 * DNS, so the name still goes into the Host header and TLS (SNI and the certificate check).
 */
export function pinnedLookup(checked: CheckedAddress): LookupFunction {
  return (_host, options, callback) => {
    // Node asks for a list when it may race address families.
    const reply = callback as (error: null, address: unknown, family?: number) => void;
    if (options.all) reply(null, [checked]);
    else reply(null, checked.address, checked.family);
  };
}
