import { randomBytes } from 'node:crypto';
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
  /** What the domain's TXT record must hold to prove that this organisation holds the domain. */
  domainToken: string;
  /** The email domain while proved (sign-in goes by it; unique), else null. */
  provedDomain: string | null;
  domainProvedAt: Date | null;
  /** When the TXT record was last looked up (by the administrator's check, or the schedule's). */
  domainCheckedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
export type SamlConfigurationCreation = Optional<
  SamlConfigurationAttributes,
  | 'id'
  | 'metadataXml'
  | 'enabled'
  | 'domainToken'
  | 'provedDomain'
  | 'domainProvedAt'
  | 'domainCheckedAt'
  | 'createdAt'
  | 'updatedAt'
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
      domainToken: {
        type: DataTypes.STRING(64),
        allowNull: false,
        defaultValue: () => randomBytes(18).toString('base64url'),
      },
      provedDomain: { type: DataTypes.STRING(255), allowNull: true },
      domainProvedAt: { type: DataTypes.DATE, allowNull: true },
      domainCheckedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'saml_configurations' },
  );
}
