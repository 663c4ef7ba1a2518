// The embedded mode's key-value store is memory: a restart loses the month's page view count. The next
// process reads it again from the page views the database stored this month, so a restart does not hand
// an organisation a fresh quota, and the usage screen shows the same figure.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rumPageViewQuota } from '@pace/billing/plans';
import { MemoryQueues, QUEUES } from '@pace/platform/queues';
import { MemoryStore } from '@pace/platform/redis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/kernel/app.ts';
import { gql } from '../support/actors.ts';
import { startTestApp, type TestApp } from '../support.ts';
import { beacon, post, rumSiteOnPlan, writerFor } from './support.ts';

// The middle of a month: the month cannot turn between the two processes.
const NOW = new Date('2027-03-15T12:00:00.000Z');
const USED = `query($orgId: ID!) { billing(orgId: $orgId) { rumPageViews { used quota } } }`;

/** `count` page views of `siteId` stored today, as if collected earlier this month. */
async function storePageViews(app: TestApp, siteId: number, count: number) {
  await app.db.sequelize.query(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < :count)
     INSERT INTO rum_beacons (site_id, page_view_id, seq, day, received_at, path, navigation_type, landing, sample_rate)
     SELECT :siteId, printf('%032d', i), 0, :day, :receivedAt, '/', 'navigate', 1, 100 FROM n`,
    {
      replacements: {
        count,
        siteId,
        day: NOW.toISOString().slice(0, 10),
        receivedAt: NOW.toISOString().replace('T', ' ').replace('Z', ' +00:00'),
      },
    },
  );
}

/** Another process on the same database: a fresh memory store and queues, as a restart has. */
async function restarted(app: TestApp) {
  const kv = new MemoryStore();
  const queues = new MemoryQueues(QUEUES);
  const server: Server = createApp({ ...app.deps, kv, queues }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    app: { ...app, kv, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` },
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await queues.close();
      await kv.close();
    },
  };
}

describe('the RUM page view count across a restart of the embedded mode', () => {
  let app: TestApp;
  beforeAll(async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    app = await startTestApp('embedded');
  });
  afterAll(async () => {
    await app?.close();
    vi.useRealTimers();
  });

  it('still refuses once the quota is used, and reports the same figure', async () => {
    const quota = rumPageViewQuota('starter');
    const rum = await rumSiteOnPlan(app, 'starter');
    await storePageViews(app, rum.site.id, quota - 3);
    for (let i = 0; i < 3; i++) expect((await post(app, beacon(rum.siteKey))).status).toBe(204);
    expect((await post(app, beacon(rum.siteKey))).status).toBe(429);
    await writerFor(app).drain();
    expect(await app.db.models.RumBeacon.count({ where: { siteId: rum.site.id, seq: 0 } })).toBe(quota);

    const next = await restarted(app);
    try {
      const refused = await post(next.app, beacon(rum.siteKey));
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('RUM_QUOTA_EXCEEDED');
      const result = await gql<{ billing: { rumPageViews: { used: number; quota: number } } }>(
        next.app,
        rum.headers,
        USED,
        { orgId: rum.organisation.slug },
      );
      expect(result.errors).toBeUndefined();
      expect(result.data?.billing.rumPageViews).toEqual({ used: quota, quota });
    } finally {
      await next.stop();
    }
  });
});
