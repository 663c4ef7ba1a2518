// A sign-in from outside (Google, an organisation's identity provider) proves an address that an
// account holds without ever having proved it. Whoever signed up with the address first need not be its
// owner, and a link never inherits what an unproved owner set up: its password and every session end,
// the tokens it made go (their secrets are the unproved owner's), and so do the memberships it took on
// its own (the organisations it created: an unproved address can join nothing else). What others
// addressed to the address stays: invitations, and the memberships they wait to give.
import type { Database, User } from '@pace/platform/db';
import type { Transaction } from 'sequelize';

/** Makes `user` the proved owner's account, as above; nothing for an account already proved. */
export async function claimUnprovedAccount(
  db: Database,
  user: User,
  transaction: Transaction,
  name?: string | null,
): Promise<User> {
  if (user.emailVerifiedAt) return user;
  const { Membership, TeamMember, Team, ApiToken, Invitation, OneTimeToken } = db.models;
  const mine = { userId: user.id };
  const invitedTo = new Set(
    (await Invitation.findAll({ where: mine, attributes: ['organisationId'], transaction })).map(
      (invitation) => invitation.organisationId,
    ),
  );
  const memberships = await Membership.findAll({ where: mine, transaction });
  for (const membership of memberships.filter((row) => !invitedTo.has(row.organisationId))) {
    const teams = await Team.findAll({
      where: { organisationId: membership.organisationId },
      attributes: ['id'],
      transaction,
    });
    await TeamMember.destroy({ where: { ...mine, teamId: teams.map((team) => team.id) }, transaction });
    await membership.destroy({ transaction });
  }
  await ApiToken.destroy({ where: mine, transaction });
  const now = new Date();
  await OneTimeToken.update({ usedAt: now }, { where: { ...mine, usedAt: null }, transaction });
  return user.update(
    {
      passwordHash: null,
      sessionsValidFrom: now,
      emailVerifiedAt: now,
      ...(name ? { name: name.slice(0, 254) } : {}),
    },
    { transaction },
  );
}
