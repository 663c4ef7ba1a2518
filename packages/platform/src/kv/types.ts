/**
 * The small key-value interface the platform needs for sessions, caches, throttles and liveness marks.
 * Two implementations behave the same (one shared test suite runs against both): Redis, and an in-memory
 * map for the embedded mode. Times are milliseconds.
 */
export interface KeyValueStore {
  readonly kind: 'redis' | 'memory';
  get(key: string): Promise<string | null>;
  /** Returns false only when `onlyIfAbsent` is set and the key already exists. */
  set(key: string, value: string, options?: SetOptions): Promise<boolean>;
  /** Number of keys removed. */
  del(...keys: string[]): Promise<number>;
  /** Adds `by` (default 1) to an integer value, starting from 0; keeps an existing expiry. */
  incr(key: string, by?: number): Promise<number>;
  /** Sets the time to live of an existing key; false when the key does not exist. */
  expire(key: string, ttlMs: number): Promise<boolean>;
  /** Removes the key only while it holds `value`, atomically (a lock released by its holder only). */
  delIfValue(key: string, value: string): Promise<boolean>;
  /** Sets the time to live only while the key holds `value`, atomically (a lock renewed by its holder). */
  expireIfValue(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Milliseconds left: -2 when the key does not exist, -1 when it has no expiry (Redis PTTL). */
  ttl(key: string): Promise<number>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface SetOptions {
  ttlMs?: number;
  /** Set only when the key does not exist yet (locks, first-writer-wins). */
  onlyIfAbsent?: boolean;
}

export async function getJson<T>(kv: KeyValueStore, key: string): Promise<T | null> {
  const raw = await kv.get(key);
  return raw === null ? null : (JSON.parse(raw) as T);
}

export function setJson(kv: KeyValueStore, key: string, value: unknown, options?: SetOptions) {
  return kv.set(key, JSON.stringify(value), options);
}
