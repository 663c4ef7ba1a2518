// Ratcheting budgets on the real databases, as the audit worker applies them after each test: the
// budget tightens after K measurements under it by the margin and not after K − 1, a measurement short
// of the margin resets the count, it never loosens, each change is kept with the measurements that
// caused it, two workers at once change it once, and the people who get budget alerts are told.
import { silentLogger } from '@pace/platform/log';
import { testConfig, useMigratedDatabase } from '@pace/platform/testing';
import { type SmtpSink, startSmtpSink } from '@pace/service-fakes/smtp';
import { BudgetRatchet } from '@pace/synthetic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratchetBudgets } from '../src/workers/synthetic/budget-ratchet.ts';

describe.each(['sqlite', 'mysql'] as const)('budget ratchet on %s', (dialect) => {
  const database = useMigratedDatabase(dialect);
  let sink: SmtpSink;
  let ids: { siteId: number; pageId: number; profileId: number; testId: number };

  beforeAll(async () => {
    sink = await startSmtpSink();
    const { Organisation, Team, Site, Page, TestProfile, Snapshot, Test, User, Membership } =
      database.db.models;
    const organisation = await Organisation.create({ name: 'Acme', slug: 'acme' });
    const team = await Team.create({ organisationId: organisation.id, name: 'Web', slug: 'web' });
    const site = await Site.create({
      teamId: team.id,
      name: 'Shop',
      slug: 'shop',
      canonicalUrl: 'https://shop.example/',
    });
    const page = await Page.create({ siteId: site.id, name: 'Home', url: 'https://shop.example/' });
    const profile = await TestProfile.create({
      siteId: site.id,
      name: 'Desktop',
      device: 'desktop',
      connection: 'cable',
    });
    const snapshot = await Snapshot.create({
      siteId: site.id,
      trigger: 'schedule',
      triggerClient: 'scheduler',
    });
    const test = await Test.create({
      snapshotId: snapshot.id,
      siteId: site.id,
      pageId: page.id,
      profileId: profile.id,
      url: 'https://shop.example/',
    });
    const admin = await User.create({ name: 'Ada', email: 'ada@shop.example' });
    await Membership.create({ userId: admin.id, organisationId: organisation.id, role: 'admin' });
    ids = { siteId: site.id, pageId: page.id, profileId: profile.id, testId: test.id };
  });
  afterAll(async () => sink?.close());

  const deps = () => ({
    db: database.db,
    log: silentLogger(),
    config: testConfig({ SMTP_URL: sink.url, PUBLIC_URL: 'https://pace.example' }),
  });
  // One measurement per test in real life; the unique index is per test and metric, so each gets a test.
  const measure = async (metric: string, value: number) => {
    const { Test, MetricMeasurement } = database.db.models;
    const base = await Test.findByPk(ids.testId, { rejectOnEmpty: true });
    const test = await Test.create({ ...base.get(), id: undefined, uuid: undefined } as never);
    await MetricMeasurement.create({ ...ids, testId: test.id, metric, value, measuredAt: new Date() });
  };
  const budgetOf = (metric: string) =>
    database.db.models.Budget.findOne({ where: { siteId: ids.siteId, metric }, rejectOnEmpty: true });

  it('tightens after K good measurements, not after K − 1, resets on a bad one, and tells the admins', async () => {
    // Measurements from before the ratchet was turned on do not count.
    await measure('lcp', 1000);
    const before = (await database.db.models.MetricMeasurement.max('id')) as number | string;
    await database.db.models.Budget.create({
      siteId: ids.siteId,
      metric: 'lcp',
      value: 3000,
      ratchetEnabled: true,
      ratchetRuns: 3,
      ratchetMargin: 100,
      ratchetMarginUnit: 'absolute',
      ratchetAfterMeasurementId: Number(before),
    });
    await measure('lcp', 2500);
    await measure('lcp', 2600);
    expect(await ratchetBudgets(deps(), ids.siteId, ['lcp'])).toEqual([]);
    expect((await budgetOf('lcp')).value).toBe(3000);

    await measure('lcp', 2550);
    const [tightening] = await ratchetBudgets(deps(), ids.siteId, ['lcp']);
    expect(tightening).toMatchObject({ from: 3000, to: 2700 });
    expect((await budgetOf('lcp')).value).toBe(2700);
    const mail = await sink.waitFor('ada@shop.example', { subject: /budget tightened/ });
    expect(mail.subject).toBe('Shop: budget tightened (Largest Contentful Paint at most 2.7 s)');
    expect(mail.text).toContain(
      'tightened from at most 3.0 s to at most 2.7 s: the last 3 measurements were all under it by its margin',
    );
    expect(mail.text).toContain('https://pace.example/teams/web/shop/budgets/');

    // The history keeps the change with the three measurements that caused it.
    const [change, ...others] = await new BudgetRatchet(database.db).history(await budgetOf('lcp'));
    expect(others).toEqual([]);
    expect(change).toMatchObject({ oldValue: 3000, newValue: 2700 });
    expect(change!.measurements.map((row) => row.value)).toEqual([2500, 2600, 2550]);

    // A measurement within the margin of the new budget resets the count: two good ones after it are not enough.
    await measure('lcp', 2650);
    await measure('lcp', 2400);
    await measure('lcp', 2450);
    expect(await ratchetBudgets(deps(), ids.siteId, ['lcp'])).toEqual([]);
    await measure('lcp', 2420);
    expect((await ratchetBudgets(deps(), ids.siteId, ['lcp'])).map((row) => row.to)).toEqual([2550]);

    // Slower measurements never loosen it.
    for (const value of [4000, 4100, 4200, 4300]) await measure('lcp', value);
    expect(await ratchetBudgets(deps(), ids.siteId, ['lcp'])).toEqual([]);
    expect((await budgetOf('lcp')).value).toBe(2550);
    expect(await database.db.models.BudgetChange.count()).toBe(2);
  });

  it('leaves budgets without the opt-in alone, and changes a budget once when two workers race', async () => {
    await database.db.models.Budget.create({ siteId: ids.siteId, metric: 'fcp', value: 3000 });
    await database.db.models.Budget.create({
      siteId: ids.siteId,
      metric: 'tbt',
      value: 600,
      ratchetEnabled: true,
      ratchetRuns: 2,
      ratchetMargin: 10,
      ratchetMarginUnit: 'percent',
    });
    for (const value of [100, 120]) {
      await measure('fcp', value);
      await measure('tbt', value);
    }
    const ratchet = new BudgetRatchet(database.db);
    const [first, second] = await Promise.all([
      ratchet.apply(ids.siteId, ['fcp', 'tbt']),
      ratchet.apply(ids.siteId, ['fcp', 'tbt']),
    ]);
    expect([...first!, ...second!].map((row) => [row.budget.metric, row.to])).toEqual([['tbt', 132]]);
    expect((await budgetOf('fcp')).value).toBe(3000);
    expect((await budgetOf('tbt')).value).toBeCloseTo(132, 9);
  });
});
