// Test locations on one machine (issue 21): two worker processes started with PACE_LOCATION eu-west and
// us-east share BullMQ and MariaDB. A site at eu-west has its audit run by the eu-west worker only (the
// us-east site's waits until its own worker starts), each test records the location it ran at, and the
// live locations are those with a beating worker. The sites' IP options ride along: the eu-west site
// asks for IPv4 and the us-east site for IPv6, and a page server on 127.0.0.1 and ::1 (the same port)
// sees each audit arrive over the family its site chose. Two Lighthouse runs in all.

import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { planGate } from '@pace/billing/gates';
import { type Database, openDatabase } from '@pace/platform/db';
import { BullQueues, QUEUES } from '@pace/platform/queues';
import { createTestDatabase, deleteKeys, TEST_REDIS_URL, testKeyPrefix } from '@pace/platform/testing';
import { SnapshotStarter } from '@pace/synthetic';
import { liveLocations } from '@pace/synthetic/test-locations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Child, startTs } from './support.ts';

const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Here</title><meta name="description" content="A page"></head><body><h1>Here</h1><p>A page to audit.</p></body></html>';

/** Which address each page request came in on: `<path> <local address>`. */
const arrivals: string[] = [];
let servers: Server[] = [];
let port = 0;

function listen(host: string, at: number) {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://page').pathname;
    if (path === '/eu' || path === '/us') arrivals.push(`${path} ${req.socket.localAddress}`);
    res.writeHead(path === '/eu' || path === '/us' ? 200 : 404, { 'content-type': 'text/html' });
    res.end(PAGE);
  });
  return new Promise<Server>((resolve, reject) => {
    server.once('error', reject);
    server.listen(at, host, () => resolve(server));
  });
}

beforeAll(async () => {
  const v4 = await listen('127.0.0.1', 0);
  port = (v4.address() as { port: number }).port;
  servers = [v4, await listen('::1', port)];
});
afterAll(() => {
  for (const server of servers) server.close();
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

async function seedSite(db: Database, path: string, testLocation: string, ipOption: 'ipv4' | 'ipv6') {
  const { Organisation, Team, Site, Page, TestProfile } = db.models;
  const slug = `located-${process.pid}-${Date.now()}-${path.slice(1)}`;
  const organisation = await Organisation.create({ name: slug, slug });
  const team = await Team.create({ organisationId: organisation.id, name: slug, slug });
  // A name with an A and an AAAA record (the guard's host rules): the IP option picks one.
  const origin = `http://both.test:${port}`;
  const site = await Site.create({
    teamId: team.id,
    name: slug,
    slug,
    canonicalUrl: `${origin}/`,
    testLocation,
    ipOption,
    minRuns: 1,
    maxRuns: 1,
  });
  await Page.create({ siteId: site.id, name: path, url: `${origin}${path}` });
  await TestProfile.create({ siteId: site.id, name: 'Desktop', device: 'desktop', connection: 'none' });
  const snapshot = await new SnapshotStarter(db, queues, planGate(db, { billing: 'on' })).start(
    site,
    organisation.id,
    {
      trigger: 'manual',
      triggerClient: 'test',
    },
  );
  return db.models.Test.findOne({ where: { snapshotId: snapshot.id }, rejectOnEmpty: true });
}

let queues: BullQueues;

describe('two worker pools on one machine (BullMQ, MariaDB)', () => {
  const workers: Child[] = [];

  it('routes each audit to its location’s worker, records where it ran, and lists the live locations', async () => {
    const testDb = await createTestDatabase('mysql');
    const db = await openDatabase(testDb.config);
    await testDb.migrate(db);
    const prefix = testKeyPrefix();
    queues = new BullQueues(QUEUES, TEST_REDIS_URL, { prefix: `${prefix}bull` });
    const env = (location: string) => ({
      PACE_LOCATION: location,
      AUDIT_ALLOWED_NETWORKS: '127.0.0.0/8,::1/128',
      AUDIT_HOST_RULES: 'both.test=127.0.0.1,both.test=::1',
      LOG_LEVEL: 'silent',
      DATABASE_URL: testDb.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
      ARTIFACTS_DIR: mkdtempSync(join(tmpdir(), 'pace-artifacts-')),
    });
    try {
      workers.push(startTs('jobs/test/fixtures/audit-worker.ts', env('eu-west')));
      await workers[0]!.waitFor(/ready/, 60_000);
      expect((await liveLocations(db)).map((location) => location.name)).toEqual(['eu-west']);

      const eu = await seedSite(db, '/eu', 'eu-west', 'ipv4');
      const us = await seedSite(db, '/us', 'us-east', 'ipv6');
      expect(await queues.hasJob('audits', `test-${us.id}`, 'us-east')).toBe(true);
      await until(
        () => eu.reload(),
        (test) => ['completed', 'failed', 'errored'].includes(test.status),
        240_000,
      );
      expect(eu.status, eu.failureMessage ?? '').toBe('completed');
      // No worker of us-east yet: its audit is still waiting in its own queue.
      await us.reload();
      expect(us.status).toBe('scheduled');
      expect(await queues.counts('audits', 'us-east')).toMatchObject({ waiting: 1, active: 0 });

      workers.push(startTs('jobs/test/fixtures/audit-worker.ts', env('us-east')));
      await workers[1]!.waitFor(/ready/, 60_000);
      expect((await liveLocations(db)).map((location) => [location.name, location.workers])).toEqual([
        ['eu-west', 1],
        ['us-east', 1],
      ]);
      await until(
        () => us.reload(),
        (test) => ['completed', 'failed', 'errored'].includes(test.status),
        240_000,
      );
      expect(us.status, us.failureMessage ?? '').toBe('completed');

      expect([eu.location, us.location]).toEqual(['eu-west', 'us-east']);
      expect([eu.attempts, us.attempts]).toEqual([1, 1]);
      // Each audit reached the page over the family its site's IP option chose.
      expect(new Set(arrivals)).toEqual(new Set(['/eu 127.0.0.1', '/us ::1']));

      // Stopped workers leave the list at once.
      for (const worker of workers) worker.process.kill('SIGTERM');
      await Promise.all(workers.map((worker) => worker.exited()));
      expect(await liveLocations(db)).toEqual([]);
    } finally {
      for (const worker of workers) worker.process.kill('SIGKILL');
      await queues.close();
      await deleteKeys(prefix).catch(() => {});
      await db.close();
      await testDb.drop();
    }
  }, 600_000);
});
