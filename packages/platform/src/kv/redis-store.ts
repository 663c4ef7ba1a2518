import { Redis } from 'ioredis';
import { type Logger, silentLogger } from '../log.ts';
import { RedisOutageLog } from './redis-outages.ts';
import type { KeyValueStore, SetOptions } from './types.ts';

export interface RedisStoreOptions {
  /** Prepended to every key, e.g. `pace:` (tests use `pace:test:<random>:`). */
  prefix: string;
  /** Where outages are reported (once each, and when Redis is back). */
  log?: Logger;
}

// Compare-and-act in one step on the server: nobody can take the key between the read and the write.
const DEL_IF_VALUE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;
const EXPIRE_IF_VALUE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0`;

export class RedisStore implements KeyValueStore {
  readonly kind = 'redis' as const;
  private readonly redis: Redis;

  constructor(url: string, options: RedisStoreOptions) {
    this.redis = new Redis(url, {
      keyPrefix: options.prefix,
      // Fail a command after a couple of reconnection attempts instead of queueing it forever: a request
      // that needs Redis while it is down should error (and /healthz say so), not hang.
      maxRetriesPerRequest: 2,
      connectTimeout: 5_000,
    });
    // ioredis reconnects on its own; without a listener an outage would crash the process.
    new RedisOutageLog(options.log ?? silentLogger(), 'key-value store').watch(this.redis);
  }

  async get(key: string) {
    return this.redis.get(key);
  }

  async set(key: string, value: string, options: SetOptions = {}) {
    const { ttlMs, onlyIfAbsent } = options;
    let result: string | null;
    if (ttlMs !== undefined && onlyIfAbsent) result = await this.redis.set(key, value, 'PX', ttlMs, 'NX');
    else if (ttlMs !== undefined) result = await this.redis.set(key, value, 'PX', ttlMs);
    else if (onlyIfAbsent) result = await this.redis.set(key, value, 'NX');
    else result = await this.redis.set(key, value);
    return result === 'OK';
  }

  async del(...keys: string[]) {
    return keys.length === 0 ? 0 : this.redis.del(...keys);
  }

  async incr(key: string, by = 1) {
    return this.redis.incrby(key, by);
  }

  async expire(key: string, ttlMs: number) {
    return (await this.redis.pexpire(key, ttlMs)) === 1;
  }

  async delIfValue(key: string, value: string) {
    return (await this.redis.eval(DEL_IF_VALUE, 1, key, value)) === 1;
  }

  async expireIfValue(key: string, value: string, ttlMs: number) {
    return (await this.redis.eval(EXPIRE_IF_VALUE, 1, key, value, ttlMs)) === 1;
  }

  async ttl(key: string) {
    return this.redis.pttl(key);
  }

  async ping() {
    await this.redis.ping();
  }

  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
