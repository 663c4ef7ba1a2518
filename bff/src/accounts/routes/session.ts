import type { Config } from '@pace/platform/config';
import type { SessionStore } from '@pace/platform/credentials';
import type { User } from '@pace/platform/db';
import type { Context } from 'koa';
import {
  type AuthState,
  clearSessionCookies,
  setSessionCookies,
} from '../../kernel/middleware/authenticate.ts';

/** A new session for `user` (never the one the browser had: no session fixation), with its cookies. */
export async function startSession(ctx: Context, sessions: SessionStore, config: Config, user: User) {
  const state = ctx.state as AuthState;
  if (state.session) await sessions.destroy(state.session.id);
  setSessionCookies(ctx, config, await sessions.create(user.id));
}

export async function endSession(ctx: Context, sessions: SessionStore, config: Config) {
  const state = ctx.state as AuthState;
  if (state.session) await sessions.destroy(state.session.id);
  clearSessionCookies(ctx, config);
}
