// A new site's first snapshot, started as setup ends so the new organisation sees Pace at work at once.
// A site with no page or profile gets the defaults first: its home page (the site's URL) and a desktop
// profile on a cable connection. Asking again (a retried request, a double click) starts no second one:
// requests for one site take turns under a lock, and the second finds the first's snapshot.
import type { Database, Site, Snapshot } from '@pace/platform/db';
import { type KeyValueStore, withLock } from '@pace/platform/redis';
import type { Access } from '../kernel/auth/access.ts';
import { type SiteRef, writeSite } from '../kernel/auth/site-scope.ts';
import type { PageService } from './pages.ts';
import type { ProfileService } from './profiles.ts';
import type { SnapshotService } from './snapshots.ts';

export const DEFAULT_PAGE_NAME = 'Home';
export const DEFAULT_PROFILE = { name: 'Desktop', device: 'desktop', connection: 'cable' } as const;

export class FirstRunService {
  constructor(
    private readonly db: Database,
    private readonly kv: KeyValueStore,
    private readonly pages: PageService,
    private readonly profiles: ProfileService,
    private readonly snapshots: SnapshotService,
  ) {}

  async start(access: Access, ref: SiteRef): Promise<Snapshot> {
    const { site } = await writeSite(access, ref);
    return withLock(this.kv, `synthetic:first-snapshot:${site.id}`, () => this.startOnce(access, ref, site));
  }

  private async startOnce(access: Access, ref: SiteRef, site: Site): Promise<Snapshot> {
    const { Page, TestProfile, Snapshot } = this.db.models;
    const first = await Snapshot.findOne({ where: { siteId: site.id }, order: [['id', 'ASC']] });
    if (first) return first;
    // Through the page service, so the site's URL meets the same network policy as any page.
    if ((await Page.count({ where: { siteId: site.id } })) === 0) {
      await this.pages.create(access, ref, { name: DEFAULT_PAGE_NAME, url: site.canonicalUrl });
    }
    if ((await TestProfile.count({ where: { siteId: site.id } })) === 0) {
      await this.profiles.create(access, ref, { ...DEFAULT_PROFILE });
    }
    return this.snapshots.create(access, ref, { client: 'web' });
  }
}
