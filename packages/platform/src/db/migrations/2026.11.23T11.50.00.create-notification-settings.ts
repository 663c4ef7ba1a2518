// Which emails a user receives (their email notification settings). One row per user, written the first
// time they save the settings; without a row every email is on.
import { DataTypes } from 'sequelize';
import { id, type MigrationFn, reference, TABLE_OPTIONS, timestamps } from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'notification_settings',
    {
      id: id(),
      user_id: reference('users'),
      budget_alerts: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      snapshot_failures: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      weekly_summary: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      ...timestamps(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('notification_settings', ['user_id'], {
    unique: true,
    name: 'notification_settings_user_id_unique',
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('notification_settings');
};
