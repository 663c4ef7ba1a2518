// The signed-in user's own account: recent sites, profile, password and deleting the account.
import { hasActivePlan } from '@pace/billing/status';
import type { Database, Organisation, Role, Site, User } from '@pace/platform/db';
import { BadUserInputError, ConflictError, NotFoundError } from '@pace/platform/errors';
import { z } from 'zod';
import type { Access } from '../kernel/auth/access.ts';
import { parseInput } from '../kernel/input.ts';
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, verifyPassword } from './passwords.ts';

export const MAX_RECENT_SITES = 5;
export const DELETE_CONFIRMATION = 'DELETE';

export interface SiteRef {
  teamId: string;
  siteId: string;
}

const profileInput = z.object({
  name: z.string().trim().min(1, 'Name is required').max(254, 'Name must be under 255 characters'),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, 'Email must be under 255 characters')
    .pipe(z.email('Enter a valid email address')),
});

/** Checks a new password and its confirmation (spec: they must match, under 64 characters). */
export function checkNewPassword(password: string, confirmation: string) {
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
    throw new BadUserInputError(
      `Password must be ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters long`,
      { field: 'password' },
    );
  }
  if (password !== confirmation) {
    throw new BadUserInputError('Passwords did not match', { field: 'passwordConfirmation' });
  }
}

export class UserService {
  constructor(private readonly db: Database) {}

  /** The viewer's memberships (a token: only its own organisation), with the role Access gives. */
  async memberships(access: Access): Promise<{ organisation: Organisation; role: Role }[]> {
    const viewer = access.viewer;
    if (viewer.kind === 'anonymous' || viewer.kind === 'share') return [];
    const rows = await this.db.models.Membership.findAll({
      where: {
        userId: viewer.user.id,
        ...(viewer.kind === 'token' ? { organisationId: viewer.token.organisationId } : {}),
      },
      include: [{ association: 'organisation' }],
      order: [['id', 'ASC']],
    });
    const result: { organisation: Organisation; role: Role }[] = [];
    for (const row of rows) {
      const organisation = (row as unknown as { organisation: Organisation }).organisation;
      const role = await access.roleIn(organisation);
      if (role) result.push({ organisation, role });
    }
    return result;
  }

  /** The sites of `refs` (a user's recent sites, newest first) that the viewer still reaches. */
  async recentSites(access: Access, refs: readonly string[]): Promise<Site[]> {
    const sites: Site[] = [];
    for (const ref of refs) {
      const [teamId, siteId] = ref.split('/');
      if (!teamId || !siteId) continue;
      const found = await access.site(teamId, siteId, 'readSites').catch(ignoreNotFound);
      if (found) sites.push(found.site);
    }
    return sites;
  }

  /** Puts `chosen` first, then the earlier ones; duplicates and unreachable sites go; 5 are kept. */
  async updateRecentSites(access: Access, chosen: SiteRef[]): Promise<User> {
    const user = access.requireUser();
    const refs = [...chosen.map((ref) => `${ref.teamId}/${ref.siteId}`), ...user.recentSites];
    const kept: string[] = [];
    for (const ref of new Set(refs)) {
      if (kept.length === MAX_RECENT_SITES) break;
      const [teamId, siteId] = ref.split('/');
      if (!teamId || !siteId) continue;
      const found = await access.site(teamId, siteId, 'readSites').catch(ignoreNotFound);
      if (found) kept.push(`${found.team.slug}/${found.site.slug}`);
    }
    await user.update({ recentSites: kept });
    return user;
  }

  /** Changes name and email; a new email is unverified until its link is used (`emailChanged`). */
  async updateProfile(
    access: Access,
    input: { name: string; email: string },
  ): Promise<{ user: User; emailChanged: boolean }> {
    const user = access.requireSessionUser();
    const values = parseInput(profileInput, input);
    if (values.email !== user.email) {
      const taken = await this.db.models.User.count({ where: { email: values.email } });
      if (taken) throw new ConflictError('An account with this email already exists', { field: 'email' });
    }
    const emailChanged = values.email !== user.email;
    await user.update({
      name: values.name,
      email: values.email,
      ...(emailChanged ? { emailVerifiedAt: null } : {}),
    });
    return { user, emailChanged };
  }

  async changePassword(
    access: Access,
    args: { currentPassword?: string | null; password: string; passwordConfirmation: string },
    sessions: { renew(id: string): Promise<void> },
  ): Promise<boolean> {
    const user = access.requireSessionUser();
    if (user.passwordHash && !(await verifyPassword(args.currentPassword ?? '', user.passwordHash))) {
      throw new BadUserInputError('Current password is incorrect', { field: 'currentPassword' });
    }
    checkNewPassword(args.password, args.passwordConfirmation);
    // Whoever knew the old password is signed out everywhere; the session that changed it stays.
    await user.update({ passwordHash: await hashPassword(args.password), sessionsValidFrom: new Date() });
    if (access.viewer.kind === 'user') await sessions.renew(access.viewer.sessionId);
    return true;
  }

  /**
   * Deletes the account (memberships, team places and tokens go with it). Refused while the user is
   * the only administrator of an active organisation: it would be left without anyone to run it.
   */
  async deleteAccount(
    access: Access,
    confirmation: string,
    sessions: { destroy(id: string): Promise<void> },
  ): Promise<boolean> {
    const user = access.requireSessionUser();
    if (confirmation.trim() !== DELETE_CONFIRMATION) {
      throw new BadUserInputError(`Type ${DELETE_CONFIRMATION} to delete your account`, {
        field: 'confirmation',
      });
    }
    const sole = await this.soleAdministratorOf(user);
    if (sole) {
      throw new ConflictError(
        `You are the only administrator of ${sole.name}: make someone else an administrator first`,
        { field: 'confirmation' },
      );
    }
    await this.db.sequelize.transaction(async (transaction) => {
      const { Membership, TeamMember, ApiToken } = this.db.models;
      await TeamMember.destroy({ where: { userId: user.id }, transaction });
      await Membership.destroy({ where: { userId: user.id }, transaction });
      await ApiToken.destroy({ where: { userId: user.id }, transaction });
      await user.destroy({ transaction });
    });
    // The session must not outlive its user (a later account could be given the same id).
    if (access.viewer.kind === 'user') await sessions.destroy(access.viewer.sessionId);
    return true;
  }

  /**
   * An organisation with an active plan where `user` is the only administrator, if any (spec section 6):
   * someone must be left to manage what is being paid for. A free trial or an ended plan does not hold
   * the account.
   */
  async soleAdministratorOf(user: User): Promise<Organisation | null> {
    const { Membership, Organisation, Subscription } = this.db.models;
    const adminOf = await Membership.findAll({ where: { userId: user.id, role: 'admin' } });
    for (const membership of adminOf) {
      const admins = await Membership.count({
        where: { organisationId: membership.organisationId, role: 'admin' },
      });
      if (admins > 1) continue;
      const subscription = await Subscription.findOne({
        where: { organisationId: membership.organisationId },
      });
      if (!subscription || !hasActivePlan(subscription)) continue;
      const organisation = await Organisation.findByPk(membership.organisationId);
      if (organisation) return organisation;
    }
    return null;
  }
}

function ignoreNotFound(error: unknown): null {
  if (error instanceof NotFoundError) return null;
  throw error;
}
