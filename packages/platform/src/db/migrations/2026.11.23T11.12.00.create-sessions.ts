// Sessions in the embedded mode (no Redis): the database keeps them, so a restart signs nobody out.
// A key-value table with an expiry, read through the same interface as the Redis store.
import { DataTypes } from 'sequelize';
import { type MigrationFn, TABLE_OPTIONS, timestamp } from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'sessions',
    {
      key: { type: DataTypes.STRING(100), allowNull: false, primaryKey: true },
      value: { type: DataTypes.TEXT, allowNull: false },
      expires_at: timestamp(true),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('sessions', ['expires_at'], { name: 'sessions_expires_at' });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('sessions');
};
