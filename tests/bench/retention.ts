// Artifact retention (issue 21, item 4): bytes of artifacts per test before and after the retention
// sweep, on a history shaped like a monitored site's. Two real tests (one Lighthouse run each, a fast
// and a heavy fixture page on loopback) are run and stored by the worker process as in production; their
// rows, metrics and files are then copied into 90 days of daily snapshots of both pages, with a pull
// request's preview (its check reported a regression) and a few failed tests among them. The sweep is the
// worker's own `prune-artifacts` job, with the default settings (30 days, the latest 10 kept).

import { cpSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { planGate } from '@pace/billing/gates';
import { type FixtureSites, startFixtureSites } from '@pace/lighthouse-runner/testing';
import { type Database, Op, type Test } from '@pace/platform/db';
import type { JobQueues } from '@pace/platform/queues';
import { SnapshotStarter } from '@pace/synthetic';
import type { Figure } from './report.ts';
import { platform, seed } from './synthetic.ts';

const DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
const RETENTION = { ARTIFACT_RETENTION_DAYS: '30', ARTIFACT_KEEP_LATEST: '10' };

/** Bytes of every file under `dir`. */
function bytesUnder(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(join(entry.parentPath, entry.name)).size;
  }
  return total;
}

/** The two real tests: the site's snapshot of its fast and its heavy page, run by the worker. */
async function realTests(db: Database, queues: JobQueues, sites: FixtureSites) {
  const { organisation, site } = await seed(db, `${sites.origin}/fast`, 1);
  await db.models.Page.create({ siteId: site.id, name: 'Slow', url: `${sites.origin}/slow` });
  const snapshot = await new SnapshotStarter(db, queues, planGate(db, { billing: 'on' })).start(
    site,
    organisation.id,
    {
      trigger: 'schedule',
      triggerClient: 'bench',
    },
  );
  while (!['completed', 'failed', 'errored'].includes((await snapshot.reload()).status)) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const tests = await db.models.Test.findAll({ where: { snapshotId: snapshot.id, status: 'completed' } });
  if (tests.length !== 2)
    throw new Error(`bench snapshot ${snapshot.status}: ${tests.length} tests completed`);
  return { organisation, site, tests };
}

/** A copy of a test `ageDays` old in a snapshot of its own: its row, its metrics and its files. */
async function copyTest(
  db: Database,
  artifactsDir: string,
  original: Test,
  ageDays: number,
  options: { status?: 'failed'; trigger?: 'integration' } = {},
) {
  const { Snapshot, Test: Tests, MetricMeasurement } = db.models;
  const finishedAt = new Date(Date.now() - ageDays * DAY_MS);
  const snapshot = await Snapshot.create({
    siteId: original.siteId,
    trigger: options.trigger ?? 'schedule',
    triggerClient: 'bench',
    status: 'completed',
    finishedAt,
  });
  const failed = options.status === 'failed';
  const { id: _, uuid: __, ...fields } = original.get({ plain: true });
  const copy = await Tests.create({
    ...fields,
    snapshotId: snapshot.id,
    finishedAt,
    createdAt: finishedAt,
    // A failed test has no report today (the worker stores artifacts of measured tests only).
    ...(failed ? { status: 'failed', failureCode: 'PAGE_TIMEOUT', artifacts: [] } : {}),
  });
  if (failed) return copy;
  cpSync(join(artifactsDir, 'tests', original.uuid), join(artifactsDir, 'tests', copy.uuid), {
    recursive: true,
  });
  const rows = await MetricMeasurement.findAll({ where: { testId: original.id } });
  await MetricMeasurement.bulkCreate(
    rows.map((row) => {
      const { id: ___, ...values } = row.get({ plain: true });
      return { ...values, testId: copy.id, measuredAt: finishedAt };
    }),
  );
  return copy;
}

export async function retentionBenchmark(): Promise<Figure[]> {
  const sites = await startFixtureSites();
  const worker = await platform(1, RETENTION);
  try {
    const { db, queues, artifactsDir } = worker;
    const { organisation, site, tests } = await realTests(db, queues, sites);
    const perTest = bytesUnder(join(artifactsDir, 'tests')) / tests.length;
    const report = tests
      .flatMap((test) => test.artifacts)
      .filter((artifact) => artifact.name === 'lighthouse.json')
      .map((artifact) => Math.round(artifact.bytes / 1024));

    // 90 days of daily snapshots of both pages (today's are the real ones); every 20th day's heavy page
    // failed; 45 days ago a pull request's preview of both pages, whose check reported a regression.
    for (let day = 1; day < DAYS; day++) {
      for (const [index, test] of tests.entries()) {
        await copyTest(
          db,
          artifactsDir,
          test,
          day,
          day % 20 === 0 && index === 1 ? { status: 'failed' } : {},
        );
      }
    }
    const previews = [];
    for (const test of tests)
      previews.push(await copyTest(db, artifactsDir, test, 45, { trigger: 'integration' }));
    const integration = await db.models.Integration.create({
      organisationId: organisation.id,
      siteId: site.id,
      provider: 'github',
      name: 'GitHub',
      settings: { installationId: 1, repository: 'acme/shop' },
    });
    for (const preview of previews) {
      await db.models.IntegrationCheckRun.create({
        integrationId: integration.id,
        repository: 'acme/shop',
        pullNumber: 1,
        headSha: 'bench',
        state: 'complete',
        outcome: 'neutral',
        snapshotId: preview.snapshotId,
        regressed: true,
      });
    }

    const count = await db.models.Test.count({ where: { siteId: site.id } });
    const metricsBefore = await db.models.MetricMeasurement.count({ where: { siteId: site.id } });
    const before = bytesUnder(join(artifactsDir, 'tests'));
    const jobId = await queues.enqueue('snapshot-scheduling', 'prune-artifacts', {});
    while (await queues.hasJob('snapshot-scheduling', jobId)) await new Promise((r) => setTimeout(r, 200));
    const after = bytesUnder(join(artifactsDir, 'tests'));
    const metricsAfter = await db.models.MetricMeasurement.count({ where: { siteId: site.id } });
    const pruned = await db.models.Test.count({
      where: { siteId: site.id, artifactsPrunedAt: { [Op.ne]: null } },
    });
    const kb = (bytes: number) => bytes / 1024;
    return [
      {
        name: 'Artifacts of one real test (report, screenshot, filmstrip)',
        value: kb(perTest),
        unit: 'KB',
        note: `Lighthouse reports ${report.join(' and ')} KB (fast and heavy page)`,
      },
      {
        name: `Artifact bytes per test before the sweep (${count} tests, ${DAYS} days)`,
        value: kb(before / count),
        unit: 'KB',
      },
      {
        name: 'Artifact bytes per test after the sweep (30 days, latest 10 kept)',
        value: kb(after / count),
        unit: 'KB',
        ratio: { to: 'before', value: after / before },
        note: `${pruned} tests pruned`,
      },
      {
        name: 'Metric rows kept by the sweep',
        value: metricsAfter / metricsBefore,
        unit: '×',
        target: { min: 1, max: 1 },
        note: `${metricsAfter} of ${metricsBefore}`,
      },
    ];
  } finally {
    await worker.close();
    await sites.close();
  }
}
