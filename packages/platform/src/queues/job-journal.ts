// What keeps the in-process queues' jobs across a crash or restart: a row per job (queued_jobs) written
// before enqueue returns, updated on a retry, deleted when the job succeeds or fails for good. A job that
// was running when the process died is still there and runs again at the next start (handlers are
// idempotent, as they must be on BullMQ too).
import { QueryTypes } from 'sequelize';
import type { Database } from '../db/index.ts';

export interface JournaledJob {
  queue: string;
  id: string;
  name: string;
  data: unknown;
  failedAttempts: number;
  /** Epoch ms. */
  runAt: number;
}

export interface JobJournal {
  load(): Promise<JournaledJob[]>;
  save(job: JournaledJob): Promise<void>;
  remove(queue: string, id: string): Promise<void>;
}

export class DatabaseJobJournal implements JobJournal {
  constructor(private readonly db: Database) {}

  async load(): Promise<JournaledJob[]> {
    const rows = await this.db.sequelize.query<{
      queue: string;
      job_id: string;
      name: string;
      data: string;
      failed_attempts: number;
      run_at: number | string;
    }>('SELECT queue, job_id, name, data, failed_attempts, run_at FROM queued_jobs ORDER BY run_at', {
      type: QueryTypes.SELECT,
    });
    return rows.map((row) => ({
      queue: row.queue,
      id: row.job_id,
      name: row.name,
      data: JSON.parse(row.data),
      failedAttempts: Number(row.failed_attempts),
      runAt: Number(row.run_at),
    }));
  }

  async save(job: JournaledJob) {
    const upsert =
      this.db.dialect === 'mysql'
        ? 'ON DUPLICATE KEY UPDATE data = VALUES(data), failed_attempts = VALUES(failed_attempts), run_at = VALUES(run_at)'
        : 'ON CONFLICT (job_key) DO UPDATE SET data = excluded.data, failed_attempts = excluded.failed_attempts, run_at = excluded.run_at';
    await this.db.sequelize.query(
      `INSERT INTO queued_jobs (job_key, queue, job_id, name, data, failed_attempts, run_at) VALUES ($1, $2, $3, $4, $5, $6, $7) ${upsert}`,
      {
        bind: [
          `${job.queue}:${job.id}`,
          job.queue,
          job.id,
          job.name,
          JSON.stringify(job.data),
          job.failedAttempts,
          job.runAt,
        ],
        type: QueryTypes.INSERT,
      },
    );
  }

  async remove(queue: string, id: string) {
    await this.db.sequelize.query('DELETE FROM queued_jobs WHERE job_key = $1', {
      bind: [`${queue}:${id}`],
      type: QueryTypes.DELETE,
    });
  }
}
