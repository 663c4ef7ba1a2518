// The key-value store: Redis when REDIS_URL is set, an in-memory map in the embedded mode.
import type { Config } from './config.ts';
import { MemoryStore } from './kv/memory-store.ts';
import { RedisStore } from './kv/redis-store.ts';
import type { KeyValueStore } from './kv/types.ts';
import type { Logger } from './log.ts';

export { LockBusyError, type LockOptions, withLock } from './kv/lock.ts';
export { MemoryStore } from './kv/memory-store.ts';
export { isConnectionError, RedisOutageLog } from './kv/redis-outages.ts';
export { RedisStore } from './kv/redis-store.ts';
export type { KeyValueStore, SetOptions } from './kv/types.ts';
export { getJson, setJson } from './kv/types.ts';
export { OutageLog } from './outage-log.ts';

/** Redis when REDIS_URL is set (keys start with REDIS_PREFIX), else an in-memory map. */
export function createKeyValueStore(
  config: Pick<Config, 'redisUrl' | 'redisPrefix'>,
  log?: Logger,
): KeyValueStore {
  return config.redisUrl
    ? new RedisStore(config.redisUrl, { prefix: config.redisPrefix, ...(log ? { log } : {}) })
    : new MemoryStore();
}
