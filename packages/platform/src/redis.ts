// The key-value store: Redis when REDIS_URL is set, an in-memory map in the embedded mode.
import type { Config } from './config.ts';
import { MemoryStore } from './kv/memory-store.ts';
import { RedisStore } from './kv/redis-store.ts';
import type { KeyValueStore } from './kv/types.ts';

export { MemoryStore } from './kv/memory-store.ts';
export { RedisStore } from './kv/redis-store.ts';
export type { KeyValueStore, SetOptions } from './kv/types.ts';
export { getJson, setJson } from './kv/types.ts';

/** Every key the platform writes to Redis starts with this. */
export const KEY_PREFIX = 'pace:';

export function createKeyValueStore(config: Pick<Config, 'redisUrl'>, prefix = KEY_PREFIX): KeyValueStore {
  return config.redisUrl ? new RedisStore(config.redisUrl, { prefix }) : new MemoryStore();
}
