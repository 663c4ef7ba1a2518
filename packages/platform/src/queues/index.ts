// Queues: the definitions (one place), an enqueue interface, BullMQ and in-process implementations.
import type { Config } from '../config.ts';
import type { Database } from '../db/index.ts';
import type { Logger } from '../log.ts';
import { BullQueues } from './bullmq.ts';
import { type PaceQueues, QUEUES, type QueueDefinitions } from './definitions.ts';
import { DatabaseJobJournal } from './job-journal.ts';
import { MemoryQueues } from './memory.ts';
import type { JobQueues } from './types.ts';

export { BULL_PREFIX, BullQueues, STALL_DEFAULTS } from './bullmq.ts';
export type { Backoff, JobDefinition, PaceQueues, QueueDefinitions } from './definitions.ts';
export {
  backoffDelay,
  baseQueue,
  defineJob,
  LOCATED_QUEUES,
  LOCATION_NAME,
  locatedQueue,
  QUEUES,
} from './definitions.ts';
export { DatabaseJobJournal, type JobJournal, type JournaledJob } from './job-journal.ts';
export { MemoryQueues } from './memory.ts';
export type {
  EnqueueOptions,
  JobContext,
  JobCounts,
  JobHandler,
  JobHandlers,
  JobInput,
  JobName,
  JobPayload,
  JobQueues,
  QueueName,
  StopResult,
  WorkerPool,
  WorkOptions,
} from './types.ts';
export { JobLostError, JobPayloadError, UnrecoverableJobError } from './types.ts';

type QueueConfig = Pick<Config, 'redisUrl' | 'redisPrefix'>;

/** BullMQ when REDIS_URL is set (keys under `<REDIS_PREFIX>bull`), otherwise in-process queues. */
/** Options: `db` keeps the in-process queues' jobs in its queued_jobs table (see MemoryQueues.restore). */
interface CreateOptions {
  log?: Logger;
  db?: Database;
}

export function createJobQueues(config: QueueConfig, options?: CreateOptions): JobQueues<PaceQueues>;
export function createJobQueues<D extends QueueDefinitions>(
  config: QueueConfig,
  options: CreateOptions & { definitions: D },
): JobQueues<D>;
export function createJobQueues(
  config: QueueConfig,
  options: CreateOptions & { definitions?: QueueDefinitions } = {},
): JobQueues<QueueDefinitions> {
  const definitions = options.definitions ?? QUEUES;
  return config.redisUrl
    ? new BullQueues(definitions, config.redisUrl, {
        prefix: `${config.redisPrefix}bull`,
        ...(options.log ? { log: options.log } : {}),
      })
    : new MemoryQueues(definitions, {
        ...(options.db ? { journal: new DatabaseJobJournal(options.db) } : {}),
        ...(options.log ? { log: options.log } : {}),
      });
}
