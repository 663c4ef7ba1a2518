// One suite, each real database (the lighthouse-ci habit): MariaDB and SQLite must behave the same.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  createMigrator,
  type Database,
  ForeignKeyConstraintError,
  openDatabase,
  UniqueConstraintError,
  ValidationError,
} from '../src/db/index.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../src/testing.ts';

/** The foundation's tables; each feature adds its own, checked by the feature's tests. */
const TABLES = ['memberships', 'organisations', 'remote_releases', 'sites', 'teams', 'users'];
const MIGRATIONS_DIR = fileURLToPath(new URL('../src/db/migrations/', import.meta.url));
/** Every migration file, in the order they must apply (their names start with a timestamp). */
const MIGRATION_NAMES = readdirSync(MIGRATIONS_DIR)
  .filter((file) => /\.ts$/.test(file) && !file.endsWith('.test.ts'))
  .map((file) => file.replace(/\.ts$/, ''))
  .sort();

async function tables(db: Database): Promise<string[]> {
  const names = await db.sequelize.getQueryInterface().showAllTables();
  return names
    .map((t) => (typeof t === 'string' ? t : (t as { tableName: string }).tableName))
    .filter((t) => t !== 'migrations' && !t.startsWith('sqlite_'))
    .sort();
}

describe.each(DIALECTS)('database on %s', (dialect) => {
  let testDb: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    db = await openDatabase(testDb.config);
  });
  afterAll(async () => {
    await db?.close();
    await testDb?.drop();
  });

  describe('migrations', () => {
    test('up creates every table, down removes them all, up again restores them', async () => {
      const migrator = createMigrator(db.sequelize);
      const applied = await migrator.up();
      expect(applied.map((m) => m.name)).toEqual(MIGRATION_NAMES);
      const all = await tables(db);
      expect(all).toEqual(expect.arrayContaining(TABLES));

      await migrator.down({ to: 0 });
      expect(await tables(db)).toEqual([]);
      expect(await migrator.executed()).toEqual([]);

      await migrator.up();
      expect(await tables(db)).toEqual(all);
      expect(await migrator.pending()).toEqual([]);
      // Every migration up, down and up again on MariaDB: about 10 s alone, over 30 s on a loaded machine.
    }, 120_000);

    test('migrate() is a no-op when nothing is pending', async () => {
      expect(await db.migrate()).toEqual([]);
    });
  });

  describe('entities', () => {
    test('dates keep their milliseconds (the order of quick successive changes depends on it)', async () => {
      const user = await db.models.User.create({ name: 'Ms', email: 'ms@example.com' });
      await user.update({ sessionsValidFrom: new Date('2026-01-01T00:00:01.789Z') });
      await user.reload();
      expect(user.sessionsValidFrom?.toISOString()).toBe('2026-01-01T00:00:01.789Z');
    });

    test('a user is created with a uuid and a lower-cased email, and read back', async () => {
      const { User } = db.models;
      const created = await User.create({ name: 'Ada Lovelace', email: ' Ada@Example.com ' });
      const read = await User.findOne({ where: { uuid: created.uuid } });
      expect(read?.toJSON()).toMatchObject({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        passwordHash: null,
        avatar: null,
        staff: false,
      });
      expect(read?.uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(read?.createdAt).toBeInstanceOf(Date);
    });

    test('an organisation with an administrator, a team and a site', async () => {
      const { User, Organisation, Membership, Team, Site } = db.models;
      const user = await User.create({
        name: 'Grace',
        email: 'grace@example.com',
        staff: true,
        passwordHash: 'x',
      });
      const organisation = await Organisation.create({ name: 'Acme Corp', slug: 'acme' });
      await Membership.create({ userId: user.id, organisationId: organisation.id, role: 'admin' });
      const team = await Team.create({
        organisationId: organisation.id,
        name: 'Web',
        slug: 'web',
        description: 'The marketing site',
      });
      const site = await Site.create({
        teamId: team.id,
        name: 'Acme',
        slug: 'acme-com',
        canonicalUrl: 'https://www.acme.com/',
        snapshotSchedule: 'every_n_hours',
        snapshotIntervalHours: 168,
        testLocation: 'eu-west',
        ipOption: 'ipv6',
        formAuthUrl: 'https://www.acme.com/login',
        formAuthFormSelector: '#login',
        formAuthUsername: 'robot',
        formAuthUsernameSelector: '#user',
        formAuthPassword: 'hunter2',
        formAuthPasswordSelector: '#pass',
        formAuthSubmitSelector: 'button[type=submit]',
      });

      const membership = await Membership.findOne({
        where: { userId: user.id },
        include: [{ association: 'organisation' }],
      });
      expect(membership?.role).toBe('admin');
      expect((membership as unknown as { organisation: { slug: string } }).organisation.slug).toBe('acme');
      expect((await Organisation.findByPk(organisation.id))?.isActive).toBe(true);

      const readSite = await Site.findByPk(site.id, { include: [{ association: 'team' }] });
      expect(readSite?.toJSON()).toMatchObject({
        name: 'Acme',
        canonicalUrl: 'https://www.acme.com/',
        snapshotSchedule: 'every_n_hours',
        snapshotIntervalHours: 168,
        ipOption: 'ipv6',
        formAuthSubmitSelector: 'button[type=submit]',
        team: { name: 'Web', description: 'The marketing site' },
      });
      expect(readSite?.secret).toMatch(/^[\w-]{32}$/);
    });

    test('site defaults: no schedule, dynamic IP, no form authentication', async () => {
      const { Organisation, Team, Site } = db.models;
      const organisation = await Organisation.create({ name: 'Defaults', slug: 'defaults' });
      const team = await Team.create({ organisationId: organisation.id, name: 'T', slug: 't' });
      const site = await Site.create({
        teamId: team.id,
        name: 'S',
        slug: 's',
        canonicalUrl: 'http://s.test/',
      });
      const read = await Site.findByPk(site.id);
      expect(read?.toJSON()).toMatchObject({
        snapshotSchedule: 'off',
        snapshotIntervalHours: null,
        ipOption: 'dynamic',
        testLocation: null,
        formAuthUrl: null,
      });
    });

    test('a remote release is active or not', async () => {
      const { RemoteRelease } = db.models;
      await RemoteRelease.create({
        name: 'mfe-rum',
        version: '1.0.0',
        entryUrl: '/remotes/mfe-rum/1.0.0/mf-manifest.json',
      });
      await RemoteRelease.create({
        name: 'mfe-rum',
        version: '1.1.0',
        entryUrl: '/remotes/mfe-rum/1.1.0/mf-manifest.json',
        active: true,
        activatedAt: new Date(),
      });
      const active = await RemoteRelease.findAll({ where: { name: 'mfe-rum', active: true } });
      expect(active.map((r) => r.version)).toEqual(['1.1.0']);
      expect((await RemoteRelease.findOne({ where: { version: '1.0.0' } }))?.active).toBe(false);
    });
  });

  describe('constraints', () => {
    test('a duplicate email is rejected, whatever its letter case', async () => {
      const { User } = db.models;
      await User.create({ name: 'One', email: 'same@example.com' });
      await expect(User.create({ name: 'Two', email: 'SAME@example.com' })).rejects.toBeInstanceOf(
        UniqueConstraintError,
      );
    });

    test('a duplicate team name in an organisation is rejected; another organisation may use it, not its slug', async () => {
      const { Organisation, Team } = db.models;
      const first = await Organisation.create({ name: 'First', slug: 'first' });
      const second = await Organisation.create({ name: 'Second', slug: 'second' });
      await Team.create({ organisationId: first.id, name: 'Core', slug: 'core' });
      await expect(
        Team.create({ organisationId: first.id, name: 'core', slug: 'core-2' }),
      ).rejects.toBeInstanceOf(UniqueConstraintError);
      await expect(
        Team.create({ organisationId: second.id, name: 'Core', slug: 'core-second' }),
      ).resolves.toBeTruthy();
      // A team's URL (/teams/{slug}) carries no organisation, so its slug is unique everywhere.
      await expect(
        Team.create({ organisationId: second.id, name: 'Core two', slug: 'core' }),
      ).rejects.toBeInstanceOf(UniqueConstraintError);
    });

    test('a duplicate organisation slug is rejected', async () => {
      const { Organisation } = db.models;
      await Organisation.create({ name: 'Slug', slug: 'taken' });
      await expect(Organisation.create({ name: 'Other', slug: 'taken' })).rejects.toBeInstanceOf(
        UniqueConstraintError,
      );
    });

    test('one membership per user and organisation, with a known role', async () => {
      const { User, Organisation, Membership } = db.models;
      const user = await User.create({ name: 'M', email: 'm@example.com' });
      const organisation = await Organisation.create({ name: 'M', slug: 'm' });
      await Membership.create({ userId: user.id, organisationId: organisation.id, role: 'viewer' });
      await expect(
        Membership.create({ userId: user.id, organisationId: organisation.id, role: 'member' }),
      ).rejects.toBeInstanceOf(UniqueConstraintError);
      const other = await User.create({ name: 'N', email: 'n@example.com' });
      await expect(
        Membership.create({ userId: other.id, organisationId: organisation.id, role: 'owner' as never }),
      ).rejects.toBeInstanceOf(ValidationError);
    });

    test('a team must belong to an existing organisation', async () => {
      await expect(
        db.models.Team.create({ organisationId: 999_999, name: 'Orphan', slug: 'orphan' }),
      ).rejects.toBeInstanceOf(ForeignKeyConstraintError);
    });

    test('the snapshot interval is 1 to 168 hours, and only with the every-N-hours schedule', async () => {
      const { Organisation, Team, Site } = db.models;
      const organisation = await Organisation.create({ name: 'Sched', slug: 'sched' });
      const team = await Team.create({ organisationId: organisation.id, name: 'T', slug: 'sched-t' });
      const base = { teamId: team.id, name: 'S', canonicalUrl: 'https://s.test/' };
      await expect(
        Site.create({ ...base, slug: 'a', snapshotSchedule: 'every_n_hours', snapshotIntervalHours: 169 }),
      ).rejects.toBeInstanceOf(ValidationError);
      await expect(
        Site.create({ ...base, slug: 'b', snapshotSchedule: 'every_n_hours' }),
      ).rejects.toBeInstanceOf(ValidationError);
      await expect(
        Site.create({ ...base, slug: 'c', snapshotSchedule: 'daily', snapshotIntervalHours: 4 }),
      ).rejects.toBeInstanceOf(ValidationError);
      await expect(
        Site.create({ ...base, slug: 'd', snapshotSchedule: 'weekly' as never }),
      ).rejects.toBeInstanceOf(ValidationError);
      await expect(Site.create({ ...base, slug: 'e', snapshotSchedule: 'hourly' })).resolves.toBeTruthy();
    });

    test('the database itself allows one active release per remote', async () => {
      const { RemoteRelease } = db.models;
      const entryUrl = '/remotes/mfe-crux/x/mf-manifest.json';
      await RemoteRelease.create({ name: 'mfe-crux', version: '1', entryUrl, active: true });
      await RemoteRelease.create({ name: 'mfe-crux', version: '2', entryUrl });
      await RemoteRelease.create({ name: 'mfe-crux', version: '3', entryUrl });
      await expect(
        RemoteRelease.create({ name: 'mfe-crux', version: '4', entryUrl, active: true }),
      ).rejects.toBeInstanceOf(UniqueConstraintError);
      await expect(RemoteRelease.create({ name: 'mfe-crux', version: '2', entryUrl })).rejects.toBeInstanceOf(
        UniqueConstraintError,
      );
    });
  });
});
