// Every read and write of a site's synthetic data (and its share links) starts here: the site as the viewer may reach it, with the permission
// the operation needs (readSites to read, updateSites to write).
import type { Access, SiteScope } from './access.ts';

export type SiteRef = { teamId: string; siteId: string };

export const readSite = (access: Access, ref: SiteRef): Promise<SiteScope> =>
  access.site(ref.teamId, ref.siteId, 'readSites');

export const writeSite = (access: Access, ref: SiteRef): Promise<SiteScope> =>
  access.site(ref.teamId, ref.siteId, 'updateSites');
