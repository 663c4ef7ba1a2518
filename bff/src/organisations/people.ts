// People of an organisation: listing them, inviting someone by email, changing a person's role and
// teams, removing them. An organisation always keeps at least one administrator.
import { createHash, randomBytes } from 'node:crypto';
import type { PlanGate } from '@pace/billing/gates';
import type { MailMessage } from '@pace/mail';
import { mail } from '@pace/mail/templates';
import type { Config } from '@pace/platform/config';
import {
  type Database,
  INVITATION_TTL_MS,
  type Membership,
  Op,
  ROLES,
  type Team,
  type User,
} from '@pace/platform/db';
import { ConflictError, ForbiddenError, NotFoundError } from '@pace/platform/errors';
import type { KeyValueStore } from '@pace/platform/redis';
import type { Transaction } from 'sequelize';
import { z } from 'zod';
import type { Access } from '../kernel/auth/access.ts';
import { parseInput, requireOrganisationWide } from '../kernel/input.ts';
import { InvitationLimits } from './invitation-limits.ts';
import { type Connection, containing, keysetPage, type PageArgs, pageSize } from './pagination.ts';

/** Where a mail is sent from: `services.mail`. */
export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

export const DUPLICATE_MEMBER = 'This person is already a member of this organisation';
export const LAST_ADMINISTRATOR = 'An organisation needs at least one administrator';
export const VERIFY_TO_INVITE = 'Verify your email address before inviting people';
/** Names go into mail that carries Pace's name: short enough that they cannot carry a message. */
export const MAX_INVITED_NAME = 100;
const MAIL_NAME_LENGTH = 60;

const inviteInput = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, 'Email must be under 255 characters')
    .pipe(z.email('Enter a valid email address')),
  name: z
    .string()
    .trim()
    .max(MAX_INVITED_NAME, `Name must be at most ${MAX_INVITED_NAME} characters`)
    .nullish()
    .transform((value) => value || null),
  role: z.enum(ROLES),
  teamIds: z.array(z.string()).nullish(),
});
const personInput = z.object({ role: z.enum(ROLES).nullish(), teamIds: z.array(z.string()).nullish() });
export type InviteInput = z.input<typeof inviteInput>;
export type PersonInput = z.input<typeof personInput>;

export type MembershipWithUser = Membership & { user: User };

/** The token of an invitation link, and what is stored of it. */
export function newInvitationToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInvitationToken(token) };
}
export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A name as an invitation mail shows it: cut short, whatever the account says. */
const inMail = (name: string) =>
  name.length > MAIL_NAME_LENGTH ? `${name.slice(0, MAIL_NAME_LENGTH - 1)}…` : name;

export class PeopleService {
  private readonly limits: InvitationLimits;

  constructor(
    private readonly db: Database,
    private readonly config: Pick<Config, 'publicUrl'>,
    private readonly gates: PlanGate,
    kv: KeyValueStore,
  ) {
    this.limits = new InvitationLimits(kv);
  }

  /**
   * The members of an organisation, by name; `query` matches name or email. Administrators only (spec
   * section 6: only admins manage people): others get 'not authorised', and the shell hides the screen.
   */
  async list(
    access: Access,
    organisationId: number,
    query: string | null | undefined,
    page: PageArgs,
  ): Promise<Connection<MembershipWithUser>> {
    const scope = await access.organisationById(organisationId, 'updateOrganisations');
    requireOrganisationWide(access);
    const text = query?.trim();
    return keysetPage(this.db.models.Membership, {
      where: {
        [Op.and]: [
          { organisationId: scope.organisation.id },
          ...(text ? [{ [Op.or]: [containing('user.name', text), containing('user.email', text)] }] : []),
        ],
      },
      include: [{ association: 'user', required: true }],
      sortBy: '$user.name$',
      first: pageSize(page.first, 50),
      cursor: page.cursor,
    }) as Promise<Connection<MembershipWithUser>>;
  }

  /**
   * Invites someone: their account (new, without a password, unless the address already has one), their
   * membership and teams are created at once, and a pending invitation is mailed with a 7-day link. The
   * membership gives nothing until the invitation is accepted (InvitationService.accept). Only a sender
   * with a proved address may invite, within InvitationLimits: the mail carries Pace's name.
   */
  async invite(
    access: Access,
    orgSlug: string,
    input: InviteInput,
    mailer: MailSender,
  ): Promise<MembershipWithUser> {
    const { organisation } = await access.organisation(orgSlug, 'updateOrganisations');
    requireOrganisationWide(access);
    const inviter = access.requireSessionUser();
    if (!inviter.emailVerifiedAt) throw new ForbiddenError(VERIFY_TO_INVITE);
    const values = parseInput(inviteInput, input);
    await this.limits.admit(inviter, organisation);
    const { User, Membership, Invitation } = this.db.models;
    const teams = await this.teamsOf(organisation.id, values.teamIds ?? []);
    const { token, hash } = newInvitationToken();
    const membership = await this.db.sequelize.transaction(async (transaction) => {
      await this.gates.assertCanCreate(organisation, 'seat', 1, { transaction });
      let user = await User.findOne({ where: { email: values.email }, transaction });
      if (
        user &&
        (await Membership.count({ where: { userId: user.id, organisationId: organisation.id }, transaction }))
      ) {
        throw new ConflictError(DUPLICATE_MEMBER, { field: 'email' });
      }
      user ??= await User.create(
        { email: values.email, name: values.name ?? values.email.split('@')[0]! },
        { transaction },
      );
      const created = await Membership.create(
        { userId: user.id, organisationId: organisation.id, role: values.role },
        { transaction },
      );
      await this.setTeams(user, organisation.id, teams, transaction);
      await Invitation.create(
        {
          organisationId: organisation.id,
          userId: user.id,
          invitedById: inviter.id,
          tokenHash: hash,
          expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
        },
        { transaction },
      );
      return Object.assign(created, { user });
    });
    const url = `${this.config.publicUrl}/sign-up?invitation=${encodeURIComponent(token)}`;
    const [from, to] = [inMail(inviter.name), inMail(organisation.name)];
    await mailer.send({
      to: values.email,
      ...mail({
        subject: `${from} invited you to ${to} on Pace`,
        greeting: `Hello ${values.name ?? values.email},`,
        paragraphs: [`${from} invited you to join ${to} on Pace.`],
        action: { label: 'Accept the invitation', url },
        footer: 'The link works once, for 7 days. If you did not expect this invitation, ignore this mail.',
      }),
    });
    return membership;
  }

  /** Changes a person's role and, when given, sets their teams in the organisation to exactly these. */
  async update(
    access: Access,
    orgSlug: string,
    uuid: string,
    input: PersonInput,
  ): Promise<MembershipWithUser> {
    const { organisation } = await access.organisation(orgSlug, 'updateOrganisations');
    requireOrganisationWide(access);
    const values = parseInput(personInput, input);
    const membership = await this.find(organisation.id, uuid);
    const teams = values.teamIds ? await this.teamsOf(organisation.id, values.teamIds) : null;
    await this.db.sequelize.transaction(async (transaction) => {
      if (values.role && values.role !== membership.role) {
        if (membership.role === 'admin') await this.keepAnAdministrator(organisation.id, transaction);
        await membership.update({ role: values.role }, { transaction });
      }
      if (teams) await this.setTeams(membership.user, organisation.id, teams, transaction);
    });
    return membership;
  }

  /**
   * Removes a person from the organisation: their teams there, their invitations, and every token they
   * created there (an organisation token acts for whoever made it, and its secret left with them). Their
   * sessions lose the organisation at once: Access reads the membership on every request.
   */
  async remove(access: Access, orgSlug: string, uuid: string): Promise<boolean> {
    const { organisation } = await access.organisation(orgSlug, 'updateOrganisations');
    requireOrganisationWide(access);
    const membership = await this.find(organisation.id, uuid);
    const { TeamMember, ApiToken, Invitation, Team } = this.db.models;
    await this.db.sequelize.transaction(async (transaction) => {
      if (membership.role === 'admin') await this.keepAnAdministrator(organisation.id, transaction);
      const teamIds = (
        await Team.findAll({ where: { organisationId: organisation.id }, attributes: ['id'], transaction })
      ).map((team) => team.id);
      const mine = { userId: membership.userId };
      await TeamMember.destroy({ where: { ...mine, teamId: teamIds }, transaction });
      await ApiToken.destroy({ where: { ...mine, organisationId: organisation.id }, transaction });
      await Invitation.destroy({ where: { ...mine, organisationId: organisation.id }, transaction });
      await membership.destroy({ transaction });
    });
    return true;
  }

  async find(organisationId: number, uuid: string): Promise<MembershipWithUser> {
    const membership = await this.db.models.Membership.findOne({
      where: { organisationId },
      include: [{ association: 'user', required: true, where: { uuid } }],
    });
    if (!membership) throw new NotFoundError('Person not found', { field: 'uuid' });
    return membership as MembershipWithUser;
  }

  /** Refuses to take away the last administrator (called before a demotion or removal). */
  private async keepAnAdministrator(organisationId: number, transaction: Transaction) {
    const admins = await this.db.models.Membership.count({
      where: { organisationId, role: 'admin' },
      transaction,
    });
    if (admins <= 1) throw new ConflictError(LAST_ADMINISTRATOR, { field: 'role' });
  }

  private async teamsOf(organisationId: number, slugs: string[]): Promise<Team[]> {
    const unique = [...new Set(slugs)];
    const teams = await this.db.models.Team.findAll({ where: { organisationId, slug: unique } });
    if (teams.length !== unique.length) throw new NotFoundError('Team not found', { field: 'teamIds' });
    return teams;
  }

  private async setTeams(user: User, organisationId: number, teams: Team[], transaction: Transaction) {
    const { Team, TeamMember } = this.db.models;
    const all = (await Team.findAll({ where: { organisationId }, attributes: ['id'], transaction })).map(
      (team) => team.id,
    );
    const wanted = new Set(teams.map((team) => team.id));
    await TeamMember.destroy({
      where: { userId: user.id, teamId: all.filter((id) => !wanted.has(id)) },
      transaction,
    });
    const existing = new Set(
      (await TeamMember.findAll({ where: { userId: user.id, teamId: [...wanted] }, transaction })).map(
        (row) => row.teamId,
      ),
    );
    for (const teamId of wanted) {
      if (!existing.has(teamId)) await TeamMember.create({ userId: user.id, teamId }, { transaction });
    }
  }
}
