import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/** A user's place in a team. Members and viewers reach the sites of their teams; administrators all. */
export interface TeamMemberAttributes {
  id: number;
  teamId: number;
  userId: number;
  createdAt: Date;
  updatedAt: Date;
}
export type TeamMemberCreation = Optional<TeamMemberAttributes, 'id' | 'createdAt' | 'updatedAt'>;
export interface TeamMember extends Model<TeamMemberAttributes, TeamMemberCreation>, TeamMemberAttributes {}
export type TeamMemberModel = ModelStatic<TeamMember>;

export function defineTeamMember(sequelize: Sequelize): TeamMemberModel {
  return sequelize.define<TeamMember>(
    'TeamMember',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      teamId: { type: DataTypes.INTEGER, allowNull: false },
      userId: { type: DataTypes.INTEGER, allowNull: false },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'team_members' },
  );
}
