// Email notifications per user preference: the snapshot failure email after a failed snapshot (with
// the snapshot.failed event for the site's integrations) and the weekly summary; people who turned a
// kind off get none of it.

import { afterSnapshot } from '@pace/integrations/after-snapshot';
import { sendWeeklySummaries, watchersOf, weekOf } from '@pace/integrations/notify-mail';
import type { Mailer, MailMessage } from '@pace/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createUser, createWorld, type World } from './support/actors.ts';
import { startTestApp, type TestApp } from './support.ts';

let app: TestApp;
let world: World;
const sent: MailMessage[] = [];
const mailer: Mailer = { send: async (message) => void sent.push(message), close() {} };

beforeAll(async () => {
  app = await startTestApp('embedded');
  world = await createWorld(app);
});
afterAll(async () => app?.close());

describe('email notifications', () => {
  it('emails a failed snapshot to the people watching the site who want it, and publishes the event', async () => {
    const { Page, TestProfile, Snapshot, Test, Integration, IntegrationDelivery, NotificationSettings } =
      app.db.models;
    await NotificationSettings.upsert({
      userId: world.users.memberA.id,
      budgetAlerts: true,
      snapshotFailures: false,
      weeklySummary: true,
    });
    const hook = await Integration.create({
      organisationId: world.orgA.id,
      siteId: world.siteA1.id,
      provider: 'webhook',
      name: 'hook',
      events: ['snapshot.failed'],
      url: 'http://127.0.0.1:9/unused',
    });
    const page = await Page.create({ siteId: world.siteA1.id, name: 'Home', url: 'https://a1.example/' });
    const profile = await TestProfile.create({
      siteId: world.siteA1.id,
      name: 'Desktop',
      device: 'desktop',
      connection: 'cable',
    });
    const snapshot = await Snapshot.create({
      siteId: world.siteA1.id,
      trigger: 'schedule',
      triggerClient: 'scheduler',
      status: 'failed',
    });
    await Test.create({
      snapshotId: snapshot.id,
      siteId: world.siteA1.id,
      pageId: page.id,
      profileId: profile.id,
      url: page.url,
      status: 'failed',
    });

    await afterSnapshot({ ...app.deps, mailer }, snapshot.id);
    // Administrators and team members watch the site; the member turned snapshot failures off.
    expect(sent.map((message) => message.to).sort()).toEqual(
      [world.users.adminA.email, world.users.viewerA.email].sort(),
    );
    expect(sent[0]!.subject).toBe(`${world.siteA1.name}: snapshot failed`);
    expect(sent[0]!.text).toContain(`/snapshots/${snapshot.uuid}`);
    const delivery = await IntegrationDelivery.findOne({ where: { integrationId: hook.id } });
    expect(delivery).toMatchObject({ event: 'snapshot.failed', status: 'queued' });
    expect((delivery!.payload as { data: { snapshot: { tests: unknown } } }).data.snapshot.tests).toEqual({
      total: 1,
      completed: 0,
      failed: 1,
    });
  });

  it('sends the weekly summary to those who want it', async () => {
    sent.length = 0;
    await app.db.models.NotificationSettings.upsert({
      userId: world.users.viewerA.id,
      budgetAlerts: true,
      snapshotFailures: true,
      weeklySummary: false,
    });
    // One clock reading for the runs of this week: two readings a moment apart late on a Sunday (UTC)
    // could fall in two weeks.
    const now = new Date();
    const to = await sendWeeklySummaries(app.db, mailer, 'http://pace.test', now);
    expect(to).toContain(world.users.adminA.email);
    expect(to).toContain(world.users.memberA.email);
    expect(to).not.toContain(world.users.viewerA.email);
    const admin = sent.find((message) => message.to === world.users.adminA.email)!;
    expect(admin.subject).toBe('Pace: your weekly summary');
    expect(admin.text).toContain(`${world.siteA1.name}: 1 snapshot, 1 failed`);
    expect(admin.text).toContain(world.siteA2.name); // administrators watch every team's sites
    const member = sent.find((message) => message.to === world.users.memberA.email)!;
    expect(member.text).not.toContain(world.siteA2.name);

    // Run again in the same week (a restart starts the schedule again): nobody is mailed twice.
    expect(await sendWeeklySummaries(app.db, mailer, 'http://pace.test', now)).toEqual([]);
    const nextWeek = new Date(now.getTime() + 7 * 24 * 3600_000);
    expect(await sendWeeklySummaries(app.db, mailer, 'http://pace.test', nextWeek)).toContain(
      world.users.adminA.email,
    );
  });

  it.each([
    ['2028-02-28T00:00:00.000Z', '2028-03-05T23:59:59.999Z'], // Monday to Sunday, over 29 February
    ['2027-12-27T00:00:00.000Z', '2028-01-02T23:59:59.999Z'], // over a year's end
  ])(
    'mails once in the week from Monday %s to Sunday %s, and again the Monday after',
    async (monday, sunday) => {
      // Whatever week the run above mailed in (the machine's), these start unmailed.
      await app.db.models.WeeklySummarySent.destroy({ where: {} });
      const send = (at: number) => sendWeeklySummaries(app.db, mailer, 'http://pace.test', new Date(at));
      expect(await send(Date.parse(monday))).toContain(world.users.adminA.email);
      expect(await send(Date.parse(sunday))).toEqual([]);
      expect(await send(Date.parse(sunday) + 1)).toContain(world.users.adminA.email);
    },
  );

  it('names a week by its Monday', () => {
    expect(weekOf(new Date('2026-11-23T10:00:00Z'))).toBe('2026-11-23'); // a Monday
    expect(weekOf(new Date('2026-11-29T23:59:00Z'))).toBe('2026-11-23'); // the Sunday after
    expect(weekOf(new Date('2026-11-30T00:00:00Z'))).toBe('2026-11-30');
  });

  it('mails nobody whose invitation is not accepted yet: an invited address is not yet a member', async () => {
    const invited = await createUser(app, 'invited');
    await addMember(app, invited, world.orgA, 'admin');
    await app.db.models.Invitation.create({
      organisationId: world.orgA.id,
      userId: invited.id,
      invitedById: world.users.adminA.id,
      tokenHash: 'f'.repeat(64),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await app.db.models.WeeklySummarySent.destroy({ where: {} });
    sent.length = 0;
    expect(await sendWeeklySummaries(app.db, mailer, 'http://pace.test')).not.toContain(invited.email);
    expect(await watchersOf(app.db, world.siteA1.id, 'snapshotFailures')).not.toContainEqual(
      expect.objectContaining({ email: invited.email }),
    );
  });
});
