// Email notification settings: everything on until saved, each user's own, changed only from a session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actorHeaders,
  addMember,
  createUser,
  createWorld,
  gql,
  tokenHeaders,
  type World,
} from './support/actors.ts';
import { MODES, startTestApp, type TestApp } from './support.ts';

const READ = 'query { currentUser { notificationSettings { budgetAlerts snapshotFailures weeklySummary } } }';
const UPDATE = `mutation ($input: NotificationSettingsInput!) {
  updateNotificationSettings(input: $input) { budgetAlerts snapshotFailures weeklySummary }
}`;

describe.each(MODES)('email notification settings (%s)', (mode) => {
  let app: TestApp;
  let world: World;

  beforeAll(async () => {
    app = await startTestApp(mode, { withShell: false });
    world = await createWorld(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('are all on until the user saves them, then keep what was saved', async () => {
    const user = await createUser(app, 'notified');
    await addMember(app, user, world.orgA, 'member');
    const headers = await actorHeaders(app, user);
    const before = await gql(app, headers, READ);
    expect(before.data).toEqual({
      currentUser: {
        notificationSettings: { budgetAlerts: true, snapshotFailures: true, weeklySummary: true },
      },
    });

    const saved = await gql(app, headers, UPDATE, { input: { weeklySummary: false, budgetAlerts: false } });
    expect(saved.errors).toBeUndefined();
    expect(saved.data).toEqual({
      updateNotificationSettings: { budgetAlerts: false, snapshotFailures: true, weeklySummary: false },
    });
    // A missing field keeps its value.
    await gql(app, headers, UPDATE, { input: { budgetAlerts: true } });
    const after = await gql(app, headers, READ);
    expect(after.data).toEqual({
      currentUser: {
        notificationSettings: { budgetAlerts: true, snapshotFailures: true, weeklySummary: false },
      },
    });

    // Another user's settings are untouched.
    const other = await gql(app, await actorHeaders(app, world.users.adminA), READ);
    expect(other.data).toEqual({
      currentUser: {
        notificationSettings: { budgetAlerts: true, snapshotFailures: true, weeklySummary: true },
      },
    });
  });

  it('cannot be changed anonymously or with an API token', async () => {
    const anonymous = await gql(app, {}, UPDATE, { input: { weeklySummary: false } });
    expect(anonymous.errors?.[0]?.message).toBe('You need to sign in');
    const token = await tokenHeaders(app, world.users.adminA, {
      kind: 'personal',
      organisation: world.orgA,
    });
    const byToken = await gql(app, token, UPDATE, { input: { weeklySummary: false } });
    expect(byToken.errors?.[0]?.message).toBe('API tokens cannot do this; sign in instead');
    const rows = await app.db.models.NotificationSettings.count({ where: { userId: world.users.adminA.id } });
    expect(rows).toBe(0);
  });

  it('refuses values that are not booleans, naming the field', async () => {
    const headers = await actorHeaders(app, world.users.memberA);
    const result = await gql(app, headers, UPDATE, { input: { weeklySummary: 'yes' } });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
