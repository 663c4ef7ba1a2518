// A new site's first snapshot (setup's last step): the default page and profile when the site has none,
// one snapshot however often it is asked for, and only for people who may change the site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorHeaders, createWorld, gql, type Headers, type World } from '../support/actors.ts';
import { MODES, startTestApp, type TestApp } from '../support.ts';

const START = `mutation ($t: ID!, $s: ID!) { startFirstSnapshot(teamId: $t, siteId: $s) {
  id status triggerClient testCounts { total scheduled } tests { url page { name } profile { name device connection } } } }`;

interface Started {
  startFirstSnapshot: {
    id: string;
    status: string;
    triggerClient: string;
    testCounts: { total: number; scheduled: number };
    tests: {
      url: string;
      page: { name: string };
      profile: { name: string; device: string; connection: string };
    }[];
  };
}

describe.each(MODES)('first snapshot of a new site (%s)', (mode) => {
  let app: TestApp;
  let world: World;
  let admin: Headers;
  let member: Headers;
  let viewer: Headers;
  let otherAdmin: Headers;
  let site: { t: string; s: string };

  beforeAll(async () => {
    app = await startTestApp(mode);
    world = await createWorld(app);
    admin = await actorHeaders(app, world.users.adminA);
    member = await actorHeaders(app, world.users.memberA);
    viewer = await actorHeaders(app, world.users.viewerA);
    otherAdmin = await actorHeaders(app, world.users.adminB);
    site = { t: world.teamA1.slug, s: world.siteA1.slug };
  });
  afterAll(() => app?.close());

  const rows = async (siteId: number) => {
    const { Page, TestProfile, Snapshot } = app.db.models;
    const where = { where: { siteId } };
    return {
      pages: await Page.count(where),
      profiles: await TestProfile.count(where),
      snapshots: await Snapshot.count(where),
    };
  };

  it('is refused to viewers and other organisations, writing nothing', async () => {
    expect((await gql(app, viewer, START, site)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(app, otherAdmin, START, site)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await rows(world.siteA1.id)).toEqual({ pages: 0, profiles: 0, snapshots: 0 });
    expect((await app.deps.queues.counts('audits')).waiting).toBe(0);
  });

  it('tests the site’s URL with a desktop profile, and starts one snapshot however often it is asked', async () => {
    const first = await gql<Started>(app, member, START, site);
    expect(first.errors).toBeUndefined();
    const snapshot = first.data!.startFirstSnapshot;
    expect(snapshot).toMatchObject({
      status: 'scheduled',
      triggerClient: 'web',
      testCounts: { total: 1, scheduled: 1 },
      tests: [
        {
          url: world.siteA1.canonicalUrl,
          page: { name: 'Home' },
          profile: { name: 'Desktop', device: 'desktop', connection: 'cable' },
        },
      ],
    });
    // A retried request (a double click, a lost response) gets the same snapshot back.
    const again = await gql<Started>(app, member, START, site);
    expect(again.errors).toBeUndefined();
    expect(again.data!.startFirstSnapshot.id).toBe(snapshot.id);
    expect(await rows(world.siteA1.id)).toEqual({ pages: 1, profiles: 1, snapshots: 1 });
    expect((await app.deps.queues.counts('audits')).waiting).toBe(1);
  });

  it('starts one snapshot when asked twice at the same moment (a double click)', async () => {
    const { Site } = app.db.models;
    const fresh = await Site.create({
      teamId: world.teamA1.id,
      name: 'Twice',
      slug: 'twice',
      canonicalUrl: 'https://twice.example.test/',
    });
    const ref = { t: world.teamA1.slug, s: fresh.slug };
    const [one, two] = await Promise.all([
      gql<Started>(app, member, START, ref),
      gql<Started>(app, member, START, ref),
    ]);
    expect(one.errors).toBeUndefined();
    expect(two.errors).toBeUndefined();
    expect(two.data!.startFirstSnapshot.id).toBe(one.data!.startFirstSnapshot.id);
    expect(await rows(fresh.id)).toEqual({ pages: 1, profiles: 1, snapshots: 1 });
  });

  it('uses the pages and profiles a site already has', async () => {
    const { Page, TestProfile } = app.db.models;
    const siteA2 = world.siteA2;
    await Page.create({ siteId: siteA2.id, name: 'Pricing', url: `${siteA2.canonicalUrl}pricing` });
    await TestProfile.create({ siteId: siteA2.id, name: 'Phone', device: 'mobile', connection: 'dsl' });
    const result = await gql<Started>(app, admin, START, { t: world.teamA2.slug, s: siteA2.slug });
    expect(result.errors).toBeUndefined();
    expect(result.data!.startFirstSnapshot.tests).toEqual([
      {
        url: `${siteA2.canonicalUrl}pricing`,
        page: { name: 'Pricing' },
        profile: { name: 'Phone', device: 'mobile', connection: 'dsl' },
      },
    ]);
    expect(await rows(siteA2.id)).toEqual({ pages: 1, profiles: 1, snapshots: 1 });
  });

  it('refuses a site whose URL is on a private network, leaving it without a page or snapshot', async () => {
    const { Site } = app.db.models;
    const site = await Site.create({
      teamId: world.teamA1.id,
      name: 'Intranet',
      slug: 'intranet',
      canonicalUrl: 'http://10.0.0.8/',
    });
    const result = await gql(app, member, START, { t: world.teamA1.slug, s: site.slug });
    expect(result.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/private network/),
      extensions: { code: 'BAD_USER_INPUT', field: 'url' },
    });
    expect(await rows(site.id)).toEqual({ pages: 0, profiles: 0, snapshots: 0 });
  });
});
