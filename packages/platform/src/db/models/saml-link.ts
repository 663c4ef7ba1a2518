import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/** The user an organisation's identity provider means by a NameID (made at the first SAML sign-in). */
export interface SamlLinkAttributes {
  id: number;
  userId: number;
  organisationId: number;
  nameId: string;
  lastSignedInAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
export type SamlLinkCreation = Optional<
  SamlLinkAttributes,
  'id' | 'lastSignedInAt' | 'createdAt' | 'updatedAt'
>;
export interface SamlLink extends Model<SamlLinkAttributes, SamlLinkCreation>, SamlLinkAttributes {}
export type SamlLinkModel = ModelStatic<SamlLink>;

export function defineSamlLink(sequelize: Sequelize): SamlLinkModel {
  return sequelize.define<SamlLink>(
    'SamlLink',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      userId: { type: DataTypes.INTEGER, allowNull: false },
      organisationId: { type: DataTypes.INTEGER, allowNull: false },
      nameId: { type: DataTypes.STRING(512), allowNull: false },
      lastSignedInAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'saml_links' },
  );
}
