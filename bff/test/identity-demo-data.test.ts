// The demo data command's seeding: everything the README promises, idempotent, and removable in one step
// without touching anything else.
import { DEMO_SITES, markDemoOrganisation, removeDemoData, seedDemoContent } from '@pace/demo';
import type { Database } from '@pace/platform/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/accounts/passwords.ts';
import {
  DEMO_ORGANISATION,
  DEMO_PASSWORD,
  DEMO_USERS,
  describeDemoData,
  seedDemoData,
} from '../src/organisations/demo-data.ts';
import { actorHeaders, gql } from './support/actors.ts';
import { MODES, startTestApp, type TestApp } from './support.ts';

const ORIGIN = 'http://127.0.0.1:4301';

/** What `npm run demo-data` does. */
async function seed(db: Database, origin = ORIGIN) {
  const { created } = await seedDemoData(db, origin);
  await markDemoOrganisation(db, DEMO_ORGANISATION.name);
  return (await seedDemoContent(db, { origin, today: new Date('2026-11-20') })) || created;
}

/** Rows of every table, by model name. */
async function everyCount(db: Database) {
  const counts: Record<string, number> = {};
  for (const [name, model] of Object.entries(db.models))
    counts[name] = await (model as unknown as { count(): Promise<number> }).count();
  return counts;
}

describe.each(MODES)('demo data (%s)', (mode) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(mode, { withShell: false });
  });
  afterAll(() => app?.close());

  it('creates a marked demo organisation, its teams, sites and a user of each role, once', async () => {
    expect(await seed(app.db)).toBe(true);
    const counts = async () => ({
      users: await app.db.models.User.count(),
      teams: await app.db.models.Team.count(),
      sites: await app.db.models.Site.count(),
      memberships: await app.db.models.Membership.count(),
      teamMembers: await app.db.models.TeamMember.count(),
    });
    const first = await counts();
    expect(first).toEqual({ users: 4, teams: 2, sites: 3, memberships: 3, teamMembers: 3 });
    const all = await everyCount(app.db);
    expect(await seed(app.db)).toBe(false);
    expect(await everyCount(app.db)).toEqual(all);

    const organisation = await app.db.models.Organisation.findOne({
      where: { slug: DEMO_ORGANISATION.slug },
    });
    expect(organisation?.name).toMatch(/demo/i);
    expect(organisation?.demo).toBe(true);
    const admin = await app.db.models.User.findOne({ where: { email: DEMO_USERS[0]!.email } });
    expect(await verifyPassword(DEMO_PASSWORD, admin!.passwordHash)).toBe(true);
    expect(describeDemoData()).toContain('demo-viewer@pace.test');

    const viewer = await app.db.models.User.findOne({ where: { email: 'demo-viewer@pace.test' } });
    const { data } = await gql<{ currentUser: { memberships: { role: string }[] } }>(
      app,
      await actorHeaders(app, viewer!),
      '{ currentUser { memberships { role organisation { id } } } }',
    );
    expect(data?.currentUser.memberships).toEqual([{ role: 'viewer', organisation: { id: 'demo' } }]);
  });

  it('points the sites at the demo website, with pages, profiles, budgets, RUM keys and sample CrUX', async () => {
    const { Site, Page, TestProfile, Budget, RumSettings, CruxMeasurement, CruxTarget } = app.db.models;
    for (const demo of DEMO_SITES) {
      const site = await Site.findOne({ where: { slug: demo.slug } });
      expect(site?.canonicalUrl).toBe(`${ORIGIN}${demo.path}`);
      const pages = await Page.findAll({ where: { siteId: site!.id } });
      expect(pages.length).toBeGreaterThan(0);
      for (const page of pages) expect(page.url.startsWith(`${ORIGIN}${demo.path}`)).toBe(true);
      expect(await TestProfile.count({ where: { siteId: site!.id } })).toBe(demo.profiles.length);
      expect(await Budget.count({ where: { siteId: site!.id } })).toBe(demo.budgets.length);
      const rum = await RumSettings.findOne({ where: { siteId: site!.id } });
      expect(rum).toMatchObject({ siteKey: demo.siteKey, allowedOrigins: [ORIGIN] });
      // 25 weekly periods and the latest, three form factors: six metrics and LCP's four image parts.
      expect(await CruxMeasurement.count({ where: { siteId: site!.id } })).toBe(26 * (6 + 4) * 3);
      expect(await CruxTarget.count({ where: { siteId: site!.id, status: 'collected' } })).toBe(3);
    }
    // The CrUX dashboard says they are sample figures; a customer's site is not labelled so.
    const admin = await app.db.models.User.findOne({ where: { email: 'demo-admin@pace.test' } });
    const { data } = await gql<{ cruxSummary: { hasData: boolean; sampleData: boolean } }>(
      app,
      await actorHeaders(app, admin!),
      '{ cruxSummary(teamId: "demo-shop", siteId: "demo-store") { hasData sampleData } }',
    );
    expect(data?.cruxSummary).toEqual({ hasData: true, sampleData: true });
    const store = await Site.findOne({ where: { slug: 'demo-store' } });
    expect((await Page.findAll({ where: { siteId: store!.id } })).map((p) => p.name)).toEqual(
      expect.arrayContaining(['Sale (slow and heavy)', 'Basket (layout shift, slow button)']),
    );
  });

  it('follows the demo website to another port without adding anything', async () => {
    const before = await everyCount(app.db);
    expect(await seed(app.db, 'http://127.0.0.1:4302')).toBe(true);
    expect(await everyCount(app.db)).toEqual(before);
    const pages = await app.db.models.Page.findAll();
    expect(pages.every((page) => page.url.startsWith('http://127.0.0.1:4302/'))).toBe(true);
    await seed(app.db);
  });

  it('removes everything of the demo in one step, and nothing else', async () => {
    const { Organisation, Team, Site, User, Membership, Page, Snapshot, Test, TestProfile } = app.db.models;
    await removeDemoData(
      app.db,
      DEMO_USERS.map((user) => user.email),
    );
    const empty = await everyCount(app.db);

    // A customer beside the demo, with a site, a page, a member, a snapshot and a test.
    const organisation = await Organisation.create({ name: 'Acme', slug: 'acme' });
    const team = await Team.create({ organisationId: organisation.id, name: 'Web', slug: 'web' });
    const site = await Site.create({
      teamId: team.id,
      name: 'Acme',
      slug: 'acme',
      canonicalUrl: 'https://acme.test/',
    });
    const user = await User.create({ name: 'Ada', email: 'ada@acme.test' } as never);
    await Membership.create({ userId: user.id, organisationId: organisation.id, role: 'admin' });
    await Page.create({ siteId: site.id, name: 'Home', url: 'https://acme.test/' });
    const customer = await everyCount(app.db);

    await seed(app.db);
    // The demo's own history: a snapshot with a test, as the first start makes them.
    const store = await Site.findOne({ where: { slug: 'demo-store' } });
    const page = await Page.findOne({ where: { siteId: store!.id } });
    const profile = await TestProfile.findOne({ where: { siteId: store!.id } });
    const snapshot = await Snapshot.create({
      siteId: store!.id,
      trigger: 'manual',
      triggerClient: 'Demo data',
    });
    await Test.create({
      snapshotId: snapshot.id,
      siteId: store!.id,
      pageId: page!.id,
      profileId: profile!.id,
      url: page!.url,
    } as never);
    expect((await everyCount(app.db)).Test).toBe(customer.Test! + 1);

    const removed = await removeDemoData(
      app.db,
      DEMO_USERS.map((u) => u.email),
    );
    // Beside a customer the demo has no staff login: three accounts.
    expect(removed).toEqual({ organisations: 1, teams: 2, sites: 3, users: 3 });
    expect(await everyCount(app.db)).toEqual(customer);
    expect(await Organisation.findOne({ where: { slug: 'acme' } })).not.toBeNull();
    expect(customer).not.toEqual(empty);
    // Removing again finds nothing.
    expect(
      await removeDemoData(
        app.db,
        DEMO_USERS.map((u) => u.email),
      ),
    ).toEqual({
      organisations: 0,
      teams: 0,
      sites: 0,
      users: 0,
    });
  });

  it("never seeds into a customer's organisation or team that took the demo's slugs", async () => {
    const { Organisation, Team, User, Membership } = app.db.models;
    // A customer whose organisation is /organisations/demo, even one named like ours.
    const theirs = await Organisation.create({ name: DEMO_ORGANISATION.name, slug: DEMO_ORGANISATION.slug });
    const owner = await User.create({ name: 'Owner', email: 'owner@customer.test' } as never);
    await Membership.create({ userId: owner.id, organisationId: theirs.id, role: 'admin' });
    const before = await everyCount(app.db);
    await expect(seed(app.db)).rejects.toThrow(
      '/organisations/demo belongs to an organisation that is not the demo',
    );
    expect(await everyCount(app.db)).toEqual(before);

    // Another customer's team with one of the demo's team slugs (unique across organisations).
    await Membership.destroy({ where: { organisationId: theirs.id } });
    await theirs.update({ slug: 'customer' });
    await Team.create({ organisationId: theirs.id, name: 'Shop', slug: 'demo-shop' });
    const again = await everyCount(app.db);
    await expect(seed(app.db)).rejects.toThrow('The team slug demo-shop belongs to another organisation');
    expect(await everyCount(app.db)).toEqual(again);
  });

  it('gives no published password, and no staff login, beside real organisations', async () => {
    const { Organisation, User } = app.db.models;
    const emails = DEMO_USERS.map((user) => user.email);
    await removeDemoData(app.db, emails);
    await Organisation.destroy({ where: {} });
    // First start on an empty database: the published demo, staff included.
    expect((await seedDemoData(app.db, ORIGIN)).passwords).toBeNull();
    await Organisation.create({ name: 'Acme', slug: 'acme-real' });

    // A real organisation now shares the database: the published password and the staff login go.
    const { passwords } = await seedDemoData(app.db, ORIGIN);
    const users = await User.findAll({ where: { email: emails } });
    expect(users.filter((user) => user.staff)).toEqual([]);
    for (const user of users) expect(await verifyPassword(DEMO_PASSWORD, user.passwordHash)).toBe(false);
    const given = [...passwords!.entries()];
    expect(given.map(([email]) => email).sort()).toEqual(
      users
        .filter((user) => user.email !== 'demo-staff@pace.test')
        .map((user) => user.email)
        .sort(),
    );
    for (const [email, password] of given) {
      const user = users.find((candidate) => candidate.email === email)!;
      expect(await verifyPassword(password, user.passwordHash)).toBe(true);
      expect(describeDemoData(passwords)).toContain(password);
    }
    expect(describeDemoData(passwords)).not.toContain(DEMO_PASSWORD);
    // Printed once: the next run finds no published password left to replace.
    expect((await seedDemoData(app.db, ORIGIN)).passwords).toBeNull();

    // Made afresh beside real organisations: the same, with no staff account at all.
    await removeDemoData(app.db, emails);
    const fresh = await seedDemoData(app.db, ORIGIN);
    expect(await User.count({ where: { email: 'demo-staff@pace.test' } })).toBe(0);
    expect(fresh.passwords?.size).toBe(DEMO_USERS.length - 1);
  }, 120_000);
});
