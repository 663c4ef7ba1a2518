// The transport stops on a refusal: a 4xx (a 429 for a used-up monthly page view quota or a rate limit,
// a 403 for a paused account) stops the page from sending more; other answers do not.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Beacon } from '../src/beacon.ts';
import { createTransport } from '../src/transport/index.ts';

const sent = { v: 1, siteKey: 'k', seq: 0 } as unknown as Beacon;

describe('the agent transport', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** Requests a page made for two beacons when the first is answered `status`. */
  async function page(status: number) {
    const fetch = vi.fn(async () => new Response(null, { status }));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('navigator', {}); // no sendBeacon: fetch, whose answer the agent sees
    const send = createTransport('https://pace.test/rum/collect');
    send(sent);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    send(sent);
    return fetch.mock.calls.length;
  }

  it.each([429, 403, 400])('a %i stops the page', async (status) => {
    expect(await page(status)).toBe(1);
  });

  it('a 204 or a 503 stops nothing', async () => {
    expect(await page(204)).toBe(2);
    expect(await page(503)).toBe(2);
  });
});
