// RUM page views have a monthly quota per plan (plans.ts), on both modes: counted per organisation and
// month in the key-value store, and once used up every beacon of the organisation is refused with a 429
// the agent stops on, until the month ends. Other organisations collect on.
import { rumPageViewQuota } from '@pace/billing/plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViewKey, quotaMonth } from '../../src/rum/page-view-quota.ts';
import { MODES, startTestApp, type TestApp } from '../support.ts';
import { beacon, createRumSite, post, writerFor } from './support.ts';

describe.each(MODES)('the RUM page view quota (%s)', (mode) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(mode);
  });
  afterAll(() => app.close());

  async function siteOnStarter() {
    const rum = await createRumSite(app);
    const team = await app.db.models.Team.findByPk(rum.site.teamId, { rejectOnEmpty: true });
    await app.db.models.Subscription.create({
      organisationId: team.organisationId,
      organisationName: 'org',
      status: 'active',
      plan: 'starter',
    });
    return { ...rum, organisationId: team.organisationId };
  }

  it('refuses every beacon once the month’s page views are used, and counts each page view once', async () => {
    const quota = rumPageViewQuota('starter');
    const full = await siteOnStarter();
    const other = await siteOnStarter();
    // Two page views short of the quota, as if collected earlier this month.
    const key = pageViewKey(full.organisationId, quotaMonth(Date.now()));
    await app.kv.set(key, String(quota - 2));

    const first = beacon(full.siteKey);
    expect((await post(app, first)).status).toBe(204);
    // A follow-up beacon of a page view is not another page view.
    expect((await post(app, { ...first, seq: 1 })).status).toBe(204);
    expect((await post(app, beacon(full.siteKey))).status).toBe(204);
    await expect.poll(async () => Number(await app.kv.get(key))).toBe(quota);

    const refused = await post(app, beacon(full.siteKey));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('RUM_QUOTA_EXCEEDED');
    expect((await post(app, { ...first, seq: 2 })).status).toBe(429);
    expect(Number(await app.kv.get(key))).toBe(quota);

    expect((await post(app, beacon(other.siteKey))).status).toBe(204);
    await writerFor(app).drain();
    expect(await app.db.models.RumBeacon.count({ where: { siteId: full.site.id } })).toBe(3);
  });
});
