// A receiver as an integration meets it: HTTP requests recorded, answered from the queue, then the fallback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Receiver, startReceiver } from '../src/receivers.ts';

describe('startReceiver', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  const post = (body: unknown, signal?: AbortSignal) =>
    fetch(`${receiver.url}/hooks/1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': 'abc' },
      body: JSON.stringify(body),
      ...(signal ? { signal } : {}),
    });

  it('records requests and answers the queued answers first, then the fallback', async () => {
    receiver.queue({ status: 500, body: { error: 'busy' } }, { status: 410, body: 'gone' });
    const first = await post({ n: 1 });
    expect(first.status).toBe(500);
    expect(await first.json()).toEqual({ error: 'busy' });
    const second = await post({ n: 2 });
    expect([second.status, await second.text()]).toEqual([410, 'gone']);
    const third = await post({ n: 3 });
    expect([third.status, await third.text()]).toEqual([200, 'ok']);

    const requests = await receiver.waitForRequests(3);
    expect(requests.map((request) => request.json())).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/hooks/1' });
    expect(requests[0]!.headers['x-signature']).toBe('abc');
  });

  it('never answers a request told to hang', async () => {
    receiver.queue('hang');
    await expect(post({ n: 4 }, AbortSignal.timeout(300))).rejects.toThrow();
    await expect(receiver.waitForRequests(10, 100)).rejects.toThrow(/expected 10 requests/);
  });
});
