// Scheduled snapshots: which sites are due, one snapshot per schedule period however often the tick
// runs, nothing for a site whose schedule is off, and the tick's safety net for tests whose job was lost.
import { loadConfig } from '@pace/platform/config';
import { type Database, openDatabase } from '@pace/platform/db';
import { silentLogger } from '@pace/platform/log';
import { MemoryQueues, QUEUES } from '@pace/platform/queues';
import { MemoryStore } from '@pace/platform/redis';
import { createTestDatabase } from '@pace/platform/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ScheduledSnapshotTask,
  ScheduleTickTask,
  scheduleIntervalMs,
} from '../src/workers/synthetic/scheduling.ts';

let db: Database;
let queues: MemoryQueues;
let drop: () => Promise<void>;
let deps: ConstructorParameters<typeof ScheduleTickTask>[0];

beforeAll(async () => {
  const testDb = await createTestDatabase('sqlite', { memory: true });
  drop = testDb.drop;
  db = await openDatabase(testDb.config);
  await testDb.migrate(db);
  queues = new MemoryQueues(QUEUES);
  deps = {
    config: loadConfig({ LOG_LEVEL: 'silent' }),
    db,
    kv: new MemoryStore(),
    queues,
    log: silentLogger(),
  };
});
afterAll(async () => {
  await queues.close();
  await db.close();
  await drop();
});

async function site(schedule: 'off' | 'hourly' | 'daily' | 'every_n_hours', hours: number | null = null) {
  const { Organisation, Team, Site, Page, TestProfile } = db.models;
  const slug = `s-${Math.random().toString(36).slice(2, 8)}`;
  const organisation = await Organisation.create({ name: slug, slug });
  const team = await Team.create({ organisationId: organisation.id, name: slug, slug });
  const created = await Site.create({
    teamId: team.id,
    name: slug,
    slug,
    canonicalUrl: 'https://example.com/',
    snapshotSchedule: schedule,
    snapshotIntervalHours: hours,
  });
  await Page.create({ siteId: created.id, name: 'Home', url: 'https://example.com/' });
  await TestProfile.create({ siteId: created.id, name: 'Mobile', device: 'mobile', connection: '4g' });
  return created;
}

/** A daily site whose organisation's subscription is in `status`. */
async function dailySiteWhose(status: 'paused' | 'trial_expired') {
  const daily = await site('daily');
  const team = await db.models.Team.findByPk(daily.teamId);
  await db.models.Subscription.create({
    organisationId: team!.organisationId,
    organisationName: status,
    status,
  } as never);
  return daily;
}

describe('scheduleIntervalMs', () => {
  it('is an hour, a day, N hours, or nothing when off', () => {
    expect(scheduleIntervalMs({ snapshotSchedule: 'hourly', snapshotIntervalHours: null })).toBe(3_600_000);
    expect(scheduleIntervalMs({ snapshotSchedule: 'daily', snapshotIntervalHours: null })).toBe(86_400_000);
    expect(scheduleIntervalMs({ snapshotSchedule: 'every_n_hours', snapshotIntervalHours: 168 })).toBe(
      168 * 3_600_000,
    );
    expect(scheduleIntervalMs({ snapshotSchedule: 'off', snapshotIntervalHours: null })).toBeNull();
  });
});

describe('the tick and the site job', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('start one snapshot per period for sites with a schedule, none for sites without', async () => {
    // The period is the clock's hour. The clock is set (nothing else here reads one) to the first and the
    // last millisecond of an hour, the last of 29 February, so that the two ticks are in one period.
    vi.useFakeTimers({ now: new Date('2028-02-29T23:00:00.000Z'), toFake: ['Date'] });
    const hourly = await site('hourly');
    const off = await site('off');
    const before = (await queues.counts('snapshot-scheduling')).waiting;
    await new ScheduleTickTask(deps).perform();
    vi.setSystemTime(new Date('2028-02-29T23:59:59.999Z'));
    await new ScheduleTickTask(deps).perform(); // a second tick in the same period adds nothing
    expect((await queues.counts('snapshot-scheduling')).waiting - before).toBe(1);

    const slot = Math.floor(Date.now() / 3_600_000);
    const job = new ScheduledSnapshotTask(deps);
    await job.perform({ siteId: hourly.id, slot });
    await job.perform({ siteId: hourly.id, slot }); // retried or duplicated: still one snapshot
    await job.perform({ siteId: off.id, slot });
    const snapshots = await db.models.Snapshot.findAll({ where: { siteId: [hourly.id, off.id] } });
    expect(snapshots.map((s) => [s.siteId, s.trigger, s.triggerClient, s.status])).toEqual([
      [hourly.id, 'schedule', 'scheduler', 'scheduled'],
    ]);
    expect(await db.models.Test.count({ where: { snapshotId: snapshots[0]!.id } })).toBe(1);
  });

  it('skips a period while the account is paused', async () => {
    const daily = await dailySiteWhose('paused');
    await new ScheduledSnapshotTask(deps).perform({
      siteId: daily.id,
      slot: Math.floor(Date.now() / 86_400_000),
    });
    expect(await db.models.Snapshot.count({ where: { siteId: daily.id } })).toBe(0);
  });

  it('with billing off, runs whatever the subscription says, as the bff lets snapshots through then', async () => {
    const daily = await dailySiteWhose('trial_expired');
    await new ScheduledSnapshotTask({
      ...deps,
      config: loadConfig({ LOG_LEVEL: 'silent', BILLING: 'off' }),
    }).perform({
      siteId: daily.id,
      slot: Math.floor(Date.now() / 86_400_000),
    });
    expect(await db.models.Snapshot.count({ where: { siteId: daily.id } })).toBe(1);
  });

  it('puts a test whose job was lost back in the queue', async () => {
    const [snapshot] = await db.models.Snapshot.findAll({ limit: 1 });
    const test = await db.models.Test.findOne({ where: { snapshotId: snapshot!.id } });
    const old = new Date(Date.now() - 60 * 60_000);
    await db.sequelize.query('UPDATE tests SET status = ?, updated_at = ? WHERE id = ?', {
      replacements: ['running', old.toISOString().replace('T', ' ').replace('Z', ''), test!.id],
    });
    const before = (await queues.counts('audits')).waiting;
    await new ScheduleTickTask(deps).perform();
    expect((await queues.counts('audits')).waiting).toBe(before + 1);
    expect((await test!.reload()).status).toBe('scheduled');
  });
});
