// The retention sweep removes exactly the artifacts of old tests nobody keeps on purpose, keeps every
// metric row, does nothing more when run again, acts once when two sweeps run together, and never
// touches a test that is being run or written. On MariaDB and on SQLite (the embedded mode), with the
// artifacts on disk as the workers store them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskArtifactStore } from '@pace/platform/artifacts';
import { type Database, openDatabase, type Test, type TestArtifact } from '@pace/platform/db';
import { createTestDatabase, DIALECTS } from '@pace/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneTestArtifacts } from '../src/artifact-retention.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SETTINGS = { maxAgeDays: 30, keepLatest: 2 };

describe.each(DIALECTS)('artifact retention on %s', (dialect) => {
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
    dir = mkdtempSync(join(tmpdir(), 'pace-retention-'));
    store = new DiskArtifactStore(dir);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await drop?.();
    rmSync(dir, { recursive: true, force: true });
  });

  async function site() {
    const { Organisation, Team, Site, Page, TestProfile } = db.models;
    const slug = `keep-${Math.random().toString(36).slice(2, 8)}`;
    const organisation = await Organisation.create({ name: slug, slug });
    const team = await Team.create({ organisationId: organisation.id, name: slug, slug });
    const row = await Site.create({
      teamId: team.id,
      name: slug,
      slug,
      canonicalUrl: 'https://example.com/',
    });
    const page = async (name: string) =>
      Page.create({ siteId: row.id, name, url: `https://example.com/${name}` });
    const profile = await TestProfile.create({
      siteId: row.id,
      name: 'Mobile',
      device: 'mobile',
      connection: '4g',
    });
    return { organisation, site: row, home: await page('home'), pricing: await page('pricing'), profile };
  }
  type World = Awaited<ReturnType<typeof site>>;

  async function snapshotOf(world: World) {
    return db.models.Snapshot.create({
      siteId: world.site.id,
      trigger: 'manual',
      triggerClient: 'test',
      status: 'completed',
    });
  }

  /** A test finished `ageDays` ago with a report, a screenshot and two filmstrip frames on disk. */
  async function testOf(
    world: World,
    page: World['home'],
    ageDays: number,
    options: { status?: Test['status']; snapshotId?: number; files?: boolean } = {},
  ) {
    const snapshotId = options.snapshotId ?? (await snapshotOf(world)).id;
    const test = await db.models.Test.create({
      snapshotId,
      siteId: world.site.id,
      pageId: page.id,
      profileId: world.profile.id,
      url: page.url,
      status: options.status ?? 'completed',
      finishedAt: new Date(now.getTime() - ageDays * DAY_MS),
    });
    const artifacts: TestArtifact[] = [];
    if (options.files !== false) {
      const files: [string, string, number][] = [
        ['lighthouse.json', 'application/json', 40_000],
        ['screenshot.jpg', 'image/jpeg', 9_000],
        ['filmstrip-0.jpg', 'image/jpeg', 3_000],
        ['filmstrip-1.jpg', 'image/jpeg', 3_100],
      ];
      for (const [name, contentType, size] of files) {
        const { bytes } = await store.put(`tests/${test.uuid}/${name}`, Buffer.alloc(size, test.id % 250));
        artifacts.push({ name, contentType, bytes });
      }
      await test.update({ artifacts });
    }
    if (test.status === 'completed') {
      await db.models.MetricMeasurement.bulkCreate(
        ['lcp', 'fcp', 'performance_score'].map((metric, index) => ({
          testId: test.id,
          siteId: test.siteId,
          pageId: test.pageId,
          profileId: test.profileId,
          metric,
          value: 1000 + test.id * 10 + index,
          // Every run's value too: the pull request check's sample, kept with the metrics.
          runValues: [990, 1000, 1007].map((run) => run + test.id * 10 + index),
          measuredAt: test.finishedAt!,
        })),
      );
    }
    return test;
  }

  /** A pull request's check run over a snapshot, its verdict regressed or not. */
  async function checkRun(world: World, snapshotId: number, regressed: boolean, headSha: string) {
    const integration =
      (await db.models.Integration.findOne({ where: { siteId: world.site.id } })) ??
      (await db.models.Integration.create({
        organisationId: world.organisation.id,
        siteId: world.site.id,
        provider: 'github',
        name: 'GitHub',
        settings: { installationId: 1, repository: 'acme/shop' },
      }));
    return db.models.IntegrationCheckRun.create({
      integrationId: integration.id,
      repository: 'acme/shop',
      pullNumber: 7,
      headSha,
      state: 'complete',
      outcome: 'neutral',
      snapshotId,
      regressed,
    });
  }

  /** Which of a test's artifacts are still in the store. */
  const filesOf = async (test: Test) =>
    (
      await Promise.all(
        ['lighthouse.json', 'screenshot.jpg', 'filmstrip-0.jpg', 'filmstrip-1.jpg'].map(async (name) =>
          (await store.get(`tests/${test.uuid}/${name}`)) ? name : null,
        ),
      )
    ).filter(Boolean);

  const metricRows = async () =>
    (await db.models.MetricMeasurement.findAll({ order: [['id', 'ASC']] })).map((row) =>
      row.get({ plain: true }),
    );

  it('removes the artifacts of old unprotected tests only, keeps every metric, and is idempotent', async () => {
    const world = await site();
    const old = await testOf(world, world.home, 60);
    const older = await testOf(world, world.home, 90);
    const failed = await testOf(world, world.home, 60, { status: 'failed' });
    const errored = await testOf(world, world.home, 60, { status: 'errored' });
    // Behind a regression verdict: the preview snapshot of the check run, and another of the same commit.
    const preview = await testOf(world, world.home, 45);
    const sameCommit = await testOf(world, world.home, 45);
    await checkRun(world, preview.snapshotId, true, 'abc123');
    await checkRun(world, sameCommit.snapshotId, false, 'abc123');
    // A check run whose verdict found nothing: no protection.
    const unremarkable = await testOf(world, world.home, 45);
    await checkRun(world, unremarkable.snapshotId, false, 'def456');
    // The newest two completed tests of home (keepLatest 2), old as they are.
    const latest = [await testOf(world, world.home, 40), await testOf(world, world.home, 35)];
    // Written last but finished long ago (a late copy): not among the newest.
    const lateCopy = await testOf(world, world.home, 80);
    // The other page: one old test beyond its newest two, which are young.
    const pricingOld = await testOf(world, world.pricing, 31);
    const pricingYoung = [await testOf(world, world.pricing, 10), await testOf(world, world.pricing, 1)];
    // Being run again (its earlier attempt finished long ago) and being written: never touched.
    const running = await testOf(world, world.home, 60, { status: 'running' });
    const processing = await testOf(world, world.home, 60, { status: 'processing' });
    const metricsBefore = await metricRows();

    const first = await pruneTestArtifacts(db, store, SETTINGS, now);

    const pruned = [old, older, unremarkable, lateCopy, pricingOld];
    const kept = [failed, errored, preview, sameCommit, ...latest, ...pricingYoung, running, processing];
    for (const test of pruned) {
      expect(await filesOf(test), `test ${test.id}`).toEqual([]);
      await test.reload();
      expect(test.artifacts).toEqual([]);
      expect(test.artifactsPrunedAt?.getTime()).toBe(now.getTime());
    }
    for (const test of kept) {
      expect(await filesOf(test), `test ${test.id}`).toHaveLength(4);
      await test.reload();
      expect(test.artifacts).toHaveLength(4);
      expect(test.artifactsPrunedAt).toBeNull();
    }
    expect(first).toEqual({
      pruned: 5,
      bytes: 5 * (40_000 + 9_000 + 3_000 + 3_100),
      kept: { failed: 2, regression: 2, latest: 2 },
    });
    expect(await metricRows()).toEqual(metricsBefore);
    expect((await metricRows()).every((row) => row.runValues?.length === 3)).toBe(true);

    // Again: nothing more to do, nothing changed.
    const second = await pruneTestArtifacts(db, store, SETTINGS, new Date(now.getTime() + 1000));
    expect(second.pruned).toBe(0);
    expect(second.bytes).toBe(0);
    for (const test of pruned) expect((await test.reload()).artifactsPrunedAt?.getTime()).toBe(now.getTime());
    for (const test of kept) expect(await filesOf(test)).toHaveLength(4);
    expect(await metricRows()).toEqual(metricsBefore);
  });

  it('finishes a test whose files went before its row was marked, and two sweeps at once act once', async () => {
    const world = await site();
    // Newest first so that the tests below are beyond the newest two.
    const tests = [];
    for (let age = 70; age > 60; age--) tests.push(await testOf(world, world.home, age));
    await testOf(world, world.home, 2);
    await testOf(world, world.home, 1);
    // A sweep that stopped after removing the files of the first: the row still lists them.
    await store.removeAll(`tests/${tests[0]!.uuid}`);
    const metricsBefore = await metricRows();

    const outcomes = await Promise.all([
      pruneTestArtifacts(db, store, SETTINGS, now),
      pruneTestArtifacts(db, store, SETTINGS, now),
    ]);

    expect(outcomes[0]!.pruned + outcomes[1]!.pruned).toBe(tests.length);
    for (const test of tests) {
      await test.reload();
      expect(test.artifactsPrunedAt).not.toBeNull();
      expect(await filesOf(test)).toEqual([]);
    }
    expect(await metricRows()).toEqual(metricsBefore);
  });
});
