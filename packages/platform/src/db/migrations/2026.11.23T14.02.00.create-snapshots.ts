import { DataTypes } from 'sequelize';
import {
  id,
  type MigrationFn,
  reference,
  TABLE_OPTIONS,
  timestamp,
  timestamps,
} from '../migration-helpers.ts';

// One run across chosen pages and profiles of a site. Test counts are read from its tests.
export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'snapshots',
    {
      id: id(),
      uuid: { type: DataTypes.UUID, allowNull: false },
      site_id: reference('sites'),
      status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'created' },
      // manual | schedule | integration | api; the client says which program asked (web, cli, …).
      trigger: { type: DataTypes.STRING(16), allowNull: false },
      trigger_client: { type: DataTypes.STRING(64), allowNull: false },
      requested_by_user_id: { type: DataTypes.INTEGER, allowNull: true },
      browser_version: { type: DataTypes.STRING(64), allowNull: true },
      lighthouse_version: { type: DataTypes.STRING(32), allowNull: true },
      started_at: timestamp(true),
      finished_at: timestamp(true),
      ...timestamps(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('snapshots', ['uuid'], { unique: true, name: 'snapshots_uuid_unique' });
  await queryInterface.addIndex('snapshots', ['site_id', 'id'], { name: 'snapshots_site_id' });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('snapshots');
};
