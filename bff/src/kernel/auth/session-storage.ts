// Where sessions are kept. With Redis, in Redis (any number of bff processes share them). In the
// embedded mode (no REDIS_URL) the in-memory store would sign everyone out on a restart, so sessions go
// to the database instead: the `sessions` table, read through the same few key-value calls.
// The sessions themselves (cookie names, the store keyed by the id's SHA-256) are @pace/platform/credentials'.
import type { Config } from '@pace/platform/config';
import { type SessionStorage, SessionStore } from '@pace/platform/credentials';
import { type Database, Op } from '@pace/platform/db';
import type { KeyValueStore, SetOptions } from '@pace/platform/redis';

/** Expired rows are removed on writes, at most this often per process. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

export class DatabaseSessionStorage implements SessionStorage {
  private lastSweep = 0;

  constructor(private readonly db: Database) {}

  private get records() {
    return this.db.models.SessionRecord;
  }

  async get(key: string): Promise<string | null> {
    const record = await this.records.findByPk(key);
    if (!record) return null;
    if (record.expiresAt && record.expiresAt.getTime() <= Date.now()) {
      await this.records.destroy({ where: { key } });
      return null;
    }
    return record.value;
  }

  async set(key: string, value: string, options: SetOptions = {}): Promise<boolean> {
    const expiresAt = options.ttlMs === undefined ? null : new Date(Date.now() + options.ttlMs);
    if (options.onlyIfAbsent) {
      if ((await this.get(key)) !== null) return false;
    }
    await this.records.upsert({ key, value, expiresAt });
    this.sweep();
    return true;
  }

  async del(...keys: string[]): Promise<number> {
    if (keys.length === 0) return 0;
    return this.records.destroy({ where: { key: keys } });
  }

  async expire(key: string, ttlMs: number): Promise<boolean> {
    const [count] = await this.records.update(
      { expiresAt: new Date(Date.now() + ttlMs) },
      { where: { key, [Op.or]: [{ expiresAt: null }, { expiresAt: { [Op.gt]: new Date() } }] } },
    );
    return count > 0;
  }

  private sweep() {
    if (Date.now() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = Date.now();
    // Not awaited: housekeeping must not slow a sign-in or fail it.
    this.records.destroy({ where: { expiresAt: { [Op.lte]: new Date() } } }).catch(() => {});
  }
}

/** Redis when the platform has it, else the database (never the in-memory store). */
export function sessionStorage(deps: {
  config: Pick<Config, 'redisUrl'>;
  db: Database;
  kv: KeyValueStore;
}): SessionStorage {
  return deps.config.redisUrl ? deps.kv : new DatabaseSessionStorage(deps.db);
}

/** The platform's session store: in Redis, or in the database when there is no Redis. */
export function createSessionStore(deps: {
  config: Pick<Config, 'redisUrl'>;
  db: Database;
  kv: KeyValueStore;
}): SessionStore {
  return new SessionStore(sessionStorage(deps));
}
