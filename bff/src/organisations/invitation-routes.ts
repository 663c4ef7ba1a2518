// Invitation links: GET shows who is invited to which organisation and what the person does next; POST
// accepts (name and password for a new account, or the signed-in invited account) and signs the person
// in. Anonymous POSTs carry the double-submit CSRF token like every account route.
import Router from '@koa/router';
import type { Config } from '@pace/platform/config';
import type { User } from '@pace/platform/db';
import { BadUserInputError } from '@pace/platform/errors';
import type { Context } from 'koa';
import { requireCsrf, startSession } from '../accounts/index.ts';
import type { Services } from '../kernel/area-services.ts';
import type { AuthState } from '../kernel/middleware/authenticate.ts';
import { readTextBody } from '../kernel/middleware/body.ts';
import type { RequestState } from '../kernel/middleware/request-log.ts';

const MAX_BODY_BYTES = 16 * 1024;

function jsonBody(ctx: Context): Record<string, unknown> {
  const text = (ctx.request as unknown as { body?: string }).body ?? '';
  try {
    const body = text.trim() ? (JSON.parse(text) as unknown) : {};
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new BadUserInputError('The request body is not a JSON object');
}

/** The browser's signed-in user (a session, not an API token), or null. */
function sessionUser(ctx: Context): User | null {
  const { viewer } = ctx.state as AuthState;
  return viewer.kind === 'user' ? viewer.user : null;
}

export function invitationRoutes(services: Services, config: Config) {
  const { invitations } = services.organisations;
  const router = new Router<RequestState>({ prefix: '/auth/invitations' });
  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await next();
  });

  router.get('/:token', async (ctx) => {
    ctx.body = await invitations.describe(ctx.params.token!, sessionUser(ctx));
  });

  router.post('/:token/accept', requireCsrf(), readTextBody(MAX_BODY_BYTES), async (ctx) => {
    const body = jsonBody(ctx);
    const { user, organisation } = await invitations.accept(
      ctx.params.token!,
      {
        name: String(body.name ?? ''),
        password: String(body.password ?? ''),
        passwordConfirmation: String(body.passwordConfirmation ?? ''),
      },
      sessionUser(ctx),
    );
    await startSession(ctx, services.accounts.sessions, config, user);
    ctx.body = {
      user: { uuid: user.uuid },
      redirectTo: await services.accounts.landingPath(user, organisation.id),
    };
  });
  return router;
}
