// The migration that keeps invited people who had proved their address in their organisations, and
// leaves the invitations of unverified accounts pending. Both databases, the real migrations.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createMigrator, type Database, openDatabase } from '../src/db/index.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../src/testing.ts';

const MIGRATION = '2026.12.02T04.30.00.accept-proved-invitations';

describe.each(DIALECTS)('invitations of proved addresses on %s', (dialect) => {
  let testDb: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    db = await openDatabase(testDb.config);
    await createMigrator(db.sequelize).up();
  });
  afterAll(async () => {
    await db?.close();
    await testDb?.drop();
  });

  test('accepts the pending invitations of verified accounts, and only those', async () => {
    const { Organisation, User, Invitation } = db.models;
    const organisation = await Organisation.create({ name: 'Acme', slug: 'acme' });
    const verified = await User.create({ name: 'V', email: 'v@acme.test', emailVerifiedAt: new Date() });
    const unverified = await User.create({ name: 'U', email: 'u@acme.test' });
    const invite = (userId: number, tokenHash: string) =>
      Invitation.create({
        organisationId: organisation.id,
        userId,
        tokenHash,
        expiresAt: new Date(Date.now() + 86_400_000),
      });
    const proved = await invite(verified.id, 'a'.repeat(64));
    const unproved = await invite(unverified.id, 'b'.repeat(64));
    const migrator = createMigrator(db.sequelize);
    await migrator.down({ to: MIGRATION });
    await migrator.up();
    expect((await proved.reload()).acceptedAt).not.toBeNull();
    expect((await unproved.reload()).acceptedAt).toBeNull();
  });
});
