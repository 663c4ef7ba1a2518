// User flows through the real pipeline (issue 22): a whole snapshot runs the site's flows beside its
// tests and is over only when they are; a flow's measured steps and its report are stored, a step
// whose element never appears fails its flow as the page's fault (no retry), and the snapshot still
// completes with its test. In-memory queues and SQLite, real Lighthouse against the fixture site.

import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { planGate } from '@pace/billing/gates';
import { type FixtureSites, startFixtureSites } from '@pace/lighthouse-runner/testing';
import { loadConfig } from '@pace/platform/config';
import { openDatabase } from '@pace/platform/db';
import { silentLogger } from '@pace/platform/log';
import { MemoryQueues, QUEUES } from '@pace/platform/queues';
import { MemoryStore } from '@pace/platform/redis';
import { createTestDatabase } from '@pace/platform/testing';
import { SnapshotStarter } from '@pace/synthetic';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startJobs } from '../../src/start.ts';

let sites: FixtureSites;
beforeAll(async () => {
  sites = await startFixtureSites();
}, 60_000);
afterAll(() => sites?.close());

it('runs the flows of a whole snapshot, stores their steps, and fails a flow whose element never appears', async () => {
  const testDb = await createTestDatabase('sqlite', { memory: true });
  const db = await openDatabase(testDb.config);
  await testDb.migrate(db);
  const artifactsDir = mkdtempSync(join(tmpdir(), 'pace-artifacts-'));
  const config = loadConfig({
    AUDIT_ALLOWED_NETWORKS: '127.0.0.0/8',
    LOG_LEVEL: 'silent',
    ARTIFACTS_DIR: artifactsDir,
  });
  const queues = new MemoryQueues(QUEUES);
  const pool = await startJobs({
    config,
    db,
    kv: new MemoryStore(),
    queues,
    log: silentLogger(),
    close: async () => {},
  });
  try {
    const { Organisation, Team, Site, Page, TestProfile, Flow } = db.models;
    const organisation = await Organisation.create({ name: 'Flows', slug: `flows-${process.pid}` });
    const team = await Team.create({ organisationId: organisation.id, name: 'Web', slug: 'web' });
    const site = await Site.create({
      teamId: team.id,
      name: 'Fixture',
      slug: 'fixture',
      canonicalUrl: `${sites.origin}/`,
      minRuns: 1,
      maxRuns: 1,
    });
    await Page.create({ siteId: site.id, name: 'Fast', url: `${sites.origin}/fast` });
    await TestProfile.create({ siteId: site.id, name: 'Desktop', device: 'desktop', connection: 'none' });
    const basket = {
      id: 'basket',
      name: 'Basket',
      mode: 'navigation',
      kind: 'navigate',
      url: `${sites.origin}/basket`,
    } as const;
    const checkout = await Flow.create({
      siteId: site.id,
      name: 'Checkout',
      steps: [basket, { id: 'pay', name: 'Pay', mode: 'navigation', kind: 'submit', selector: 'form#pay' }],
    });
    const coupon = await Flow.create({
      siteId: site.id,
      name: 'Coupon',
      steps: [
        basket,
        { id: 'coupon', name: 'Coupon', mode: null, kind: 'waitFor', selector: '#coupon', timeoutMs: 500 },
      ],
    });

    const snapshot = await new SnapshotStarter(db, queues, planGate(db, { billing: 'on' })).start(
      site,
      organisation.id,
      {
        trigger: 'manual',
        triggerClient: 'test',
      },
    );
    const deadline = Date.now() + 480_000;
    let status = '';
    while (Date.now() < deadline) {
      status = (await db.models.Snapshot.findByPk(snapshot.id, { rejectOnEmpty: true })).status;
      if (['completed', 'failed', 'errored'].includes(status)) break;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    const runs = await db.models.FlowRun.findAll({
      where: { snapshotId: snapshot.id },
      order: [['id', 'ASC']],
    });
    expect(status, JSON.stringify(runs.map((run) => [run.status, run.failureMessage]))).toBe('completed');
    // The snapshot waited for both flows.
    expect(runs.map((run) => [run.flowId, run.status])).toEqual([
      [checkout.id, 'completed'],
      [coupon.id, 'failed'],
    ]);
    expect(runs[1]).toMatchObject({ failureCode: 'FLOW_STEP_ERROR', attempts: 1 });
    expect(runs[1]!.failureMessage).toMatch(/Step 2 \(Coupon\) failed/);

    const steps = await db.models.FlowStepResult.findAll({
      where: { flowRunId: runs[0]!.id },
      order: [['stepIndex', 'ASC']],
    });
    expect(steps.map((step) => [step.stepId, step.stepIndex, step.mode])).toEqual([
      ['basket', 0, 'navigation'],
      ['pay', 1, 'navigation'],
    ]);
    for (const step of steps) expect(step.metrics.lcp).toBeGreaterThan(0);
    expect(runs[0]!.artifacts.map((artifact) => artifact.name)).toEqual(['flow-report.html']);
    expect(readdirSync(join(artifactsDir, 'flow-runs', runs[0]!.uuid))).toEqual(['flow-report.html']);
  } finally {
    await pool.stop(1_000);
    await queues.close();
    await db.close();
    await testDb.drop();
  }
}, 600_000);
