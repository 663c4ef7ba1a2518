// The server of the scale benchmark (`npm run bench -- scale`, tests/bench/scale.ts), which may not
// import the app: the real bff app as `bff/src/main.ts` serves it and, in the same process, a bare Koa
// app that answers the same screens' data with the same services (so the same SQL) and no GraphQL: its
// ratio to /graphql is what the GraphQL layer costs. The bare app has only what the data needs: the
// request id and log, error mapping and the session's viewer (the same authenticate middleware).
// Prints `listening <app port> <bare port>`.
import Router from '@koa/router';
import { loadConfigOrExit } from '@pace/platform/config';
import { onShutdown } from '@pace/platform/process';
import { openRuntimeOrExit } from '@pace/platform/runtime';
import Koa from 'koa';
import type { Access } from '../kernel/auth/access.ts';
import { type AuthState, authenticate } from '../kernel/middleware/authenticate.ts';
import { errorHandler } from '../kernel/middleware/errors.ts';
import { requestLog } from '../kernel/middleware/request-log.ts';
import { startServer } from '../kernel/server.ts';
import { createServices, type Services } from '../kernel/services.ts';

type DataSource = 'SYNTHETIC' | 'CRUX' | 'RUM';
const DATA_SOURCES = new Set<string>(['SYNTHETIC', 'CRUX', 'RUM']);

const named = (row: { slug: string; name: string }) => ({ id: row.slug, name: row.name, slug: row.slug });

/** The routes of the bare app: one per measured GraphQL operation, answering the same fields. */
export function bareRoutes(services: Services) {
  const { organisations } = services;
  const router = new Router<AuthState>();

  // mfe-settings' TeamSites: the team, its organisation and permissions, the first page of its sites.
  router.get('/api/bare/team-sites', async (ctx) => {
    const access = ctx.state.access;
    const { teamId = '', cursor, nameContains, dataSource } = ctx.query as Record<string, string | undefined>;
    const scope = await organisations.teams.get(access, teamId);
    const filter = {
      nameContains: nameContains ?? null,
      dataSource: dataSource && DATA_SOURCES.has(dataSource) ? (dataSource as DataSource) : null,
    };
    const page = await organisations.sites.listForTeam(access, teamId, filter, {
      cursor: cursor ?? null,
      first: 25,
    });
    const sources = await organisations
      .loaders(access)
      .dataSources.loadMany(page.edges.map((edge) => edge.node.id));
    ctx.body = {
      team: {
        ...named(scope.team),
        organisation: { id: scope.organisation.slug, name: scope.organisation.name },
        permissions: access.permissionsIn(scope),
      },
      sites: {
        edges: page.edges.map((edge, index) => ({
          cursor: edge.cursor,
          node: { ...named(edge.node), canonicalUrl: edge.node.canonicalUrl, dataSources: sources[index] },
        })),
        pageInfo: page.pageInfo,
        totalCount: page.totalCount,
      },
    };
  });

  // The shell's search (ChromeSearchSites): ten sites with their teams.
  router.get('/api/bare/search', async (ctx) => {
    const access = ctx.state.access;
    access.requireUser();
    const sites = await organisations.sites.search(access, String(ctx.query.query ?? ''), 10);
    const teams = await organisations.loaders(access).team.loadMany(sites.map((site) => site.teamId));
    ctx.body = {
      searchSites: sites.map((site, index) => ({ ...named(site), team: named(teams[index] as never) })),
    };
  });

  // The shell's place on a site page (ChromeSiteScope): what the site switcher and breadcrumbs show.
  router.get('/api/bare/site-scope', async (ctx) => {
    const access: Access = ctx.state.access;
    const { teamId = '', siteId = '' } = ctx.query as Record<string, string | undefined>;
    const scope = await organisations.sites.get(access, teamId, siteId);
    const permissions = access.permissionsIn(scope);
    const [teams, sites] = await Promise.all([
      organisations.organisations.teams(access, scope, { first: 50 }),
      organisations.sites.listForTeam(access, teamId, null, { first: 25 }),
    ]);
    const organisation = scope.organisation;
    ctx.body = {
      site: {
        ...named(scope.site),
        permissions,
        team: {
          ...named(scope.team),
          permissions,
          organisation: {
            ...named(organisation),
            permissions,
            features: { rum: organisation.rumEnabled, billing: services.billing.enabled },
            teams: { edges: teams.edges.map((edge) => ({ node: named(edge.node) })) },
          },
        },
      },
      sites: {
        edges: sites.edges.map((edge) => ({ node: named(edge.node) })),
        pageInfo: { hasNextPage: sites.pageInfo.hasNextPage },
      },
    };
  });
  return router;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = loadConfigOrExit();
  const runtime = await openRuntimeOrExit(config, { name: 'bff' });
  const server = await startServer(runtime);
  const bare = new Koa<AuthState>();
  const routes = bareRoutes(createServices({ ...runtime, startedAt: new Date() }));
  bare.silent = true;
  bare.use(requestLog(runtime.log));
  bare.use(errorHandler());
  bare.use(authenticate(runtime) as Koa.Middleware<AuthState>);
  bare.use(routes.routes());
  const bareServer = bare.listen({ host: config.host, port: 0 });
  await new Promise<void>((resolve) => bareServer.once('listening', resolve));
  const barePort = (bareServer.address() as { port: number }).port;
  process.stdout.write(`listening ${new URL(server.url).port} ${barePort}\n`);
  onShutdown(runtime.log, async () => {
    bareServer.close();
    await server.close();
    await runtime.close();
  });
}
