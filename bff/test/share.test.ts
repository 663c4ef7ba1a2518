// Share links: a member makes one for a test and revokes it; the link alone reads the test's report and
// its site's data, and nothing else; a wrong or revoked token reads nothing.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskArtifactStore } from '@pace/platform/artifacts';
import type { Test } from '@pace/platform/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Access } from '../src/kernel/auth/access.ts';
import { ShareService } from '../src/share/service.ts';
import { CREATE_LINK, REVOKE_LINK, SHARED_REPORT, sharedTestOf, shareHeaders } from './share-fixtures.ts';
import { actorHeaders, createWorld, gql, type World } from './support/actors.ts';
import { startTestApp, type TestApp } from './support.ts';

type Created = { createShareLink: { path: string; link: { uuid: string; active: boolean } } };
const TEST_QUERY = `query($teamId: ID!, $siteId: ID!, $uuid: ID!) {
  test(teamId: $teamId, siteId: $siteId, uuid: $uuid) { uuid page { name } } }`;

describe('share links (SQLite)', () => {
  let app: TestApp;
  let world: World;
  let test: Test;
  let ref: { teamId: string; siteId: string };
  let artifactsDir: string;

  beforeAll(async () => {
    artifactsDir = mkdtempSync(join(tmpdir(), 'pace-share-artifacts-'));
    app = await startTestApp('embedded', { withShell: false, env: { ARTIFACTS_DIR: artifactsDir } });
    world = await createWorld(app);
    test = await sharedTestOf(app, world);
    ref = { teamId: world.teamA1.slug, siteId: world.siteA1.slug };
  });
  afterAll(() => app?.close());

  const create = async () => {
    const member = await actorHeaders(app, world.users.memberA);
    const result = await gql<Created>(app, member, CREATE_LINK, { ...ref, testUuid: test.uuid });
    expect(result.errors).toBeUndefined();
    return result.data!.createShareLink;
  };

  it('gives a member a link with a 256-bit token that is stored only as its hash', async () => {
    const { path, link } = await create();
    const [, tests, uuid, token] = path.split('/');
    expect([tests, uuid]).toEqual(['tests', test.uuid]);
    expect(Buffer.from(token!, 'base64url')).toHaveLength(32);
    const row = await app.db.models.ShareLink.findOne({ where: { uuid: link.uuid } });
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row!.toJSON())).not.toContain(token);
    expect(row!.createdBy).toBe(world.users.memberA.id);
  });

  it('reads the shared report and the site’s data with the link alone, nothing else', async () => {
    const { path } = await create();
    const share = shareHeaders(path);
    const report = await gql(app, share, SHARED_REPORT);
    expect(report.errors).toBeUndefined();
    expect(report.data).toEqual({
      sharedReport: {
        site: { ...ref, name: world.siteA1.name, canonicalUrl: world.siteA1.canonicalUrl },
        test: {
          uuid: test.uuid,
          status: 'created',
          page: { name: 'Home' },
          profile: { name: 'Desktop', device: 'desktop' },
        },
      },
    });
    const read = await gql(app, share, TEST_QUERY, { ...ref, uuid: test.uuid });
    expect(read.data).toEqual({ test: { uuid: test.uuid, page: { name: 'Home' } } });
    // Another site of the same organisation, and of another one: not found.
    for (const [team, site] of [
      [world.teamA2, world.siteA2],
      [world.teamB1, world.siteB1],
    ] as const) {
      const other = await gql(app, share, TEST_QUERY, {
        teamId: team.slug,
        siteId: site.slug,
        uuid: test.uuid,
      });
      expect(other.errors?.[0]?.message).toBe('Team not found');
    }
  });

  it('ignores a session beside the link: the request reads through the share scope only', async () => {
    const { path } = await create();
    const admin = await actorHeaders(app, world.users.adminA);
    const result = await gql(app, { ...admin, ...shareHeaders(path) }, '{ currentUser { email } }');
    expect(result.errors?.[0]?.message).toBe('Not available in a shared report');
  });

  it('reads nothing with a wrong token, a token of another test, or a revoked link', async () => {
    const { path, link } = await create();
    const { 'x-share-test': uuid, 'x-share-token': token } = shareHeaders(path);
    const flipped = `${token!.slice(0, -1)}${token!.endsWith('A') ? 'B' : 'A'}`;
    const otherTest = await sharedTestOf(app, world);
    for (const headers of [
      { 'x-share-test': uuid!, 'x-share-token': flipped },
      { 'x-share-test': otherTest.uuid, 'x-share-token': token! },
      { 'x-share-test': uuid!, 'x-share-token': 'short' },
    ]) {
      expect((await gql(app, headers, SHARED_REPORT)).data).toEqual({ sharedReport: null });
      const read = await gql(app, headers, TEST_QUERY, { ...ref, uuid: test.uuid });
      expect(read.errors?.[0]?.message).toBe('Team not found');
    }
    const member = await actorHeaders(app, world.users.memberA);
    const revoked = await gql<{ revokeShareLink: { active: boolean; revokedAt: string } }>(
      app,
      member,
      REVOKE_LINK,
      { ...ref, uuid: link.uuid },
    );
    expect(revoked.data?.revokeShareLink.active).toBe(false);
    expect((await gql(app, shareHeaders(path), SHARED_REPORT)).data).toEqual({ sharedReport: null });
  });

  it('serves the shared test’s files at the link’s own address, and only while the link lives', async () => {
    await new DiskArtifactStore(artifactsDir).put(`tests/${test.uuid}/screenshot.jpg`, Buffer.from('jpeg'));
    await test.update({ artifacts: [{ name: 'screenshot.jpg', contentType: 'image/jpeg', bytes: 4 }] });
    const { path, link } = await create();
    const share = shareHeaders(path);
    const read = await gql<{ sharedReport: { test: { artifacts: { url: string }[] } } }>(
      app,
      share,
      '{ sharedReport { test { artifacts { url } } } }',
    );
    const url = read.data!.sharedReport.test.artifacts[0]!.url;
    expect(url).toBe(`/api/share/${test.uuid}/${share['x-share-token']}/artifacts/screenshot.jpg`);
    const file = await fetch(`${app.url}${url}`);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('jpeg');
    // Signed-in readers keep the ordinary address.
    const member = await actorHeaders(app, world.users.memberA);
    const own = await gql<{ test: { artifacts: { url: string }[] } }>(
      app,
      member,
      'query($teamId: ID!, $siteId: ID!, $uuid: ID!) { test(teamId: $teamId, siteId: $siteId, uuid: $uuid) { artifacts { url } } }',
      { ...ref, uuid: test.uuid },
    );
    expect(own.data!.test.artifacts[0]!.url).toBe(`/api/tests/${test.uuid}/artifacts/screenshot.jpg`);
    const other = await sharedTestOf(app, world);
    expect((await fetch(`${app.url}${url.replace(test.uuid, other.uuid)}`)).status).toBe(404);
    await gql(app, member, REVOKE_LINK, { ...ref, uuid: link.uuid });
    expect((await fetch(`${app.url}${url}`)).status).toBe(404);
  });

  it('gives a share viewer’s Access its site to read and nothing else (without the field list)', async () => {
    const { path } = await create();
    const { 'x-share-test': uuid, 'x-share-token': token } = shareHeaders(path);
    const viewer = await new ShareService(app.db).viewerFor(uuid!, token!);
    const access = new Access(app.db, viewer!);
    const scope = await access.site(ref.teamId, ref.siteId, 'readSites');
    expect(scope.site.id).toBe(world.siteA1.id);
    expect(access.permissionsIn(scope)).toMatchObject({
      readSites: true,
      updateSites: false,
      createSites: false,
    });
    expect((await access.siteById(world.siteA1.id, 'readSites')).site.id).toBe(world.siteA1.id);
    const refusals: [() => Promise<unknown>, string][] = [
      [
        () => access.site(ref.teamId, ref.siteId, 'updateSites'),
        'You are not authorised to modify this site',
      ],
      [() => access.site(world.teamA2.slug, world.siteA2.slug, 'readSites'), 'Team not found'],
      [() => access.siteById(world.siteA2.id, 'readSites'), 'Site not found'],
      [() => access.siteById(world.siteB1.id, 'readSites'), 'Site not found'],
      [() => access.team(world.teamA1.slug, 'readSites'), 'Team not found'],
      [() => access.organisation(world.orgA.slug, 'readSites'), 'Organisation not found'],
    ];
    for (const [attempt, message] of refusals) await expect(attempt()).rejects.toThrow(message);
    expect(() => access.requireUser()).toThrow('You need to sign in');
    expect(await access.roleIn(world.orgA)).toBeNull();
  });

  it('lets members, not viewers, create and revoke; lists the test’s links for members', async () => {
    const { link } = await create();
    const viewer = await actorHeaders(app, world.users.viewerA);
    const refused = await gql(app, viewer, CREATE_LINK, { ...ref, testUuid: test.uuid });
    expect(refused.errors?.[0]?.message).toBe('You are not authorised to modify this site');
    const notRevoked = await gql(app, viewer, REVOKE_LINK, { ...ref, uuid: link.uuid });
    expect(notRevoked.errors?.[0]?.message).toBe('You are not authorised to modify this site');
    const outsider = await actorHeaders(app, world.users.adminB);
    const hidden = await gql(app, outsider, CREATE_LINK, { ...ref, testUuid: test.uuid });
    expect(hidden.errors?.[0]?.message).toBe('Team not found');
    // A link of site A1 cannot be revoked through another site the member reaches by naming it.
    const member = await actorHeaders(app, world.users.memberA);
    const list = await gql<{ shareLinks: { uuid: string; active: boolean; testUuid: string }[] }>(
      app,
      member,
      `query($teamId: ID!, $siteId: ID!, $testUuid: ID!) {
        shareLinks(teamId: $teamId, siteId: $siteId, testUuid: $testUuid) { uuid active testUuid } }`,
      { ...ref, testUuid: test.uuid },
    );
    expect(list.data?.shareLinks[0]).toEqual({ uuid: link.uuid, active: true, testUuid: test.uuid });
    expect((await app.db.models.ShareLink.findOne({ where: { uuid: link.uuid } }))!.revokedAt).toBeNull();
  });
});
