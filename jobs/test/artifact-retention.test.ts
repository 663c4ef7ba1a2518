// The retention sweep as the workers run it: scheduled with the other repeating jobs (it runs at once,
// then daily), with ARTIFACT_RETENTION_DAYS and ARTIFACT_KEEP_LATEST from the configuration. On MariaDB
// with BullMQ on Redis, and on SQLite with the in-process queues of the embedded mode. What it keeps and
// removes is tested in packages/synthetic/test/artifact-retention.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskArtifactStore } from '@pace/platform/artifacts';
import { loadConfig } from '@pace/platform/config';
import { type Database, openDatabase } from '@pace/platform/db';
import { silentLogger } from '@pace/platform/log';
import { BullQueues, type JobQueues, MemoryQueues, QUEUES, type WorkerPool } from '@pace/platform/queues';
import { MemoryStore } from '@pace/platform/redis';
import {
  auditTarget,
  createTestDatabase,
  deleteKeys,
  TEST_REDIS_URL,
  testKeyPrefix,
} from '@pace/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlersFor } from '../src/queues/handlers.ts';
import { scheduleRepeatingJobs } from '../src/queues/schedules.ts';
import { PruneArtifactsTask } from '../src/workers/synthetic/artifact-retention.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const modes = [
  { name: 'MariaDB and BullMQ', dialect: 'mysql' as const, bull: true },
  { name: 'SQLite and the in-process queues (embedded)', dialect: 'sqlite' as const, bull: false },
];

describe.each(modes)('the artifact retention job on $name', ({ dialect, bull }) => {
  let db: Database;
  let queues: JobQueues;
  let pool: WorkerPool | undefined;
  let drop: () => Promise<void>;
  const prefix = `${testKeyPrefix()}bull`;
  const dir = mkdtempSync(join(tmpdir(), 'pace-retention-job-'));

  beforeAll(async () => {
    const testDb = await createTestDatabase(dialect, dialect === 'sqlite' ? { memory: true } : {});
    drop = testDb.drop;
    db = await openDatabase(testDb.config);
    await testDb.migrate(db);
    queues = bull ? new BullQueues(QUEUES, TEST_REDIS_URL, { prefix }) : new MemoryQueues(QUEUES);
  }, 60_000);
  afterAll(async () => {
    await pool?.stop(1_000);
    await queues.close();
    if (bull) await deleteKeys(prefix);
    await db.close();
    await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs when scheduled and removes what the configured age and count allow', async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      ARTIFACTS_DIR: dir,
      ARTIFACT_RETENTION_DAYS: '7',
      ARTIFACT_KEEP_LATEST: '1',
    });
    const store = new DiskArtifactStore(dir);
    const { Test } = db.models;
    const { site, page, profile, snapshot } = await auditTarget(db, 'keep', 'schedule');
    // 10 and 8 days old: past 7 days; the newer is the one newest test kept.
    const [older, newer] = await Promise.all(
      [10, 8].map(async (ageDays) => {
        const test = await Test.create({
          snapshotId: snapshot.id,
          siteId: site.id,
          pageId: page.id,
          profileId: profile.id,
          url: page.url,
          status: 'completed',
          finishedAt: new Date(Date.now() - ageDays * DAY_MS),
        });
        const { bytes } = await store.put(`tests/${test.uuid}/lighthouse.json`, '{"audits":{}}');
        return test.update({
          artifacts: [{ name: 'lighthouse.json', contentType: 'application/json', bytes }],
        });
      }),
    );

    const deps = { config, db, kv: new MemoryStore(), queues, log: silentLogger() };
    const tasks = [new PruneArtifactsTask(deps)] as unknown as Parameters<typeof handlersFor>[0];
    pool = await queues.work(handlersFor(tasks), { log: silentLogger() });
    await scheduleRepeatingJobs(queues);

    const deadline = Date.now() + 20_000;
    while (!(await older!.reload()).artifactsPrunedAt && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(older!.artifactsPrunedAt).not.toBeNull();
    expect(await store.get(`tests/${older!.uuid}/lighthouse.json`)).toBeNull();
    expect((await newer!.reload()).artifactsPrunedAt).toBeNull();
    expect(await store.get(`tests/${newer!.uuid}/lighthouse.json`)).not.toBeNull();
  });
});
