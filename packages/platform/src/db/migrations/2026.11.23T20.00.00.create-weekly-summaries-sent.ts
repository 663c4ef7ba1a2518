// One row per user and week the weekly summary went out: the job runs when its schedule starts (every
// start of the embedded mode), and a restart must not mail everyone again.
import { DataTypes } from 'sequelize';
import { id, type MigrationFn, reference, TABLE_OPTIONS, timestamps } from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'weekly_summaries_sent',
    {
      id: id(),
      user_id: reference('users'),
      // The Monday (UTC) that starts the week, as YYYY-MM-DD.
      week: { type: DataTypes.STRING(10), allowNull: false },
      ...timestamps(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('weekly_summaries_sent', ['user_id', 'week'], {
    unique: true,
    name: 'weekly_summaries_sent_user_week_unique',
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('weekly_summaries_sent');
};
