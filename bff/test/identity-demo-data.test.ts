// The demo data command's seeding: everything the README promises, and idempotent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/identity/accounts/passwords.ts';
import {
  DEMO_ORGANISATION,
  DEMO_PASSWORD,
  DEMO_USERS,
  describeDemoData,
  seedDemoData,
} from '../src/identity/demo-data.ts';
import { actorHeaders, gql } from './support/actors.ts';
import { startTestApp, type TestApp } from './support.ts';

describe('demo data', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('embedded', { withShell: false });
  });
  afterAll(() => app?.close());

  it('creates a marked demo organisation, its teams, sites and a user of each role, once', async () => {
    expect(await seedDemoData(app.db)).toBe(true);
    const counts = async () => ({
      users: await app.db.models.User.count(),
      teams: await app.db.models.Team.count(),
      sites: await app.db.models.Site.count(),
      memberships: await app.db.models.Membership.count(),
      teamMembers: await app.db.models.TeamMember.count(),
    });
    const first = await counts();
    expect(first).toEqual({ users: 4, teams: 2, sites: 3, memberships: 3, teamMembers: 3 });
    expect(await seedDemoData(app.db)).toBe(false);
    expect(await counts()).toEqual(first);

    const organisation = await app.db.models.Organisation.findOne({
      where: { slug: DEMO_ORGANISATION.slug },
    });
    expect(organisation?.name).toMatch(/demo/i);
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
});
