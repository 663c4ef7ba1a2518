// The in-process queues' journal (embedded mode, no Redis): a job waiting, delayed, retrying or running
// has a row until it succeeds or fails for good, so a crash or restart runs it again instead of losing
// it. Repeating jobs have none: their schedules are stated again at every start.
import { DataTypes } from 'sequelize';
import { type MigrationFn, TABLE_OPTIONS } from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'queued_jobs',
    {
      // `<queue>:<job id>`: the job id is the idempotency key within its queue.
      job_key: { type: DataTypes.STRING(300), primaryKey: true, allowNull: false },
      queue: { type: DataTypes.STRING(100), allowNull: false },
      job_id: { type: DataTypes.STRING(190), allowNull: false },
      name: { type: DataTypes.STRING(100), allowNull: false },
      data: { type: DataTypes.TEXT, allowNull: false },
      failed_attempts: { type: DataTypes.INTEGER, allowNull: false },
      // When it may run (epoch ms): the delay or the backoff of a retry.
      run_at: { type: DataTypes.BIGINT, allowNull: false },
    },
    TABLE_OPTIONS,
  );
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('queued_jobs');
};
