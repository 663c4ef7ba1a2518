import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

export interface OrganisationAttributes {
  id: number;
  name: string;
  slug: string;
  isActive: boolean;
  /** The rum feature flag: gates the RUM screens and page groupings. */
  rumEnabled: boolean;
  /** The demo organisation of `npm run demo-data`: sample data, removable in one step. */
  demo: boolean;
  createdAt: Date;
  updatedAt: Date;
}
export type OrganisationCreation = Optional<
  OrganisationAttributes,
  'id' | 'isActive' | 'rumEnabled' | 'demo' | 'createdAt' | 'updatedAt'
>;
export interface Organisation
  extends Model<OrganisationAttributes, OrganisationCreation>,
    OrganisationAttributes {}
export type OrganisationModel = ModelStatic<Organisation>;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function defineOrganisation(sequelize: Sequelize): OrganisationModel {
  return sequelize.define<Organisation>(
    'Organisation',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      name: { type: DataTypes.STRING(255), allowNull: false, validate: { len: [1, 255] } },
      slug: { type: DataTypes.STRING(255), allowNull: false, unique: true, validate: { is: SLUG_PATTERN } },
      isActive: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      rumEnabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      demo: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'organisations' },
  );
}
