// The embedded mode's queues keep their jobs across kill -9: a process with a delayed job and a running
// one is SIGKILLed; the next process on the same SQLite file runs both (the running one again: handlers
// are idempotent), and the journal is empty once they are done.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { openDatabase } from '@pace/platform/db';
import { createTestDatabase, type TestDatabase } from '@pace/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const FIXTURE = join(import.meta.dirname, 'fixtures', 'embedded-queue-process.ts');

function start(phase: 'first' | 'second', file: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE, phase], {
    env: { ...process.env, DATABASE_FILE: file },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, output: () => output, exited };
}

describe('the in-process queues with their journal, killed with SIGKILL', () => {
  let testDb: TestDatabase;
  let file: string;
  beforeAll(async () => {
    testDb = await createTestDatabase('sqlite');
    file = (testDb.config as { storage: string }).storage;
    const db = await openDatabase(testDb.config);
    await testDb.migrate(db);
    await db.close();
  });
  afterAll(() => testDb?.drop());

  it('runs the delayed and the running jobs in the next process', { timeout: 60_000 }, async () => {
    const first = start('first', file);
    await expect.poll(first.output, { timeout: 20_000, interval: 50 }).toContain('running');
    first.child.kill('SIGKILL');
    await first.exited;
    expect(first.output()).not.toContain('too early');

    const second = start('second', file);
    try {
      await expect.poll(second.output, { timeout: 20_000, interval: 50 }).toContain('ran later delayed');
      expect(second.output()).toContain('restored 2');
      expect(second.output()).toContain('ran hang running');
      const db = await openDatabase(testDb.config);
      try {
        await expect
          .poll(async () => (await db.sequelize.query('SELECT job_key FROM queued_jobs'))[0], {
            timeout: 5_000,
          })
          .toEqual([]);
      } finally {
        await db.close();
      }
    } finally {
      second.child.kill('SIGKILL');
      await second.exited;
    }
  });
});
