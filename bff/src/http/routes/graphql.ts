import Router from '@koa/router';
import type { Logger } from '@pace/platform/log';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/koa';
import { AppError } from '../../errors.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { formatError } from '../../graphql/errors.ts';
import { limitRules } from '../../graphql/limits.ts';
import type { Services } from '../../services/index.ts';
import { readTextBody } from '../middleware/body.ts';
import type { RequestState } from '../middleware/request-log.ts';

const MAX_BODY_BYTES = 1024 * 1024;

/** /graphql: GraphQL over HTTP (GET for queries, POST for all) as the spec says, via graphql-http. */
export function graphqlRoutes(services: Services, schema: GraphQLSchema) {
  const router = new Router<RequestState>();
  const handler = createHandler<GraphQLContext>({
    schema,
    validationRules: limitRules,
    context: (req) => {
      const state = (req.context.res.ctx as { state: RequestState }).state;
      return { services, log: state.log, requestId: state.requestId };
    },
    onOperation: (_req, args, result) => {
      // Errors that are not ours to show are masked by formatError; keep their detail in the log.
      const log = args.contextValue?.log;
      if (log) for (const error of result.errors ?? []) logUnexpected(error, log);
    },
    formatError,
  });
  router.all('/graphql', readTextBody(MAX_BODY_BYTES), async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    await handler(ctx, next);
  });
  return router;
}

function logUnexpected(error: GraphQLError, log: Logger) {
  const original = error.originalError;
  if (original instanceof AppError || original instanceof GraphQLError) return;
  if (!original && !error.path) return; // a request error (syntax, validation): the client's doing
  log.error({ err: original ?? error, path: error.path?.join('.') }, 'GraphQL resolver failed');
}
