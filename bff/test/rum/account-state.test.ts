// The account state governs RUM on both modes: a paused or ended organisation's sites are refused at
// collection with the spec's message (the agent stops on the 403), beacons it had queued before are not
// stored, and collection resumes as soon as the state changes back. With BILLING=off nothing is refused.
import type { SubscriptionStatus } from '@pace/platform/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODES, startTestApp, type TestApp } from '../support.ts';
import { beacon, createRumSite, post, writerFor } from './support.ts';

const PAUSED = 'Your subscription is currently paused. Reactivate your plan to add new Sites or run tests';
const INACTIVE = 'Account is not active. See billing for details.';

/** Sets the site's organisation to `status` as the billing service would (its row and isActive flag). */
async function setStatus(app: TestApp, siteId: number, status: SubscriptionStatus) {
  const { Site, Team, Organisation, Subscription } = app.db.models;
  const site = await Site.findByPk(siteId, { rejectOnEmpty: true });
  const team = await Team.findByPk(site.teamId, { rejectOnEmpty: true });
  const organisationId = team.organisationId;
  const existing = await Subscription.findOne({ where: { organisationId } });
  const plan = status === 'trial_expired' ? null : 'pro';
  if (existing) await existing.update({ status, plan });
  else await Subscription.create({ organisationId, organisationName: 'org', status, plan });
  const inactive = ['canceled', 'trial_canceled', 'trial_expired'].includes(status);
  await Organisation.update({ isActive: !inactive }, { where: { id: organisationId } });
}

async function refusal(response: Response) {
  const { error } = (await response.json()) as { error: { code: string; message: string } };
  return { status: response.status, ...error };
}

describe.each(MODES)('RUM and the account state (%s)', (mode) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(mode);
  });
  afterAll(() => app.close());

  const stored = (siteId: number) => app.db.models.RumBeacon.count({ where: { siteId } });

  it('refuses a paused organisation’s beacons with the spec’s message and takes them again once resumed', async () => {
    const { site, siteKey } = await createRumSite(app);
    await setStatus(app, site.id, 'paused');
    const refused: number[] = [];
    for (let i = 0; i < 20; i += 1) refused.push((await post(app, beacon(siteKey))).status);
    expect(new Set(refused)).toEqual(new Set([403]));
    expect(await refusal(await post(app, beacon(siteKey)))).toEqual({
      status: 403,
      code: 'ACCOUNT_PAUSED',
      message: PAUSED,
    });
    await writerFor(app).drain();
    expect(await stored(site.id)).toBe(0);

    await setStatus(app, site.id, 'active');
    expect((await post(app, beacon(siteKey))).status).toBe(204);
    await writerFor(app).drain();
    expect(await stored(site.id)).toBe(1);
  });

  it.each(['trial_expired', 'canceled'] as const)(
    'refuses an organisation in %s as not active',
    async (status) => {
      const { site, siteKey } = await createRumSite(app);
      await setStatus(app, site.id, status);
      expect(await refusal(await post(app, beacon(siteKey)))).toEqual({
        status: 403,
        code: 'ACCOUNT_INACTIVE',
        message: INACTIVE,
      });
    },
  );

  it('refuses a trial that ran out before the timer job marked it', async () => {
    const { site, siteKey } = await createRumSite(app);
    const team = await app.db.models.Team.findByPk(site.teamId, { rejectOnEmpty: true });
    await app.db.models.Subscription.create({
      organisationId: team.organisationId,
      organisationName: 'org',
      status: 'trialing',
      trialStartedAt: new Date(Date.now() - 20 * 86_400_000),
      trialEndsAt: new Date(Date.now() - 5 * 86_400_000),
    });
    expect((await refusal(await post(app, beacon(siteKey)))).code).toBe('ACCOUNT_INACTIVE');
  });

  it('does not store beacons queued before the organisation was paused; other sites’ are stored', async () => {
    const paused = await createRumSite(app);
    const other = await createRumSite(app);
    for (let i = 0; i < 3; i += 1) {
      expect((await post(app, beacon(paused.siteKey))).status).toBe(204);
      expect((await post(app, beacon(other.siteKey))).status).toBe(204);
    }
    await setStatus(app, paused.site.id, 'paused');
    await writerFor(app).drain();
    expect(await stored(paused.site.id)).toBe(0);
    expect(await stored(other.site.id)).toBe(3);
  });
});

describe('RUM with BILLING=off', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('embedded', { env: { BILLING: 'off' } });
  });
  afterAll(() => app.close());

  it('collects and stores whatever the subscription row says', async () => {
    const { site, siteKey } = await createRumSite(app);
    await setStatus(app, site.id, 'paused');
    expect((await post(app, beacon(siteKey))).status).toBe(204);
    await writerFor(app).drain();
    expect(await app.db.models.RumBeacon.count({ where: { siteId: site.id } })).toBe(1);
  });
});
