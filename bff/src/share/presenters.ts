// The share area's presenters: the only place that knows both the stored rows and the API objects.
import type { ShareLink, Site } from '@pace/platform/db';
import type { TestParent } from '../synthetic/index.ts';

/** The parent of SharedSite's fields: the shared test's site. */
export type SharedSiteParent = Site;
/** The parent of SharedReport's fields: the shared test (read as any other test) and its site. */
export interface SharedReportParent {
  test: TestParent;
  site: SharedSiteParent;
}
/** The parent of ShareLink's fields: the stored link. */
export type ShareLinkParent = ShareLink;

export const presentShareLink = {
  active: (link: ShareLinkParent) => link.revokedAt === null,
};
