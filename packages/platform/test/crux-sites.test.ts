// crux_sites, the sites with CrUX field data that the site lists read, follows crux_targets whatever
// writes them: a target created, updated one by one or in bulk, destroyed, or its site deleted. Both
// databases, the real migrations.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createMigrator, type Database, openDatabase } from '../src/db/index.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../src/testing.ts';

describe.each(DIALECTS)('crux_sites on %s', (dialect) => {
  let testDb: TestDatabase;
  let db: Database;
  let sites: number[];

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    db = await openDatabase(testDb.config);
    await createMigrator(db.sequelize).up();
    const organisation = await db.models.Organisation.create({ name: 'Field', slug: 'field' });
    const team = await db.models.Team.create({ organisationId: organisation.id, name: 'Web', slug: 'web' });
    sites = [];
    for (const n of [1, 2, 3]) {
      const site = await db.models.Site.create({
        teamId: team.id,
        name: `Shop ${n}`,
        slug: `shop-${n}`,
        canonicalUrl: `https://shop-${n}.example.test/`,
      });
      sites.push(site.id);
    }
  });
  afterAll(async () => {
    await db?.close();
    await testDb?.drop();
  });
  beforeEach(async () => {
    await db.models.CruxTarget.destroy({ where: {} });
  });

  const withData = async () =>
    (await db.models.CruxSite.findAll({ order: [['siteId', 'ASC']] })).map((row) => row.siteId);
  const target = (siteId: number, formFactor: 'ALL' | 'PHONE', status: 'collected' | 'no_data') => ({
    siteId,
    kind: 'origin' as const,
    target: `https://site-${siteId}.example.test`,
    targetHash: `${siteId}`.padStart(64, '0'),
    formFactor,
    status,
    checkedAt: new Date(),
  });

  test('a site is in while one of its targets is collected', async () => {
    const [a, b] = sites as [number, number];
    const all = await db.models.CruxTarget.create(target(a, 'ALL', 'collected'));
    const phone = await db.models.CruxTarget.create(target(a, 'PHONE', 'collected'));
    await db.models.CruxTarget.create(target(b, 'ALL', 'no_data'));
    expect(await withData()).toEqual([a]);
    await all.update({ status: 'no_data' });
    expect(await withData()).toEqual([a]);
    await phone.update({ status: 'no_data' });
    expect(await withData()).toEqual([]);
    await phone.update({ status: 'collected' });
    expect(await withData()).toEqual([a]);
    await phone.destroy();
    expect(await withData()).toEqual([]);
  });

  test('bulk writes, with or without the site in their condition', async () => {
    const [a, b, c] = sites as [number, number, number];
    await db.models.CruxTarget.bulkCreate([target(a, 'ALL', 'collected'), target(b, 'ALL', 'collected')]);
    expect(await withData()).toEqual([a, b]);
    await db.models.CruxTarget.update({ status: 'no_data' }, { where: { siteId: a } });
    expect(await withData()).toEqual([b]);
    await db.models.CruxTarget.update({ status: 'collected' }, { where: { formFactor: 'ALL' } });
    expect(await withData()).toEqual([a, b]);
    await db.models.CruxTarget.create(target(c, 'ALL', 'collected'));
    await db.models.CruxTarget.destroy({ where: { siteId: [a, c] } });
    expect(await withData()).toEqual([b]);
    await db.models.CruxTarget.destroy({ where: { status: 'collected' } });
    expect(await withData()).toEqual([]);
  });

  test('deleting a site takes its row with it', async () => {
    const { Site, CruxTarget } = db.models;
    const extra = await Site.create({
      teamId: (await Site.findByPk(sites[0]))!.teamId,
      name: 'Gone',
      slug: 'gone',
      canonicalUrl: 'https://gone.example.test/',
    });
    await CruxTarget.create(target(extra.id, 'ALL', 'collected'));
    expect(await withData()).toEqual([extra.id]);
    await extra.destroy();
    expect(await withData()).toEqual([]);
  });
});
