// Artifact retention (issue 21): a test whose report, screenshot and filmstrip were removed by the
// retention sweep says when (`artifacts_pruned_at`), so screens and downloads explain the missing files
// instead of linking to nothing; a pull request's check run records whether its statistical verdict
// found a regression (`regressed`), which keeps the artifacts of the runs behind it.
import { DataTypes } from 'sequelize';
import { dropColumns, type MigrationFn, timestamp } from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.addColumn('tests', 'artifacts_pruned_at', timestamp(true));
  await queryInterface.addColumn('integration_check_runs', 'regressed', {
    type: DataTypes.BOOLEAN,
    allowNull: true,
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await dropColumns(queryInterface, 'integration_check_runs', ['regressed']);
  await dropColumns(queryInterface, 'tests', ['artifacts_pruned_at']);
};
