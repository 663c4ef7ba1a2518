// The worker processes' side of the BullMQ queues: a pool of BullMQ workers, one per queue with handlers,
// that runs the handlers, moves fair queues' next jobs in for its free slots (after each job it ends and
// every `fairPollMs`), hands a job BullMQ failed by itself to its handler's `onLost`, and on stop puts the
// jobs still running back in their queue.
import { type Job, UnrecoverableError, WaitingError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { isDatabaseConnectionError } from '../db/outages.ts';
import { isConnectionError, type RedisOutageLog } from '../kv/redis-outages.ts';
import { silentLogger } from '../log.ts';
import { metrics } from '../metrics.ts';
import { LOCATED_QUEUES, locatedQueue, type QueueDefinitions } from './definitions.ts';
import { definitionOf, parsePayload } from './payload.ts';
import {
  type JobHandler,
  JobLostError,
  JobPayloadError,
  type StopResult,
  type WorkerPool,
  type WorkOptions,
} from './types.ts';
/**
 * Stall handling, stated rather than left to BullMQ's defaults. A job's lock lasts 30 s and is renewed
 * while its worker lives; every 30 s each worker returns jobs whose lock ran out (their worker died) to
 * the queue. A job that stalls a second time (`maxStalledCount` 1: it may be what kills its workers) is
 * failed by BullMQ without its handler running, so the pool hands it to the handler's `onLost`.
 */
export const STALL_DEFAULTS = { lockDurationMs: 30_000, stalledIntervalMs: 30_000, maxStalledCount: 1 };

/** How often a pool with a free slot looks for a fair queue's next job (besides after each job it ends). */
export const FAIR_POLL_MS = 1_000;

interface Running {
  queue: string;
  job: Job;
  token: string;
  controller: AbortController;
}

export class BullWorkerPool implements WorkerPool {
  private readonly workers: Worker[];
  private readonly inFlight = new Map<string, Running>();
  private readonly returned = new Set<string>();
  /** `onLost` calls under way: stopping waits for them (they write the failure down). */
  private readonly handlingLost = new Set<Promise<void>>();
  private readonly log;
  /** Fair queues this pool takes from: it moves their next jobs on while it has free slots. */
  private readonly fair: { queue: string; source: string; slots: number; perGroup: number | undefined }[];
  private readonly fairTimer: NodeJS.Timeout | undefined;
  private filling = false;
  private fillAgain = false;
  private stopping = false;

  constructor(
    private readonly definitions: QueueDefinitions,
    private readonly handlers: Record<string, Record<string, JobHandler>>,
    private readonly redis: { connection: Redis; prefix: string; outages: RedisOutageLog },
    options: WorkOptions,
    private readonly fill: (source: string, free: number, perGroup?: number) => Promise<void>,
  ) {
    this.log = options.log ?? silentLogger();
    const queues = Object.keys(handlers).filter((queue) => Object.keys(handlers[queue] ?? {}).length > 0);
    this.fair = queues
      .filter((queue) => Object.values(definitions[queue] ?? {}).some((definition) => definition.fairBy))
      .map((queue) => ({
        queue,
        source: LOCATED_QUEUES.includes(queue) ? locatedQueue(queue, options.location) : queue,
        slots: options.concurrencyPerQueue?.[queue] ?? options.concurrency ?? 1,
        perGroup: options.concurrencyPerGroup?.[queue],
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
          for (const { queue, source, slots, perGroup } of this.fair)
            await this.fill(source, slots - this.activeIn(queue), perGroup);
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
