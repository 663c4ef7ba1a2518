// Test locations over GraphQL (issue 21): the agent screen's list is the locations whose workers beat
// now plus the site's own one, marked offline when its workers are gone; only those who may read the
// site see it (nobody signed out, no member of another team). A site's location can be set only by those
// who may edit the site, and only to a live location (or back to the default); the IP option is
// dynamic, IPv4 or IPv6. A test shows the location it ran at.
import { AuditAgent } from '@pace/synthetic/test-locations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorHeaders, createWorld, gql, type Headers, type World } from '../support/actors.ts';
import { MODES, startTestApp, type TestApp } from '../support.ts';

const LIST = `query ($t: ID!, $s: ID!) { testLocations(teamId: $t, siteId: $s) { name workers online current } }`;
const UPDATE = `mutation ($t: ID!, $s: ID!, $input: SiteInput!) {
  updateSite(teamId: $t, siteId: $s, input: $input) { testLocation ipOption } }`;

describe.each(MODES)('test locations (%s)', (mode) => {
  let app: TestApp;
  let world: World;
  let member: Headers;
  let viewer: Headers;
  let outsider: Headers;
  let site: { t: string; s: string };
  let input: (change: Record<string, unknown>) => Record<string, unknown>;

  beforeAll(async () => {
    app = await startTestApp(mode);
    world = await createWorld(app);
    member = await actorHeaders(app, world.users.memberA);
    viewer = await actorHeaders(app, world.users.viewerA);
    outsider = await actorHeaders(app, world.users.adminB);
    site = { t: world.teamA1.slug, s: world.siteA1.slug };
    input = (change) => ({ name: world.siteA1.name, canonicalUrl: world.siteA1.canonicalUrl, ...change });
  });
  afterAll(() => app?.close());

  it('lists live locations to members only, sets a live one, and keeps an offline current one marked', async () => {
    // Two workers at eu-west and one at the default location beat now; ap-south's worker beat long ago.
    const eu = [new AuditAgent(app.db, 'eu-west'), new AuditAgent(app.db, 'eu-west')];
    for (const agent of eu) await agent.beat();
    await new AuditAgent(app.db, null).beat();
    await new AuditAgent(app.db, 'ap-south').beat(new Date(Date.now() - 10 * 60_000));

    const listed = await gql<{ testLocations: unknown[] }>(app, member, LIST, site);
    expect(listed.errors).toBeUndefined();
    expect(listed.data?.testLocations).toEqual([
      { name: null, workers: 1, online: true, current: true },
      { name: 'eu-west', workers: 2, online: true, current: false },
    ]);
    // Signed out, or of another organisation: nothing, and not even whether the site exists.
    for (const stranger of [{}, outsider]) {
      const refused = await gql<{ testLocations: unknown }>(app, stranger, LIST, site);
      expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(refused.data?.testLocations).toBeUndefined();
    }

    // A location with no live worker is refused, with the field named.
    const dead = await gql(app, member, UPDATE, { ...site, input: input({ testLocation: 'ap-south' }) });
    expect(dead.errors?.[0]).toMatchObject({
      message: 'No audit worker runs at ap-south now: choose a location from the list',
      extensions: { code: 'BAD_USER_INPUT', field: 'testLocation' },
    });
    // A viewer may read the site but not change it.
    const denied = await gql(app, viewer, UPDATE, { ...site, input: input({ testLocation: 'eu-west' }) });
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const unchanged = await app.db.models.Site.findByPk(world.siteA1.id, { rejectOnEmpty: true });
    expect(unchanged.testLocation).toBeNull();

    const saved = await gql<{ updateSite: unknown }>(app, member, UPDATE, {
      ...site,
      input: input({ testLocation: 'eu-west', ipOption: 'ipv6' }),
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateSite).toEqual({ testLocation: 'eu-west', ipOption: 'ipv6' });

    // Its workers stop: the site's location is still offered, marked offline, and saving it again works.
    for (const agent of eu) await agent.leave();
    const offline = await gql<{ testLocations: unknown[] }>(app, member, LIST, site);
    expect(offline.data?.testLocations).toEqual([
      { name: null, workers: 1, online: true, current: false },
      { name: 'eu-west', workers: 0, online: false, current: true },
    ]);
    const again = await gql(app, member, UPDATE, {
      ...site,
      input: input({ testLocation: 'eu-west', ipOption: 'ipv4' }),
    });
    expect(again.errors).toBeUndefined();
    // Back to the default location is always allowed.
    const reset = await gql<{ updateSite: unknown }>(app, member, UPDATE, {
      ...site,
      input: input({ testLocation: null, ipOption: 'dynamic' }),
    });
    expect(reset.data?.updateSite).toEqual({ testLocation: null, ipOption: 'dynamic' });
    // The old "fixed" option is gone.
    const fixed = await gql(app, member, UPDATE, { ...site, input: input({ ipOption: 'fixed' }) });
    expect(fixed.errors?.[0]?.message).toMatch(/IpOption/);
  });

  it('keeps the location when another screen saves the site without it', async () => {
    const agent = new AuditAgent(app.db, 'eu-north');
    await agent.beat();
    const set = await gql(app, member, UPDATE, { ...site, input: input({ testLocation: 'eu-north' }) });
    expect(set.errors).toBeUndefined();
    // The general settings and the authentication screens send their own fields, not the location.
    const other = await gql<{ updateSite: unknown }>(app, member, UPDATE, {
      ...site,
      input: input({ snapshotSchedule: 'daily' }),
    });
    expect(other.errors).toBeUndefined();
    expect(other.data?.updateSite).toEqual({ testLocation: 'eu-north', ipOption: 'dynamic' });
    await agent.leave();
    await gql(app, member, UPDATE, {
      ...site,
      input: input({ testLocation: null, snapshotSchedule: 'off' }),
    });
  });

  it('shows the location a test ran at', async () => {
    const { Page, TestProfile, Snapshot, Test } = app.db.models;
    const siteId = world.siteA1.id;
    const page = await Page.create({ siteId, name: 'Located', url: 'https://a.test/located' });
    const profile = await TestProfile.create({
      siteId,
      name: 'Located',
      device: 'desktop',
      connection: 'cable',
    });
    const snapshot = await Snapshot.create({ siteId, trigger: 'manual', triggerClient: 'test' });
    const test = await Test.create({
      snapshotId: snapshot.id,
      siteId,
      pageId: page.id,
      profileId: profile.id,
      url: page.url,
      location: 'eu-west',
    });
    const read = await gql<{ test: { location: string | null } }>(
      app,
      member,
      `query ($t: ID!, $s: ID!, $u: ID!) { test(teamId: $t, siteId: $s, uuid: $u) { location } }`,
      { ...site, u: test.uuid },
    );
    expect(read.errors).toBeUndefined();
    expect(read.data?.test.location).toBe('eu-west');
  });
});
