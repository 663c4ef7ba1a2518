// One site key flooded from many addresses (a botnet replaying a site's beacons): the flooded site is
// answered 429 past its per-site limit, and another site's visitors are accepted and stored as before.
import { recordResilience } from '@pace/platform/resilience-report';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support.ts';
import { beacon, createRumSite, post, writerFor } from './support.ts';

const SITE_LIMIT = 300;
const FLOOD = 1_500;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp('services', {
    withShell: false,
    env: { TRUST_PROXY: 'true', RUM_SITE_RATE_LIMIT: String(SITE_LIMIT) },
  });
});
afterAll(() => app?.close());

it('turns a flooded site key away past its limit, and another site is accepted as before', async () => {
  const flooded = await createRumSite(app);
  const other = await createRumSite(app);
  const statuses = new Map<number, number>();
  for (let sent = 0; sent < FLOOD; sent += 50) {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(app, beacon(flooded.siteKey), { 'X-Forwarded-For': `203.0.113.${((sent + i) % 250) + 1}` }),
      ),
    );
    for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    await Promise.all(answers.map((answer) => answer.arrayBuffer()));
  }
  const limited = await post(app, beacon(flooded.siteKey), { 'X-Forwarded-For': '198.51.100.7' });
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await limited.json()).error.code).toBe('SITE_RATE_LIMITED');

  const others = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      post(app, beacon(other.siteKey), { 'X-Forwarded-For': `192.0.2.${(i % 250) + 1}` }),
    ),
  );
  const otherAccepted = others.filter((answer) => answer.status === 204).length;
  await writerFor(app).drain();
  const stored = await app.db.models.RumBeacon.count({ where: { siteId: other.site.id } });
  const floodedStored = await app.db.models.RumBeacon.count({ where: { siteId: flooded.site.id } });
  recordResilience({
    scenario: 'one site key flooded from 250 addresses (Redis mode)',
    measured: `flooded: ${statuses.get(429) ?? 0} of ${FLOOD} answered 429, ${floodedStored} stored; other site: ${otherAccepted}/100 accepted, ${stored} stored`,
    target: `flooded limited to ${SITE_LIMIT}; other 100/100`,
    met: floodedStored <= SITE_LIMIT && otherAccepted === 100 && stored === 100,
  });
  expect(statuses.get(204)).toBe(SITE_LIMIT);
  expect(statuses.get(429)).toBe(FLOOD - SITE_LIMIT);
  expect(floodedStored).toBe(SITE_LIMIT);
  expect(otherAccepted).toBe(100);
  expect(stored).toBe(100);
}, 120_000);
