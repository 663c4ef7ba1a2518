// Budgets that ratchet, over GraphQL: members turn the ratchet on with its settings, viewers and other
// organisations cannot, bad settings are refused with the field named and nothing written, and the
// budget shows each change with the measurements that caused it.
import { BudgetRatchet } from '@pace/synthetic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorHeaders, createWorld, gql, type Headers, type World } from '../support/actors.ts';
import { MODES, startTestApp, type TestApp } from '../support.ts';

const BUDGET = `uuid value ratchet { enabled runs margin marginUnit }
  changes { oldValue newValue at measurements { value measuredAt page { name } profile { name } } }`;
const CREATE = `mutation ($t: ID!, $s: ID!, $input: BudgetInput!) { createBudget(teamId: $t, siteId: $s, input: $input) { ${BUDGET} } }`;
const UPDATE = `mutation ($t: ID!, $s: ID!, $u: ID!, $input: BudgetInput!) { updateBudget(teamId: $t, siteId: $s, uuid: $u, input: $input) { ${BUDGET} } }`;
const READ = `query ($t: ID!, $s: ID!, $u: ID!) { budget(teamId: $t, siteId: $s, uuid: $u) { ${BUDGET} } }`;

interface BudgetView {
  uuid: string;
  value: number;
  ratchet: { enabled: boolean; runs: number | null; margin: number | null; marginUnit: string | null };
  changes: {
    oldValue: number;
    newValue: number;
    measurements: { value: number; page: { name: string } }[];
  }[];
}

describe.each(MODES)('budget ratchet (%s)', (mode) => {
  let app: TestApp;
  let world: World;
  let member: Headers;
  let viewer: Headers;
  let otherAdmin: Headers;
  let site: { t: string; s: string };
  const on = { enabled: true, runs: 3, margin: 100, marginUnit: 'absolute' };

  beforeAll(async () => {
    app = await startTestApp(mode);
    world = await createWorld(app);
    member = await actorHeaders(app, world.users.memberA);
    viewer = await actorHeaders(app, world.users.viewerA);
    otherAdmin = await actorHeaders(app, world.users.adminB);
    site = { t: world.teamA1.slug, s: world.siteA1.slug };
  });
  afterAll(() => app?.close());

  it('is turned on by members and shows the changes it made with their measurements', async () => {
    const created = await gql<{ createBudget: BudgetView }>(app, member, CREATE, {
      ...site,
      input: { metric: 'lcp', value: 3000, ratchet: on },
    });
    expect(created.errors).toBeUndefined();
    const budget = created.data!.createBudget;
    expect(budget.ratchet).toEqual(on);
    expect(budget.changes).toEqual([]);

    // Three measurements under the budget by the margin, as the audit worker stores them.
    const { Page, TestProfile, Snapshot, Test, MetricMeasurement } = app.db.models;
    const page = await Page.create({ siteId: world.siteA1.id, name: 'Ratchet home', url: 'https://a.test/' });
    const profile = await TestProfile.create({
      siteId: world.siteA1.id,
      name: 'Ratchet desktop',
      device: 'desktop',
      connection: 'cable',
    });
    const snapshot = await Snapshot.create({
      siteId: world.siteA1.id,
      trigger: 'schedule',
      triggerClient: 'scheduler',
    });
    for (const value of [2500, 2600, 2550]) {
      const test = await Test.create({
        snapshotId: snapshot.id,
        siteId: world.siteA1.id,
        pageId: page.id,
        profileId: profile.id,
        url: page.url,
      });
      await MetricMeasurement.create({
        testId: test.id,
        siteId: world.siteA1.id,
        pageId: page.id,
        profileId: profile.id,
        metric: 'lcp',
        value,
        measuredAt: new Date(),
      });
    }
    await new BudgetRatchet(app.db).apply(world.siteA1.id, ['lcp']);

    // A viewer of the site reads the history.
    const read = await gql<{ budget: BudgetView }>(app, viewer, READ, { ...site, u: budget.uuid });
    expect(read.errors).toBeUndefined();
    expect(read.data!.budget.value).toBe(2700);
    expect(read.data!.budget.changes).toHaveLength(1);
    expect(read.data!.budget.changes[0]).toMatchObject({
      oldValue: 3000,
      newValue: 2700,
      measurements: [2500, 2600, 2550].map((value) => ({
        value,
        page: { name: 'Ratchet home' },
        profile: { name: 'Ratchet desktop' },
      })),
    });

    // Saving the budget without the ratchet's settings leaves them; turning it off keeps the history.
    const kept = await gql<{ updateBudget: BudgetView }>(app, member, UPDATE, {
      ...site,
      u: budget.uuid,
      input: { metric: 'lcp', value: 2700 },
    });
    expect(kept.data!.updateBudget.ratchet).toEqual(on);
    const off = await gql<{ updateBudget: BudgetView }>(app, member, UPDATE, {
      ...site,
      u: budget.uuid,
      input: { metric: 'lcp', value: 2700, ratchet: { enabled: false } },
    });
    expect(off.data!.updateBudget.ratchet).toMatchObject({ enabled: false, runs: 3 });
    expect(off.data!.updateBudget.changes).toHaveLength(1);
  });

  it('cannot be turned on by viewers or other organisations', async () => {
    const budget = await app.db.models.Budget.create({ siteId: world.siteA1.id, metric: 'fcp', value: 2000 });
    const input = { metric: 'fcp', value: 2000, ratchet: on };
    const asViewer = await gql(app, viewer, UPDATE, { ...site, u: budget.uuid, input });
    expect(asViewer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const outsider = await gql(app, otherAdmin, UPDATE, { ...site, u: budget.uuid, input });
    expect(outsider.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await budget.reload();
    expect(budget.ratchetEnabled).toBe(false);
  });

  it('refuses bad settings with the field named, writing nothing', async () => {
    const before = await app.db.models.Budget.count();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...on, runs: 1 }, 'ratchet.runs', /2 to 100/],
      [{ ...on, margin: -5 }, 'ratchet.margin', /0 or more/],
      [{ ...on, marginUnit: 'percent', margin: 150 }, 'ratchet.margin', /at most 100/],
      [{ enabled: true }, 'ratchet.runs', /2 to 100/],
    ];
    for (const [ratchet, field, message] of cases) {
      const result = await gql(app, member, CREATE, {
        ...site,
        input: { metric: 'tbt', value: 600, ratchet },
      });
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(result.errors?.[0]?.message).toMatch(message);
    }
    // What the schema's types already refuse: a fractional count, a unit it does not know.
    for (const ratchet of [
      { ...on, runs: 2.5 },
      { ...on, marginUnit: 'furlongs' },
    ]) {
      const refused = await gql(app, member, CREATE, {
        ...site,
        input: { metric: 'tbt', value: 600, ratchet },
      });
      expect(refused.errors?.[0]?.message).toMatch(/ratchet/);
    }
    expect(await app.db.models.Budget.count()).toBe(before);
  });
});
