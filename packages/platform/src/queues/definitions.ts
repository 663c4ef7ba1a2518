// Every queue and every job the platform runs, in one place: names, payload schemas, retry policy.
// The bff enqueues by these names, the workers register handlers for them, and both sides validate the
// payload against the same schema. Every job must be idempotent: it can run again after a retry, a
// worker crash or a redelivery, and must then leave the same result (upsert, check-then-act on state).
import { z } from 'zod';

export interface Backoff {
  type: 'fixed' | 'exponential';
  /** Fixed: every wait; exponential: the first wait, doubling after each failed attempt. */
  delayMs: number;
}

export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  /** Plain data (no transforms): it is stored as JSON and validated again by the worker. */
  schema: S;
  /** Runs in all, the first included. */
  attempts: number;
  backoff: Backoff;
}

export type QueueDefinitions = Record<string, Record<string, JobDefinition>>;

export function defineJob<S extends z.ZodType>(
  schema: S,
  options: Partial<Omit<JobDefinition, 'schema'>> = {},
): JobDefinition<S> {
  return {
    schema,
    attempts: options.attempts ?? 3,
    backoff: options.backoff ?? { type: 'exponential', delayMs: 5_000 },
  };
}

/**
 * The platform's queues. One queue per kind of work so each scales and is watched on its own; later
 * issues add `audits`, `snapshot-scheduling`, `crux`, `rum-rollups`, `notifications` and `billing`.
 */
export const QUEUES = {
  system: {
    /** Records the worker's last-seen time for /healthz; repeated every 30 s. */
    heartbeat: defineJob(z.object({}).strict(), {
      attempts: 2,
      backoff: { type: 'fixed', delayMs: 5_000 },
    }),
  },
} satisfies QueueDefinitions;

export type PaceQueues = typeof QUEUES;

/** Wait before the next attempt after `failedAttempts` failures (BullMQ's formula, used by both queues). */
export function backoffDelay(backoff: Backoff, failedAttempts: number): number {
  return backoff.type === 'fixed' ? backoff.delayMs : Math.round(2 ** (failedAttempts - 1) * backoff.delayMs);
}
