import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import { SLUG_PATTERN } from './organisation.ts';

export interface TeamAttributes {
  id: number;
  organisationId: number;
  /** Unique within the organisation, whatever the letter case. */
  name: string;
  slug: string;
  description: string | null;
  createdAt: Date;
  updatedAt: Date;
}
export type TeamCreation = Optional<TeamAttributes, 'id' | 'description' | 'createdAt' | 'updatedAt'>;
export interface Team extends Model<TeamAttributes, TeamCreation>, TeamAttributes {}
export type TeamModel = ModelStatic<Team>;

export function defineTeam(sequelize: Sequelize): TeamModel {
  return sequelize.define<Team>(
    'Team',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      organisationId: { type: DataTypes.INTEGER, allowNull: false },
      name: { type: DataTypes.STRING(255), allowNull: false, validate: { len: [1, 255] } },
      slug: { type: DataTypes.STRING(255), allowNull: false, validate: { is: SLUG_PATTERN } },
      description: { type: DataTypes.TEXT, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'teams' },
  );
}
