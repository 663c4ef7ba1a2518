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

/** Name → addresses: the system's resolver unless a caller (a test staging DNS answers) gives one. */
export type ResolveHost = (host: string) => Promise<readonly CheckedAddress[]>;

export const systemResolve: ResolveHost = (host) => lookup(host, { all: true });

export class AddressRefused extends Error {
  override readonly name = 'AddressRefused';

  constructor(
    /** dns: the name does not resolve; refused: an address is one the policy does not allow. */
    readonly kind: 'dns' | 'refused',
    readonly host: string,
    /** The address refused, or the resolver's error code. */
    readonly detail: string,
  ) {
    super(kind === 'dns' ? `${host} does not resolve (${detail})` : `${host} resolves to ${detail}`);
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
): Promise<CheckedAddress> {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  let addresses: readonly CheckedAddress[];
  if (isIP(name)) addresses = [{ address: name, family: isIP(name) }];
  else if (isLocalhostName(name)) addresses = [{ address: '127.0.0.1', family: 4 }];
  else {
    try {
      addresses = await resolve(name);
    } catch (error) {
      throw new AddressRefused('dns', name, (error as NodeJS.ErrnoException).code ?? 'error');
    }
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
