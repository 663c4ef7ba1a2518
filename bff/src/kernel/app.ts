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
import type { Area, AreaApp, AreaRoutes, RequestHandlerAhead } from './area.ts';
import { AREAS, ROUTE_ORDER } from './areas.ts';
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
  const areas: readonly Area[] = AREAS;
  const parts: AreaApp = { services, config, db: deps.db, log };
  const aheads = areas.flatMap((area) => (area.ahead ? [area.ahead(parts)] : []));
  const app = new PaceApp((request, response) => aheads.some((ahead) => ahead(request, response)));
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
  for (const area of areas) if (area.beforeAuthentication) app.use(area.beforeAuthentication(parts));
  app.use(authenticate(deps) as Koa.Middleware<RequestState>);
  for (const area of areas) if (area.afterAuthentication) app.use(area.afterAuthentication(parts));

  for (const routes of [
    ...routersInOrder(areas).map((routes) => routes.make(parts)),
    graphqlRoutes(services, deps.schema ?? createSchema(), areas),
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

/** The areas' routers in ROUTE_ORDER; a router it does not name (or a name no area has) is a mistake. */
function routersInOrder(areas: readonly Area[]): AreaRoutes[] {
  const byName = new Map(areas.flatMap((area) => area.routes ?? []).map((routes) => [routes.name, routes]));
  const order: readonly string[] = ROUTE_ORDER;
  const unplaced = [...byName.keys()].filter((name) => !order.includes(name));
  const missing = order.filter((name) => !byName.has(name));
  if (unplaced.length || missing.length) {
    throw new Error(`ROUTE_ORDER and the areas' routes differ: ${[...unplaced, ...missing].join(', ')}`);
  }
  return order.map((name) => byName.get(name) as AreaRoutes);
}
