// The small base every task builds on (outline's BaseTask habit): one task per file, one job each.
// Attempts and backoff are part of the job's definition in @pace/platform/queues (the enqueuing side
// needs them too); the task adds what happens when the last attempt fails.
import type {
  JobContext,
  JobHandler,
  JobName,
  JobPayload,
  PaceQueues,
  QueueName,
} from '@pace/platform/queues';
import type { Runtime } from '@pace/platform/runtime';

/** What tasks may use: the database, the key-value store, the queues (to enqueue follow-ups), config. */
export type TaskDeps = Pick<Runtime, 'config' | 'db' | 'kv' | 'queues' | 'log'>;

export abstract class BaseTask<Q extends QueueName<PaceQueues>, J extends JobName<PaceQueues, Q>> {
  abstract readonly queue: Q;
  abstract readonly name: J;

  constructor(protected readonly deps: TaskDeps) {}

  /** Does the work. Must be idempotent: it may run again after a retry or a crashed worker. */
  abstract perform(payload: JobPayload<PaceQueues, Q, J>, context: JobContext): Promise<void>;

  /**
   * Called once, after the last attempt failed (or an unrecoverable error), or with a JobLostError when
   * the queue failed the job itself (BullMQ, after its workers died too often): tell someone, clean up.
   */
  async onFailed(_payload: JobPayload<PaceQueues, Q, J>, error: unknown, context: JobContext): Promise<void> {
    context.log.error(
      { err: error, attempts: context.attempt },
      `${this.queue}.${this.name} failed for good`,
    );
  }

  handler(): JobHandler<JobPayload<PaceQueues, Q, J>> {
    const run = async (payload: JobPayload<PaceQueues, Q, J>, context: JobContext) => {
      try {
        await this.perform(payload, context);
      } catch (error) {
        const unrecoverable = (error as Error | undefined)?.name === 'UnrecoverableError';
        // An aborted run (worker stopping) goes back to its queue: it has not failed.
        if (!context.signal.aborted && (unrecoverable || context.attempt >= context.attempts)) {
          await this.onFailed(payload, error, context).catch((hookError: unknown) =>
            context.log.error({ err: hookError }, 'onFailed threw'),
          );
        }
        throw error;
      }
    };
    // A job the queue failed by itself (its workers kept dying) has failed for good too.
    const onLost = (payload: JobPayload<PaceQueues, Q, J>, error: Error, context: JobContext) =>
      this.onFailed(payload, error, context);
    return Object.assign(run, { onLost });
  }
}
