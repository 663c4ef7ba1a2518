import { DataTypes, literal, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/** Organisation roles (spec section 6): Administrator, User, Viewer. */
export const ROLES = ['admin', 'member', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

/**
 * A membership counts (access, mail, alerts) only once its invitation, if any, is accepted: an invited
 * address is not yet proved to be the person's. A condition on `Membership` rows read by that alias.
 */
export const ACCEPTED_MEMBERSHIP =
  literal(`NOT EXISTS (SELECT 1 FROM invitations WHERE invitations.user_id = \`Membership\`.user_id
  AND invitations.organisation_id = \`Membership\`.organisation_id AND invitations.accepted_at IS NULL)`);

export interface MembershipAttributes {
  id: number;
  userId: number;
  organisationId: number;
  role: Role;
  createdAt: Date;
  updatedAt: Date;
}
export type MembershipCreation = Optional<MembershipAttributes, 'id' | 'role' | 'createdAt' | 'updatedAt'>;
export interface Membership extends Model<MembershipAttributes, MembershipCreation>, MembershipAttributes {}
export type MembershipModel = ModelStatic<Membership>;

export function defineMembership(sequelize: Sequelize): MembershipModel {
  return sequelize.define<Membership>(
    'Membership',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      userId: { type: DataTypes.INTEGER, allowNull: false },
      organisationId: { type: DataTypes.INTEGER, allowNull: false },
      role: {
        type: DataTypes.STRING(16),
        allowNull: false,
        defaultValue: 'member',
        validate: { isIn: [ROLES as unknown as string[]] },
      },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'memberships' },
  );
}
