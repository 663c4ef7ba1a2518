// Sessions live in the key-value store (Redis; memory in the embedded mode) under the SHA-256 of their
// id, so a leaked store dump holds no usable cookie. Each session carries its own CSRF token: the
// browser sends it back in the `x-csrf-token` header on every state-changing request (double submit,
// the copy the page reads comes from the non-httpOnly `pace_csrf` cookie).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { getJson, type KeyValueStore, setJson } from '@pace/platform/redis';

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
  constructor(private readonly kv: KeyValueStore) {}

  async create(userId: number): Promise<{ id: string; data: SessionData }> {
    const id = randomToken();
    const data: SessionData = { userId, csrf: randomToken(), createdAt: new Date().toISOString() };
    await setJson(this.kv, key(id), data, { ttlMs: SESSION_TTL_MS });
    return { id, data };
  }

  /** The session, its lifetime extended; null when unknown or expired. */
  async touch(id: string): Promise<SessionData | null> {
    if (!/^[\w-]{20,100}$/.test(id)) return null;
    const data = await getJson<SessionData>(this.kv, key(id));
    if (data) await this.kv.expire(key(id), SESSION_TTL_MS);
    return data;
  }

  async destroy(id: string): Promise<void> {
    await this.kv.del(key(id));
  }
}

/** Constant-time comparison of two secrets of any length. */
export function sameSecret(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right) && a.length === b.length;
}
