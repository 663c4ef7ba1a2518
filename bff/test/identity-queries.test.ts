// The queries the chrome and the screens read first: the current user, an organisation, a team, a site,
// site lists with their cursors and filters, search, and the recent sites mutation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorHeaders, createWorld, gql, type Headers, tokenHeaders, type World } from './support/actors.ts';
import { MODES, startTestApp, type TestApp } from './support.ts';

const CURRENT_USER = `{ currentUser { uuid name email staff emailVerified hasPassword googleConnected
  memberships { role organisation { id name isActive viewerRole permissions { updateOrganisations readSites
  updateSites createSites managePageGroupings manageBilling } features { rum } } }
  recentSites { id name team { id } } } }`;

const SITES = `query($teamId: ID!, $cursor: String, $first: Int, $filter: SitesFilter) {
  sites(teamId: $teamId, cursor: $cursor, first: $first, sitesFilter: $filter) {
    totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id name team { id siteCount } } } } }`;

describe.each(MODES)('identity queries (%s)', (mode) => {
  let app: TestApp;
  let world: World;
  const as: Record<string, Headers> = {};
  beforeAll(async () => {
    app = await startTestApp(mode, { withShell: false });
    world = await createWorld(app);
    for (const name of ['adminA', 'memberA', 'viewerA', 'adminB', 'outsider'] as const) {
      as[name] = await actorHeaders(app, world.users[name]);
    }
    // More sites in team A1, for paging and filters.
    for (const name of ['Blog', 'Docs', 'Shop']) {
      await app.db.models.Site.create({
        teamId: world.teamA1.id,
        name,
        slug: name.toLowerCase(),
        canonicalUrl: `https://${name.toLowerCase()}.example.test/`,
      });
    }
  });
  afterAll(() => app?.close());

  it('answers null for an anonymous visitor and the user with memberships otherwise', async () => {
    expect((await gql(app, {}, CURRENT_USER)).data).toEqual({ currentUser: null });
    const { data } = await gql<{ currentUser: Record<string, unknown> }>(app, as.memberA!, CURRENT_USER);
    expect(data?.currentUser).toMatchObject({
      uuid: world.users.memberA.uuid,
      staff: false,
      hasPassword: false,
      memberships: [
        {
          role: 'member',
          organisation: {
            id: world.orgA.slug,
            viewerRole: 'member',
            permissions: { readSites: true, updateSites: true, updateOrganisations: false },
            features: { rum: true },
          },
        },
      ],
      recentSites: [],
    });
  });

  it('reads one organisation, team and site, hiding the secret from viewers', async () => {
    const query = `query($org: ID!, $team: ID!) { organisation(orgId: $org) { name slug }
      team(teamId: $team) { name siteCount memberCount organisation { id } members { email role } }
      site(teamId: $team, siteId: "site-a1") { slug canonicalUrl secret dataSources permissions { updateSites } } }`;
    const variables = { org: world.orgA.slug, team: world.teamA1.slug };
    const member = await gql<Record<string, Record<string, unknown>>>(app, as.memberA!, query, variables);
    expect(member.errors).toBeUndefined();
    expect(member.data?.team).toMatchObject({
      siteCount: 4,
      memberCount: 2,
      organisation: { id: world.orgA.slug },
    });
    expect(member.data?.site?.secret).toEqual(expect.any(String));
    expect(member.data?.site?.dataSources).toEqual(['SYNTHETIC']);
    const viewer = await gql<Record<string, Record<string, unknown>>>(app, as.viewerA!, query, variables);
    expect(viewer.data?.site).toMatchObject({ secret: null, permissions: { updateSites: false } });
    const other = await gql(app, as.adminB!, query, variables);
    expect(other.errors?.map((error) => error.message)).toEqual(
      expect.arrayContaining(['Organisation not found', 'Team not found']),
    );
  });

  it('pages a team’s sites by name with opaque cursors, and filters them', async () => {
    type Page = {
      sites: {
        totalCount: number;
        pageInfo: { hasNextPage: boolean; endCursor: string };
        edges: { node: { name: string } }[];
      };
    };
    const names: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 5; page++) {
      const { data, errors }: { data?: Page | null; errors?: unknown } = await gql<Page>(
        app,
        as.memberA!,
        SITES,
        {
          teamId: world.teamA1.slug,
          first: 3,
          cursor,
        },
      );
      expect(errors).toBeUndefined();
      expect(data!.sites.totalCount).toBe(4);
      names.push(...data!.sites.edges.map((edge) => edge.node.name));
      if (!data!.sites.pageInfo.hasNextPage) break;
      cursor = data!.sites.pageInfo.endCursor;
    }
    expect(names).toEqual(['Blog', 'Docs', 'Shop', 'site-a1']);
    const filtered = await gql<Page>(app, as.memberA!, SITES, {
      teamId: world.teamA1.slug,
      filter: { nameContains: 'oC' },
    });
    expect(filtered.data!.sites.edges.map((edge) => edge.node.name)).toEqual(['Docs']);
    const rum = await gql<Page>(app, as.memberA!, SITES, {
      teamId: world.teamA1.slug,
      filter: { dataSource: 'RUM' },
    });
    expect(rum.data!.sites.totalCount).toBe(0);
    const bad = await gql(app, as.memberA!, SITES, { teamId: world.teamA1.slug, cursor: 'nonsense' });
    expect(bad.errors?.[0]).toMatchObject({ message: 'Invalid cursor', extensions: { field: 'cursor' } });
  });

  it('lists an organisation’s sites within the teams the viewer reaches', async () => {
    const query = `query($org: ID!) { organisationSites(orgId: $org, first: 50) { totalCount
      edges { node { slug team { slug } } } } }`;
    const count = async (headers: Headers) =>
      (
        await gql<{ organisationSites: { totalCount: number } }>(app, headers, query, {
          org: world.orgA.slug,
        })
      ).data?.organisationSites.totalCount;
    expect(await count(as.adminA!)).toBe(5);
    expect(await count(as.memberA!)).toBe(4);
    const limited = await tokenHeaders(app, world.users.adminA, {
      organisation: world.orgA,
      team: world.teamA2,
    });
    expect(await count(limited)).toBe(1);
  });

  it('searches every site the viewer reaches by name or slug', async () => {
    const search = async (headers: Headers, text: string) =>
      (
        await gql<{ searchSites: { slug: string }[] }>(
          app,
          headers,
          'query($q: String!) { searchSites(query: $q) { slug } }',
          {
            q: text,
          },
        )
      ).data?.searchSites.map((site) => site.slug);
    expect(await search(as.memberA!, 'site')).toEqual(['site-a1']);
    expect(await search(as.adminA!, 'site-')).toEqual(['site-a1', 'site-a2']);
    expect(await search(as.outsider!, 'site')).toEqual([]);
    expect((await gql(app, {}, '{ searchSites(query: "s") { slug } }')).errors?.[0]?.message).toBe(
      'You need to sign in',
    );
  });

  it('lists the organisation’s people to its administrators only (spec 6), refusing others with a 403', async () => {
    const people = `query($org: ID!) { organisation(orgId: $org) { id people { edges { node { email } } } } }`;
    const admin = await gql<{ organisation: { people: { edges: unknown[] } } }>(app, as.adminA!, people, {
      org: world.orgA.slug,
    });
    expect(admin.errors).toBeUndefined();
    expect(admin.data?.organisation.people.edges.length).toBeGreaterThan(2);
    for (const actor of ['memberA', 'viewerA'] as const) {
      const refused = await gql(app, as[actor]!, people, { org: world.orgA.slug });
      expect(refused.errors?.[0]).toMatchObject({
        message: 'You are not authorised to modify this organisation',
        extensions: { code: 'FORBIDDEN' },
      });
      expect(JSON.stringify(refused.data ?? null)).not.toContain(world.users.adminA.email);
    }
  });

  it('reads per-row fields in batches: a longer page costs no more queries', async () => {
    const query = `query($org: ID!, $first: Int) { organisationSites(orgId: $org, first: $first) { edges { node {
      id secret dataSources permissions { updateSites } team { id siteCount memberCount permissions { readSites }
      organisation { id } members { email teams { id } } } } } } }`;
    const count = async (first: number) => {
      let queries = 0;
      const hook = () => {
        queries++;
      };
      app.db.sequelize.addHook('beforeQuery', 'count', hook);
      try {
        const result = await gql<{ organisationSites: { edges: unknown[] } }>(app, as.adminA!, query, {
          org: world.orgA.slug,
          first,
        });
        return { rows: result.data?.organisationSites.edges.length, queries };
      } finally {
        app.db.sequelize.removeHook('beforeQuery', 'count');
      }
    };
    await count(1); // the once-a-minute last-seen write happens here, not below
    await new Promise((resolve) => setTimeout(resolve, 100));
    const short = await count(1);
    const long = await count(5);
    expect(short.queries).toBeGreaterThan(3);
    expect(long.rows).toBe(5);
    expect(long.queries).toBe(short.queries);
  });

  it('keeps the five most recent reachable sites, newest first', async () => {
    const mutation = `mutation($refs: [SiteRefInput!]!) { updateUserSettings(recentSites: $refs) {
      uuid recentSites { slug team { slug } } } }`;
    const send = (refs: { teamId: string; siteId: string }[]) =>
      gql<{ updateUserSettings: { recentSites: { slug: string }[] } }>(app, as.memberA!, mutation, { refs });
    const a1 = world.teamA1.slug;
    for (const siteId of ['blog', 'docs', 'shop', 'site-a1']) await send([{ teamId: a1, siteId }]);
    const { data } = await send([
      { teamId: a1, siteId: 'docs' },
      { teamId: world.teamA2.slug, siteId: 'site-a2' }, // not reachable by a member of A1 only
      { teamId: a1, siteId: 'missing' },
    ]);
    expect(data?.updateUserSettings.recentSites.map((site) => site.slug)).toEqual([
      'docs',
      'site-a1',
      'shop',
      'blog',
    ]);
    const reread = await gql<{ currentUser: { recentSites: { id: string }[] } }>(
      app,
      as.memberA!,
      CURRENT_USER,
    );
    expect(reread.data?.currentUser.recentSites.map((site) => site.id)).toEqual([
      'docs',
      'site-a1',
      'shop',
      'blog',
    ]);
    expect((await gql(app, {}, mutation, { refs: [] })).errors?.[0]?.message).toBe('You need to sign in');
  });
});
