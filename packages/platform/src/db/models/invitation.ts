import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/** Invitations last this long: the link in the mail stops working after it. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * An invitation to an organisation, pending until `acceptedAt`. The invited user and their membership
 * exist from the start; only the SHA-256 of the emailed token is stored.
 */
export interface InvitationAttributes {
  id: number;
  uuid: string;
  organisationId: number;
  userId: number;
  invitedById: number | null;
  tokenHash: string;
  expiresAt: Date;
  acceptedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
export type InvitationCreation = Optional<
  InvitationAttributes,
  'id' | 'uuid' | 'invitedById' | 'acceptedAt' | 'createdAt' | 'updatedAt'
>;
export interface Invitation extends Model<InvitationAttributes, InvitationCreation>, InvitationAttributes {}
export type InvitationModel = ModelStatic<Invitation>;

export function defineInvitation(sequelize: Sequelize): InvitationModel {
  return sequelize.define<Invitation>(
    'Invitation',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      uuid: { type: DataTypes.UUID, allowNull: false, unique: true, defaultValue: DataTypes.UUIDV4 },
      organisationId: { type: DataTypes.INTEGER, allowNull: false },
      userId: { type: DataTypes.INTEGER, allowNull: false },
      invitedById: { type: DataTypes.INTEGER, allowNull: true },
      tokenHash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      acceptedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'invitations' },
  );
}
