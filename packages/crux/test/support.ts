// The client tests' world: the CrUX fixture server for the file, dated `today`, and a fresh client per
// test with the server's request log emptied.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type CruxFixtureServer, startCruxFixtureServer } from '../src/fixtures/index.ts';
import { CruxClient } from '../src/index.ts';

export const today = new Date(Date.UTC(2026, 10, 23));
export const origin = 'https://www.shop.example';

export function useCruxFixture(): { server: CruxFixtureServer; client: CruxClient } {
  const world = {} as { server: CruxFixtureServer; client: CruxClient };
  beforeAll(async () => {
    world.server = await startCruxFixtureServer({ apiKey: 'test-key', today });
  });
  afterAll(() => world.server.close());
  beforeEach(() => {
    world.server.requests.length = 0;
    world.client = new CruxClient({ baseUrl: world.server.url, apiKey: 'test-key', baseDelayMs: 5 });
  });
  return world;
}
