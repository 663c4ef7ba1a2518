// Which user an organisation's identity provider means by a NameID: set at the first SAML sign-in.
import { DataTypes } from 'sequelize';
import {
  id,
  type MigrationFn,
  reference,
  TABLE_OPTIONS,
  timestamp,
  timestamps,
} from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'saml_links',
    {
      id: id(),
      user_id: reference('users'),
      organisation_id: reference('organisations'),
      name_id: { type: DataTypes.STRING(512), allowNull: false },
      last_signed_in_at: timestamp(true),
      ...timestamps(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('saml_links', ['organisation_id', 'name_id'], {
    unique: true,
    name: 'saml_links_name_id_unique',
  });
  await queryInterface.addIndex('saml_links', ['user_id', 'organisation_id'], {
    unique: true,
    name: 'saml_links_user_unique',
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('saml_links');
};
