// A test whose artifacts retention removed (issue 21, item 4): its screen keeps the metrics and says the
// report was removed and why, with no empty tabs or broken images, and its download answers 410 with the
// reason. The sweep is the real one (@pace/synthetic/artifact-retention) on the platform's database and
// artifact folder, as the daily job runs it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatMetric, getMetric } from '@pace/metrics';
import { DiskArtifactStore } from '@pace/platform/artifacts';
import { type Database, openDatabase } from '@pace/platform/db';
import { pruneTestArtifacts } from '@pace/synthetic/artifact-retention';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { SCREENSHOTS } from '../support/chrome-world.ts';
import { remoteSlot } from '../support/navigation.ts';
import { type Owner, pageAndProfile, signUpOwner } from '../support/owner.ts';
import { openPage, type TestPage } from '../support/page.ts';

const stamp = Date.now().toString(36);
const WAIT = { timeout: 20_000 };
const DAY_MS = 86_400_000;

let db: Database;
let tp: TestPage;
let owner: Owner;
let oldPath: string;
let oldUuid: string;
let newestPath: string;

beforeAll(async () => {
  const url = inject('databaseURL');
  db = await openDatabase({ dialect: 'mysql', url, database: new URL(url).pathname.slice(1) });
  tp = await openPage();
  owner = await signUpOwner(tp, {
    name: 'Retention Reader',
    email: `retention@${stamp}.example.test`,
    organisation: `Retention ${stamp}`,
    team: `Web ${stamp}`,
  });
  const site = await owner.createSite('Shop', `https://www.retention-${stamp}.example/`);
  const ref = { team: owner.team, site };
  const { page: pageUuid, profile: profileUuid } = await pageAndProfile(owner, ref.site);
  const { Page, TestProfile, Snapshot, Test, MetricMeasurement } = db.models;
  const page = await Page.findOne({ where: { uuid: pageUuid }, rejectOnEmpty: true });
  const profile = await TestProfile.findOne({ where: { uuid: profileUuid }, rejectOnEmpty: true });
  const root = join(inject('dataDir'), 'artifacts');
  // Two completed tests as the audit worker leaves them: one 60 days old, one from today.
  const make = async (ageDays: number) => {
    const snapshot = await Snapshot.create({
      siteId: page.siteId,
      trigger: 'schedule',
      triggerClient: 'scheduler',
      status: 'completed',
    });
    const report = JSON.stringify({ lighthouseVersion: '13.5.0', categories: {}, audits: {} });
    const finishedAt = new Date(Date.now() - ageDays * DAY_MS);
    const stored = await Test.create({
      snapshotId: snapshot.id,
      siteId: page.siteId,
      pageId: page.id,
      profileId: profile.id,
      url: page.url,
      status: 'completed',
      finishedAt,
      runCount: 3,
      artifacts: [
        { name: 'lighthouse.json', contentType: 'application/json', bytes: Buffer.byteLength(report) },
      ],
    });
    mkdirSync(join(root, 'tests', stored.uuid), { recursive: true });
    writeFileSync(join(root, 'tests', stored.uuid, 'lighthouse.json'), report);
    await MetricMeasurement.create({
      testId: stored.id,
      siteId: page.siteId,
      pageId: page.id,
      profileId: profile.id,
      metric: 'lcp',
      value: 1840 + ageDays,
      measuredAt: finishedAt,
    });
    return { stored, path: `/teams/${owner.team}/${site}/snapshots/${snapshot.id}/tests/${stored.uuid}` };
  };
  const old = await make(60);
  const newest = await make(0);
  oldPath = old.path;
  oldUuid = old.stored.uuid;
  newestPath = newest.path;
  await pruneTestArtifacts(db, new DiskArtifactStore(root), { maxAgeDays: 30, keepLatest: 1 });
}, 180_000);

afterAll(async () => {
  await tp?.context.close();
  await db?.close();
});

describe('artifact retention on the test screen', () => {
  test('a pruned test shows its metrics and says its report was removed; a kept one keeps its tabs', async () => {
    const { page, url, pageErrors } = tp;
    const slot = remoteSlot(page, 'mfe-synthetic');
    await page.goto(url(oldPath));
    const notice = slot.getByTestId('artifacts-pruned');
    await expect
      .poll(() => notice.textContent(), WAIT)
      .toMatch(/removed on .+ by the artifact retention policy/);
    expect(await slot.getByTestId('test-metrics').textContent()).toContain(
      formatMetric(getMetric('synthetic', 'lcp'), 1900),
    );
    expect(await slot.getByRole('navigation', { name: 'Test details' }).count()).toBe(0);
    expect(await slot.getByText('Downloads').count()).toBe(0);
    await page.screenshot({ path: join(SCREENSHOTS, 'test-artifacts-pruned.png'), fullPage: true });
    // The download a bookmark may still hold: 410 with the reason, in the signed-in browser.
    const download = await page.evaluate(async (uuid) => {
      const response = await fetch(`/api/tests/${uuid}/artifacts/lighthouse.json`);
      return { status: response.status, body: await response.json() };
    }, oldUuid);
    expect(download).toMatchObject({ status: 410, body: { error: { code: 'GONE' } } });
    expect(download.body.error.message).toContain('its metrics are kept');

    await page.goto(url(newestPath));
    await slot.getByRole('navigation', { name: 'Test details' }).waitFor(WAIT);
    expect(await slot.getByTestId('artifacts-pruned').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
