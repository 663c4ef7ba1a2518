// What the share tests start from: createWorld's organisations, and a test of site A1 (with its page
// and profile) that a member shares.

import type { World } from './support/actors.ts';
import type { TestApp } from './support.ts';

export async function sharedTestOf(app: TestApp, world: World) {
  const { Page, TestProfile, Snapshot, Test } = app.db.models;
  const siteId = world.siteA1.id;
  const page = await Page.create({ siteId, name: 'Home', url: world.siteA1.canonicalUrl });
  const profile = await TestProfile.create({
    siteId,
    name: 'Desktop',
    device: 'desktop',
    connection: 'cable',
    headers: [{ name: 'Authorization', value: 'Basic c2VjcmV0' }],
  });
  const snapshot = await Snapshot.create({ siteId, trigger: 'manual', triggerClient: 'web' });
  return Test.create({
    snapshotId: snapshot.id,
    siteId,
    pageId: page.id,
    profileId: profile.id,
    url: page.url,
  });
}

export const CREATE_LINK = `mutation($teamId: ID!, $siteId: ID!, $testUuid: ID!) {
  createShareLink(teamId: $teamId, siteId: $siteId, testUuid: $testUuid) { path link { uuid active } } }`;
export const REVOKE_LINK = `mutation($teamId: ID!, $siteId: ID!, $uuid: ID!) {
  revokeShareLink(teamId: $teamId, siteId: $siteId, uuid: $uuid) { uuid active revokedAt } }`;
export const SHARED_REPORT = `{ sharedReport { site { teamId siteId name canonicalUrl }
  test { uuid status page { name } profile { name device } } } }`;

/** The headers the shell's GraphQL client sends inside the report at `path` (/tests/{uuid}/{token}). */
export function shareHeaders(path: string): Record<string, string> {
  const [, , uuid, token] = path.split('/');
  return { 'x-share-test': uuid!, 'x-share-token': token! };
}
