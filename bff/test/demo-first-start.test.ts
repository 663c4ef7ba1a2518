// The demo's first start, for real and small: the demo website on its port, a real Lighthouse audit of
// it through the audit worker (loopback is not opened: only the demo organisation's allowance lets it
// through), and real Chromium visits with the embed script whose beacons are stored and rolled up.
import { createServer } from 'node:net';
import { markDemoOrganisation, removeDemoData, seedDemoContent, startDemo } from '@pace/demo';
import { startJobs, stopJobs } from '@pace/jobs/start';
import type { Runtime } from '@pace/platform/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANISATION, seedDemoData } from '../src/organisations/demo-data.ts';
import { DEMO_USERS } from '../src/organisations/index.ts';
import { startTestApp, type TestApp } from './support.ts';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the demo on first start', () => {
  let app: TestApp;
  let runtime: Runtime;
  let pool: Awaited<ReturnType<typeof startJobs>>;
  const lines: string[] = [];

  beforeAll(async () => {
    const port = await freePort();
    app = await startTestApp('embedded', {
      withShell: false,
      env: { DEMO_SITE_PORT: String(port), RUM_ROLLUP_DELAY_MS: '0', AUDIT_ALLOWED_NETWORKS: '' },
    });
    runtime = { ...app.deps, kv: app.kv, close: async () => {} } as unknown as Runtime;
    pool = await startJobs(runtime);
    const origin = `http://127.0.0.1:${port}`;
    await seedDemoData(app.db, origin);
    await markDemoOrganisation(app.db, DEMO_ORGANISATION.name);
    await seedDemoContent(app.db, { origin });
  });
  afterAll(async () => {
    if (pool) await stopJobs(runtime, pool);
    await app?.close();
  });

  it('audits the demo website and stores beacons from real visits, with progress said', {
    timeout: 400_000,
  }, async () => {
    const demo = await startDemo(runtime, {
      paceUrl: app.url,
      plan: { storeSnapshots: 1, otherSites: false, pagesPerSnapshot: 1, profilesPerSnapshot: 1, visits: 2 },
      say: (line) => lines.push(line),
    });
    expect(demo).not.toBeNull();
    try {
      await demo!.history;
    } finally {
      await demo!.close();
    }
    const { Snapshot, Test, MetricMeasurement, RumBeacon, RumRollup } = app.db.models;
    const tests = await Test.findAll({ raw: true });
    expect(tests.map((t) => [t.status, t.failureCode])).toEqual([['completed', null]]);
    expect(await Snapshot.count({ where: { status: 'completed' } })).toBe(1);
    expect(await MetricMeasurement.count()).toBeGreaterThan(10);
    await expect
      .poll(() => RumBeacon.count(), { timeout: 60_000, interval: 1_000 })
      .toBeGreaterThanOrEqual(1);
    const beacon = await RumBeacon.findOne({ raw: true });
    expect(beacon).toMatchObject({ browserName: expect.stringMatching(/Chrome|Edge/) });
    await expect.poll(() => RumRollup.count(), { timeout: 90_000, interval: 1_000 }).toBeGreaterThan(0);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Demo data: 2 of 2 RUM visits made, [12] beacons sent$/),
        'Demo data: snapshot 1 of 1 of Demo Storefront: 1 of 1 audits done',
        'Demo data: the sample history is complete.',
      ]),
    );

    // A second start finds the history there and adds nothing.
    const again = await startDemo(runtime, {
      paceUrl: app.url,
      plan: { storeSnapshots: 1, otherSites: false, visits: 2 },
    });
    await again!.history;
    await again!.close();
    expect(await Snapshot.count()).toBe(1);

    // And the whole of it goes in one step.
    await removeDemoData(
      app.db,
      DEMO_USERS.map((u) => u.email),
    );
    expect(await Test.count()).toBe(0);
    expect(await RumBeacon.count()).toBe(0);
    expect(await RumRollup.count()).toBe(0);
  });
});
