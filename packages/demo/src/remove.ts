// `npm run demo-data -- --remove`: everything of the demo in one step, nothing else. The demo is found by
// its mark (organisations.demo), never by a name: its teams, their sites, every row that belongs to one
// of those sites, teams or the organisation (read from the models: a table added later is covered), and
// the demo accounts, unless one of them has become a member of a real organisation.
import type { Database } from '@pace/platform/db';
import { Op } from 'sequelize';

export interface RemovalSummary {
  organisations: number;
  teams: number;
  sites: number;
  users: number;
}

// Every model, as what this file asks of one: its attributes, and a delete by one column.
type AnyModel = {
  getAttributes(): object;
  destroy(options: { where: Record<string, number[]>; transaction: unknown }): Promise<number>;
};

/** Models with this attribute, the owners themselves left out. */
function modelsWith(db: Database, attribute: string, except: AnyModel[]): AnyModel[] {
  return (Object.values(db.models) as unknown as AnyModel[]).filter(
    (model) => attribute in model.getAttributes() && !except.includes(model),
  );
}

export async function removeDemoData(db: Database, demoEmails: readonly string[]): Promise<RemovalSummary> {
  const { Organisation, Team, Site, User, Membership } = db.models;
  return db.sequelize.transaction(async (transaction) => {
    const organisationIds = (await Organisation.findAll({ where: { demo: true }, transaction })).map(
      (o) => o.id,
    );
    const teamIds = (await Team.findAll({ where: { organisationId: organisationIds }, transaction })).map(
      (t) => t.id,
    );
    const siteIds = (await Site.findAll({ where: { teamId: teamIds }, transaction })).map((s) => s.id);
    const demoUsers = await User.findAll({ where: { email: [...demoEmails] }, transaction });
    const elsewhere = new Set(
      (
        await Membership.findAll({
          where: {
            userId: demoUsers.map((u) => u.id),
            ...(organisationIds.length ? { organisationId: { [Op.notIn]: organisationIds } } : {}),
          },
          transaction,
        })
      ).map((m) => m.userId),
    );
    const userIds = demoUsers.filter((u) => !elsewhere.has(u.id)).map((u) => u.id);

    const owners = [Organisation, Team, Site, User] as unknown as AnyModel[];
    const steps: [string, number[]][] = [
      ['siteId', siteIds],
      ['teamId', teamIds],
      ['organisationId', organisationIds],
      ['userId', userIds],
    ];
    for (const [attribute, ids] of steps) {
      if (ids.length === 0) continue;
      for (const model of modelsWith(db, attribute, owners)) {
        await model.destroy({ where: { [attribute]: ids }, transaction });
      }
    }
    await Site.destroy({ where: { id: siteIds }, transaction });
    await Team.destroy({ where: { id: teamIds }, transaction });
    await Organisation.destroy({ where: { id: organisationIds }, transaction });
    await User.destroy({ where: { id: userIds }, transaction });
    return {
      organisations: organisationIds.length,
      teams: teamIds.length,
      sites: siteIds.length,
      users: userIds.length,
    };
  });
}
