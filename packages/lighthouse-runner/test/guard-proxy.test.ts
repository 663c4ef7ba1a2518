import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NetworkPolicy, parseHostRules, startGuardProxy } from '../src/index.ts';
import { type FixtureSites, startFixtureSites } from '../src/testing/fixture-sites.ts';

/** GET through the proxy the way a browser sends plain-HTTP requests to one. */
function getThrough(proxyUrl: string, url: string) {
  const proxy = new URL(proxyUrl);
  return new Promise<{ status: number; guard: string | undefined }>((resolve, reject) => {
    const req = request(
      { host: proxy.hostname, port: proxy.port, path: url, headers: { host: new URL(url).host } },
      (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, guard: res.headers['x-pace-guard'] as string | undefined });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The status of a CONNECT (an HTTPS tunnel) through the proxy. */
function connectThrough(proxyUrl: string, authority: string) {
  const proxy = new URL(proxyUrl);
  return new Promise<number>((resolve, reject) => {
    const req = request({ host: proxy.hostname, port: proxy.port, method: 'CONNECT', path: authority });
    req.on('connect', (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('NetworkPolicy', () => {
  const closed = new NetworkPolicy();
  it.each([
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false], // cloud metadata
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['fd00::1', false],
    ['fe80::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['93.184.216.34', true],
    ['2606:2800:220:1:248:1893:25c8:1946', true],
  ])('%s allowed: %s', (address, allowed) => {
    expect(closed.allows(address)).toBe(allowed);
  });

  it('lets an operator open loopback, and only what they list', () => {
    const loopback = new NetworkPolicy(['127.0.0.0/8', '::1/128']);
    expect(loopback.allows('127.0.0.1')).toBe(true);
    expect(loopback.allows('::1')).toBe(true);
    expect(loopback.allows('10.0.0.1')).toBe(false);
  });

  it('opens a single allowed endpoint on its port only', () => {
    const demo = new NetworkPolicy([], ['127.0.0.1:4123']);
    expect(demo.allows('127.0.0.1', 4123)).toBe(true);
    expect(demo.allows('::ffff:127.0.0.1', 4123)).toBe(true);
    expect(demo.allows('127.0.0.1', 4124)).toBe(false);
    expect(demo.allows('127.0.0.1')).toBe(false);
    expect(demo.allows('127.0.0.2', 4123)).toBe(false);
    expect(() => new NetworkPolicy([], ['127.0.0.1'])).toThrow(/address and port/);
  });

  it('refuses private literal addresses and localhost names when a URL is saved', () => {
    expect(closed.urlProblem('http://127.0.0.1:3000/')).toMatch(/private network/);
    expect(closed.urlProblem('http://[::1]/')).toMatch(/private network/);
    expect(closed.urlProblem('http://app.localhost/')).toMatch(/private network/);
    expect(closed.urlProblem('http://169.254.169.254/latest/meta-data')).toMatch(/private network/);
    expect(closed.urlProblem('ftp://example.com/')).toMatch(/http or https/);
    expect(closed.urlProblem('not a url')).toMatch(/full URL/);
    expect(closed.urlProblem('https://example.com/pricing')).toBeNull();
  });
});

describe('the guard proxy', () => {
  let sites: FixtureSites;
  beforeAll(async () => {
    sites = await startFixtureSites();
  });
  afterAll(() => sites.close());

  it('refuses loopback unless it is allowed, checking the resolved address', async () => {
    const guard = await startGuardProxy(new NetworkPolicy(), parseHostRules(`looks-public.test=127.0.0.1`));
    try {
      expect(await getThrough(guard.url, `${sites.origin}/fast`)).toEqual({ status: 403, guard: 'refused' });
      // A public-looking name that resolves inside is refused too.
      expect(await getThrough(guard.url, `http://looks-public.test:${sites.port}/fast`)).toMatchObject({
        status: 403,
      });
      expect(guard.events.map((event) => event.kind)).toEqual(['refused', 'refused']);
    } finally {
      await guard.close();
    }
  });

  it('checks every request again, so a redirect to a refused address is refused', async () => {
    // Only 127.0.0.1 is open; the page redirects the browser to 127.0.0.2.
    const guard = await startGuardProxy(new NetworkPolicy(['127.0.0.1/32']));
    try {
      expect(await getThrough(guard.url, `${sites.origin}/fast`)).toEqual({ status: 200, guard: undefined });
      expect(await getThrough(guard.url, `http://127.0.0.2:${sites.port}/fast`)).toMatchObject({
        status: 403,
      });
    } finally {
      await guard.close();
    }
  });

  it('lets an allowed endpoint through on its port, under its address or a localhost name, and nothing beside it', async () => {
    const other = await startFixtureSites();
    const guard = await startGuardProxy(new NetworkPolicy([], [`127.0.0.1:${sites.port}`]));
    try {
      expect((await getThrough(guard.url, `${sites.origin}/fast`)).status).toBe(200);
      expect((await getThrough(guard.url, `http://widgets.localhost:${sites.port}/fast`)).status).toBe(200);
      // The same address on another port (the bff, metrics, a database) stays closed.
      expect(await getThrough(guard.url, `${other.origin}/fast`)).toEqual({ status: 403, guard: 'refused' });
      expect(await connectThrough(guard.url, `127.0.0.1:${other.port}`)).toBe(403);
      expect(await connectThrough(guard.url, `127.0.0.1:${sites.port}`)).toBe(200);
    } finally {
      await guard.close();
      await other.close();
    }
  });

  it('answers a name that does not resolve as a DNS failure', async () => {
    const guard = await startGuardProxy(new NetworkPolicy());
    try {
      expect(await getThrough(guard.url, 'http://does-not-exist.invalid/')).toEqual({
        status: 502,
        guard: 'dns',
      });
    } finally {
      await guard.close();
    }
  });
});
