import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/** An organisation's SAML identity provider, and the email domain whose people sign in through it. */
export interface SamlConfigurationAttributes {
  id: number;
  organisationId: number;
  /** Lower case, without the @. */
  emailDomain: string;
  idpEntityId: string;
  ssoUrl: string;
  /** PEM of the IdP's signing certificate. */
  certificate: string;
  metadataXml: string | null;
  enabled: boolean;
  createdAt: Date;
  updatedAt: Date;
}
export type SamlConfigurationCreation = Optional<
  SamlConfigurationAttributes,
  'id' | 'metadataXml' | 'enabled' | 'createdAt' | 'updatedAt'
>;
export interface SamlConfiguration
  extends Model<SamlConfigurationAttributes, SamlConfigurationCreation>,
    SamlConfigurationAttributes {}
export type SamlConfigurationModel = ModelStatic<SamlConfiguration>;

export function defineSamlConfiguration(sequelize: Sequelize): SamlConfigurationModel {
  return sequelize.define<SamlConfiguration>(
    'SamlConfiguration',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      organisationId: { type: DataTypes.INTEGER, allowNull: false },
      emailDomain: { type: DataTypes.STRING(255), allowNull: false },
      idpEntityId: { type: DataTypes.STRING(1024), allowNull: false },
      ssoUrl: { type: DataTypes.STRING(2048), allowNull: false },
      certificate: { type: DataTypes.TEXT, allowNull: false },
      metadataXml: { type: DataTypes.TEXT, allowNull: true },
      enabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'saml_configurations' },
  );
}
