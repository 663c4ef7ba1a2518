// Sessions live in Redis (the database in the embedded mode: ./session-storage.ts) under the SHA-256 of their
// id, so a leaked store dump holds no usable cookie. Each session carries its own CSRF token: the
// browser sends it back in the `x-csrf-token` header on every state-changing request (double submit,
// the copy the page reads comes from the non-httpOnly `pace_csrf` cookie).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '@pace/platform/config';
import type { Database } from '@pace/platform/db';
import type { KeyValueStore } from '@pace/platform/redis';
import { type SessionStorage, sessionStorage } from './session-storage.ts';

export const SESSION_COOKIE = 'pace_session';
export const CSRF_COOKIE = 'pace_csrf';
export const CSRF_HEADER = 'x-csrf-token';
/** Sliding: every use of a session moves its end this far ahead. */
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export interface SessionData {
  userId: number;
  csrf: string;
  createdAt: string;
}

const key = (id: string) => `session:${createHash('sha256').update(id).digest('hex')}`;
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export class SessionStore {
  constructor(private readonly kv: SessionStorage) {}

  async create(userId: number): Promise<{ id: string; data: SessionData }> {
    const id = randomToken();
    const data: SessionData = { userId, csrf: randomToken(), createdAt: new Date().toISOString() };
    await this.kv.set(key(id), JSON.stringify(data), { ttlMs: SESSION_TTL_MS });
    return { id, data };
  }

  /** The session, its lifetime extended; null when unknown or expired. */
  async touch(id: string): Promise<SessionData | null> {
    if (!/^[\w-]{20,100}$/.test(id)) return null;
    const raw = await this.kv.get(key(id));
    const data = raw === null ? null : (JSON.parse(raw) as SessionData);
    if (data) await this.kv.expire(key(id), SESSION_TTL_MS);
    return data;
  }

  async destroy(id: string): Promise<void> {
    await this.kv.del(key(id));
  }
}

/** The platform's session store: in Redis, or in the database when there is no Redis. */
export function createSessionStore(deps: {
  config: Pick<Config, 'redisUrl'>;
  db: Database;
  kv: KeyValueStore;
}): SessionStore {
  return new SessionStore(sessionStorage(deps));
}

/** Constant-time comparison of two secrets of any length. */
export function sameSecret(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right) && a.length === b.length;
}
