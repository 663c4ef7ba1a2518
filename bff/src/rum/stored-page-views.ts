// The page views the database holds for an organisation in a UTC month: its sites' first beacons (seq 0,
// one per page view, as the quota counts them). What the quota's counter starts from when the key-value
// store has no figure: after a restart of the embedded mode (a memory store) or a Redis flush.
import type { Database } from '@pace/platform/db';
import { utcDay } from '@pace/rum/stored-beacon';
import { Op } from 'sequelize';

/** `period`: a UTC month, from its first moment to the next month's. */
export async function storedPageViews(
  db: Database,
  organisationId: number,
  period: { start: Date; end: Date },
): Promise<number> {
  const { RumBeacon, Site, Team } = db.models;
  const teams = await Team.findAll({ where: { organisationId }, attributes: ['id'] });
  if (teams.length === 0) return 0;
  const sites = await Site.findAll({ where: { teamId: teams.map((team) => team.id) }, attributes: ['id'] });
  if (sites.length === 0) return 0;
  // rum_beacons_site_day_page_view (site_id, day, page_view_id, seq) answers it from the index alone.
  return RumBeacon.count({
    where: {
      siteId: sites.map((site) => site.id),
      day: { [Op.gte]: utcDay(period.start.getTime()), [Op.lt]: utcDay(period.end.getTime()) },
      seq: 0,
    },
  });
}
