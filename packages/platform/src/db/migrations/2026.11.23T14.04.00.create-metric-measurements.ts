import { DataTypes } from 'sequelize';
import { type MigrationFn, reference, TABLE_OPTIONS, timestamp } from '../migration-helpers.ts';

// Every metric definition's value of every completed test, for history charts and budgets. The site,
// page and profile are copied from the test so history reads one index.
export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'metric_measurements',
    {
      id: { type: DataTypes.BIGINT, autoIncrement: true, primaryKey: true, allowNull: false },
      test_id: reference('tests'),
      site_id: reference('sites'),
      page_id: reference('pages'),
      profile_id: reference('test_profiles'),
      metric: { type: DataTypes.STRING(64), allowNull: false },
      value: { type: DataTypes.DOUBLE, allowNull: false },
      measured_at: timestamp(),
    },
    TABLE_OPTIONS,
  );
  // A retried test writes its values again: one row per test and metric.
  await queryInterface.addIndex('metric_measurements', ['test_id', 'metric'], {
    unique: true,
    name: 'metric_measurements_test_metric_unique',
  });
  await queryInterface.addIndex('metric_measurements', ['site_id', 'metric', 'measured_at'], {
    name: 'metric_measurements_history',
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('metric_measurements');
};
