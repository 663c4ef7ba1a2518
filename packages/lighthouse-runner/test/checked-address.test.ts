import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AddressRefused,
  type CheckedAddress,
  checkedAddress,
  NetworkPolicy,
  type ResolveHost,
  startGuardProxy,
} from '../src/index.ts';

const v4 = (address: string): CheckedAddress => ({ address, family: 4 });

/** A name server that answers `first` to the first question and `then` to every later one. */
function rebinding(first: string, then: string): ResolveHost & { questions: number } {
  const resolve = Object.assign(async () => [v4(resolve.questions++ === 0 ? first : then)], { questions: 0 });
  return resolve;
}

describe('checkedAddress', () => {
  const closed = new NetworkPolicy();
  const answers =
    (...addresses: string[]): ResolveHost =>
    async () =>
      addresses.map(v4);

  it('returns the address it checked, asking the resolver once', async () => {
    const resolve = rebinding('93.184.216.34', '127.0.0.1');
    expect(await checkedAddress('example.com', closed, resolve)).toEqual(v4('93.184.216.34'));
    expect(resolve.questions).toBe(1);
  });

  it('refuses a name when any of its addresses is refused', async () => {
    await expect(
      checkedAddress('both.test', closed, answers('93.184.216.34', '10.0.0.1')),
    ).rejects.toMatchObject({ kind: 'refused', host: 'both.test', detail: '10.0.0.1' });
  });

  it('judges literal addresses and localhost names without asking the resolver', async () => {
    const never: ResolveHost = () => Promise.reject(new Error('asked'));
    await expect(checkedAddress('[::1]', closed, never)).rejects.toMatchObject({ kind: 'refused' });
    await expect(checkedAddress('app.localhost', closed, never)).rejects.toMatchObject({ kind: 'refused' });
    expect(await checkedAddress('127.0.0.1', new NetworkPolicy(['127.0.0.0/8']), never)).toEqual(
      v4('127.0.0.1'),
    );
  });

  it('names a name that does not resolve a DNS failure', async () => {
    const missing: ResolveHost = () => Promise.reject(Object.assign(new Error('no'), { code: 'ENOTFOUND' }));
    const error = await checkedAddress('gone.test', closed, missing).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AddressRefused);
    expect(error).toMatchObject({ kind: 'dns', detail: 'ENOTFOUND' });
  });
});

describe('the guard proxy and a rebinding name', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
  });

  async function listen(address: string, port: number, hits: string[]) {
    const server = createServer((request, response) => {
      hits.push(request.url ?? '');
      response.end(address);
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(port, address, resolve));
    return (server.address() as AddressInfo).port;
  }

  it('connects to the address it checked; the next request is checked anew and refused', async () => {
    // 127.0.0.2 stands in for a public address (the policy allows exactly it); 127.0.0.1 is the canary.
    const receiver: string[] = [];
    const canary: string[] = [];
    const port = await listen('127.0.0.2', 0, receiver);
    await listen('127.0.0.1', port, canary);
    const resolve = rebinding('127.0.0.2', '127.0.0.1');
    const guard = await startGuardProxy(new NetworkPolicy(['127.0.0.2/32']), [], { resolve });
    try {
      const url = `http://rebind.test:${port}/`;
      expect(await getThrough(guard.url, url)).toEqual({ status: 200, body: '127.0.0.2' });
      expect(await getThrough(guard.url, url)).toMatchObject({ status: 403 });
      expect(canary).toHaveLength(0);
      expect(receiver).toHaveLength(1);
      expect(resolve.questions).toBe(2);
    } finally {
      await guard.close();
    }
  });
});

/** GET through the proxy the way a browser sends plain-HTTP requests to one. */
function getThrough(proxyUrl: string, url: string) {
  const proxy = new URL(proxyUrl);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      { host: proxy.hostname, port: proxy.port, path: url, headers: { host: new URL(url).host } },
      (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}
