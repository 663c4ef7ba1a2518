// Which URLs of a site CrUX collection asks about, besides its origin. The pages table belongs to the
// synthetic issue; until it exists this is the site's canonical URL. Switch this one function when it does.
import type { Database, Site } from '@pace/platform/db';

export async function cruxPageUrls(_db: Database, site: Site): Promise<string[]> {
  return [site.canonicalUrl];
}
