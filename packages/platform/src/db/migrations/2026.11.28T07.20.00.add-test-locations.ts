// Test locations (issue 21): a location is a pool of audit workers. Each worker writes a row here while
// it lives (`audit_agents`, its heartbeat), so the agent screen can offer the locations that have one;
// a test records the location it was routed to and ran at (`tests.location`, null: the default). The
// IP option now chooses the audited host's address family: `dynamic` (whatever DNS answers first),
// `ipv4` or `ipv6`; the old `fixed` did nothing and becomes `dynamic`.
import { DataTypes } from 'sequelize';
import { dropColumns, type MigrationFn, TABLE_OPTIONS } from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'audit_agents',
    {
      // `<host>:<pid>:<start>`: one worker process.
      agent_id: { type: DataTypes.STRING(190), primaryKey: true, allowNull: false },
      // '' for the default location.
      location: { type: DataTypes.STRING(32), allowNull: false },
      host: { type: DataTypes.STRING(255), allowNull: false },
      // Epoch ms of the last beat (compared as a number in both databases).
      seen_at: { type: DataTypes.BIGINT, allowNull: false },
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('audit_agents', ['seen_at']);
  await queryInterface.addColumn('tests', 'location', { type: DataTypes.STRING(32), allowNull: true });
  await queryInterface.sequelize.query("UPDATE sites SET ip_option = 'dynamic' WHERE ip_option = 'fixed'");
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await dropColumns(queryInterface, 'tests', ['location']);
  await queryInterface.dropTable('audit_agents');
};
