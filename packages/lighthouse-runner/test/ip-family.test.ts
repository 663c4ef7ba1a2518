// The site's IP option through the guard's resolver: IPv4 asks for A records only and connects to the
// IPv4 address, IPv6 for AAAA only and connects over IPv6, dynamic takes the first answer; a host with
// no address of the chosen family fails as DNS_FAILURE's guard event, with words that say why. A
// loopback server on 127.0.0.1 and one on ::1 say which family each request came in on.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AddressFamily,
  checkedAddress,
  NetworkPolicy,
  parseHostRules,
  type ResolveHost,
  startGuardProxy,
} from '../src/index.ts';

const loopback = new NetworkPolicy(['127.0.0.0/8', '::1/128']);

/** One server per family, on the same port number where the system allows it: each answers its family. */
let v4: Server;
let v6: Server;
let port4: number;
let port6: number;

function listen(host: string, port = 0) {
  const server = createServer((req, res) => res.end(`served over ${req.socket.localAddress}`));
  return new Promise<Server>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

beforeAll(async () => {
  v4 = await listen('127.0.0.1');
  port4 = (v4.address() as AddressInfo).port;
  v6 = await listen('::1', port4).catch(() => listen('::1'));
  port6 = (v6.address() as AddressInfo).port;
});
afterAll(() => {
  v4.close();
  v6.close();
});

function getThrough(proxyUrl: string, url: string) {
  const proxy = new URL(proxyUrl);
  return new Promise<{ status: number; guard?: string; body: string }>((resolve, reject) => {
    const req = request(
      { host: proxy.hostname, port: proxy.port, path: url, headers: { host: new URL(url).host } },
      (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, guard: res.headers['x-pace-guard'] as string, body }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('the IP option in the guard', () => {
  // A name with an A and an AAAA record, the way DNS would answer it.
  const rules = () => parseHostRules('both.test=127.0.0.1,both.test=::1,v4only.test=127.0.0.1');

  it.each([
    [4, '127.0.0.1'],
    [6, '::1'],
    [null, '127.0.0.1'],
  ] as const)('family %s connects over %s', async (family, served) => {
    // The same port on both addresses when it was free, so the only difference is the family.
    expect(port6).toBe(port4);
    const guard = await startGuardProxy(loopback, rules(), { family });
    try {
      const answer = await getThrough(guard.url, `http://both.test:${port4}/`);
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(`served over ${served}`);
      expect(guard.events).toEqual([]);
    } finally {
      await guard.close();
    }
  });

  it('fails a host with no IPv6 address as a DNS failure that names the IP option', async () => {
    const guard = await startGuardProxy(loopback, rules(), { family: 6 });
    try {
      const answer = await getThrough(guard.url, `http://v4only.test:${port4}/`);
      expect(answer.status).toBe(502);
      expect(answer.guard).toBe('dns');
      expect(guard.events).toEqual([
        {
          host: 'v4only.test',
          kind: 'dns',
          detail: "v4only.test has no IPv6 address, which the site's IP option asks for (none)",
        },
      ]);
    } finally {
      await guard.close();
    }
  });

  // Two guards one after the other in one process, as a warm audit process runs audits: with Node's
  // global keep-alive agent the second (IPv6) reused the first one's socket to 127.0.0.1.
  it('asks the resolver for the chosen family only (A or AAAA records)', async () => {
    const asked: (AddressFamily | undefined)[] = [];
    // A staged DNS server's answers: an A and an AAAA record, or only those of the family asked for.
    const resolve: ResolveHost = async (_host, family) => {
      asked.push(family);
      const all = [
        { address: '127.0.0.1', family: 4 },
        { address: '::1', family: 6 },
      ];
      return family ? all.filter((answer) => answer.family === family) : all;
    };
    for (const family of [4, 6] as const) {
      const guard = await startGuardProxy(loopback, [], { family, resolve });
      try {
        const answer = await getThrough(guard.url, `http://dual.example:${port4}/`);
        expect(answer.body).toBe(`served over ${family === 4 ? '127.0.0.1' : '::1'}`);
      } finally {
        await guard.close();
      }
    }
    expect(asked).toEqual([4, 6]);
  });

  it('holds a literal address and localhost to the family too', async () => {
    await expect(checkedAddress('127.0.0.1', loopback, undefined, undefined, 6)).rejects.toThrow(
      '127.0.0.1 has no IPv6 address',
    );
    await expect(checkedAddress('localhost', loopback, undefined, undefined, 6)).resolves.toEqual({
      address: '::1',
      family: 6,
    });
    await expect(checkedAddress('[::1]', loopback, undefined, undefined, 4)).rejects.toThrow(
      '::1 has no IPv4 address',
    );
  });

  it('a resolver with no AAAA record for the name fails with its code', async () => {
    const noAaaa: ResolveHost = async (host, family) => {
      if (family === 6) throw Object.assign(new Error(`queryAaaa ENODATA ${host}`), { code: 'ENODATA' });
      return [{ address: '127.0.0.1', family: 4 }];
    };
    await expect(checkedAddress('example.org', loopback, noAaaa, undefined, 6)).rejects.toMatchObject({
      kind: 'dns',
      message: 'example.org has no IPv6 address (ENODATA)',
    });
  });
});
