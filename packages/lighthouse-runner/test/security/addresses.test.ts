// The address corpus (tests/security/addresses.json): every spelling judged by the network policy, and by
// checkedAddress (what the guard proxy and outgoing calls connect through) given as a literal.
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkedAddress, NetworkPolicy, type ResolveHost } from '../../src/index.ts';

interface AddressCase {
  address: string;
  allowed: boolean;
  why: string;
  allowedNetworks?: string[];
}

const corpus = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../../tests/security/addresses.json'), 'utf8'),
) as { cases: AddressCase[] };

const neverAsked: ResolveHost = () => Promise.reject(new Error('a literal address was sent to DNS'));

describe('the address corpus', () => {
  it.each(corpus.cases)('$address ($why): allowed $allowed', async (entry) => {
    const policy = new NetworkPolicy(entry.allowedNetworks ?? []);
    expect(policy.allows(entry.address)).toBe(entry.allowed);
    if (!isIP(entry.address)) return;
    const literal = entry.address.includes(':') ? `[${entry.address}]` : entry.address;
    const checked = checkedAddress(literal, policy, neverAsked);
    if (entry.allowed) await expect(checked).resolves.toMatchObject({ address: entry.address.toLowerCase() });
    else await expect(checked).rejects.toMatchObject({ kind: 'refused' });
  });

  it('covers every form that carries an IPv4 address', () => {
    const whys = corpus.cases.map((entry) => entry.why).join('\n');
    for (const form of [
      'mapped',
      'translated',
      'compatible',
      'NAT64',
      'local-use NAT64',
      '6to4',
      'Teredo',
      'ISATAP',
    ])
      expect(whys).toContain(form);
  });
});
