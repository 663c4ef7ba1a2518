// When a user last closed the changelog menu: entries newer than this are unread (spec section 4).
import { dropColumns, type MigrationFn, timestamp } from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.addColumn('users', 'changelog_viewed_at', timestamp(true));
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await dropColumns(queryInterface, 'users', ['changelog_viewed_at']);
};
