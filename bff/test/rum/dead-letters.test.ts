// Staff see the RUM dead letters (beacons the database kept refusing, set aside by the writer) through
// GraphQL; nobody else does, whatever their role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorHeaders, createWorld, gql, type World } from '../support/actors.ts';
import { startTestApp, type TestApp } from '../support.ts';

const QUERY = /* GraphQL */ `
  query ($first: Int) {
    rumDeadLetters(first: $first) { totalCount items { id siteId pageViewId seq reason attempts createdAt beacon } }
  }
`;

interface Listed {
  rumDeadLetters: { totalCount: number; items: { pageViewId: string; reason: string; attempts: number }[] };
}

describe('rumDeadLetters', () => {
  let app: TestApp;
  let world: World;
  beforeAll(async () => {
    app = await startTestApp('embedded');
    world = await createWorld(app);
  });
  afterAll(() => app.close());

  it('lists the newest dead letters to staff, and refuses everyone else', async () => {
    for (const [i, pageViewId] of ['a'.repeat(32), 'b'.repeat(32)].entries()) {
      await app.db.models.RumDeadLetter.create({
        siteId: 999,
        pageViewId,
        seq: i,
        beacon: JSON.stringify({ siteId: 999, pageViewId, seq: i }),
        reason: 'SequelizeForeignKeyConstraintError: SQLITE_CONSTRAINT: FOREIGN KEY constraint failed',
        attempts: 5,
      });
    }
    const staff = await gql<Listed>(app, await actorHeaders(app, world.users.staff), QUERY, { first: 1 });
    expect(staff.errors).toBeUndefined();
    expect(staff.data?.rumDeadLetters.totalCount).toBe(2);
    expect(staff.data?.rumDeadLetters.items).toEqual([
      expect.objectContaining({
        pageViewId: 'b'.repeat(32),
        attempts: 5,
        reason: expect.stringMatching(/FOREIGN KEY/),
      }),
    ]);
    const admin = await gql<Listed>(app, await actorHeaders(app, world.users.adminA), QUERY);
    expect(admin.errors?.[0]?.message).toBe('Only staff can do this');
  });
});
