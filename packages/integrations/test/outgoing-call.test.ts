// A call out goes only to a URL the URL policy takes, checked again when sending: a URL saved before
// the policy (or written around it) is refused without a connection.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NetworkPolicy } from '@pace/lighthouse-runner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOut } from '../src/outgoing-call.ts';

let server: Server;
let port = 0;
let received = 0;

beforeAll(async () => {
  server = createServer((_request, response) => {
    received++;
    response.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const options = { policy: new NetworkPolicy(['127.0.0.0/8']), timeoutMs: 2_000, excerptChars: 100 };
const call = (url: string) => callOut({ url, method: 'POST', headers: {}, body: '{}' }, options);

describe('callOut and the URL policy', () => {
  it('sends to an allowed http URL', async () => {
    const before = received;
    expect(await call(`http://127.0.0.1:${port}/hook`)).toEqual({ status: 200, excerpt: 'ok' });
    expect(received).toBe(before + 1);
  });

  it.each([
    [
      'credentials',
      (p: number) => `http://user:secret@127.0.0.1:${p}/hook`,
      'Leave the user name and password out of the URL',
    ],
    ['file:', () => 'file:///etc/passwd', 'Use an http or https URL'],
    ['not a URL', () => 'hook', 'Enter a full URL, like https://example.com/'],
  ])('refuses %s without connecting, for good', async (_what, url, message) => {
    const before = received;
    await expect(call(url(port))).rejects.toMatchObject({ kind: 'http', message, retryable: false });
    expect(received).toBe(before);
  });

  it('refuses an IPv4-compatible spelling of loopback where loopback is not allowed', async () => {
    const strict = { ...options, policy: new NetworkPolicy() };
    const before = received;
    await expect(
      callOut({ url: `http://[::7f00:1]:${port}/`, method: 'POST', headers: {}, body: '' }, strict),
    ).rejects.toMatchObject({ message: 'The URL leads to a private network address', retryable: false });
    expect(received).toBe(before);
  });
});
