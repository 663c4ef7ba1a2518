// Accepting an invitation: the link's token shows who is invited where; accepting it sets the person's
// name and password (or, for an account that already has a password, checks it) and proves the address.
import type { Database, Invitation, Organisation, User } from '@pace/platform/db';
import { Op } from '@pace/platform/db';
import { NotFoundError, UnauthenticatedError } from '@pace/platform/errors';
import { z } from 'zod';
import { parseInput } from '../kernel/input.ts';
import { hashPassword, verifyPassword } from './accounts/passwords.ts';
import { hashInvitationToken } from './people.ts';
import { checkNewPassword } from './users.ts';

export const INVALID_INVITATION = 'Invalid invitation token';

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

  /** What the acceptance page shows. */
  async describe(token: string) {
    const { organisation, user } = await this.find(token);
    return { organisation: { name: organisation.name }, email: user.email, name: user.name };
  }

  /**
   * Accepts an invitation and returns the user to sign in. A new account gets its name and password; an
   * existing account with a password must give that password (accepting signs them in).
   */
  async accept(
    token: string,
    input: z.input<typeof acceptInput>,
  ): Promise<{ user: User; organisation: Organisation }> {
    const values = parseInput(acceptInput, input);
    const { invitation, organisation, user } = await this.find(token);
    if (user.passwordHash) {
      if (!(await verifyPassword(values.password, user.passwordHash))) {
        throw new UnauthenticatedError('Incorrect email or password');
      }
    } else {
      checkNewPassword(values.password, values.passwordConfirmation);
    }
    const passwordHash = user.passwordHash ?? (await hashPassword(values.password));
    await this.db.sequelize.transaction(async (transaction) => {
      // Only one acceptance wins: the second finds the invitation already accepted.
      const [accepted] = await this.db.models.Invitation.update(
        { acceptedAt: new Date() },
        { where: { id: invitation.id, acceptedAt: null }, transaction },
      );
      if (accepted !== 1) throw new NotFoundError(INVALID_INVITATION);
      await user.update(
        {
          passwordHash,
          ...(user.passwordHash ? {} : { name: values.name }),
          emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
        },
        { transaction },
      );
    });
    return { user, organisation };
  }
}
