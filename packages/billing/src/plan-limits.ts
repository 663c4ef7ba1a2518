// What each of a plan's limits counts, and the message when it is reached (spec section 8: "Team limit
// reached: upgrade the plan", and the like for the rest). The limits themselves are rows of the plans
// table (plans.ts); the gate (gates.ts) reads them here, inside the creator's transaction.
import { type Database, Op } from '@pace/platform/db';
import type { Transaction } from 'sequelize';
import { type PlanLimits, plural } from './plans.ts';

/** The limits that count things: what exists already plus what a request adds. */
export type CountedThing = 'team' | 'testProfile' | 'page' | 'flow' | 'flowStep' | 'snapshotTest';

interface LimitRule {
  limit(limits: PlanLimits): number | null;
  /** "Team limit reached", ... */
  title: string;
  noun: string;
  /** What the limit is per, when not the organisation. */
  per?: string;
}

export const PLAN_LIMITS: Record<CountedThing, LimitRule> = {
  team: { limit: (l) => l.teams, title: 'Team', noun: 'team' },
  testProfile: { limit: (l) => l.testProfiles, title: 'Test profile', noun: 'test profile' },
  page: { limit: (l) => l.pagesPerSite, title: 'Page', noun: 'page', per: 'site' },
  flow: { limit: (l) => l.flowsPerSite, title: 'Flow', noun: 'flow', per: 'site' },
  flowStep: { limit: (l) => l.stepsPerFlow, title: 'Flow step', noun: 'step', per: 'flow' },
  snapshotTest: { limit: (l) => l.testsPerSnapshot, title: 'Snapshot', noun: 'test', per: 'snapshot' },
};

export function limitMessage(thing: CountedThing, limit: number): string {
  const { title, noun, per } = PLAN_LIMITS[thing];
  const allowed = `${plural(limit, noun)}${per ? ` per ${per}` : ''}`;
  return `${title} limit reached: your plan allows ${allowed}. Upgrade the plan to add more.`;
}

export function seatsFull(seats: number): string {
  return (
    `Seat limit reached: your plan has ${plural(seats, 'seat')}, all taken by members and pending ` +
    'invitations. An administrator can add seats on the billing screen.'
  );
}

/** How many of `thing` the organisation (or the site) has now; per-request limits start from none. */
export async function inUse(
  db: Database,
  thing: CountedThing,
  organisationId: number,
  options: { transaction: Transaction; siteId?: number },
): Promise<number> {
  const { Team, Site, TestProfile, Page, Flow } = db.models;
  const { transaction } = options;
  const siteId = () => {
    if (options.siteId === undefined) throw new Error(`assertCanCreate: ${thing} needs the site`);
    return options.siteId;
  };
  switch (thing) {
    case 'team':
      return Team.count({ where: { organisationId }, transaction });
    case 'testProfile': {
      const teams = await Team.findAll({ where: { organisationId }, attributes: ['id'], transaction });
      const sites = await Site.findAll({
        where: { teamId: teams.map((team) => team.id) },
        attributes: ['id'],
        transaction,
      });
      return sites.length === 0
        ? 0
        : TestProfile.count({ where: { siteId: sites.map((site) => site.id) }, transaction });
    }
    case 'page':
      return Page.count({ where: { siteId: siteId() }, transaction });
    case 'flow':
      return Flow.count({ where: { siteId: siteId() }, transaction });
    case 'flowStep':
    case 'snapshotTest':
      return 0;
  }
}

/** Members, and people invited who are not members yet and whose invitation still works. */
export async function seatsInUse(db: Database, organisationId: number, transaction: Transaction) {
  const { Membership, Invitation } = db.models;
  const members = await Membership.findAll({
    where: { organisationId },
    attributes: ['userId'],
    transaction,
  });
  const invited = await Invitation.findAll({
    where: { organisationId, acceptedAt: null, expiresAt: { [Op.gt]: new Date() } },
    attributes: ['userId'],
    transaction,
  });
  return new Set([...members, ...invited].map((row) => row.userId)).size;
}
