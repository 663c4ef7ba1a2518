import { DataTypes } from 'sequelize';
import { id, type MigrationFn, reference, TABLE_OPTIONS, timestamps } from '../migration-helpers.ts';

// How a site's pages are tested: device, connection, and what the browser sends, blocks or runs.
// Lists (headers, cookies, blocked hosts, blocked third parties) are JSON in TEXT columns.
export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'test_profiles',
    {
      id: id(),
      uuid: { type: DataTypes.UUID, allowNull: false },
      site_id: reference('sites'),
      name: { type: DataTypes.STRING(255), allowNull: false },
      device: { type: DataTypes.STRING(16), allowNull: false },
      connection: { type: DataTypes.STRING(16), allowNull: false },
      block_javascript: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      ad_blocker: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      headers: { type: DataTypes.TEXT, allowNull: true },
      cookies: { type: DataTypes.TEXT, allowNull: true },
      blocked_hosts: { type: DataTypes.TEXT, allowNull: true },
      blocked_third_parties: { type: DataTypes.TEXT, allowNull: true },
      ...timestamps(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('test_profiles', ['uuid'], {
    unique: true,
    name: 'test_profiles_uuid_unique',
  });
  await queryInterface.addIndex('test_profiles', ['site_id'], { name: 'test_profiles_site' });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('test_profiles');
};
