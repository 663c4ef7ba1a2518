// Mailed tokens (email verification, password reset): 32 random bytes, stored as SHA-256, single use,
// expiring. Spending one is a single conditional UPDATE, so two clicks on the same link cannot both win.
import { createHash } from 'node:crypto';
import { randomToken } from '@pace/platform/credentials';
import { type Database, type OneTimeTokenPurpose, Op, type User } from '@pace/platform/db';
import type { Transaction } from 'sequelize';

export const TOKEN_LIFETIMES_MS: Record<OneTimeTokenPurpose, number> = {
  'verify-email': 48 * 60 * 60 * 1000,
  'password-reset': 60 * 60 * 1000,
};

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export class OneTimeTokens {
  constructor(private readonly db: Database) {}

  /** A new token for the user's current address; the secret goes in the mail and nowhere else. */
  async issue(user: User, purpose: OneTimeTokenPurpose, transaction?: Transaction): Promise<string> {
    const token = randomToken(32);
    await this.db.models.OneTimeToken.create(
      {
        purpose,
        userId: user.id,
        tokenHash: hash(token),
        email: user.email,
        expiresAt: new Date(Date.now() + TOKEN_LIFETIMES_MS[purpose]),
      },
      { transaction },
    );
    return token;
  }

  /**
   * Spends a token: its user when it exists, has this purpose, is unused, unexpired and was sent to the
   * user's current address; null otherwise (and nothing is spent).
   */
  async consume(
    token: unknown,
    purpose: OneTimeTokenPurpose,
    transaction?: Transaction,
  ): Promise<User | null> {
    if (typeof token !== 'string' || !/^[\w-]{20,100}$/.test(token)) return null;
    const { OneTimeToken, User } = this.db.models;
    const record = await OneTimeToken.findOne({ where: { tokenHash: hash(token), purpose }, transaction });
    if (!record) return null;
    const user = await User.findByPk(record.userId, { transaction });
    if (!user || user.email !== record.email) return null;
    const now = new Date();
    const [spent] = await OneTimeToken.update(
      { usedAt: now },
      { where: { id: record.id, usedAt: null, expiresAt: { [Op.gt]: now } }, transaction },
    );
    return spent === 1 ? user : null;
  }

  /** Spends every open token of a purpose (a new password makes older reset links useless). */
  async revokeAll(user: User, purpose: OneTimeTokenPurpose, transaction?: Transaction): Promise<void> {
    await this.db.models.OneTimeToken.update(
      { usedAt: new Date() },
      { where: { userId: user.id, purpose, usedAt: null }, transaction },
    );
  }
}
