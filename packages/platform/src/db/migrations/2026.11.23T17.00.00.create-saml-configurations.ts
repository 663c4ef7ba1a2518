// SAML single sign-on of an organisation: its identity provider (entity ID, SSO URL, signing certificate)
// and the email domain whose people sign in through it. One configuration per organisation.
import { DataTypes } from 'sequelize';
import {
  caseInsensitiveString,
  id,
  type MigrationFn,
  reference,
  TABLE_OPTIONS,
  timestamps,
} from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'saml_configurations',
    {
      id: id(),
      organisation_id: reference('organisations'),
      email_domain: { type: caseInsensitiveString(queryInterface, 255), allowNull: false },
      idp_entity_id: { type: DataTypes.STRING(1024), allowNull: false },
      sso_url: { type: DataTypes.STRING(2048), allowNull: false },
      // PEM; the IdP signs responses with its key
      certificate: { type: DataTypes.TEXT, allowNull: false },
      // the metadata document it came from, when it came from one
      metadata_xml: { type: DataTypes.TEXT, allowNull: true },
      enabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      ...timestamps(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('saml_configurations', ['organisation_id'], {
    unique: true,
    name: 'saml_configurations_organisation_unique',
  });
  // An email address leads to one identity provider.
  await queryInterface.addIndex('saml_configurations', ['email_domain'], {
    unique: true,
    name: 'saml_configurations_email_domain_unique',
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('saml_configurations');
};
