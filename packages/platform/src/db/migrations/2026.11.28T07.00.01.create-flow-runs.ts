import { DataTypes } from 'sequelize';
import {
  id,
  type MigrationFn,
  reference,
  TABLE_OPTIONS,
  timestamp,
  timestamps,
} from '../migration-helpers.ts';

// One audit of a flow: inside a snapshot (snapshot_id) or on demand (null). Its states are a test's; the
// flow report (Lighthouse's HTML) is its artifact. Each measured step's values are a row of
// flow_step_results, keyed by the step's stable id so a renamed or moved step keeps its history.
export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'flow_runs',
    {
      id: id(),
      uuid: { type: DataTypes.UUID, allowNull: false },
      flow_id: reference('flows'),
      site_id: reference('sites'),
      snapshot_id: {
        type: DataTypes.INTEGER,
        allowNull: true,
        references: { model: 'snapshots', key: 'id' },
        onDelete: 'CASCADE',
        onUpdate: 'CASCADE',
      },
      // A pull request's snapshot runs the flow on its deploy preview: each navigate step's path there.
      base_url: { type: DataTypes.STRING(2048), allowNull: true },
      status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'created' },
      failure_code: { type: DataTypes.STRING(64), allowNull: true },
      failure_message: { type: DataTypes.TEXT, allowNull: true },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      browser_version: { type: DataTypes.STRING(64), allowNull: true },
      lighthouse_version: { type: DataTypes.STRING(32), allowNull: true },
      duration_ms: { type: DataTypes.INTEGER, allowNull: true },
      artifacts: { type: DataTypes.TEXT, allowNull: true },
      started_at: timestamp(true),
      finished_at: timestamp(true),
      ...timestamps(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('flow_runs', ['uuid'], { unique: true, name: 'flow_runs_uuid_unique' });
  await queryInterface.addIndex('flow_runs', ['flow_id', 'id'], { name: 'flow_runs_flow' });
  await queryInterface.addIndex('flow_runs', ['snapshot_id'], { name: 'flow_runs_snapshot' });

  await queryInterface.createTable(
    'flow_step_results',
    {
      id: id(),
      flow_run_id: reference('flow_runs'),
      flow_id: reference('flows'),
      site_id: reference('sites'),
      step_id: { type: DataTypes.STRING(16), allowNull: false },
      step_index: { type: DataTypes.INTEGER, allowNull: false },
      step_name: { type: DataTypes.STRING(255), allowNull: false },
      mode: { type: DataTypes.STRING(16), allowNull: false },
      metrics: { type: DataTypes.TEXT, allowNull: false },
      measured_at: timestamp(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('flow_step_results', ['flow_id', 'step_id', 'measured_at'], {
    name: 'flow_step_results_history',
  });
  await queryInterface.addIndex('flow_step_results', ['flow_run_id'], { name: 'flow_step_results_run' });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('flow_step_results');
  await queryInterface.dropTable('flow_runs');
};
