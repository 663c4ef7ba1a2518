// In-process queues for the embedded mode (no Redis): the same interface, handlers and retry policy as the
// BullMQ queues, with jobs held in memory. With a journal (the embedded mode gives it the database's
// queued_jobs) every job but a repeating one is also written down, and `restore()` brings back at start
// what a crash or restart left: delayed, retrying and running jobs alike.
import { isDatabaseConnectionError } from '../db/outages.ts';
import { type Logger, silentLogger } from '../log.ts';
import {
  backoffDelay,
  baseQueue,
  fairGroupOf,
  groupCapOf,
  LOCATED_QUEUES,
  locatedQueue,
  type PaceQueues,
  type QueueDefinitions,
} from './definitions.ts';
import type { JobJournal } from './job-journal.ts';
import { definitionOf, parsePayload } from './payload.ts';
import { Turns } from './turns.ts';
import {
  type EnqueueOptions,
  type JobCounts,
  type JobHandler,
  type JobHandlers,
  JobPayloadError,
  type JobQueues,
  type StopResult,
  type WorkerPool,
  type WorkOptions,
} from './types.ts';

interface MemoryJob {
  id: string;
  queue: string;
  name: string;
  data: unknown;
  failedAttempts: number;
}

interface QueueState {
  /** By turns of their `fairBy` group (one group, first come first served, for other queues). */
  waiting: Turns<MemoryJob>;
  delayed: Set<NodeJS.Timeout>;
  active: number;
  /** Jobs running per group, for the definitions' `concurrencyPerGroup` (over every pool). */
  runningByGroup: Map<string, number>;
  failed: number;
  /** Ids of jobs waiting, delayed or running: the idempotency keys in use. */
  ids: Set<string>;
}

export class MemoryQueues<D extends QueueDefinitions = PaceQueues> implements JobQueues<D> {
  readonly kind = 'memory' as const;
  private readonly states = new Map<string, QueueState>();
  private readonly pools = new Set<MemoryWorkerPool>();
  private readonly schedules = new Map<string, NodeJS.Timeout>();
  private sequence = 0;
  private closed = false;
  private readonly journal: JobJournal | undefined;
  private readonly log: Logger;

  constructor(
    readonly definitions: D,
    options: { journal?: JobJournal; log?: Logger } = {},
  ) {
    this.journal = options.journal;
    this.log = options.log ?? silentLogger();
  }

  /** Repeating jobs are not written down: every start states their schedules again. */
  private journaled(job: MemoryJob) {
    return this.journal && !job.id.startsWith('schedule:') ? this.journal : undefined;
  }

  /** Writes a job's new state down; a failure is logged (the job still runs in this process). */
  private note(job: MemoryJob, change: (journal: JobJournal) => Promise<void>) {
    const journal = this.journaled(job);
    if (!journal) return;
    change(journal).catch((error: unknown) =>
      this.log.error({ err: error, queue: job.queue, jobId: job.id }, 'the job journal could not be written'),
    );
  }

  /** Brings back the jobs the journal holds (call once, at start, before `work`). */
  async restore(): Promise<number> {
    if (!this.journal) return 0;
    const jobs = await this.journal.load();
    const now = Date.now();
    for (const stored of jobs) {
      const state = this.state(stored.queue);
      if (state.ids.has(stored.id)) continue;
      state.ids.add(stored.id);
      const job: MemoryJob = { ...stored };
      if (stored.runAt > now) this.later(job, stored.runAt - now, false);
      else this.push(job);
    }
    return jobs.length;
  }

  state(queue: string): QueueState {
    let state = this.states.get(queue);
    if (!state) {
      const runningByGroup = new Map<string, number>();
      state = {
        waiting: new Turns(),
        delayed: new Set(),
        active: 0,
        runningByGroup,
        failed: 0,
        ids: new Set(),
      };
      this.states.set(queue, state);
    }
    return state;
  }

  async enqueue(base: string, name: string, payload: unknown, options: EnqueueOptions = {}) {
    const data = parsePayload(this.definitions, base, name, payload);
    // A location's jobs (audits@eu-west) wait in a queue of their own, as on BullMQ.
    const queue = locatedQueue(base, options.location);
    const state = this.state(queue);
    const id = options.jobId ?? `${++this.sequence}`;
    if (state.ids.has(id)) return id;
    state.ids.add(id);
    const job: MemoryJob = { id, queue, name, data, failedAttempts: 0 };
    // Written down before enqueue returns: a job the caller was told about survives a crash.
    const journal = this.journaled(job);
    if (journal) {
      try {
        await journal.save({ ...job, runAt: Date.now() + (options.delayMs ?? 0) });
      } catch (error) {
        state.ids.delete(id);
        throw error;
      }
    }
    if (options.delayMs) this.later(job, options.delayMs, false);
    else this.push(job);
    return id;
  }

  async schedule(queue: string, name: string, payload: unknown, options: { everyMs: number }) {
    parsePayload(this.definitions, queue, name, payload);
    const key = `${queue}.${name}`;
    const existing = this.schedules.get(key);
    clearInterval(existing);
    const run = () => void this.enqueue(queue, name, payload, { jobId: `schedule:${key}` }).catch(() => {});
    const timer = setInterval(run, options.everyMs);
    timer.unref();
    this.schedules.set(key, timer);
    // Like BullMQ's job schedulers: the first run is immediate, replacing a schedule does not add one.
    if (!existing) run();
  }

  async work(handlers: JobHandlers<D>, options: WorkOptions = {}): Promise<WorkerPool> {
    const pool = new MemoryWorkerPool(this, handlers as Record<string, Record<string, JobHandler>>, options);
    this.pools.add(pool);
    for (const queue of pool.queues) this.dispatch(queue);
    return pool;
  }

  async counts(queue: string, location?: string | null): Promise<JobCounts> {
    const state = this.state(locatedQueue(queue, location));
    return {
      waiting: state.waiting.length,
      active: state.active,
      delayed: state.delayed.size,
      failed: state.failed,
    };
  }

  async hasJob(queue: string, jobId: string, location?: string | null) {
    return this.state(locatedQueue(queue, location)).ids.has(jobId);
  }

  async ping() {}

  async close() {
    this.closed = true;
    for (const timer of this.schedules.values()) clearInterval(timer);
    for (const state of this.states.values()) for (const timer of state.delayed) clearTimeout(timer);
    this.schedules.clear();
    this.states.clear();
  }

  /** Back at the head of its queue: a job returned by a stopping worker goes before newer ones. */
  push(job: MemoryJob, first = false) {
    if (this.closed) return;
    const state = this.state(job.queue);
    const group = this.groupOf(job);
    if (first) state.waiting.unshift(group, job);
    else state.waiting.push(group, job);
    this.dispatch(job.queue);
  }

  private groupOf(job: MemoryJob) {
    return fairGroupOf(definitionOf(this.definitions, job.queue, job.name), job.data) ?? '';
  }

  /** A job starts running, in its queue and its group. */
  began(job: MemoryJob, state: QueueState) {
    state.active++;
    const group = this.groupOf(job);
    state.runningByGroup.set(group, (state.runningByGroup.get(group) ?? 0) + 1);
  }

  /** A job stops running (it ended, or went back to its queue): its group may be served again. */
  ended(job: MemoryJob, state: QueueState) {
    state.active--;
    const group = this.groupOf(job);
    const running = (state.runningByGroup.get(group) ?? 1) - 1;
    if (running > 0) state.runningByGroup.set(group, running);
    else state.runningByGroup.delete(group);
  }

  /** Runs the job after `delayMs`; `note`: write the new time down (a retry). */
  later(job: MemoryJob, delayMs: number, note = true) {
    if (note) this.note(job, (journal) => journal.save({ ...job, runAt: Date.now() + delayMs }));
    const state = this.state(job.queue);
    const timer = setTimeout(() => {
      state.delayed.delete(timer);
      this.push(job);
    }, delayMs);
    timer.unref();
    state.delayed.add(timer);
  }

  detach(pool: MemoryWorkerPool) {
    this.pools.delete(pool);
  }

  /** Hands waiting jobs to pools with a free slot for their queue, passing over groups at their cap. */
  dispatch(queue: string) {
    const state = this.state(queue);
    for (const pool of this.pools) {
      const cap = pool.groupCap(queue);
      const capped =
        cap === null ? undefined : (group: string) => (state.runningByGroup.get(group) ?? 0) >= cap;
      while (state.waiting.length > 0 && pool.canTake(queue)) {
        const job = state.waiting.shift(capped);
        if (!job) break;
        pool.run(job, state);
      }
    }
  }

  retryOrFail(job: MemoryJob, state: QueueState, unrecoverable: boolean) {
    const definition = definitionOf(this.definitions, job.queue, job.name);
    job.failedAttempts++;
    if (!unrecoverable && job.failedAttempts < definition.attempts) {
      this.later(job, backoffDelay(definition.backoff, job.failedAttempts));
    } else {
      this.finished(job, state);
      state.failed++;
    }
  }

  /** Succeeded or failed for good: its id is free again and its row goes. */
  finished(job: MemoryJob, state: QueueState) {
    state.ids.delete(job.id);
    this.note(job, (journal) => journal.remove(job.queue, job.id));
  }
}

interface Running {
  job: MemoryJob;
  controller: AbortController;
  done: Promise<void>;
  returned: boolean;
}

class MemoryWorkerPool implements WorkerPool {
  readonly queues: string[];
  private readonly concurrency: number;
  private readonly perQueue: Readonly<Record<string, number>>;
  /** Per queue: jobs of one group that may run at once (null: no cap). */
  private readonly groupCaps: Map<string, number | null>;
  private readonly log;
  private readonly inFlight = new Map<MemoryJob, Running>();
  private readonly activePerQueue = new Map<string, number>();
  private stopping = false;

  constructor(
    private readonly owner: MemoryQueues<QueueDefinitions>,
    private readonly handlers: Record<string, Record<string, JobHandler>>,
    options: WorkOptions,
  ) {
    // The queues this pool takes from: a located queue (audits) only for this pool's location.
    this.queues = Object.keys(handlers)
      .filter((queue) => Object.keys(handlers[queue] ?? {}).length > 0)
      .map((queue) => (LOCATED_QUEUES.includes(queue) ? locatedQueue(queue, options.location) : queue));
    this.concurrency = options.concurrency ?? 1;
    this.perQueue = options.concurrencyPerQueue ?? {};
    const perGroup = options.concurrencyPerGroup ?? {};
    this.groupCaps = new Map(
      this.queues.map((queue) => [
        queue,
        groupCapOf(owner.definitions, queue, perGroup[baseQueue(queue)])?.concurrency ?? null,
      ]),
    );
    this.log = options.log ?? silentLogger();
  }

  get running() {
    return this.inFlight.size;
  }

  canTake(queue: string) {
    return (
      !this.stopping &&
      this.queues.includes(queue) &&
      (this.activePerQueue.get(queue) ?? 0) < (this.perQueue[baseQueue(queue)] ?? this.concurrency)
    );
  }

  groupCap(queue: string) {
    return this.groupCaps.get(queue) ?? null;
  }

  run(job: MemoryJob, state: QueueState) {
    const controller = new AbortController();
    const definition = definitionOf(this.owner.definitions, job.queue, job.name);
    const handler = this.handlers[baseQueue(job.queue)]?.[job.name];
    const context = {
      id: job.id,
      queue: job.queue,
      name: job.name,
      attempt: job.failedAttempts + 1,
      attempts: definition.attempts,
      signal: controller.signal,
      log: this.log.child({ queue: job.queue, job: job.name, jobId: job.id }),
    };
    this.activePerQueue.set(job.queue, (this.activePerQueue.get(job.queue) ?? 0) + 1);
    this.owner.began(job, state);
    const entry: Running = { job, controller, returned: false, done: Promise.resolve() };
    entry.done = (async () => {
      let error: unknown = null;
      try {
        if (!handler) throw new Error(`No handler for ${job.queue}.${job.name}`);
        // The stored payload was validated at enqueue; parsing again gives the handler the schema's output.
        await handler(parsePayload(this.owner.definitions, job.queue, job.name, job.data), context);
      } catch (caught) {
        error = caught;
      }
      this.activePerQueue.set(job.queue, (this.activePerQueue.get(job.queue) ?? 1) - 1);
      this.inFlight.delete(job);
      if (entry.returned) return; // already back in its queue; this run's outcome no longer counts
      this.owner.ended(job, state);
      if (error === null) {
        this.owner.finished(job, state);
      } else {
        // A database outage is logged once by the connection's outage log, not by every job it fails.
        if (!isDatabaseConnectionError(error))
          this.log.warn(
            { err: error, queue: job.queue, job: job.name, attempt: context.attempt },
            'job failed',
          );
        const unrecoverable =
          !handler || error instanceof JobPayloadError || (error as Error).name === 'UnrecoverableError';
        this.owner.retryOrFail(job, state, unrecoverable);
      }
      this.owner.dispatch(job.queue);
    })();
    this.inFlight.set(job, entry);
  }

  async stop(graceMs: number): Promise<StopResult> {
    this.stopping = true;
    const running = [...this.inFlight.values()];
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, graceMs);
    });
    await Promise.race([Promise.all(running.map((entry) => entry.done)), graceOver]);
    clearTimeout(timer);
    const left = [...this.inFlight.values()];
    for (const entry of left) {
      entry.returned = true;
      this.owner.ended(entry.job, this.owner.state(entry.job.queue));
      entry.controller.abort(new Error('The worker is stopping; the job goes back to its queue'));
    }
    this.owner.detach(this);
    for (const entry of left.reverse()) this.owner.push(entry.job, true);
    return { returned: left.length };
  }
}
