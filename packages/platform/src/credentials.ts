// What a signed-in browser or an API client presents, in the form the bff checks it: session cookies (the
// session kept under the SHA-256 of its id, with its own CSRF token) and API token secrets (stored as
// their SHA-256). Here, not in the bff app, so that whatever must mint a credential the bff accepts
// (end-to-end tests signing a browser in, a package's tests making an API token) imports it from a package.
// The bff uses these definitions; there is no other copy.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { KeyValueStore } from './redis.ts';

export const SESSION_COOKIE = 'pace_session';
/**
 * The session cookie's name over https: the __Host- prefix makes browsers refuse it unless it is Secure,
 * for path / and without a Domain, so a sibling subdomain or a plain-http page cannot set or shadow it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** Which session cookie name a platform served from `publicUrl` uses. */
export function sessionCookieName(publicUrl: string): string {
  return publicUrl.startsWith('https:') ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}
export const CSRF_COOKIE = 'pace_csrf';
export const CSRF_HEADER = 'x-csrf-token';
/** Sliding: every use of a session moves its end this far ahead. */
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** Absolute: however busy, a session ends this long after its sign-in (OWASP ASVS 3.3). */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionData {
  userId: number;
  csrf: string;
  /** When the session became valid: its sign-in, or the password change it survived. */
  createdAt: string;
  /** When the user signed in; the absolute lifetime counts from here (createdAt for older sessions). */
  signedInAt?: string;
}

/** The part of a key-value store sessions use (Redis, or the database in the embedded mode). */
export type SessionStorage = Pick<KeyValueStore, 'get' | 'set' | 'del' | 'expire'>;

const key = (id: string) => `session:${createHash('sha256').update(id).digest('hex')}`;
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export class SessionStore {
  constructor(private readonly kv: SessionStorage) {}

  async create(userId: number): Promise<{ id: string; data: SessionData }> {
    const id = randomToken();
    const now = new Date().toISOString();
    const data: SessionData = { userId, csrf: randomToken(), createdAt: now, signedInAt: now };
    await this.kv.set(key(id), JSON.stringify(data), { ttlMs: SESSION_TTL_MS });
    return { id, data };
  }

  /** The session, its sliding lifetime extended; null when unknown, expired or past its absolute lifetime. */
  async touch(id: string): Promise<SessionData | null> {
    if (!/^[\w-]{20,100}$/.test(id)) return null;
    const raw = await this.kv.get(key(id));
    if (raw === null) return null;
    const data = JSON.parse(raw) as SessionData;
    const left = Date.parse(data.signedInAt ?? data.createdAt) + SESSION_MAX_AGE_MS - Date.now();
    if (!(left > 0)) {
      await this.kv.del(key(id));
      return null;
    }
    await this.kv.expire(key(id), Math.min(SESSION_TTL_MS, left));
    return data;
  }

  /** Replaces what a session holds, keeping its id (tests age a session this way). */
  async rewrite(id: string, data: SessionData): Promise<void> {
    await this.kv.set(key(id), JSON.stringify(data), { ttlMs: SESSION_TTL_MS });
  }

  /**
   * Makes a session valid from now, keeping its sign-in time: the session that changed the password
   * outlives the change that ends every other one.
   */
  async renew(id: string): Promise<void> {
    const raw = await this.kv.get(key(id));
    if (raw === null) return;
    const data = JSON.parse(raw) as SessionData;
    await this.rewrite(id, {
      ...data,
      signedInAt: data.signedInAt ?? data.createdAt,
      createdAt: new Date().toISOString(),
    });
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

const TOKEN_PREFIX = 'pace_';

export interface NewTokenSecret {
  /** What the user copies, once. */
  secret: string;
  hash: string;
  /** Shown in lists to tell tokens apart. */
  prefix: string;
}

export function newTokenSecret(): NewTokenSecret {
  const secret = `${TOKEN_PREFIX}${randomToken(32)}`;
  return { secret, hash: hashToken(secret), prefix: secret.slice(0, 12) };
}

export function hashToken(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
