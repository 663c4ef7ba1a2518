// A free trial is a person's and a company's, once: an unverified account may create its organisation,
// whose trial (its tests) starts once the address is verified; a second organisation of the same person,
// or of a colleague at the same company domain, starts without one (a plan must be bought); free mail
// providers' domains are not a company. Staff may grant a further one. In both modes.
import { BillingService } from '@pace/billing';
import { TRIAL_MESSAGES } from '@pace/billing/trials';
import type { Organisation, User } from '@pace/platform/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorHeaders, gql } from './support/actors.ts';
import { MODES, startTestApp, type TestApp } from './support.ts';

const CREATE = `mutation($name: String!) { createOrganisation(input: { name: $name }) { slug } }`;
const DAY = 86_400_000;
let counter = 0;

describe.each(MODES)('free trials (%s)', (mode) => {
  let app: TestApp;
  let billing: BillingService;

  beforeAll(async () => {
    app = await startTestApp(mode, { withShell: false });
    billing = new BillingService({ config: app.deps.config, db: app.db, kv: app.kv });
  });
  afterAll(async () => {
    await app?.close();
  });

  const person = (email: string, verified: boolean) =>
    app.db.models.User.create({ name: email, email, emailVerifiedAt: verified ? new Date() : null });
  const domain = (label: string) => `${label}-${mode}-${process.pid}-${++counter}.example.test`;

  async function createOrganisation(user: User): Promise<Organisation> {
    const made = await gql<{ createOrganisation: { slug: string } }>(
      app,
      await actorHeaders(app, user),
      CREATE,
      { name: `Org ${++counter}` },
    );
    expect(made.errors).toBeUndefined();
    return app.db.models.Organisation.findOne({
      where: { slug: made.data!.createOrganisation.slug },
      rejectOnEmpty: true,
    });
  }
  const subscriptionOf = (organisation: Organisation) => billing.startTrial(organisation);
  const testGate = (organisation: Organisation) =>
    billing.assertCanCreate(organisation.id, 'test').then(
      () => null,
      (error: Error) => error.message,
    );

  it('lets an unverified account create its organisation; its tests start once the address is verified', async () => {
    const user = await person(`ada@${domain('engines')}`, false);
    const organisation = await createOrganisation(user);
    const waiting = await subscriptionOf(organisation);
    expect(waiting).toMatchObject({ status: 'trialing', trialStartedAt: null, plan: null });
    expect(await testGate(organisation)).toBe(TRIAL_MESSAGES.awaitingVerification);
    // Sites and teams may be set up meanwhile.
    await expect(billing.assertCanCreate(organisation.id, 'site')).resolves.toBeUndefined();

    await user.update({ emailVerifiedAt: new Date() });
    const started = await subscriptionOf(organisation);
    expect(started.status).toBe('trialing');
    expect(started.trialStartedAt).not.toBeNull();
    expect(started.trialEndsAt!.getTime() - started.trialStartedAt!.getTime()).toBe(15 * DAY);
    expect(await testGate(organisation)).toBeNull();
    expect((await billing.accounts.usage(started)).allotment).toBe(500);
  });

  it('gives one trial per person: a second organisation starts without one, with a clear message', async () => {
    const user = await person(`grace@${domain('navy')}`, true);
    const first = await createOrganisation(user);
    expect((await subscriptionOf(first)).trialStartedAt).not.toBeNull();
    const trials = [];
    // Five more at once: none of them gets a trial.
    const more = await Promise.all(Array.from({ length: 5 }, () => createOrganisation(user)));
    for (const organisation of more) {
      const row = await subscriptionOf(organisation);
      trials.push(row.trialStartedAt);
      expect(row.status).toBe('trial_expired');
      expect(await testGate(organisation)).toBe(TRIAL_MESSAGES.used);
      await expect(billing.assertCanCreate(organisation.id, 'site')).rejects.toThrow(TRIAL_MESSAGES.used);
    }
    expect(trials.every((started) => started === null)).toBe(true);
    // Staff may decide otherwise (/admin): a further trial for the company; the person may not.
    const grant = `mutation($orgId: ID!) { adminGrantTrial(orgId: $orgId) { slug state isActive } }`;
    const refused = await gql(app, await actorHeaders(app, user), grant, { orgId: more[0]!.slug });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const staff = await app.db.models.User.create({
      name: 'Staff',
      email: `staff-${++counter}@pace.test`,
      staff: true,
    });
    const granted = await gql<{ adminGrantTrial: Record<string, unknown> }>(
      app,
      await actorHeaders(app, staff),
      grant,
      { orgId: more[0]!.slug },
    );
    expect(granted.data?.adminGrantTrial).toEqual({ slug: more[0]!.slug, state: 'trialing', isActive: true });
    expect(await testGate(more[0]!)).toBeNull();
  });

  it('gives one trial per company domain, but counts free mail providers per person only', async () => {
    const company = domain('acme');
    await createOrganisation(await person(`one@${company}`, true));
    const colleague = await createOrganisation(await person(`two@${company.toUpperCase()}`, true));
    expect((await subscriptionOf(colleague)).status).toBe('trial_expired');

    const tag = `${mode}${process.pid}${++counter}`;
    const first = await createOrganisation(await person(`jo.${tag}@gmail.com`, true));
    const stranger = await createOrganisation(await person(`sam${tag}@gmail.com`, true));
    expect((await subscriptionOf(first)).trialStartedAt).not.toBeNull();
    expect((await subscriptionOf(stranger)).trialStartedAt).not.toBeNull();
    // The same mailbox spelt otherwise (dots and a +tag Gmail ignores) is the same person.
    const alias = await createOrganisation(await person(`j.o${tag}+again@googlemail.com`, true));
    expect((await subscriptionOf(alias)).status).toBe('trial_expired');
  });

  it('gives organisations of two unverified accounts of one company the trial in the order they verify', async () => {
    const company = domain('race');
    const users = await Promise.all([person(`a@${company}`, false), person(`b@${company}`, false)]);
    const organisations = await Promise.all(users.map((user) => createOrganisation(user)));
    await Promise.all(users.map((user) => user.update({ emailVerifiedAt: new Date() })));
    const rows = await Promise.all(organisations.map((organisation) => subscriptionOf(organisation)));
    expect(rows.map((row) => row.status).sort()).toEqual(['trial_expired', 'trialing']);
  });
});
