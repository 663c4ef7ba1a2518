import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/** A SAML assertion already used to sign in (until it expires): the unique key refuses a replay. */
export interface SamlConsumedAssertionAttributes {
  id: number;
  /** SHA-256 (hex) of the IdP's entity ID and the assertion ID. */
  assertionKey: string;
  expiresAt: Date;
  createdAt: Date;
}
export type SamlConsumedAssertionCreation = Optional<SamlConsumedAssertionAttributes, 'id' | 'createdAt'>;
export interface SamlConsumedAssertion
  extends Model<SamlConsumedAssertionAttributes, SamlConsumedAssertionCreation>,
    SamlConsumedAssertionAttributes {}
export type SamlConsumedAssertionModel = ModelStatic<SamlConsumedAssertion>;

export function defineSamlConsumedAssertion(sequelize: Sequelize): SamlConsumedAssertionModel {
  return sequelize.define<SamlConsumedAssertion>(
    'SamlConsumedAssertion',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      assertionKey: { type: DataTypes.STRING(64), allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      createdAt: DataTypes.DATE,
    },
    { tableName: 'saml_consumed_assertions', updatedAt: false },
  );
}
