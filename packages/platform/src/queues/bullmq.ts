// Queues on Redis with BullMQ: jobs survive restarts and are shared by any number of worker processes.

import { randomUUID } from 'node:crypto';
import { type JobsOptions, Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { RedisOutageLog } from '../kv/redis-outages.ts';
import { type Logger, silentLogger } from '../log.ts';
import { BullWorkerPool } from './bullmq-worker-pool.ts';
import {
  baseQueue,
  fairGroupOf,
  type GroupCap,
  groupCapOf,
  locatedQueue,
  type PaceQueues,
  type QueueDefinitions,
} from './definitions.ts';
import { FairWaiting } from './fair-waiting.ts';
import { definitionOf, parsePayload } from './payload.ts';
import type {
  EnqueueOptions,
  JobCounts,
  JobHandler,
  JobHandlers,
  JobQueues,
  WorkerPool,
  WorkOptions,
} from './types.ts';

export { FAIR_POLL_MS, STALL_DEFAULTS } from './bullmq-worker-pool.ts';

/** Prefix of every BullMQ key when none is given (the platform passes `<REDIS_PREFIX>bull`). */
export const BULL_PREFIX = 'pace:bull';

const DAY_SECONDS = 24 * 60 * 60;

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
    if ((counts.waiting ?? 0) + (counts.prioritized ?? 0) + (counts.active ?? 0) === 0) {
      // A group's first job only (a cap of one): within any cap the workers are configured with.
      const cap = groupCapOf(this.definitions, source, 1);
      await this.moveNext(source, cap);
    }
    return id;
  }

  /** Moves the next fair job in turn (of a group below `cap`) into its BullMQ queue; false when none waits. */
  private async moveNext(source: string, cap: GroupCap | null = null): Promise<boolean> {
    const next = await this.fair.peek(source, cap);
    if (!next) return false;
    const { id, name, data } = next.job;
    await this.queue(source).add(name, data, { ...this.jobOptions(baseQueue(source), name), jobId: id });
    await this.fair.commit(source, next);
    return true;
  }

  /**
   * Moves fair jobs on until `free` jobs wait in the BullMQ queue (each for a free worker slot), none of a
   * group with `perGroup` (else its definitions' `concurrencyPerGroup`) jobs waiting or running already.
   */
  async fill(source: string, free: number, perGroup?: number) {
    if (free <= 0) return;
    const cap = groupCapOf(this.definitions, source, perGroup);
    const counts = await this.queue(source).getJobCounts('waiting', 'prioritized');
    for (let waiting = (counts.waiting ?? 0) + (counts.prioritized ?? 0); waiting < free; waiting++)
      if (!(await this.moveNext(source, cap))) return;
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
      (source, free, perGroup) => this.fill(source, free, perGroup),
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
