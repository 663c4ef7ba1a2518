// SAML assertion IDs already used to sign in, kept until the assertion expires: a replayed response is
// refused by the unique index.
import { DataTypes } from 'sequelize';
import { id, type MigrationFn, TABLE_OPTIONS, timestamp } from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'saml_consumed_assertions',
    {
      id: id(),
      // the IdP's entity ID with the assertion ID: IDs are unique per issuer only
      assertion_key: { type: DataTypes.STRING(64), allowNull: false },
      expires_at: timestamp(),
      created_at: timestamp(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('saml_consumed_assertions', ['assertion_key'], {
    unique: true,
    name: 'saml_consumed_assertions_key_unique',
  });
  await queryInterface.addIndex('saml_consumed_assertions', ['expires_at'], {
    name: 'saml_consumed_assertions_expires_at',
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('saml_consumed_assertions');
};
