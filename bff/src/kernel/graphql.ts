import Router from '@koa/router';
import { toPublicError } from '@pace/platform/errors';
import type { Logger } from '@pace/platform/log';
import { metrics, operationLabel } from '@pace/platform/metrics';
import type { GraphQLError, GraphQLSchema } from 'graphql';
import { createHandler } from 'graphql-http/lib/use/koa';
import type { Area } from './area.ts';
import type { Services } from './area-services.ts';
import type { GraphQLContext } from './context.ts';
import { createDocumentCache } from './graphql-documents.ts';
import { formatError, isGraphQLError } from './graphql-errors.ts';
import { limitRulesFor } from './graphql-limits.ts';
import { CLIENT_OPERATIONS } from './graphql-operations.ts';
import type { AuthState } from './middleware/authenticate.ts';
import { readTextBody } from './middleware/body.ts';
import type { RequestState } from './middleware/request-log.ts';

const MAX_BODY_BYTES = 1024 * 1024;
/** A client's Idempotency-Key: a UUID or similar token (it ends up in the payment processor's keys). */
const ACTION_KEY = /^[\w-]{8,64}$/;

/** /graphql: GraphQL over HTTP (GET for queries, POST for all) as the spec says, via graphql-http. */
export function graphqlRoutes(services: Services, schema: GraphQLSchema, areas: readonly Area[]) {
  const router = new Router<RequestState>();
  const documents = createDocumentCache();
  const handler = createHandler<GraphQLContext>({
    schema,
    parse: documents.parse,
    validate: documents.validate,
    // An area may add rules for the request's viewer (the share scope: its field list for a share link).
    validationRules: (req, args, specified) => [
      ...specified,
      ...limitRulesFor((args.variableValues ?? {}) as Record<string, unknown>),
      ...areas.flatMap(
        (area) => area.graphqlRules?.((req.context.res.ctx as { state: AuthState }).state.viewer) ?? [],
      ),
    ],
    context: (req, params) => {
      const state = (req.context.res.ctx as { state: AuthState }).state;
      // The Idempotency-Key header, or the request's `extensions.idempotencyKey` (what a GraphQL client
      // can set per operation without touching the headers it shares with every other request).
      const action =
        (req.headers as Record<string, string | undefined>)['idempotency-key'] ??
        String(params.extensions?.idempotencyKey ?? '');
      const actionKey = ACTION_KEY.test(action) ? action : state.requestId;
      return { services, log: state.log, requestId: state.requestId, actionKey, access: state.access };
    },
    onOperation: (req, args, result) => {
      // For the request metrics, labelled by operation (see the route below).
      (req.context.res.ctx as { state: { operationName?: string | null } }).state.operationName =
        args.operationName;
      // Errors that are not ours to show are masked by formatError; keep their detail in the log.
      const log = args.contextValue?.log;
      if (log) for (const error of result.errors ?? []) logUnexpected(error, log);
      // A result without data (variables that do not fit the operation) is a request error: the
      // GraphQL-over-HTTP spec wants a 4xx for it with application/graphql-response+json.
      const accept = (req.headers as Record<string, string | undefined>).accept ?? '';
      if (result.errors?.length && !('data' in result) && prefersGraphQLResponse(accept)) {
        return [
          JSON.stringify({ errors: result.errors.map(formatError) }),
          {
            status: 400,
            statusText: 'Bad Request',
            headers: { 'content-type': 'application/graphql-response+json; charset=utf-8' },
          },
        ];
      }
    },
    formatError,
  });
  router.all('/graphql', readTextBody(MAX_BODY_BYTES), async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    const started = performance.now();
    try {
      await handler(ctx, next);
    } finally {
      const { operationName } = ctx.state as { operationName?: string | null };
      const operation = operationLabel(operationName, CLIENT_OPERATIONS);
      const outcome = ctx.status >= 500 ? 'error' : ctx.status >= 400 ? 'refused' : 'ok';
      metrics.graphqlRequests.inc({ operation, outcome });
      metrics.graphqlDuration.observe({ operation }, (performance.now() - started) / 1000);
    }
  });
  return router;
}

function logUnexpected(error: GraphQLError, log: Logger) {
  const original = error.originalError;
  if (isGraphQLError(original)) return;
  // Errors shown as they are (typed errors; a database outage, logged once by its outage log) are not
  // ours to log.
  if (original && toPublicError(original).expected) return;
  if (!original && !error.path) return; // a request error (syntax, validation): the client's doing
  log.error({ err: original ?? error, path: error.path?.join('.') }, 'GraphQL resolver failed');
}

/** Whether the client listed application/graphql-response+json before plain JSON (graphql-http's rule). */
function prefersGraphQLResponse(accept: string): boolean {
  for (const part of accept.toLowerCase().replace(/\s/g, '').split(',')) {
    const type = part.split(';')[0];
    if (type === 'application/graphql-response+json') return true;
    if (type === 'application/json' || type === 'application/*' || type === '*/*') return false;
  }
  return false;
}
