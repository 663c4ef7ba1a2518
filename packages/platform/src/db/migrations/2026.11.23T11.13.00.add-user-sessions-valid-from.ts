// Sessions started before this time are no longer accepted: a new password (a reset link) signs the user
// out everywhere else, without an index of sessions per user in Redis.
import { dropColumns, type MigrationFn, timestamp } from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.addColumn('users', 'sessions_valid_from', timestamp(true));
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await dropColumns(queryInterface, 'users', ['sessions_valid_from']);
};
