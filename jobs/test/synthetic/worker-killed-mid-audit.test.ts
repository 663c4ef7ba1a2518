// The fault test of synthetic audits in Redis mode: the bff and a worker process (jobs/src/main.ts) as in
// production, a snapshot of two tests of a fixture page, and the worker killed with SIGKILL while its
// Chromium is auditing. Its Chromium must not outlive it, and a worker started afterwards must take the
// lost work over until every test is final and the snapshot complete.

import { readFileSync } from 'node:fs';
import { planGate } from '@pace/billing/gates';
import { type FixtureSites, startFixtureSites } from '@pace/lighthouse-runner/testing';
import { createJobQueues } from '@pace/platform/queues';
import { recordResilience } from '@pace/platform/resilience-report';
import { SnapshotStarter } from '@pace/synthetic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BffProcess, type Child, descendants, startBff, startTs } from '../support.ts';

const FINAL = ['completed', 'failed', 'errored'];

/** The process's short name, or null once it is gone or only a zombie waiting to be reaped. */
function liveName(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) return null;
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return null;
  }
}
const isChromium = (pid: number) => /chrom/i.test(liveName(pid) ?? '');
const isRenderer = (pid: number) => {
  try {
    return isChromium(pid) && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer');
  } catch {
    return false;
  }
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a worker killed with SIGKILL in the middle of an audit (Redis mode)', () => {
  let app: BffProcess;
  let sites: FixtureSites;
  const workers: Child[] = [];

  beforeAll(async () => {
    sites = await startFixtureSites();
    app = await startBff();
  }, 120_000);
  afterAll(async () => {
    for (const worker of workers) if (worker.process.exitCode === null) worker.process.kill('SIGKILL');
    await app?.close();
    await sites?.close();
  });

  // Loopback fixture pages are audited only because the test allows them.
  const startWorker = () => {
    const worker = startTs('jobs/src/main.ts', { ...app.env, AUDIT_ALLOWED_NETWORKS: '127.0.0.0/8' });
    workers.push(worker);
    return worker;
  };

  async function seedSite(paths: string[]) {
    const { Organisation, Team, Site, Page, TestProfile } = app.db.models;
    const slug = `killed-audit-${process.pid}-${Date.now()}`;
    const organisation = await Organisation.create({ name: slug, slug });
    const team = await Team.create({ organisationId: organisation.id, name: slug, slug });
    const site = await Site.create({
      teamId: team.id,
      name: 'Fixture',
      slug,
      canonicalUrl: `${sites.origin}/`,
      // One run per test: the kill and the recovery are the point, not the run count.
      minRuns: 1,
      maxRuns: 1,
    });
    for (const path of paths)
      await Page.create({ siteId: site.id, name: path, url: `${sites.origin}${path}` });
    await TestProfile.create({ siteId: site.id, name: 'Desktop', device: 'desktop', connection: 'cable' });
    return { organisation, site };
  }

  it('leaves no Chromium behind, loses no test, and the snapshot completes', {
    timeout: 600_000,
  }, async () => {
    const first = startWorker();
    const { organisation, site } = await seedSite(['/fast', '/fast?second']);
    // Queued as the bff's snapshot mutation does: on the shared database and the bff's queues.
    const queues = createJobQueues({ redisUrl: app.env.REDIS_URL, redisPrefix: app.env.REDIS_PREFIX });
    const snapshot = await new SnapshotStarter(app.db, queues, planGate(app.db, { billing: 'on' }))
      .start(site, organisation.id, { trigger: 'manual', triggerClient: 'test' })
      .finally(() => queues.close());
    const tests = () =>
      app.db.models.Test.findAll({ where: { snapshotId: snapshot.id }, order: [['id', 'ASC']] });
    expect(await tests()).toHaveLength(2);

    // Kill once a test is running and its page is being rendered (a Chromium renderer is up), and a little
    // later: killed while Chromium is still starting, the audit process dies anyway (its next message
    // to the worker throws), which would hide whether it cleans up. Note every process below the worker
    // first: once the worker is dead, its orphans are no longer below it.
    await expect
      .poll(
        async () =>
          (await tests()).some((test) => test.status === 'running') &&
          descendants(first.process.pid!).some(isRenderer),
        { timeout: 240_000, interval: 250 },
      )
      .toBe(true);
    await pause(2_000);
    const below = descendants(first.process.pid!);
    const chromiumAtKill = below.filter(isChromium);
    first.process.kill('SIGKILL');
    await first.exited();
    await pause(5_000);
    const chromiumLeft = chromiumAtKill.filter((pid) => liveName(pid) !== null);
    const processesLeft = below.filter((pid) => liveName(pid) !== null);

    // A second worker takes over: the dead one's job once its lock expires, or the scheduling tick.
    startWorker();
    await expect
      .poll(async () => (await tests()).every((test) => FINAL.includes(test.status)), {
        timeout: 420_000,
        interval: 1_000,
      })
      .toBe(true);
    await expect
      .poll(async () => (await snapshot.reload()).status, { timeout: 60_000, interval: 500 })
      .toBe('completed');
    const final = await tests();
    const completed = final.filter((test) => test.status === 'completed').length;
    const lost = final.length - completed;

    recordResilience({
      scenario: 'kill -9 of the worker mid-audit (Redis mode)',
      measured: `${final.length} tests, ${completed} completed after the restart, ${lost} lost; Chromium processes left: ${chromiumLeft.length}`,
      target: '0 lost, 0 Chromium left, snapshot complete',
      met: lost === 0 && chromiumLeft.length === 0 && snapshot.status === 'completed',
    });
    expect(chromiumAtKill.length).toBeGreaterThan(0);
    expect(chromiumLeft).toEqual([]);
    // Nor the audit process, nor its guard proxy: nothing of the dead worker's tree is left running.
    expect(processesLeft).toEqual([]);
    expect(lost).toBe(0);
    // The test that was running when the worker died was audited again: a second attempt.
    expect(final.some((test) => test.attempts >= 2)).toBe(true);
  });
});
