import { DataTypes } from 'sequelize';
import { id, type MigrationFn, reference, TABLE_OPTIONS, timestamps } from '../migration-helpers.ts';

// A code host check run of one pull request's head commit, as Pace follows it: its state (spec section
// 4), the deployment it measures, its snapshot, and the ids the code host gave the run and the comment.
export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'integration_check_runs',
    {
      id: id(),
      uuid: { type: DataTypes.UUID, allowNull: false },
      integration_id: reference('integrations'),
      repository: { type: DataTypes.STRING(255), allowNull: false },
      pull_number: { type: DataTypes.INTEGER, allowNull: false },
      head_sha: { type: DataTypes.STRING(64), allowNull: false },
      deployment_id: { type: DataTypes.STRING(64), allowNull: true },
      environment_url: { type: DataTypes.STRING(2048), allowNull: true },
      external_id: { type: DataTypes.BIGINT, allowNull: true },
      comment_id: { type: DataTypes.BIGINT, allowNull: true },
      state: { type: DataTypes.STRING(32), allowNull: false },
      outcome: { type: DataTypes.STRING(16), allowNull: true },
      snapshot_id: { type: DataTypes.INTEGER, allowNull: true },
      ...timestamps(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('integration_check_runs', ['uuid'], {
    unique: true,
    name: 'integration_check_runs_uuid_unique',
  });
  await queryInterface.addIndex('integration_check_runs', ['integration_id', 'repository', 'pull_number'], {
    name: 'integration_check_runs_pull',
  });
  await queryInterface.addIndex('integration_check_runs', ['snapshot_id'], {
    name: 'integration_check_runs_snapshot',
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('integration_check_runs');
};
