// The site lists' data-source filters and badges, and search, as the database now answers them (each
// source's rule is a subquery, search reads ids from an index first): the right sites, in name order,
// with counts and pages, in both databases.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actorHeaders,
  createWorld,
  type GraphQLResult,
  gql,
  type Headers,
  type World,
} from './support/actors.ts';
import { MODES, startTestApp, type TestApp } from './support.ts';

const SITES = `query($teamId: ID!, $cursor: String, $first: Int, $filter: SitesFilter) {
  sites(teamId: $teamId, cursor: $cursor, first: $first, sitesFilter: $filter) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id dataSources } } } }`;
const SEARCH = `query($query: String!) { searchSites(query: $query, first: 3) { id name team { id } } }`;

interface Page {
  sites: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { node: { id: string; dataSources: string[] } }[];
  };
}

describe.each(MODES)('site lists at size (%s)', (mode) => {
  let app: TestApp;
  let world: World;
  let admin: Headers;
  let member: Headers;

  beforeAll(async () => {
    app = await startTestApp(mode, { withShell: false });
    world = await createWorld(app);
    admin = await actorHeaders(app, world.users.adminA);
    member = await actorHeaders(app, world.users.memberA);
    const { Site, RumSettings, CruxTarget } = app.db.models;
    // Team A1: site-a1 and shop-1 … shop-6. RUM on 2, 4, 6 (and on 5, switched off); CrUX data on 3 and
    // 6 (and a failed fetch for 1). Team A2 (which the member does not reach): shop-7, with RUM.
    const made = new Map<string, number>();
    for (let n = 1; n <= 7; n += 1) {
      const site = await Site.create({
        teamId: n === 7 ? world.teamA2.id : world.teamA1.id,
        name: `Shop ${n}`,
        slug: `shop-${n}`,
        canonicalUrl: `https://shop-${n}.example.test/`,
      });
      made.set(`shop-${n}`, site.id);
    }
    for (const [n, enabled] of [
      [2, true],
      [4, true],
      [5, false],
      [6, true],
      [7, true],
    ] as const) {
      await RumSettings.create({ siteId: made.get(`shop-${n}`)!, allowedOrigins: [], enabled });
    }
    for (const [n, status] of [
      [1, 'failed'],
      [3, 'collected'],
      [6, 'collected'],
    ] as const) {
      const target = `https://shop-${n}.example.test`;
      await CruxTarget.create({
        siteId: made.get(`shop-${n}`)!,
        kind: 'origin',
        target,
        targetHash: createHash('sha256').update(target).digest('hex'),
        formFactor: 'ALL',
        status,
        checkedAt: new Date(),
      });
    }
  });
  afterAll(() => app?.close());

  async function all(headers: Headers, filter: Record<string, string> | null) {
    const ids: string[] = [];
    let cursor: string | null = null;
    let total = -1;
    for (;;) {
      const { data, errors }: GraphQLResult<Page> = await gql<Page>(app, headers, SITES, {
        teamId: world.teamA1.slug,
        first: 2,
        cursor,
        filter,
      });
      expect(errors).toBeUndefined();
      total = data!.sites.totalCount;
      ids.push(...data!.sites.edges.map((edge) => edge.node.id));
      if (!data!.sites.pageInfo.hasNextPage) break;
      cursor = data!.sites.pageInfo.endCursor;
    }
    return { ids, total };
  }

  it('filters a team’s sites by data source, page by page, with their counts', async () => {
    expect(await all(member, { dataSource: 'RUM' })).toEqual({
      ids: ['shop-2', 'shop-4', 'shop-6'],
      total: 3,
    });
    expect(await all(member, { dataSource: 'CRUX' })).toEqual({ ids: ['shop-3', 'shop-6'], total: 2 });
    const everySite = ['shop-1', 'shop-2', 'shop-3', 'shop-4', 'shop-5', 'shop-6', 'site-a1'];
    expect(await all(member, { dataSource: 'SYNTHETIC' })).toEqual({ ids: everySite, total: 7 });
    expect(await all(member, { dataSource: 'RUM', nameContains: 'P 6' })).toEqual({
      ids: ['shop-6'],
      total: 1,
    });
  });

  it('shows each site’s data sources', async () => {
    const { data } = await gql<Page>(app, member, SITES, { teamId: world.teamA1.slug, first: 10 });
    const sources = Object.fromEntries(
      data!.sites.edges.map((edge) => [edge.node.id, edge.node.dataSources]),
    );
    expect(sources).toEqual({
      'shop-1': ['SYNTHETIC'],
      'shop-2': ['SYNTHETIC', 'RUM'],
      'shop-3': ['SYNTHETIC', 'CRUX'],
      'shop-4': ['SYNTHETIC', 'RUM'],
      'shop-5': ['SYNTHETIC'],
      'shop-6': ['SYNTHETIC', 'CRUX', 'RUM'],
      'site-a1': ['SYNTHETIC'],
    });
  });

  it('searches by name or slug within the teams the viewer reaches, by name, up to the limit', async () => {
    const search = async (headers: Headers, query: string) =>
      (await gql<{ searchSites: { id: string; team: { id: string } }[] }>(app, headers, SEARCH, { query }))
        .data!.searchSites;
    expect(await search(admin, 'SHOP')).toEqual([
      { id: 'shop-1', name: 'Shop 1', team: { id: world.teamA1.slug } },
      { id: 'shop-2', name: 'Shop 2', team: { id: world.teamA1.slug } },
      { id: 'shop-3', name: 'Shop 3', team: { id: world.teamA1.slug } },
    ]);
    expect(await search(admin, 'shop-7')).toEqual([
      { id: 'shop-7', name: 'Shop 7', team: { id: world.teamA2.slug } },
    ]);
    expect(await search(member, 'shop-7')).toEqual([]);
    expect(await search(member, 'nothing like it')).toEqual([]);
  });

  it('finds a renamed site by its new name at once (the database keeps the folded search text)', async () => {
    const search = async (query: string) =>
      (await gql<{ searchSites: { id: string }[] }>(app, admin, SEARCH, { query })).data!.searchSites.map(
        (site) => site.id,
      );
    const site = await app.db.models.Site.findOne({ where: { slug: 'shop-5' } });
    await site!.update({ name: 'Boutique 100%' });
    try {
      expect(await search('BOUTIQUE')).toEqual(['shop-5']);
      expect(await search('100%')).toEqual(['shop-5']);
      expect(await search('shop-5')).toEqual(['shop-5']);
      expect(await search('Shop 5')).toEqual([]);
    } finally {
      await site!.update({ name: 'Shop 5' });
    }
  });
});
