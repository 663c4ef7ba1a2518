// The usage screen's RUM page views (Billing.rumPageViews): the collector's own count of the month, against
// the plan's quota, in both modes. A store that lost the figure (a Redis flush; the embedded mode's memory)
// counts on from the page views the database stored, whether a beacon or the screen reads it first.
import { rumPageViewQuota } from '@pace/billing/plans';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pageViewKey } from '../../src/rum/page-view-quota.ts';
import { gql, type Headers } from '../support/actors.ts';
import { MODES, startTestApp, type TestApp } from '../support.ts';
import { beacon, post, rumSiteOnPlan, writerFor } from './support.ts';

// The middle of a month: the month cannot turn during the test.
const NOW = new Date('2027-03-15T12:00:00.000Z');
const MONTH = '2027-03';
const USAGE = `query($orgId: ID!) { billing(orgId: $orgId) {
  rumPageViews { used quota periodStart periodEnd } } }`;

interface Usage {
  used: number;
  quota: number | null;
  periodStart: string;
  periodEnd: string;
}

describe.each(MODES)('RUM page views used this month (%s)', (mode) => {
  let app: TestApp;
  beforeAll(async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    app = await startTestApp(mode);
  });
  afterAll(async () => {
    await app?.close();
    vi.useRealTimers();
  });

  async function usage(headers: Headers, orgId: string): Promise<Usage> {
    const result = await gql<{ billing: { rumPageViews: Usage } }>(app, headers, USAGE, { orgId });
    expect(result.errors).toBeUndefined();
    return result.data!.billing.rumPageViews;
  }

  it('shows the page views counted this month against the plan’s quota', async () => {
    const rum = await rumSiteOnPlan(app, 'power');
    const orgId = rum.organisation.slug;
    expect(await usage(rum.headers, orgId)).toEqual({
      used: 0,
      quota: rumPageViewQuota('power'),
      periodStart: '2027-03-01T00:00:00.000Z',
      periodEnd: '2027-04-01T00:00:00.000Z',
    });

    const first = beacon(rum.siteKey);
    expect((await post(app, first)).status).toBe(204);
    // A follow-up beacon of a page view is not another page view.
    expect((await post(app, { ...first, seq: 1 })).status).toBe(204);
    expect((await post(app, beacon(rum.siteKey))).status).toBe(204);
    await expect.poll(async () => (await usage(rum.headers, orgId)).used).toBe(2);
  });

  it('counts on from the stored page views when the store lost the figure', async () => {
    const rum = await rumSiteOnPlan(app, 'starter');
    const orgId = rum.organisation.slug;
    const key = pageViewKey(rum.organisation.id, MONTH);
    for (let i = 0; i < 3; i++) expect((await post(app, beacon(rum.siteKey))).status).toBe(204);
    await expect.poll(async () => Number(await app.kv.get(key))).toBe(3);
    await writerFor(app).drain();

    // Lost while this process counts on: the next beacon's count finds no key and adds the stored ones.
    await app.kv.del(key);
    expect((await post(app, beacon(rum.siteKey))).status).toBe(204);
    await expect.poll(async () => Number(await app.kv.get(key))).toBe(4);
    await writerFor(app).drain();

    // Lost again: the screen reads it first, from the database.
    await app.kv.del(key);
    expect((await usage(rum.headers, orgId)).used).toBe(4);
    expect(Number(await app.kv.get(key))).toBe(4);
    expect((await post(app, beacon(rum.siteKey))).status).toBe(204);
    await expect.poll(async () => (await usage(rum.headers, orgId)).used).toBe(5);
  });
});
