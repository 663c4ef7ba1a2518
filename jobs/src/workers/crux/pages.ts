// Which URLs of a site CrUX collection asks about, besides its origin: the site's canonical URL and the
// URL of each of its pages (the synthetic pages table), oldest page first.
import type { Database, Site } from '@pace/platform/db';

export async function cruxPageUrls(db: Database, site: Site): Promise<string[]> {
  const pages = await db.models.Page.findAll({
    where: { siteId: site.id },
    attributes: ['url'],
    order: [['id', 'ASC']],
  });
  return [site.canonicalUrl, ...pages.map((page) => page.url)];
}
