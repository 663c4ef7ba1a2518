// One site's flood cannot fill the beacon stream for every site: each site may have at most
// RUM_SITE_BACKLOG_LIMIT beacons waiting to be written, as well as the stream its RUM_BACKLOG_LIMIT.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODES, startTestApp, type TestApp } from '../support.ts';
import { beacon, createRumSite, post, writerFor } from './support.ts';

describe.each(MODES)('the backlog limit per site (%s)', (mode) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(mode, { env: { RUM_BACKLOG_LIMIT: '30', RUM_SITE_BACKLOG_LIMIT: '20' } });
  });
  afterAll(() => app.close());

  it("refuses a flooding site's beacons past its share and keeps taking other sites'", async () => {
    const flooding = await createRumSite(app);
    const other = await createRumSite(app);
    const statuses: number[] = [];
    // One at a time: each beacon is an entry of its own. Without a share per site the stream's
    // limit (30) was reached by the flood alone, and the other site's beacons were refused with it.
    for (let i = 0; i < 35; i += 1) statuses.push((await post(app, beacon(flooding.siteKey))).status);
    expect(statuses.filter((status) => status === 204)).toHaveLength(20);
    expect(new Set(statuses.slice(20))).toEqual(new Set([503]));
    const refused = await post(app, beacon(flooding.siteKey));
    expect(refused.headers.get('retry-after')).not.toBeNull();
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('SITE_BACKLOG_FULL');
    for (let i = 0; i < 5; i += 1) expect((await post(app, beacon(other.siteKey))).status).toBe(204);

    await writerFor(app).drain();
    const { RumBeacon } = app.db.models;
    expect(await RumBeacon.count({ where: { siteId: flooding.site.id } })).toBe(20);
    expect(await RumBeacon.count({ where: { siteId: other.site.id } })).toBe(5);
    // Written: the flooding site's share is free again (measured again within a second).
    await expect
      .poll(async () => (await post(app, beacon(flooding.siteKey))).status, { timeout: 5_000, interval: 300 })
      .toBe(204);
  });
});
