// Finds the viewer of each request (a bearer token or the session cookie) and builds its Access.
// Cookie-authenticated requests that change state must carry the session's CSRF token; bearer requests
// need none (a browser never attaches one on its own).
import type { Config } from '@pace/platform/config';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  hashToken,
  SESSION_TTL_MS,
  type SessionData,
  type SessionStore,
  sameSecret,
  sessionCookieName,
} from '@pace/platform/credentials';
import type { Database } from '@pace/platform/db';
import { ForbiddenError, UnauthenticatedError } from '@pace/platform/errors';
import type { KeyValueStore } from '@pace/platform/redis';
import type { Context, Middleware } from 'koa';
import { Access } from '../auth/access.ts';
import { addressAllowed } from '../auth/allowed-ips.ts';
import { createSessionStore } from '../auth/session-storage.ts';
import { ANONYMOUS, type Viewer } from '../auth/viewer.ts';
import type { RequestState } from './request-log.ts';

export interface AuthState extends RequestState {
  viewer: Viewer;
  access: Access;
  /** The session behind a cookie viewer (its CSRF token), for routes that sign out or rotate it. */
  session?: { id: string; data: SessionData };
}

/**
 * Where a viewer matters: the API, GraphQL and the account routes. Files and the HTML shell are served
 * without a database read per request.
 */
// Also the GitHub App's setup URL: GitHub sends the administrator's browser back there.
const AUTHENTICATED_PATHS = /^\/(graphql|api|auth)(\/|$)|^\/integrations\/github\/setup$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Last-used and last-seen times are written at most this often per token or user. */
const TOUCH_EVERY_MS = 60_000;

export function authenticate(deps: {
  db: Database;
  kv: KeyValueStore;
  config: Config;
}): Middleware<AuthState> {
  const sessions = createSessionStore(deps);
  return async (ctx, next) => {
    if (!AUTHENTICATED_PATHS.test(ctx.path)) {
      ctx.state.viewer = ANONYMOUS;
      ctx.state.access = new Access(deps.db, ANONYMOUS);
      return next();
    }
    const viewer = (await fromBearer(ctx, deps.db)) ?? (await fromSession(ctx, sessions, deps)) ?? ANONYMOUS;
    ctx.state.viewer = viewer;
    ctx.state.access = new Access(deps.db, viewer);
    if (viewer.kind !== 'anonymous' && viewer.user) touch(viewer.user, 'lastSeenAt');
    await next();
  };
}

async function fromBearer(ctx: Context, db: Database): Promise<Viewer | null> {
  const header = ctx.get('Authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new UnauthenticatedError('Invalid API token');
  const token = await db.models.ApiToken.findOne({ where: { tokenHash: hashToken(match[1]!) } });
  if (!token) throw new UnauthenticatedError('Invalid API token');
  if (token.expiresAt && token.expiresAt.getTime() <= Date.now()) {
    throw new UnauthenticatedError('This API token has expired');
  }
  if (!addressAllowed(ctx.ip, token.allowedIps)) {
    throw new ForbiddenError('This API token cannot be used from this address');
  }
  const user = await db.models.User.findByPk(token.userId);
  if (!user) throw new UnauthenticatedError('Invalid API token');
  touch(token, 'lastUsedAt');
  return { kind: 'token', user, token };
}

async function fromSession(
  ctx: Context,
  sessions: SessionStore,
  deps: { db: Database; config: Config },
): Promise<Viewer | null> {
  const id = ctx.cookies.get(sessionCookieName(deps.config.publicUrl));
  if (!id) return null;
  const data = await sessions.touch(id);
  const user = data ? await deps.db.models.User.findByPk(data.userId) : null;
  // A password reset ends the sessions started before it.
  const revoked = data && user?.sessionsValidFrom && new Date(data.createdAt) < user.sessionsValidFrom;
  if (!data || !user || revoked) {
    if (data && revoked) await sessions.destroy(id);
    clearSessionCookies(ctx, deps.config);
    return null;
  }
  if (!SAFE_METHODS.has(ctx.method)) {
    const sent = ctx.get(CSRF_HEADER);
    if (!sent || !sameSecret(sent, data.csrf))
      throw new ForbiddenError('Invalid CSRF token; reload the page');
  }
  ctx.state.session = { id, data };
  return { kind: 'user', user, sessionId: id };
}

/** Sets the session and CSRF cookies after sign-in. */
export function setSessionCookies(ctx: Context, config: Config, session: { id: string; data: SessionData }) {
  const secure = config.publicUrl.startsWith('https:');
  const base = { secure, sameSite: 'lax' as const, maxAge: SESSION_TTL_MS, overwrite: true, path: '/' };
  ctx.cookies.set(sessionCookieName(config.publicUrl), session.id, { ...base, httpOnly: true });
  ctx.cookies.set(CSRF_COOKIE, session.data.csrf, { ...base, httpOnly: false });
}

export function clearSessionCookies(ctx: Context, config: Config) {
  const secure = config.publicUrl.startsWith('https:');
  for (const name of [sessionCookieName(config.publicUrl), CSRF_COOKIE]) {
    ctx.cookies.set(name, '', { secure, path: '/', maxAge: 0, overwrite: true });
  }
}

function touch<K extends 'lastSeenAt' | 'lastUsedAt'>(
  record: { [key in K]: Date | null } & { update(values: Record<string, unknown>): Promise<unknown> },
  field: K,
) {
  const last = record[field]?.getTime() ?? 0;
  if (Date.now() - last < TOUCH_EVERY_MS) return;
  // Not awaited: bookkeeping must not slow the request or fail it.
  record.update({ [field]: new Date() }).catch(() => {});
}
