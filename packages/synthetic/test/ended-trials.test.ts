// Trials that ended without a plan keep their tests' artifacts for a grace period, then lose them all
// (even those the age sweep would keep: the newest, the failed); every metric stays; an active trial
// and a trial ended lately keep theirs. On MariaDB and on SQLite, with the artifacts on disk.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskArtifactStore } from '@pace/platform/artifacts';
import type { Database, SubscriptionStatus } from '@pace/platform/db';
import { openDatabase } from '@pace/platform/db';
import { createTestDatabase, DIALECTS } from '@pace/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDED_TRIAL_GRACE_DAYS, pruneEndedTrialArtifacts } from '../src/ended-trials.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(DIALECTS)('ended trials’ artifacts on %s', (dialect) => {
  let db: Database;
  let drop: () => Promise<void>;
  let dir: string;
  let store: DiskArtifactStore;
  const now = new Date();

  beforeAll(async () => {
    const testDb = await createTestDatabase(dialect, dialect === 'sqlite' ? { memory: true } : {});
    drop = testDb.drop;
    db = await openDatabase(testDb.config);
    await testDb.migrate(db);
    dir = mkdtempSync(join(tmpdir(), 'pace-trials-'));
    store = new DiskArtifactStore(dir);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await drop?.();
    rmSync(dir, { recursive: true, force: true });
  });

  /** An organisation on a trial in `status`, ended `endedDaysAgo`, with one test holding a file. */
  async function trial(slug: string, status: SubscriptionStatus, endedDaysAgo: number) {
    const { Organisation, Team, Site, Page, TestProfile, Snapshot, Subscription, Test, MetricMeasurement } =
      db.models;
    const organisation = await Organisation.create({ name: slug, slug });
    const ended = new Date(now.getTime() - endedDaysAgo * DAY_MS);
    await Subscription.create({
      organisationId: organisation.id,
      organisationName: slug,
      status,
      trialEndsAt: ended,
      canceledAt: status === 'trial_canceled' ? ended : null,
    } as never);
    const team = await Team.create({ organisationId: organisation.id, name: slug, slug });
    const site = await Site.create({
      teamId: team.id,
      name: slug,
      slug,
      canonicalUrl: 'https://example.com/',
    });
    const page = await Page.create({ siteId: site.id, name: 'Home', url: 'https://example.com/' });
    const profile = await TestProfile.create({
      siteId: site.id,
      name: 'M',
      device: 'mobile',
      connection: '4g',
    });
    const snapshot = await Snapshot.create({ siteId: site.id, trigger: 'manual', triggerClient: 'test' });
    const test = await Test.create({
      snapshotId: snapshot.id,
      siteId: site.id,
      pageId: page.id,
      profileId: profile.id,
      url: page.url,
      status: 'completed',
      finishedAt: ended,
    });
    const { bytes } = await store.put(`tests/${test.uuid}/lighthouse.json`, Buffer.alloc(1_000, 1));
    await test.update({ artifacts: [{ name: 'lighthouse.json', contentType: 'application/json', bytes }] });
    await MetricMeasurement.create({
      testId: test.id,
      siteId: site.id,
      pageId: page.id,
      profileId: profile.id,
      metric: 'lcp',
      value: 1200,
      runValues: [1200],
      measuredAt: ended,
    });
    return test;
  }

  it('removes the artifacts of trials ended past the grace period only; metrics stay', async () => {
    const expired = await trial(`expired-${dialect}`, 'trial_expired', ENDED_TRIAL_GRACE_DAYS + 5);
    const cancelled = await trial(`cancelled-${dialect}`, 'trial_canceled', ENDED_TRIAL_GRACE_DAYS + 1);
    const lately = await trial(`lately-${dialect}`, 'trial_expired', 2);
    const trialing = await trial(`trialing-${dialect}`, 'trialing', -5);

    const outcome = await pruneEndedTrialArtifacts(db, store, now);
    expect(outcome).toEqual({ pruned: 2, bytes: 2_000 });
    for (const gone of [expired, cancelled]) {
      expect(existsSync(join(dir, 'tests', gone.uuid, 'lighthouse.json'))).toBe(false);
      expect((await gone.reload()).artifacts).toEqual([]);
    }
    for (const kept of [lately, trialing]) {
      expect(existsSync(join(dir, 'tests', kept.uuid, 'lighthouse.json'))).toBe(true);
      expect((await kept.reload()).artifacts).toHaveLength(1);
    }
    expect(await db.models.MetricMeasurement.count({ where: { testId: [expired.id, cancelled.id] } })).toBe(
      2,
    );
    // Again: nothing more to do.
    expect(await pruneEndedTrialArtifacts(db, store, now)).toEqual({ pruned: 0, bytes: 0 });
  });
});
