// Error reports are anonymous: a page in an error loop, or a stranger, could add a row a request. The
// same error is now one row with a count (its fingerprint, and when it was last seen), and reports are
// pruned by when they were last seen.
import { DataTypes } from 'sequelize';
import { dropColumns, type MigrationFn, timestamp } from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.addColumn('error_reports', 'fingerprint', {
    type: DataTypes.CHAR(64),
    allowNull: true,
  });
  await queryInterface.addColumn('error_reports', 'occurrences', {
    type: DataTypes.INTEGER,
    allowNull: false,
    defaultValue: 1,
  });
  await queryInterface.addColumn('error_reports', 'last_seen_at', timestamp(true));
  await queryInterface.sequelize.query('UPDATE error_reports SET last_seen_at = created_at');
  await queryInterface.addIndex('error_reports', ['fingerprint'], { name: 'error_reports_fingerprint' });
  await queryInterface.addIndex('error_reports', ['last_seen_at'], { name: 'error_reports_last_seen' });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.removeIndex('error_reports', 'error_reports_fingerprint');
  await queryInterface.removeIndex('error_reports', 'error_reports_last_seen');
  await dropColumns(queryInterface, 'error_reports', ['fingerprint', 'occurrences', 'last_seen_at']);
};
