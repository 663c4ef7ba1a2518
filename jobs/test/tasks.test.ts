import { openDatabase } from '@pace/platform/db';
import { readHeartbeat } from '@pace/platform/heartbeat';
import { silentLogger } from '@pace/platform/log';
import { type JobContext, MemoryQueues, QUEUES } from '@pace/platform/queues';
import { MemoryStore } from '@pace/platform/redis';
import { testConfig } from '@pace/platform/testing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BaseTask, type TaskDeps } from '../src/workers/base-task.ts';
import { HeartbeatTask } from '../src/workers/system/heartbeat.ts';

let deps: TaskDeps;
beforeAll(async () => {
  deps = {
    config: testConfig({ DATABASE_URL: 'sqlite::memory:' }),
    db: await openDatabase({ dialect: 'sqlite', storage: ':memory:' }),
    kv: new MemoryStore(),
    queues: new MemoryQueues(QUEUES),
    log: silentLogger(),
  };
});
afterAll(async () => {
  await deps.db.close();
  await deps.kv.close();
  await deps.queues.close();
});

const context = (attempt: number, attempts: number, signal = new AbortController().signal): JobContext => ({
  id: '1',
  queue: 'system',
  name: 'heartbeat',
  attempt,
  attempts,
  signal,
  log: silentLogger(),
});

describe('HeartbeatTask', () => {
  test('records when the worker was last seen', async () => {
    const before = Date.now();
    await new HeartbeatTask(deps).handler()({}, context(1, 2));
    const beat = await readHeartbeat(deps.kv);
    expect(Date.parse(beat!.at)).toBeGreaterThanOrEqual(before);
    expect(beat!.pid).toBe(process.pid);
  });
});

describe('BaseTask', () => {
  class FailingTask extends BaseTask<'system', 'heartbeat'> {
    readonly queue = 'system';
    readonly name = 'heartbeat';
    failures: unknown[] = [];
    constructor(
      deps: TaskDeps,
      private readonly error: Error,
    ) {
      super(deps);
    }
    async perform() {
      throw this.error;
    }
    override async onFailed(_payload: Record<string, never>, error: unknown) {
      this.failures.push(error);
    }
  }

  test('onFailed runs after the last attempt only', async () => {
    const task = new FailingTask(deps, new Error('down'));
    await expect(task.handler()({}, context(1, 2))).rejects.toThrow('down');
    expect(task.failures).toHaveLength(0);
    await expect(task.handler()({}, context(2, 2))).rejects.toThrow('down');
    expect(task.failures).toHaveLength(1);
  });

  test('onFailed runs at once for an unrecoverable error', async () => {
    const error = Object.assign(new Error('gone'), { name: 'UnrecoverableError' });
    const task = new FailingTask(deps, error);
    await expect(task.handler()({}, context(1, 3))).rejects.toThrow('gone');
    expect(task.failures).toEqual([error]);
  });

  test('a run aborted because the worker stops has not failed', async () => {
    const controller = new AbortController();
    controller.abort();
    const task = new FailingTask(deps, new Error('aborted'));
    await expect(task.handler()({}, context(3, 3, controller.signal))).rejects.toThrow('aborted');
    expect(task.failures).toHaveLength(0);
  });
});
