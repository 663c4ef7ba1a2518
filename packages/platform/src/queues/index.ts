// Queues: the definitions (one place), an enqueue interface, BullMQ and in-process implementations.
import type { Config } from '../config.ts';
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

/** BullMQ when REDIS_URL is set, otherwise in-process queues (the embedded mode). */
export function createJobQueues(config: Pick<Config, 'redisUrl'>): JobQueues<PaceQueues>;
export function createJobQueues<D extends QueueDefinitions>(
  config: Pick<Config, 'redisUrl'>,
  definitions: D,
  options?: { prefix?: string },
): JobQueues<D>;
export function createJobQueues(
  config: Pick<Config, 'redisUrl'>,
  definitions: QueueDefinitions = QUEUES,
  options: { prefix?: string } = {},
): JobQueues<QueueDefinitions> {
  return config.redisUrl
    ? new BullQueues(definitions, config.redisUrl, options)
    : new MemoryQueues(definitions);
}
