// Every run's value of each metric (issue 21): a test keeps its median run's value and the spread of its
// runs, and now the runs' values themselves (a JSON list, in run order), so the pull request check can
// compare a single deployment's 3 to 9 runs with the main branch's. Null for tests from before.
import { DataTypes } from 'sequelize';
import { dropColumns, type MigrationFn } from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.addColumn('metric_measurements', 'run_values', {
    type: DataTypes.TEXT,
    allowNull: true,
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await dropColumns(queryInterface, 'metric_measurements', ['run_values']);
};
