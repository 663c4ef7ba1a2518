// Per-request batching of the fields read for each row of a list (a site's team, a team's counts, a
// person's teams...), so a page of 25 sites costs a handful of queries, not one per row and field.
// Loaders are keyed on the request's Access: one set per request, dropped with it.
import type { Database, Membership, Organisation, Team, User } from '@pace/platform/db';
import { NotFoundError } from '@pace/platform/errors';
import DataLoader from 'dataloader';
import { fn } from 'sequelize';
import type { Access, OrganisationScope } from '../kernel/auth/access.ts';
import { type DataSource, dataSourcesOf } from './data-sources.ts';

function byId<T extends { id: number }>(load: (ids: number[]) => Promise<T[]>) {
  return new DataLoader<number, T | null>(async (ids) => {
    const rows = new Map((await load([...ids])).map((row) => [row.id, row]));
    return ids.map((id) => rows.get(id) ?? null);
  });
}

/** Counts of rows per value of `column` (teams' sites, teams' members). */
function countBy(db: Database, model: 'Site' | 'TeamMember', column: 'teamId') {
  return new DataLoader<number, number>(async (ids) => {
    const rows = (await (db.models[model] as typeof db.models.Site).findAll({
      where: { [column]: [...ids] },
      attributes: [column, [fn('COUNT', '*'), 'count']],
      group: [column],
      raw: true,
    })) as unknown as { teamId: number; count: number | string }[];
    const counts = new Map(rows.map((row) => [row[column], Number(row.count)]));
    return ids.map((id) => counts.get(id) ?? 0);
  });
}

export function createLoaders(db: Database, access: Access) {
  const { models } = db;
  const organisation = byId<Organisation>((ids) => models.Organisation.findAll({ where: { id: ids } }));
  /** The viewer's scope in an organisation it reaches (role and permissions); not found otherwise. */
  const scope = new DataLoader<number, OrganisationScope>(
    async (organisationIds) =>
      Promise.all(
        organisationIds.map(async (id) => {
          const found = await organisation.load(id);
          const role = found ? await access.roleIn(found) : null;
          return found && role ? { organisation: found, role } : NotFoundError.of('organisation');
        }),
      ),
    { batch: false },
  );
  return {
    team: byId<Team>((ids) => models.Team.findAll({ where: { id: ids } })),
    organisation,
    scope,
    user: byId<User>((ids) => models.User.findAll({ where: { id: ids } })),
    siteCount: countBy(db, 'Site', 'teamId'),
    memberCount: countBy(db, 'TeamMember', 'teamId'),
    /** User ids of each team. */
    teamMemberIds: new DataLoader<number, number[]>(async (teamIds) => {
      const rows = await models.TeamMember.findAll({ where: { teamId: [...teamIds] } });
      return teamIds.map((id) => rows.filter((row) => row.teamId === id).map((row) => row.userId));
    }),
    /** Team ids of each user (any organisation). */
    userTeamIds: new DataLoader<number, number[]>(async (userIds) => {
      const rows = await models.TeamMember.findAll({ where: { userId: [...userIds] } });
      return userIds.map((id) => rows.filter((row) => row.userId === id).map((row) => row.teamId));
    }),
    /** A user's membership of an organisation, keyed `${userId}:${organisationId}`. */
    membership: new DataLoader<string, Membership | null>(async (keys) => {
      const pairs = keys.map((key) => key.split(':').map(Number) as [number, number]);
      const rows = await models.Membership.findAll({
        where: { userId: pairs.map(([user]) => user), organisationId: pairs.map(([, org]) => org) },
      });
      return pairs.map(
        ([user, org]) => rows.find((row) => row.userId === user && row.organisationId === org) ?? null,
      );
    }),
    /** Whether a user has a pending invitation to an organisation, keyed `${userId}:${organisationId}`. */
    pendingInvitation: new DataLoader<string, boolean>(async (keys) => {
      const pairs = keys.map((key) => key.split(':').map(Number) as [number, number]);
      const rows = await models.Invitation.findAll({
        where: {
          userId: pairs.map(([user]) => user),
          organisationId: pairs.map(([, org]) => org),
          acceptedAt: null,
        },
        attributes: ['userId', 'organisationId'],
      });
      const pending = new Set(rows.map((row) => `${row.userId}:${row.organisationId}`));
      return keys.map((key) => pending.has(key));
    }),
    dataSources: new DataLoader<number, DataSource[]>(async (siteIds) => {
      const sources = await dataSourcesOf(db, [...siteIds]);
      return siteIds.map((id) => sources.get(id) ?? []);
    }),
    /** The team ids the viewer reaches in an organisation. */
    reachableTeamIds: new DataLoader<number, Set<number>>(
      async (organisationIds) =>
        Promise.all(
          organisationIds.map(async (id) => new Set(await access.reachableTeamIds(await scope.load(id)))),
        ),
      { batch: false },
    ),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
