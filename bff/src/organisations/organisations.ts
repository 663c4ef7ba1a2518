// Organisations and their teams: creating them, renaming them, listing the teams the viewer reaches,
// team members. Team names are unique in their organisation whatever the letter case; team slugs are
// unique everywhere (a team's URL carries no organisation).
import { BillingAccounts, inTransaction } from '@pace/billing/account';
import type { PlanGate } from '@pace/billing/gates';
import type { Database, Organisation, Team } from '@pace/platform/db';
import { Op, UniqueConstraintError } from '@pace/platform/db';
import { BadUserInputError, ConflictError, NotFoundError } from '@pace/platform/errors';
import { z } from 'zod';
import type { Access, OrganisationScope, TeamScope } from '../kernel/auth/access.ts';
import { parseInput, requireOrganisationWide } from '../kernel/input.ts';
import { type Connection, keysetPage, type PageArgs, pageSize } from './pagination.ts';
import { slugify, uniqueSlug } from './slugs.ts';

const name = z.string().trim().min(1, 'Name is required').max(254, 'Name must be under 255 characters');
const organisationInput = z.object({ name });
const teamInput = z.object({
  name,
  description: z
    .string()
    .trim()
    .max(2000, 'Description must be at most 2000 characters')
    .nullish()
    .transform((value) => value || null),
});

export const DUPLICATE_TEAM_NAME = 'A team with this name already exists';

export class OrganisationService {
  private readonly billing: BillingAccounts;

  constructor(private readonly db: Database) {
    this.billing = new BillingAccounts(db, () => new Date());
  }

  get(access: Access, orgSlug: string): Promise<OrganisationScope> {
    return access.organisation(orgSlug, 'readSites');
  }

  /**
   * A new organisation with the signed-in user as its administrator. An unverified account may create
   * one; its free trial starts once the address is verified, and only if neither the person nor their
   * company had one (billing's trial rules).
   */
  async create(access: Access, input: { name: string }): Promise<Organisation> {
    const user = access.requireSessionUser();
    const values = parseInput(organisationInput, input);
    const { Organisation, Membership } = this.db.models;
    const slug = await uniqueSlug(Organisation, slugify(values.name, 'organisation'));
    // One at a time on SQLite, whose in-memory database has one connection for all transactions.
    return inTransaction(this.db, async (transaction) => {
      const organisation = await Organisation.create({ name: values.name, slug }, { transaction });
      await Membership.create(
        { organisationId: organisation.id, userId: user.id, role: 'admin' },
        { transaction },
      );
      await this.billing.startFor(organisation, user, transaction);
      return organisation;
    });
  }

  /** Renames an organisation; its slug (its URLs) stays. */
  async update(access: Access, orgSlug: string, input: { name: string }): Promise<Organisation> {
    const { organisation } = await access.organisation(orgSlug, 'updateOrganisations');
    requireOrganisationWide(access);
    const values = parseInput(organisationInput, input);
    await organisation.update({ name: values.name });
    return organisation;
  }

  /** The teams of an organisation the viewer reaches, by name. */
  async teams(access: Access, scope: OrganisationScope, page: PageArgs): Promise<Connection<Team>> {
    return keysetPage(this.db.models.Team, {
      where: { id: await access.reachableTeamIds(scope) },
      first: pageSize(page.first, 50),
      cursor: page.cursor,
    });
  }
}

export class TeamService {
  constructor(
    private readonly db: Database,
    private readonly gates: PlanGate,
  ) {}

  get(access: Access, teamSlug: string): Promise<TeamScope> {
    return access.team(teamSlug, 'readSites');
  }

  async create(
    access: Access,
    orgSlug: string,
    input: { name: string; description?: string | null },
  ): Promise<Team> {
    const { organisation } = await access.organisation(orgSlug, 'updateOrganisations');
    requireOrganisationWide(access);
    const values = parseInput(teamInput, input);
    await this.checkNameFree(organisation.id, values.name);
    const slug = await uniqueSlug(this.db.models.Team, slugify(values.name, 'team'));
    // The plan's team limit, counted in the transaction that adds the team.
    return this.gates
      .withinLimits(organisation, 'team', 1, (transaction) =>
        this.db.models.Team.create({ organisationId: organisation.id, slug, ...values }, { transaction }),
      )
      .catch(duplicateName);
  }

  /** Renames a team or changes its description; its slug stays. */
  async update(
    access: Access,
    teamSlug: string,
    input: { name: string; description?: string | null },
  ): Promise<Team> {
    const { team } = await access.team(teamSlug, 'updateOrganisations');
    const values = parseInput(teamInput, input);
    await this.checkNameFree(team.organisationId, values.name, team.id);
    await team.update(values).catch(duplicateName);
    return team;
  }

  /** Deletes a team with its sites; `confirmation` must be its name. */
  async delete(access: Access, teamSlug: string, confirmation: string): Promise<boolean> {
    const { team } = await access.team(teamSlug, 'updateOrganisations');
    if (confirmation.trim() !== team.name) {
      throw new BadUserInputError(`Type the team's name, ${team.name}, to delete it`, {
        field: 'confirmation',
      });
    }
    const { Site, TeamMember, ApiToken } = this.db.models;
    await this.db.sequelize.transaction(async (transaction) => {
      // Tokens limited to this team go too: with no team they would reach every team.
      await ApiToken.destroy({ where: { teamId: team.id }, transaction });
      await TeamMember.destroy({ where: { teamId: team.id }, transaction });
      await Site.destroy({ where: { teamId: team.id }, transaction });
      await team.destroy({ transaction });
    });
    return true;
  }

  async addMember(access: Access, teamSlug: string, personUuid: string): Promise<Team> {
    const { team } = await access.team(teamSlug, 'updateOrganisations');
    const user = await this.personIn(team.organisationId, personUuid);
    await this.db.models.TeamMember.findOrCreate({ where: { teamId: team.id, userId: user.id } });
    return team;
  }

  async removeMember(access: Access, teamSlug: string, personUuid: string): Promise<Team> {
    const { team } = await access.team(teamSlug, 'updateOrganisations');
    const user = await this.personIn(team.organisationId, personUuid);
    await this.db.models.TeamMember.destroy({ where: { teamId: team.id, userId: user.id } });
    return team;
  }

  private async personIn(organisationId: number, uuid: string) {
    const user = await this.db.models.User.findOne({ where: { uuid } });
    const member =
      user && (await this.db.models.Membership.count({ where: { userId: user.id, organisationId } }));
    if (!user || !member) throw new NotFoundError('Person not found', { field: 'personUuid' });
    return user;
  }

  private async checkNameFree(organisationId: number, teamName: string, exceptId?: number) {
    const teams = await this.db.models.Team.findAll({
      where: { organisationId, ...(exceptId ? { id: { [Op.ne]: exceptId } } : {}) },
      attributes: ['name'],
    });
    if (teams.some((team) => team.name.toLowerCase() === teamName.toLowerCase())) {
      throw new ConflictError(DUPLICATE_TEAM_NAME, { field: 'name' });
    }
  }
}

/** Two requests creating the same name at once: the unique index answers for the second. */
function duplicateName(error: unknown): never {
  if (error instanceof UniqueConstraintError && Object.keys(error.fields ?? {}).some((f) => /name/.test(f))) {
    throw new ConflictError(DUPLICATE_TEAM_NAME, { field: 'name' });
  }
  throw error;
}
