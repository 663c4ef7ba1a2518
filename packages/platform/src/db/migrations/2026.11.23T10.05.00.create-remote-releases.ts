import { DataTypes } from 'sequelize';
import { id, type MigrationFn, TABLE_OPTIONS, timestamp, timestamps } from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'remote_releases',
    {
      id: id(),
      name: { type: DataTypes.STRING(64), allowNull: false },
      version: { type: DataTypes.STRING(64), allowNull: false },
      entry_url: { type: DataTypes.STRING(1024), allowNull: false },
      released_at: timestamp(),
      // TRUE or NULL (never FALSE), so the unique index below allows one active release per remote.
      active: { type: DataTypes.BOOLEAN, allowNull: true },
      activated_at: timestamp(true),
      ...timestamps(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('remote_releases', ['name', 'version'], {
    unique: true,
    name: 'remote_releases_name_version_unique',
  });
  await queryInterface.addIndex('remote_releases', ['name', 'active'], {
    unique: true,
    name: 'remote_releases_one_active_per_name',
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('remote_releases');
};
