// Share links of a test report: the token lives only in the link; the table keeps its SHA-256.
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
    'share_links',
    {
      id: id(),
      uuid: { type: DataTypes.UUID, allowNull: false, unique: true },
      test_id: reference('tests'),
      created_by: reference('users'),
      token_hash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
      revoked_at: timestamp(true),
      ...timestamps(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('share_links', ['test_id'], { name: 'share_links_test' });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('share_links');
};
