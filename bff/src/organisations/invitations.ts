// Accepting an invitation: the link's token shows who is invited where. A new account (made by the
// invitation) sets its name and password, the token proving its address. An account that already signs
// in accepts while signed in as itself, with its address verified: holding the link is not enough, and
// an account that merely claims the address (signed up, never verified) gains nothing from it.
import type { Database, Invitation, Organisation, User } from '@pace/platform/db';
import { Op } from '@pace/platform/db';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '@pace/platform/errors';
import { z } from 'zod';
import { checkNewPassword, hashPassword } from '../accounts/index.ts';
import { parseInput } from '../kernel/input.ts';
import { hashInvitationToken } from './people.ts';

export const INVALID_INVITATION = 'Invalid invitation token';
export const INVITATION_MESSAGES = {
  signIn: (email: string) => `Sign in as ${email} to accept this invitation`,
  otherAccount: (email: string) =>
    `This invitation is for ${email}; sign out and sign in with that address to accept it`,
  verifyFirst:
    'Verify your email address first: use the link we mailed you (or ask for a new one), then accept the invitation',
} as const;

/** What the invitation screen asks of the person next. */
export type InvitationStep = 'create-account' | 'sign-in' | 'verify-email' | 'accept';

const acceptInput = z.object({
  name: z.string().trim().min(1, 'Name is required').max(254, 'Name must be under 255 characters'),
  password: z.string(),
  passwordConfirmation: z.string(),
});

export interface PendingInvitation {
  invitation: Invitation;
  organisation: Organisation;
  user: User;
}

export class InvitationService {
  constructor(private readonly db: Database) {}

  /** A pending, unexpired invitation, or 'Invalid invitation token'. */
  async find(token: string): Promise<PendingInvitation> {
    const { Invitation, Organisation, User } = this.db.models;
    const invitation =
      token.length <= 200
        ? await Invitation.findOne({
            where: {
              tokenHash: hashInvitationToken(token),
              acceptedAt: null,
              expiresAt: { [Op.gt]: new Date() },
            },
          })
        : null;
    const [organisation, user] = invitation
      ? await Promise.all([
          Organisation.findByPk(invitation.organisationId),
          User.findByPk(invitation.userId),
        ])
      : [null, null];
    if (!invitation || !organisation || !user) throw new NotFoundError(INVALID_INVITATION);
    return { invitation, organisation, user };
  }

  /** What the acceptance page shows; `signedIn` is the browser's session user, if any. */
  async describe(token: string, signedIn: User | null) {
    const { organisation, user } = await this.find(token);
    return {
      organisation: { name: organisation.name },
      email: user.email,
      name: user.name,
      next: stepFor(user, signedIn),
    };
  }

  /**
   * Accepts an invitation and returns the user to sign in: a new account with its name and password, or
   * the signed-in account the invitation is for (verified).
   */
  async accept(
    token: string,
    input: z.input<typeof acceptInput>,
    signedIn: User | null,
  ): Promise<{ user: User; organisation: Organisation }> {
    const { invitation, organisation, user } = await this.find(token);
    const step = stepFor(user, signedIn);
    if (step === 'sign-in') {
      throw signedIn
        ? new ForbiddenError(INVITATION_MESSAGES.otherAccount(user.email))
        : new UnauthenticatedError(INVITATION_MESSAGES.signIn(user.email));
    }
    if (step === 'verify-email') throw new ForbiddenError(INVITATION_MESSAGES.verifyFirst);
    let changes: Partial<User> = {};
    if (step === 'create-account') {
      const values = parseInput(acceptInput, input);
      checkNewPassword(values.password, values.passwordConfirmation);
      // The token came to this address, so the address is the person's.
      changes = {
        name: values.name,
        passwordHash: await hashPassword(values.password),
        emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
      };
    }
    await this.db.sequelize.transaction(async (transaction) => {
      // Only one acceptance wins: the second finds the invitation already accepted.
      const [accepted] = await this.db.models.Invitation.update(
        { acceptedAt: new Date() },
        { where: { id: invitation.id, acceptedAt: null }, transaction },
      );
      if (accepted !== 1) throw new NotFoundError(INVALID_INVITATION);
      if (step === 'create-account') await user.update(changes, { transaction });
    });
    return { user, organisation };
  }
}

/** An account made by its invitation has no way in yet; any other must be signed in as itself. */
const isNewAccount = (user: User) => !user.passwordHash && !user.googleSubject && !user.emailVerifiedAt;

function stepFor(invited: User, signedIn: User | null): InvitationStep {
  if (isNewAccount(invited)) return 'create-account';
  if (signedIn?.id !== invited.id) return 'sign-in';
  return invited.emailVerifiedAt ? 'accept' : 'verify-email';
}
