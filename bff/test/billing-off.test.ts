// BILLING=off: the platform runs without billing. No Stripe is started or called, the billing screens are
// hidden (the organisation's features say so, and billing's GraphQL and webhooks answer 404), and the
// account gates let everything through: an ended trial, the month's allotment and plan limits do not apply.
import { BillingService } from '@pace/billing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorHeaders, createWorld, gql, type Headers, type World } from './support/actors.ts';
import { MODES, startTestApp, type TestApp } from './support.ts';

describe.each(MODES)('billing turned off (%s)', (mode) => {
  let app: TestApp;
  let people: World;
  let admin: Headers;

  beforeAll(async () => {
    app = await startTestApp(mode, { withShell: false, env: { BILLING: 'off' } });
    people = await createWorld(app);
    admin = await actorHeaders(app, people.users.adminA);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('tells the shell billing is off, so it hides the billing and usage entries', async () => {
    const result = await gql<{ organisation: { features: { billing: boolean } } }>(
      app,
      admin,
      `query($orgId: ID!) { organisation(orgId: $orgId) { features { rum billing } } }`,
      { orgId: people.orgA.slug },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.organisation.features.billing).toBe(false);
  });

  it("answers billing's GraphQL and Stripe's webhooks with not found, and never starts a Stripe", async () => {
    const result = await gql(app, admin, `query($orgId: ID!) { billing(orgId: $orgId) { orgId } }`, {
      orgId: people.orgA.slug,
    });
    expect(result.errors?.[0]).toMatchObject({
      message: 'Billing is turned off on this platform',
      extensions: { code: 'NOT_FOUND' },
    });
    const webhook = await fetch(`${app.url}/webhooks/stripe`, { method: 'POST', body: '{}' });
    expect(webhook.status).toBe(404);
    const billing = new BillingService({ config: app.deps.config, db: app.db, kv: app.kv });
    await expect(billing.connection.get()).rejects.toThrow('Billing is off (BILLING=off)');
  });

  it('opens the account gates: an ended trial adds sites, and tests are not counted against an allotment', async () => {
    const billing = new BillingService({ config: app.deps.config, db: app.db, kv: app.kv });
    const trial = await billing.startTrial(people.orgA);
    await trial.update({ status: 'trial_expired', trialEndsAt: new Date(Date.now() - 86_400_000) });
    const site = await gql(
      app,
      admin,
      `mutation($teamId: ID!) { createSite(teamId: $teamId, input: { name: "Open", canonicalUrl: "https://open.example.test/" }) { id } }`,
      { teamId: people.teamA1.slug },
    );
    expect(site.errors).toBeUndefined();
    await expect(billing.assertCanCreate(people.orgA, 'test', 1_000_000)).resolves.toBeUndefined();
    await expect(billing.assertCanCreate(people.orgA, 'team', 50)).resolves.toBeUndefined();
    expect(await billing.expireTrials()).toBe(0);
  });
});
