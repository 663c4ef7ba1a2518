// Queues: the definitions (one place), an enqueue interface, BullMQ and in-process implementations.
import type { Config } from '../config.ts';
import type { Logger } from '../log.ts';
import { BullQueues } from './bullmq.ts';
import { type PaceQueues, QUEUES, type QueueDefinitions } from './definitions.ts';
import { MemoryQueues } from './memory.ts';
import type { JobQueues } from './types.ts';

export { BULL_PREFIX, BullQueues } from './bullmq.ts';
export type { Backoff, JobDefinition, PaceQueues, QueueDefinitions } from './definitions.ts';
export { backoffDelay, defineJob, QUEUES } from './definitions.ts';
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
export { JobPayloadError, UnrecoverableJobError } from './types.ts';

type QueueConfig = Pick<Config, 'redisUrl' | 'redisPrefix'>;

/** BullMQ when REDIS_URL is set (keys under `<REDIS_PREFIX>bull`), otherwise in-process queues. */
export function createJobQueues(config: QueueConfig, options?: { log?: Logger }): JobQueues<PaceQueues>;
export function createJobQueues<D extends QueueDefinitions>(
  config: QueueConfig,
  options: { log?: Logger; definitions: D },
): JobQueues<D>;
export function createJobQueues(
  config: QueueConfig,
  options: { log?: Logger; definitions?: QueueDefinitions } = {},
): JobQueues<QueueDefinitions> {
  const definitions = options.definitions ?? QUEUES;
  return config.redisUrl
    ? new BullQueues(definitions, config.redisUrl, {
        prefix: `${config.redisPrefix}bull`,
        ...(options.log ? { log: options.log } : {}),
      })
    : new MemoryQueues(definitions);
}
