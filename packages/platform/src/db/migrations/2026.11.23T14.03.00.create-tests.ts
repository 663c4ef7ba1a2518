import { DataTypes } from 'sequelize';
import {
  id,
  type MigrationFn,
  reference,
  TABLE_OPTIONS,
  timestamp,
  timestamps,
} from '../migration-helpers.ts';

// One audit of one page with one profile inside a snapshot. `failure_code` holds one code of the spec's
// test artifact errors for a test that did not complete (a classifier fills it in).
export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'tests',
    {
      id: id(),
      uuid: { type: DataTypes.UUID, allowNull: false },
      snapshot_id: reference('snapshots'),
      site_id: reference('sites'),
      page_id: reference('pages'),
      profile_id: reference('test_profiles'),
      status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'created' },
      failure_code: { type: DataTypes.STRING(64), allowNull: true },
      failure_message: { type: DataTypes.TEXT, allowNull: true },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      url: { type: DataTypes.STRING(2048), allowNull: false },
      final_url: { type: DataTypes.STRING(2048), allowNull: true },
      browser_version: { type: DataTypes.STRING(64), allowNull: true },
      lighthouse_version: { type: DataTypes.STRING(32), allowNull: true },
      duration_ms: { type: DataTypes.INTEGER, allowNull: true },
      artifacts: { type: DataTypes.TEXT, allowNull: true },
      started_at: timestamp(true),
      finished_at: timestamp(true),
      ...timestamps(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('tests', ['uuid'], { unique: true, name: 'tests_uuid_unique' });
  await queryInterface.addIndex('tests', ['snapshot_id'], { name: 'tests_snapshot' });
  await queryInterface.addIndex('tests', ['site_id', 'page_id', 'profile_id'], {
    name: 'tests_site_page_profile',
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('tests');
};
