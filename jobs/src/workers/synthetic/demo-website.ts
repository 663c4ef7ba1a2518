// The one opening in the audits' network guard for the demo: the demo website (@pace/demo, served on
// 127.0.0.1 at DEMO_SITE_PORT by `npm start`) is reachable by audits of the demo organisation's sites,
// and by those only, on exactly that address and port. Loopback stays closed to every customer's site,
// and to the demo's audits on any other port (the bff, metrics, Redis, the database).
import type { Config } from '@pace/platform/config';
import type { Database, Site } from '@pace/platform/db';

export async function demoWebsiteEndpoints(db: Database, config: Config, site: Site): Promise<string[]> {
  const port = config.audits.demoSitePort;
  if (!port) return [];
  const team = await db.models.Team.findByPk(site.teamId, { attributes: ['organisationId'] });
  if (!team) return [];
  const organisation = await db.models.Organisation.findByPk(team.organisationId, {
    attributes: ['demo'],
  });
  return organisation?.demo ? [`127.0.0.1:${port}`] : [];
}
