import type { KeyValueStore, SetOptions } from './types.ts';

interface Entry {
  value: string;
  expiresAt: number | null;
}

/** The embedded mode's store: one process, nothing survives a restart. */
export class MemoryStore implements KeyValueStore {
  readonly kind = 'memory' as const;
  private readonly entries = new Map<string, Entry>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    // Expired keys are dropped when read; the sweep bounds memory for keys never read again.
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry?.expiresAt != null && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep() {
    for (const key of this.entries.keys()) this.live(key);
  }

  async get(key: string) {
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, options: SetOptions = {}) {
    if (options.onlyIfAbsent && this.live(key)) return false;
    const expiresAt = options.ttlMs === undefined ? null : this.now() + options.ttlMs;
    this.entries.set(key, { value, expiresAt });
    return true;
  }

  async del(...keys: string[]) {
    let removed = 0;
    for (const key of keys) if (this.live(key) && this.entries.delete(key)) removed++;
    return removed;
  }

  async incr(key: string, by = 1) {
    const entry = this.live(key);
    const current = entry ? Number(entry.value) : 0;
    if (!Number.isSafeInteger(current) || (entry && !/^-?\d+$/.test(entry.value))) {
      throw new Error('ERR value is not an integer or out of range');
    }
    const next = current + by;
    this.entries.set(key, { value: String(next), expiresAt: entry?.expiresAt ?? null });
    return next;
  }

  async expire(key: string, ttlMs: number) {
    const entry = this.live(key);
    if (!entry) return false;
    entry.expiresAt = this.now() + ttlMs;
    return true;
  }

  async delIfValue(key: string, value: string) {
    return this.live(key)?.value === value && this.entries.delete(key);
  }

  async expireIfValue(key: string, value: string, ttlMs: number) {
    return this.live(key)?.value === value && this.expire(key, ttlMs);
  }

  async ttl(key: string) {
    const entry = this.live(key);
    if (!entry) return -2;
    if (entry.expiresAt === null) return -1;
    return Math.max(0, entry.expiresAt - this.now());
  }

  async ping() {}

  async close() {
    clearInterval(this.sweeper);
    this.entries.clear();
  }
}
