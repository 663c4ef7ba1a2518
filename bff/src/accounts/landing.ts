// Where a person lands after signing in or accepting an invitation, when nothing asked for another page.
import { ACCEPTED_MEMBERSHIP, type Database, Op } from '@pace/platform/db';

/**
 * Setting up an organisation when they have none; else the sites of the first team they reach (by name;
 * administrators reach every team); else their organisation's teams for an administrator, or home.
 */
export async function landingPath(db: Database, userId: number, organisationId?: number): Promise<string> {
  const { Membership, Team, Organisation } = db.models;
  const membership = await Membership.findOne({
    where: {
      userId,
      ...(organisationId === undefined ? {} : { organisationId }),
      [Op.and]: [ACCEPTED_MEMBERSHIP],
    },
    order: [['createdAt', 'ASC']],
  });
  if (!membership) return '/setup';
  const admin = membership.role === 'admin';
  const team = await Team.findOne({
    where: { organisationId: membership.organisationId },
    ...(admin ? {} : { include: [{ association: 'teamMembers', where: { userId }, attributes: [] }] }),
    order: [['name', 'ASC']],
  });
  if (team) return `/teams/${team.slug}/sites`;
  const organisation = await Organisation.findByPk(membership.organisationId);
  return admin && organisation ? `/organisations/${organisation.slug}/teams` : '/';
}
