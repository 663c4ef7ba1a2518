// A GraphQL request made inside the share report carries its link: x-share-test (the test's uuid) and
// x-share-token (the link's token), set by the shell's GraphQL client. A live link makes the request's
// viewer the share viewer, whoever else is signed in (the report reads through the share scope only);
// a wrong or revoked one makes it anonymous, so the report's queries find nothing.
import type { Database } from '@pace/platform/db';
import type { Middleware } from 'koa';
import { Access } from '../kernel/auth/access.ts';
import { ANONYMOUS } from '../kernel/auth/viewer.ts';
import type { AuthState } from '../kernel/middleware/authenticate.ts';
import { ShareService } from './service.ts';

export const SHARE_TOKEN_HEADER = 'x-share-token';
export const SHARE_TEST_HEADER = 'x-share-test';

export function shareViewer(db: Database): Middleware<AuthState> {
  const shares = new ShareService(db);
  return async (ctx, next) => {
    const token = ctx.get(SHARE_TOKEN_HEADER);
    if (ctx.path !== '/graphql' || !token) return next();
    const viewer = (await shares.viewerFor(ctx.get(SHARE_TEST_HEADER), token)) ?? ANONYMOUS;
    ctx.state.viewer = viewer;
    ctx.state.access = new Access(db, viewer);
    delete ctx.state.session;
    await next();
  };
}
