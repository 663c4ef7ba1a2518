// Share links of a test report: members of the test's site make and revoke them (updateSites); whoever
// holds a live link reads that site through the share scope (./scope.ts) without signing in.
//
// The token is 32 random bytes (256 bits) in base64url, shown once inside the link's path and kept only
// as its SHA-256. A presented token is checked against the hashes of the test's live links with a
// constant-time comparison, so neither the lookup nor the comparison tells how close a guess came.

import { hashToken, randomToken, sameSecret } from '@pace/platform/credentials';
import type { Database, ShareLink, Site, Test } from '@pace/platform/db';
import { NotFoundError } from '@pace/platform/errors';
import type { Access } from '../kernel/auth/access.ts';
import { type SiteRef, writeSite } from '../kernel/auth/site-scope.ts';
import type { Viewer } from '../kernel/auth/viewer.ts';

/** Test uuids are UUIDs and tokens base64url: anything else is not looked up at all. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface CreatedShareLink {
  link: ShareLink;
  /** `/tests/{uuid}/{token}`: the only time the token is known. */
  path: string;
}

export class ShareService {
  constructor(private readonly db: Database) {}

  async list(access: Access, ref: SiteRef, testUuid: string): Promise<ShareLink[]> {
    const test = await this.testOf(access, ref, testUuid);
    return this.db.models.ShareLink.findAll({ where: { testId: test.id }, order: [['id', 'DESC']] });
  }

  async create(access: Access, ref: SiteRef, testUuid: string): Promise<CreatedShareLink> {
    const test = await this.testOf(access, ref, testUuid);
    const token = randomToken(32);
    const link = await this.db.models.ShareLink.create({
      testId: test.id,
      createdBy: access.requireUser().id,
      tokenHash: hashToken(token),
    });
    return { link, path: `/tests/${test.uuid}/${token}` };
  }

  async revoke(access: Access, ref: SiteRef, uuid: string): Promise<ShareLink> {
    const { site } = await writeSite(access, ref);
    const link = await this.db.models.ShareLink.findOne({ where: { uuid } });
    const test = link && (await this.db.models.Test.findByPk(link.testId));
    if (!link || !test || test.siteId !== site.id) throw NotFoundError.of('share link');
    if (!link.revokedAt) await link.update({ revokedAt: new Date() });
    return link;
  }

  /** The test a share link belongs to (for its `testUuid` field). */
  async testUuidOf(link: ShareLink): Promise<string> {
    const test = await this.db.models.Test.findByPk(link.testId, { attributes: ['uuid'] });
    if (!test) throw NotFoundError.of('test');
    return test.uuid;
  }

  /** The slug of a site's team: the share report's screens address the site by team and site slugs. */
  async teamSlugOf(site: Site): Promise<string> {
    const team = await this.db.models.Team.findByPk(site.teamId, { attributes: ['slug'] });
    if (!team) throw NotFoundError.of('site');
    return team.slug;
  }

  /** The viewer of a request that presents a share link, or null when the link is wrong or revoked. */
  async viewerFor(testUuid: string, token: string): Promise<Viewer | null> {
    if (!UUID.test(testUuid) || !TOKEN.test(token)) return null;
    const test = await this.db.models.Test.findOne({ where: { uuid: testUuid } });
    if (!test) return null;
    const hash = hashToken(token);
    const links = await this.db.models.ShareLink.findAll({ where: { testId: test.id, revokedAt: null } });
    const link = links.find((candidate) => sameSecret(candidate.tokenHash, hash));
    const site = link && (await this.db.models.Site.findByPk(test.siteId));
    if (!link || !site) return null;
    return { kind: 'share', user: null, link, test, site, token };
  }

  /** What the share report's frame needs: the test, and where its site's data is read from. */
  report(access: Access): { test: Test; site: Site } | null {
    const viewer = access.viewer;
    return viewer.kind === 'share' ? { test: viewer.test, site: viewer.site } : null;
  }

  private async testOf(access: Access, ref: SiteRef, uuid: string): Promise<Test> {
    const { site } = await writeSite(access, ref);
    const test = await this.db.models.Test.findOne({ where: { siteId: site.id, uuid } });
    if (!test) throw NotFoundError.of('test');
    return test;
  }
}
