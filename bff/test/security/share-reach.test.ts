// A share link reaches what it shares: its one test (with its page and profile) and the site-level field
// data the share report shows; no other test of the site, and no other page's or profile's history, so
// a revoked link is not defeated by any live one.
import type { Test } from '@pace/platform/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_LINK, sharedTestOf, shareHeaders } from '../share-fixtures.ts';
import { actorHeaders, createWorld, gql, type World } from '../support/actors.ts';
import { MODES, startTestApp, type TestApp } from '../support.ts';

const TEST = `query($teamId: ID!, $siteId: ID!, $uuid: ID!) {
  test(teamId: $teamId, siteId: $siteId, uuid: $uuid) { uuid url failureMessage } }`;
const HISTORY = `query($teamId: ID!, $siteId: ID!, $pageIds: [ID!], $profileIds: [ID!]) {
  metricHistory(teamId: $teamId, siteId: $siteId, metric: "lcp", pageIds: $pageIds, profileIds: $profileIds) {
    series { page { uuid } profile { uuid } } } }`;

type History = { metricHistory: { series: { page: { uuid: string }; profile: { uuid: string } }[] } };

describe.each(MODES)('what a share link reaches (%s)', (mode) => {
  let app: TestApp;
  let world: World;
  let shared: Test;
  let other: Test;
  let share: Record<string, string>;
  let ref: { teamId: string; siteId: string };

  beforeAll(async () => {
    app = await startTestApp(mode, { withShell: false });
    world = await createWorld(app);
    shared = await sharedTestOf(app, world);
    other = await sharedTestOf(app, world);
    await other.update({ url: 'https://site-a1.example.test/private', failureMessage: 'secret detail' });
    ref = { teamId: world.teamA1.slug, siteId: world.siteA1.slug };
    const member = await actorHeaders(app, world.users.memberA);
    const link = await gql<{ createShareLink: { path: string } }>(app, member, CREATE_LINK, {
      ...ref,
      testUuid: shared.uuid,
    });
    share = shareHeaders(link.data!.createShareLink.path);
  });
  afterAll(() => app?.close());

  it('reads its own test', async () => {
    const read = await gql(app, share, TEST, { ...ref, uuid: shared.uuid });
    expect(read.errors).toBeUndefined();
  });

  it('does not read another test of the same site', async () => {
    const read = await gql(app, share, TEST, { ...ref, uuid: other.uuid });
    expect(read.data).toBeNull();
    expect(read.errors?.map((error) => error.extensions?.code)).toEqual(['NOT_FOUND']);
  });

  it('reads the history of its own page and profile only, whatever it asks for', async () => {
    const own = { pageIds: null, profileIds: null };
    const asked = await gql<History>(app, share, HISTORY, { ...ref, ...own });
    const otherIds = await gql<History>(app, share, HISTORY, {
      ...ref,
      pageIds: [(await app.db.models.Page.findByPk(other.pageId))!.uuid],
      profileIds: [(await app.db.models.TestProfile.findByPk(other.profileId))!.uuid],
    });
    const sharedPage = (await app.db.models.Page.findByPk(shared.pageId))!.uuid;
    const sharedProfile = (await app.db.models.TestProfile.findByPk(shared.profileId))!.uuid;
    expect(asked.data?.metricHistory.series).toEqual([
      { page: { uuid: sharedPage }, profile: { uuid: sharedProfile } },
    ]);
    expect(otherIds.data?.metricHistory.series ?? []).toEqual([]);
  });
});
