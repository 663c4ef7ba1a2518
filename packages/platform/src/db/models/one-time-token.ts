import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/** What a mailed link is for; each purpose has its own lifetime (see the accounts service). */
export const ONE_TIME_TOKEN_PURPOSES = ['verify-email', 'password-reset'] as const;
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

/** A single-use, expiring token sent by mail; only its SHA-256 is stored. */
export interface OneTimeTokenAttributes {
  id: number;
  purpose: OneTimeTokenPurpose;
  userId: number;
  tokenHash: string;
  /** The address the token was sent to: it stops working once the user's address changes. */
  email: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
export type OneTimeTokenCreation = Optional<
  OneTimeTokenAttributes,
  'id' | 'usedAt' | 'createdAt' | 'updatedAt'
>;
export interface OneTimeToken
  extends Model<OneTimeTokenAttributes, OneTimeTokenCreation>,
    OneTimeTokenAttributes {}
export type OneTimeTokenModel = ModelStatic<OneTimeToken>;

export function defineOneTimeToken(sequelize: Sequelize): OneTimeTokenModel {
  return sequelize.define<OneTimeToken>(
    'OneTimeToken',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      purpose: {
        type: DataTypes.STRING(32),
        allowNull: false,
        validate: { isIn: [ONE_TIME_TOKEN_PURPOSES as unknown as string[]] },
      },
      userId: { type: DataTypes.INTEGER, allowNull: false },
      tokenHash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
      email: {
        type: DataTypes.STRING(255),
        allowNull: false,
        set(value: string) {
          this.setDataValue('email', value.trim().toLowerCase());
        },
      },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      usedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'one_time_tokens' },
  );
}
