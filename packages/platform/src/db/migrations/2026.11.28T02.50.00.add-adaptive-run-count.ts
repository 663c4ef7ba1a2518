// Adaptive run counts (issue 21): a test runs Lighthouse several times and keeps its median run. Each
// site says how (at least `min_runs`, at most `max_runs`, until the confidence interval of
// `run_key_metric` lies within `run_target_percent` % of its median); a test records how many runs it
// made, and each of its measurements the spread of those runs: the interquartile range and the 95 %
// confidence interval. Tests from before have no run count and their measurements no spread (null).
import { DataTypes } from 'sequelize';
import { dropColumns, type MigrationFn } from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.addColumn('sites', 'min_runs', {
    type: DataTypes.INTEGER,
    allowNull: false,
    defaultValue: 3,
  });
  await queryInterface.addColumn('sites', 'max_runs', {
    type: DataTypes.INTEGER,
    allowNull: false,
    defaultValue: 9,
  });
  await queryInterface.addColumn('sites', 'run_key_metric', {
    type: DataTypes.STRING(64),
    allowNull: false,
    defaultValue: 'performance_score',
  });
  await queryInterface.addColumn('sites', 'run_target_percent', {
    type: DataTypes.DOUBLE,
    allowNull: false,
    defaultValue: 5,
  });
  await queryInterface.addColumn('tests', 'run_count', { type: DataTypes.INTEGER, allowNull: true });
  for (const column of ['iqr', 'ci_lower', 'ci_upper'])
    await queryInterface.addColumn('metric_measurements', column, {
      type: DataTypes.DOUBLE,
      allowNull: true,
    });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await dropColumns(queryInterface, 'metric_measurements', ['ci_upper', 'ci_lower', 'iqr']);
  await dropColumns(queryInterface, 'tests', ['run_count']);
  await dropColumns(queryInterface, 'sites', [
    'run_target_percent',
    'run_key_metric',
    'max_runs',
    'min_runs',
  ]);
};
