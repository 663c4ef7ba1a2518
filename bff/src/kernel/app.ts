// The bff's HTTP application. Everything it needs comes in `deps`, so tests build it against any
// database, store and queue, and serve it on port 0.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants as zlib } from 'node:zlib';
import type { Config } from '@pace/platform/config';
import { sessionCookieName } from '@pace/platform/credentials';
import type { Database } from '@pace/platform/db';
import type { Logger } from '@pace/platform/log';
import type { JobQueues } from '@pace/platform/queues';
import type { KeyValueStore } from '@pace/platform/redis';
import type { GraphQLSchema } from 'graphql';
import Koa from 'koa';
import compress from 'koa-compress';
import { billingRoutes } from '../billing/routes.ts';
import { invitationRoutes } from '../identity/routes/invitations.ts';
import { authRoutes } from '../identity/routes.ts';
import { samlRoutes } from '../identity/saml/routes.ts';
import { integrationRoutes } from '../integrations/routes.ts';
import { collectRoute, type RequestHandlerAhead } from '../rum/collect-route.ts';
import { rumScriptRoutes } from '../rum/routes.ts';
import { shareViewer } from '../share/middleware.ts';
import { shareRoutes } from '../share/routes.ts';
import { syntheticRoutes } from '../synthetic/routes.ts';
import { metricsRoute } from '../system/metrics-route.ts';
import {
  changelogRoutes,
  errorReportRoutes,
  healthRoutes,
  remoteRoutes,
  statusRoutes,
} from '../system/routes.ts';
import { graphqlRoutes } from './graphql.ts';
import { authenticate } from './middleware/authenticate.ts';
import { errorHandler } from './middleware/errors.ts';
import { type RequestState, requestLog } from './middleware/request-log.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { createSchema } from './schema.ts';
import { createServices } from './services.ts';
import { finalNotFound, remoteFiles, shellFiles } from './static.ts';

export interface AppDeps {
  config: Config;
  log: Logger;
  db: Database;
  kv: KeyValueStore;
  queues: JobQueues;
  /** When this process started (the worker heartbeat may be missing for a while after it). */
  startedAt?: Date;
  /** Tests may serve another schema. */
  schema?: GraphQLSchema;
}

/**
 * Koa, with one route served before it: RUM beacon collection, the busiest traffic by far, which needs
 * none of Koa's middleware (see collect-route.ts). `listen()` and `callback()` both include it.
 */
export class PaceApp extends Koa<RequestState> {
  constructor(private readonly ahead: RequestHandlerAhead) {
    super();
  }

  override callback(): ReturnType<Koa['callback']> {
    const koa = super.callback();
    const ahead = this.ahead;
    // The bff serves HTTP/1.1 (node:http) only.
    return async (request, response) => {
      if (!ahead(request as IncomingMessage, response as ServerResponse)) await koa(request, response);
    };
  }
}

export function createApp(deps: AppDeps): PaceApp {
  const { config, log } = deps;
  const services = createServices({ ...deps, startedAt: deps.startedAt ?? new Date() });
  const app = new PaceApp(
    collectRoute(services.rum.collector, {
      trustProxy: config.trustProxy,
      rateLimitPerMinute: config.rumRateLimitPerMinute,
      log,
    }),
  );
  app.silent = true; // errors are logged by errorHandler, with the request they belong to
  // Behind one trusted reverse proxy, ctx.ip is the address it added: the last X-Forwarded-For entry.
  app.proxy = config.trustProxy;
  app.maxIpsCount = 1;

  app.use(requestLog(log));
  app.use(securityHeaders(config));
  app.use(
    compress({
      // Brotli or gzip for text (the shell lost its Lighthouse score without); quality 5 keeps it cheap
      // enough per request. zstd and deflate are left out for predictable caching across browsers.
      threshold: 1024,
      br: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
      gzip: {},
      deflate: false,
      zstd: false,
    } as compress.CompressOptions),
  );
  app.use(errorHandler());
  app.use(metricsRoute(config) as Koa.Middleware<RequestState>);
  app.use(authenticate(deps) as Koa.Middleware<RequestState>);
  app.use(shareViewer(deps.db) as Koa.Middleware<RequestState>);

  for (const routes of [
    healthRoutes(services),
    rumScriptRoutes(),
    remoteRoutes(services),
    invitationRoutes(services, config),
    authRoutes(services, config),
    samlRoutes(services, config),
    changelogRoutes(services),
    errorReportRoutes(services),
    statusRoutes(services),
    billingRoutes(services.billing),
    syntheticRoutes(services),
    shareRoutes(services, deps.db),
    integrationRoutes(services),
    graphqlRoutes(services, deps.schema ?? createSchema()),
  ]) {
    app.use(routes.routes());
    app.use(routes.allowedMethods());
  }
  app.use(remoteFiles(config.remotesDir));
  app.use(
    shellFiles(config.shellDist, {
      liveShareLink: async (uuid, token) => (await services.share.viewerFor(uuid, token)) !== null,
      remotePreloads: (remote) => services.remotes.preloads(remote),
      firstScreenData: (screen, search) => services.remotes.firstScreenPreload(screen, search),
      hasSession: (ctx) => Boolean(ctx.cookies.get(sessionCookieName(config.publicUrl))),
    }),
  );
  app.use(finalNotFound());
  return app;
}
