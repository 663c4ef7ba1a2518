// Queues on Redis with BullMQ: jobs survive restarts and are shared by any number of worker processes.

import { randomUUID } from 'node:crypto';
import { type Job, type JobsOptions, Queue, UnrecoverableError, WaitingError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { isDatabaseConnectionError } from '../db/outages.ts';
import { isConnectionError, RedisOutageLog } from '../kv/redis-outages.ts';
import { type Logger, silentLogger } from '../log.ts';
import { metrics } from '../metrics.ts';
import {
  baseQueue,
  fairGroupOf,
  LOCATED_QUEUES,
  locatedQueue,
  type PaceQueues,
  type QueueDefinitions,
} from './definitions.ts';
import { FairWaiting } from './fair-waiting.ts';
import { definitionOf, parsePayload } from './payload.ts';
import {
  type EnqueueOptions,
  type JobCounts,
  type JobHandler,
  type JobHandlers,
  JobLostError,
  JobPayloadError,
  type JobQueues,
  type StopResult,
  type WorkerPool,
  type WorkOptions,
} from './types.ts';

/** Prefix of every BullMQ key when none is given (the platform passes `<REDIS_PREFIX>bull`). */
export const BULL_PREFIX = 'pace:bull';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Stall handling, stated rather than left to BullMQ's defaults. A job's lock lasts 30 s and is renewed
 * while its worker lives; every 30 s each worker returns jobs whose lock ran out (their worker died) to
 * the queue. A job that stalls a second time (`maxStalledCount` 1: it may be what kills its workers) is
 * failed by BullMQ without its handler running, so the pool hands it to the handler's `onLost`.
 */
export const STALL_DEFAULTS = { lockDurationMs: 30_000, stalledIntervalMs: 30_000, maxStalledCount: 1 };

/** How often a pool with a free slot looks for a fair queue's next job (besides after each job it ends). */
export const FAIR_POLL_MS = 1_000;

/** States of a job that will still run, or is running. */
const LIVE_STATES = new Set(['waiting', 'prioritized', 'delayed', 'active', 'waiting-children']);

export class BullQueues<D extends QueueDefinitions = PaceQueues> implements JobQueues<D> {
  readonly kind = 'bullmq' as const;
  private readonly connection: Redis;
  private readonly queues = new Map<string, Queue>();
  private readonly prefix: string;
  /** One outage line for the connection, its queues and their workers (they all meet the same Redis). */
  private readonly outages: RedisOutageLog;
  private readonly fair: FairWaiting;

  constructor(
    readonly definitions: D,
    url: string,
    options: { prefix?: string; log?: Logger } = {},
  ) {
    this.prefix = options.prefix ?? BULL_PREFIX;
    this.outages = new RedisOutageLog(options.log ?? silentLogger(), 'job queues');
    // BullMQ needs commands to wait for a reconnection rather than fail (workers block on Redis).
    this.connection = this.outages.watch(new Redis(url, { maxRetriesPerRequest: null }));
    this.fair = new FairWaiting(this.connection, this.prefix);
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.prefix });
      queue.on('error', (error) => this.outages.failed(error));
      this.queues.set(name, queue);
    }
    return queue;
  }

  private jobOptions(queue: string, name: string): JobsOptions {
    const { attempts, backoff } = definitionOf(this.definitions, queue, name);
    return {
      attempts,
      backoff: { type: backoff.type, delay: backoff.delayMs },
      // Keep recent history for inspection without letting Redis grow without bound.
      removeOnComplete: { age: DAY_SECONDS, count: 1_000 },
      removeOnFail: { age: 7 * DAY_SECONDS, count: 5_000 },
    };
  }

  async enqueue(queue: string, name: string, payload: unknown, options: EnqueueOptions = {}) {
    const data = parsePayload(this.definitions, queue, name, payload);
    const group = fairGroupOf(definitionOf(this.definitions, queue, name), data);
    if (group !== null && !options.delayMs)
      return this.enqueueFair(locatedQueue(queue, options.location), group, name, data, options.jobId);
    const job = await this.queue(locatedQueue(queue, options.location)).add(name, data, {
      ...this.jobOptions(queue, name),
      ...(options.jobId ? { jobId: options.jobId } : {}),
      ...(options.delayMs ? { delay: options.delayMs } : {}),
    });
    return job.id!;
  }

  /** Into its group's waiting list; moved on at once only when the queue is idle (no job at all). */
  private async enqueueFair(source: string, group: string, name: string, data: unknown, jobId?: string) {
    const id = jobId ?? randomUUID();
    if (LIVE_STATES.has(await this.queue(source).getJobState(id))) return id;
    await this.fair.add(source, group, { id, name, data });
    const counts = await this.queue(source).getJobCounts('waiting', 'prioritized', 'active');
    if ((counts.waiting ?? 0) + (counts.prioritized ?? 0) + (counts.active ?? 0) === 0)
      await this.moveNext(source);
    return id;
  }

  /** Moves the next fair job in turn into its BullMQ queue; false when none waits. */
  async moveNext(source: string): Promise<boolean> {
    const next = await this.fair.peek(source);
    if (!next) return false;
    const { id, name, data } = next.job;
    await this.queue(source).add(name, data, { ...this.jobOptions(baseQueue(source), name), jobId: id });
    await this.fair.commit(source, next);
    return true;
  }

  /** Moves fair jobs on until `free` jobs wait in the BullMQ queue (each for a free worker slot). */
  async fill(source: string, free: number) {
    if (free <= 0) return;
    const counts = await this.queue(source).getJobCounts('waiting', 'prioritized');
    for (let waiting = (counts.waiting ?? 0) + (counts.prioritized ?? 0); waiting < free; waiting++)
      if (!(await this.moveNext(source))) return;
  }

  async schedule(queue: string, name: string, payload: unknown, options: { everyMs: number }) {
    const data = parsePayload(this.definitions, queue, name, payload);
    await this.queue(queue).upsertJobScheduler(
      `${queue}.${name}`,
      { every: options.everyMs },
      { name, data, opts: this.jobOptions(queue, name) },
    );
  }

  async work(handlers: JobHandlers<D>, options: WorkOptions = {}): Promise<WorkerPool> {
    const pool = new BullWorkerPool(
      this.definitions,
      handlers as Record<string, Record<string, JobHandler>>,
      { connection: this.connection, prefix: this.prefix, outages: this.outages },
      options,
      (source, free) => this.fill(source, free),
    );
    await pool.ready();
    return pool;
  }

  async counts(queue: string, location?: string | null): Promise<JobCounts> {
    const counts = await this.queue(locatedQueue(queue, location)).getJobCounts(
      'waiting',
      'prioritized',
      'active',
      'delayed',
      'failed',
    );
    const fair = await this.fair.count(locatedQueue(queue, location));
    return {
      waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0) + fair,
      active: counts.active ?? 0,
      delayed: counts.delayed ?? 0,
      failed: counts.failed ?? 0,
    };
  }

  async hasJob(queue: string, jobId: string, location?: string | null) {
    const source = locatedQueue(queue, location);
    if (await this.fair.has(source, jobId)) return true;
    return LIVE_STATES.has(await this.queue(source).getJobState(jobId));
  }

  async ping() {
    await this.connection.ping();
  }

  async close() {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    await this.connection.quit().catch(() => this.connection.disconnect());
  }
}

interface Running {
  queue: string;
  job: Job;
  token: string;
  controller: AbortController;
}

class BullWorkerPool implements WorkerPool {
  private readonly workers: Worker[];
  private readonly inFlight = new Map<string, Running>();
  private readonly returned = new Set<string>();
  /** `onLost` calls under way: stopping waits for them (they write the failure down). */
  private readonly handlingLost = new Set<Promise<void>>();
  private readonly log;
  /** Fair queues this pool takes from: it moves their next jobs on while it has free slots. */
  private readonly fair: { queue: string; source: string; slots: number }[];
  private readonly fairTimer: NodeJS.Timeout | undefined;
  private filling = false;
  private fillAgain = false;
  private stopping = false;

  constructor(
    private readonly definitions: QueueDefinitions,
    private readonly handlers: Record<string, Record<string, JobHandler>>,
    private readonly redis: { connection: Redis; prefix: string; outages: RedisOutageLog },
    options: WorkOptions,
    private readonly fill: (source: string, free: number) => Promise<void>,
  ) {
    this.log = options.log ?? silentLogger();
    const queues = Object.keys(handlers).filter((queue) => Object.keys(handlers[queue] ?? {}).length > 0);
    this.fair = queues
      .filter((queue) => Object.values(definitions[queue] ?? {}).some((definition) => definition.fairBy))
      .map((queue) => ({
        queue,
        source: LOCATED_QUEUES.includes(queue) ? locatedQueue(queue, options.location) : queue,
        slots: options.concurrencyPerQueue?.[queue] ?? options.concurrency ?? 1,
      }));
    if (this.fair.length > 0) {
      this.fairTimer = setInterval(() => this.fillSlots(), options.fairPollMs ?? FAIR_POLL_MS);
      this.fairTimer.unref();
    }
    this.workers = queues.map((queue) => {
      // A located queue (audits): this pool's location's jobs only.
      const source = LOCATED_QUEUES.includes(queue) ? locatedQueue(queue, options.location) : queue;
      const worker = new Worker(source, (job, token, signal) => this.process(queue, job, token, signal), {
        connection: redis.connection,
        prefix: redis.prefix,
        concurrency: options.concurrencyPerQueue?.[queue] ?? options.concurrency ?? 1,
        lockDuration: options.lockDurationMs ?? STALL_DEFAULTS.lockDurationMs,
        stalledInterval: options.stalledIntervalMs ?? STALL_DEFAULTS.stalledIntervalMs,
        maxStalledCount: options.maxStalledCount ?? STALL_DEFAULTS.maxStalledCount,
      });
      worker.on('failed', (job, error) => {
        if (!job) return;
        // A database outage is logged once by the connection's outage log, not by every job it fails.
        if (!isDatabaseConnectionError(error))
          this.log.warn({ err: error, queue, job: job.name, jobId: job.id }, 'job failed');
        // Failed for stalling too often (BullMQ's deferred failure): our handler never saw this failure.
        if (job.deferredFailure) {
          const handling = this.lost(queue, job, error).finally(() => this.handlingLost.delete(handling));
          this.handlingLost.add(handling);
        }
      });
      worker.on('error', (error) => {
        if (isConnectionError(error)) redis.outages.failed(error);
        else this.log.error({ err: error, queue }, 'worker error');
      });
      worker.on('stalled', (jobId) => {
        metrics.stalledJobs.inc({ queue });
        this.log.warn({ queue, jobId }, 'job stalled: its worker stopped answering');
      });
      return worker;
    });
  }

  async ready() {
    // No move at once: a job already in the queue may be on its way to this pool's slot (the timer and
    // each job's end move the next ones on).
    await Promise.all(this.workers.map((worker) => worker.waitUntilReady()));
  }

  /** Moves fair queues' next jobs on for this pool's free slots; one pass at a time, again if asked meanwhile. */
  private fillSlots() {
    if (this.stopping || this.fair.length === 0) return;
    if (this.filling) {
      this.fillAgain = true;
      return;
    }
    this.filling = true;
    void (async () => {
      try {
        do {
          this.fillAgain = false;
          for (const { queue, source, slots } of this.fair)
            await this.fill(source, slots - this.activeIn(queue));
        } while (this.fillAgain && !this.stopping);
      } catch (error) {
        if (isConnectionError(error)) this.redis.outages.failed(error);
        else this.log.error({ err: error }, 'could not move the next fair jobs on');
      } finally {
        this.filling = false;
      }
    })();
  }

  private activeIn(queue: string) {
    let active = 0;
    for (const running of this.inFlight.values()) if (running.queue === queue) active++;
    return active;
  }

  get running() {
    return this.inFlight.size;
  }

  /** Runs the handler's `onLost` for a job the queue failed by itself; what it throws is logged. */
  private async lost(queue: string, job: Job, error: Error) {
    const onLost = this.handlers[queue]?.[job.name]?.onLost;
    if (!onLost) return;
    const log = this.log.child({ queue, job: job.name, jobId: job.id });
    try {
      const payload = parsePayload(this.definitions, queue, job.name, job.data);
      await onLost(payload, new JobLostError(error.message), {
        id: job.id!,
        queue,
        name: job.name,
        attempt: job.attemptsMade,
        attempts: job.opts.attempts ?? definitionOf(this.definitions, queue, job.name).attempts,
        signal: new AbortController().signal,
        log,
      });
    } catch (hookError) {
      log.error({ err: hookError }, 'onLost threw');
    }
  }

  private async process(queue: string, job: Job, token: string | undefined, signal?: AbortSignal) {
    const id = job.id!;
    const handler = this.handlers[queue]?.[job.name];
    if (!handler) throw new UnrecoverableError(`No handler for ${queue}.${job.name}`);
    let payload: unknown;
    try {
      payload = parsePayload(this.definitions, queue, job.name, job.data);
    } catch (error) {
      if (error instanceof JobPayloadError) throw new UnrecoverableError(error.message);
      throw error;
    }
    const controller = new AbortController();
    signal?.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
    this.inFlight.set(id, { queue, job, token: token ?? '', controller });
    try {
      return await handler(payload, {
        id,
        queue,
        name: job.name,
        attempt: job.attemptsMade + 1,
        attempts: job.opts.attempts ?? definitionOf(this.definitions, queue, job.name).attempts,
        signal: controller.signal,
        log: this.log.child({ queue, job: job.name, jobId: id }),
      });
    } catch (error) {
      // Returned to its queue by stop(): BullMQ must neither fail nor retry this run.
      if (this.returned.has(id)) throw new WaitingError();
      throw error;
    } finally {
      this.inFlight.delete(id);
      // A slot is free: the next fair job in turn goes into the queue before this worker asks for one.
      this.fillSlots();
      if (this.returned.has(id)) {
        this.returned.delete(id);
        // biome-ignore lint/correctness/noUnsafeFinally: a finished run of a returned job must not complete it
        throw new WaitingError();
      }
    }
  }

  async stop(graceMs: number): Promise<StopResult> {
    this.stopping = true;
    clearInterval(this.fairTimer);
    // close() stops fetching at once and resolves when the jobs in flight have finished.
    const closed = Promise.all([...this.workers.map((worker) => worker.close()), ...this.handlingLost]);
    if (await settlesWithin(closed, graceMs)) return { returned: 0 };
    const left = [...this.inFlight.entries()];
    for (const [id, running] of left) {
      this.returned.add(id);
      try {
        // Back to the wait list with its lock released and no attempt counted.
        await running.job.moveToWait(running.token);
      } catch (error) {
        // Its lock was lost already: the stalled-job check of any worker will put it back.
        this.log.warn({ err: error, jobId: id }, 'could not return the job to its queue');
      }
      running.controller.abort(new Error('The worker is stopping; the job goes back to its queue'));
    }
    // A handler that ignores the abort signal does not hold up shutdown: its job is already back.
    await settlesWithin(closed, 1_000);
    return { returned: left.length };
  }
}

async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
