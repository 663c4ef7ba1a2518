import type { z } from 'zod';
import type { Logger } from '../log.ts';
import type { JobDefinition, PaceQueues, QueueDefinitions } from './definitions.ts';

export type QueueName<D extends QueueDefinitions> = Extract<keyof D, string>;
export type JobName<D extends QueueDefinitions, Q extends QueueName<D>> = Extract<keyof D[Q], string>;
type SchemaOf<D extends QueueDefinitions, Q extends QueueName<D>, J extends JobName<D, Q>> =
  D[Q][J] extends JobDefinition<infer S> ? S : never;
/** What the caller passes to enqueue. */
export type JobInput<D extends QueueDefinitions, Q extends QueueName<D>, J extends JobName<D, Q>> = z.input<
  SchemaOf<D, Q, J>
>;
/** What the handler receives, validated. */
export type JobPayload<
  D extends QueueDefinitions,
  Q extends QueueName<D>,
  J extends JobName<D, Q>,
> = z.output<SchemaOf<D, Q, J>>;

export interface JobContext {
  id: string;
  queue: string;
  name: string;
  /** 1 for the first run. */
  attempt: number;
  /** Runs allowed in all; `attempt === attempts` is the last chance. */
  attempts: number;
  /** Aborted when the worker stops and the job is being returned to its queue: stop work, throw. */
  signal: AbortSignal;
  log: Logger;
}

export interface JobHandler<P = unknown> {
  (payload: P, context: JobContext): Promise<unknown>;
  /**
   * The queue gave up on the job without the handler failing it: BullMQ fails a job whose worker died
   * (stalled) more than `maxStalledCount` times, and never runs the handler again. Its failure handling
   * goes here instead.
   */
  onLost?(payload: P, error: JobLostError, context: JobContext): Promise<void>;
}

export type JobHandlers<D extends QueueDefinitions = PaceQueues> = {
  [Q in QueueName<D>]?: { [J in JobName<D, Q>]?: JobHandler<JobPayload<D, Q, J>> };
};

export interface EnqueueOptions {
  /** Idempotency key: a job with the same id that is still waiting or running is not added again. */
  jobId?: string;
  delayMs?: number;
  /** A located queue's (audits) location: only that location's workers take the job. Absent: the default. */
  location?: string | null;
}

export interface WorkOptions {
  /** Jobs run at once per queue. */
  concurrency?: number;
  /** Jobs run at once for particular queues (audits hold a browser each), overriding `concurrency`. */
  concurrencyPerQueue?: Readonly<Record<string, number>>;
  /**
   * Fair queues: jobs of one group (organisation) run at once over all pools, overriding the definitions'
   * `concurrencyPerGroup` (audits: AUDIT_CONCURRENCY_PER_ORGANISATION). Give every pool the same.
   */
  concurrencyPerGroup?: Readonly<Record<string, number>>;
  log?: Logger;
  /** The location this pool serves: it takes located queues' jobs (audits) of this location only. */
  location?: string | null;
  /** BullMQ: how long a job's lock lasts without renewal; a crashed worker's job is retried after it. */
  lockDurationMs?: number;
  /** BullMQ: how often to look for jobs whose worker died. */
  stalledIntervalMs?: number;
  /** BullMQ: how often a pool with a free slot looks for a fair queue's next job (default 1 s). */
  fairPollMs?: number;
  /** BullMQ: stalls a job may have before it fails (and its handler's `onLost` runs) instead of running again. */
  maxStalledCount?: number;
}

export interface StopResult {
  /** Jobs that were still running when the grace period ended and went back to their queue. */
  returned: number;
}

export interface WorkerPool {
  /** Jobs running now. */
  readonly running: number;
  /**
   * Stops taking jobs, lets the ones in flight finish for up to `graceMs`, then aborts the rest and puts
   * them back in their queue (not counted as a failed attempt), so no job is left stuck.
   */
  stop(graceMs: number): Promise<StopResult>;
}

export interface JobCounts {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

/** The queues: BullMQ on Redis, or in-process in the embedded mode. Same handlers either way. */
export interface JobQueues<D extends QueueDefinitions = PaceQueues> {
  readonly kind: 'bullmq' | 'memory';
  readonly definitions: D;
  /** Validates the payload (a JobPayloadError when it does not fit) and adds the job; returns its id. */
  enqueue<Q extends QueueName<D>, J extends JobName<D, Q>>(
    queue: Q,
    name: J,
    payload: JobInput<D, Q, J>,
    options?: EnqueueOptions,
  ): Promise<string>;
  /** Runs the job now and then every `everyMs`; calling it again replaces the schedule. */
  schedule<Q extends QueueName<D>, J extends JobName<D, Q>>(
    queue: Q,
    name: J,
    payload: JobInput<D, Q, J>,
    options: { everyMs: number },
  ): Promise<void>;
  /** Starts processing the queues that have handlers. */
  work(handlers: JobHandlers<D>, options?: WorkOptions): Promise<WorkerPool>;
  /** `location`: of a located queue (audits), that location's jobs; absent, the default location's. */
  counts(queue: QueueName<D>, location?: string | null): Promise<JobCounts>;
  /** Whether the job with this id is waiting, delayed or running (not finished, not failed for good). */
  hasJob(queue: QueueName<D>, jobId: string, location?: string | null): Promise<boolean>;
  ping(): Promise<void>;
  /** Closes connections and timers (stop worker pools first). */
  close(): Promise<void>;
}

export class JobPayloadError extends Error {
  override name = 'JobPayloadError';
}

/** Thrown by a handler when retrying cannot help (the site was deleted, the input is wrong): no retry. */
export class UnrecoverableJobError extends Error {
  // BullMQ recognises its own UnrecoverableError by this name.
  override name = 'UnrecoverableError';
}

/** Given to `onLost`: the queue failed the job itself, its handler did not (see JobHandler.onLost). */
export class JobLostError extends Error {
  override name = 'JobLostError';
}
