// What an area gives the kernel, in one object (its area.ts): the kernel assembles the schema, the
// services and the HTTP app from the list in areas.ts and imports nothing else of the areas.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Router from '@koa/router';
import type { Config } from '@pace/platform/config';
import type { Database } from '@pace/platform/db';
import type { Logger } from '@pace/platform/log';
import type { ValidationRule } from 'graphql';
import type { Middleware } from 'koa';
import type { Services } from './area-services.ts';
import type { Viewer } from './auth/viewer.ts';
import type { RequestState } from './middleware/request-log.ts';

export type ResolverMap = Record<string, unknown>;

/** A handler served on node:http ahead of Koa: true when it took the request. */
export type RequestHandlerAhead = (request: IncomingMessage, response: ServerResponse) => boolean;

/** What an area's routes and middleware are made from: every area's services, and the app's config. */
export interface AreaApp {
  services: Services;
  config: Config;
  db: Database;
  log: Logger;
}

/**
 * A router of the area's REST routes. `name` places it in the kernel's mount order (ROUTE_ORDER in
 * areas.ts), which stays the order they have always been mounted in.
 */
export interface AreaRoutes {
  name: string;
  make(app: AreaApp): Router<RequestState> | Router;
}

export interface Area<S extends object = object> {
  /** The area's folder, for messages. */
  name: string;
  /** Its SDL and resolver maps, merged into the one schema. */
  typeDefs: string[];
  resolvers: ResolverMap[];
  /**
   * Its services, made once per app, by key (they are merged into `Services`). `deps` also holds the
   * services named in `uses`, which the factory's parameter type names too (e.g. `billing`, the gate).
   */
  // `never`: each factory names what it takes (ServiceDeps, and the services it `uses`); the kernel hands it
  // ServiceDeps and every service made so far.
  services?: (deps: never) => S;
  /** The services (keys) of other areas its factory reads from `deps`: the kernel makes those first. */
  uses?: readonly string[];
  routes?: AreaRoutes[];
  /** Middleware mounted before authentication (nothing of the viewer known yet), in the list's order. */
  beforeAuthentication?: (app: AreaApp) => Middleware;
  /** Middleware mounted after authentication and before every route, in the list's order. */
  afterAuthentication?: (app: AreaApp) => Middleware;
  /** A handler served on node:http ahead of Koa's middleware. */
  ahead?: (app: AreaApp) => RequestHandlerAhead;
  /** Validation rules /graphql adds for a request's viewer. */
  graphqlRules?: (viewer: Viewer) => readonly ValidationRule[];
}

/** The services an area's factory makes: an area is declared `Area<MadeBy<typeof services>>`. */
export type MadeBy<F> = F extends (deps: never) => infer S ? (S extends object ? S : never) : never;

declare module '../kernel/area-services.ts' {}
