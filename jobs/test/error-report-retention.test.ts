// Error reports are pruned: none kept past the retention window, and never more than the row cap.
import { openDatabase } from '@pace/platform/db';
import { silentLogger } from '@pace/platform/log';
import { type JobContext, MemoryQueues, QUEUES } from '@pace/platform/queues';
import { MemoryStore } from '@pace/platform/redis';
import { testConfig } from '@pace/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskDeps } from '../src/workers/base-task.ts';
import {
  ERROR_REPORT_DAYS,
  MAX_ERROR_REPORTS,
  PruneErrorReportsTask,
} from '../src/workers/system/prune-error-reports.ts';

let deps: TaskDeps;
beforeAll(async () => {
  deps = {
    config: testConfig({ DATABASE_URL: 'sqlite::memory:' }),
    db: await openDatabase({ dialect: 'sqlite', storage: ':memory:' }),
    kv: new MemoryStore(),
    queues: new MemoryQueues(QUEUES),
    log: silentLogger(),
  };
  await deps.db.migrate();
});
afterAll(async () => {
  await deps.db.close();
  await deps.kv.close();
  await deps.queues.close();
});

const context: JobContext = {
  id: '1',
  queue: 'system',
  name: 'prune-error-reports',
  attempt: 1,
  attempts: 1,
  signal: new AbortController().signal,
  log: silentLogger(),
};

describe('PruneErrorReportsTask', () => {
  it('deletes reports last seen before the window, then the oldest past the cap', async () => {
    const day = 86_400_000;
    const { ErrorReport } = deps.db.models;
    const old = new Date(Date.now() - (ERROR_REPORT_DAYS + 1) * day);
    const recentlySeen = await ErrorReport.create({
      name: 'Error',
      message: 'old, seen today',
      createdAt: old,
      lastSeenAt: new Date(),
    });
    await ErrorReport.create({ name: 'Error', message: 'old', createdAt: old, lastSeenAt: old });
    const fresh = Array.from({ length: MAX_ERROR_REPORTS + 5 }, (_, i) => ({
      name: 'Error',
      message: `fresh ${i}`,
      lastSeenAt: new Date(Date.now() - (MAX_ERROR_REPORTS + 5 - i) * 1000),
    }));
    await ErrorReport.bulkCreate(fresh);
    await new PruneErrorReportsTask(deps).handler()({}, context);
    expect(await ErrorReport.count()).toBe(MAX_ERROR_REPORTS);
    expect(await ErrorReport.count({ where: { message: 'old' } })).toBe(0);
    expect(await ErrorReport.findByPk(recentlySeen.id)).not.toBeNull();
    // The oldest of the fresh ones went first.
    expect(await ErrorReport.count({ where: { message: ['fresh 0', 'fresh 5'] } })).toBe(0);
  });
});
