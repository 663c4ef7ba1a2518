// Access entries of share links: making, listing and revoking them changes what site A1 exposes
// (updateSites); sharedReport answers only a request made with a live link (bff/test/share*.test.ts),
// so for every actor here it is null.
import {
  type AccessArea,
  type AccessFixtures,
  BLOCKED_ADDRESS,
  guards,
  REVOKED,
} from '../support/access-kit.ts';

const TABLES = ['share_links'];
const siteA1 = (f: AccessFixtures) => ({ teamId: f.teamA1.slug, siteId: f.siteA1.slug });
const made = (f: AccessFixtures, key: string) => f.extra.share![key] as string;

export const area: AccessArea = {
  async setup(f) {
    const { Page, TestProfile, Snapshot, Test, ShareLink } = f.app.db.models;
    const siteId = f.siteA1.id;
    const page = await Page.create({ siteId, name: 'Shared', url: f.siteA1.canonicalUrl });
    const profile = await TestProfile.create({
      siteId,
      name: 'Shared',
      device: 'desktop',
      connection: 'cable',
    });
    const snapshot = await Snapshot.create({ siteId, trigger: 'manual', triggerClient: 'web' });
    const test = await Test.create({
      snapshotId: snapshot.id,
      siteId,
      pageId: page.id,
      profileId: profile.id,
      url: page.url,
    });
    const link = await ShareLink.create({
      testId: test.id,
      createdBy: f.users.adminA.id,
      tokenHash: 'f'.repeat(64),
    });
    return { testUuid: test.uuid, linkUuid: link.uuid };
  },

  cases: [
    {
      field: 'Query.sharedReport',
      call: () => ({ query: '{ sharedReport { test { uuid } } }' }),
      expect: {
        anonymous: { empty: true },
        otherOrganisation: { empty: true },
        viewer: { empty: true },
        member: { empty: true },
        otherTeamToken: { empty: true },
        blockedAddressToken: { deny: BLOCKED_ADDRESS },
        organisationToken: { empty: true },
        revokedToken: { deny: REVOKED },
      },
      tables: TABLES,
    },
    {
      field: 'Query.shareLinks',
      call: (f) => ({
        query: `query($teamId: ID!, $siteId: ID!, $testUuid: ID!) {
          shareLinks(teamId: $teamId, siteId: $siteId, testUuid: $testUuid) { uuid } }`,
        variables: { ...siteA1(f), testUuid: made(f, 'testUuid') },
      }),
      expect: guards.siteWrite(),
      tables: TABLES,
    },
    {
      field: 'Mutation.createShareLink',
      call: (f) => ({
        query: `mutation($teamId: ID!, $siteId: ID!, $testUuid: ID!) {
          createShareLink(teamId: $teamId, siteId: $siteId, testUuid: $testUuid) { path } }`,
        variables: { ...siteA1(f), testUuid: made(f, 'testUuid') },
      }),
      expect: guards.siteWrite(),
      tables: TABLES,
    },
    {
      field: 'Mutation.revokeShareLink',
      call: (f) => ({
        query: `mutation($teamId: ID!, $siteId: ID!, $uuid: ID!) {
          revokeShareLink(teamId: $teamId, siteId: $siteId, uuid: $uuid) { uuid } }`,
        variables: { ...siteA1(f), uuid: made(f, 'linkUuid') },
      }),
      expect: guards.siteWrite(),
      tables: TABLES,
    },
  ],
};
