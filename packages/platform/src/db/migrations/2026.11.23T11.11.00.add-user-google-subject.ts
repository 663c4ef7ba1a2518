// The Google account (the OpenID Connect `sub`) a user signs in with; one Pace user per Google account.
import { DataTypes } from 'sequelize';
import { dropColumns, type MigrationFn } from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.addColumn('users', 'google_subject', { type: DataTypes.STRING(255), allowNull: true });
  // SQLite cannot add a UNIQUE column; a unique index does the same in both (NULLs never collide).
  await queryInterface.addIndex('users', ['google_subject'], {
    unique: true,
    name: 'users_google_subject_unique',
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.removeIndex('users', 'users_google_subject_unique');
  await dropColumns(queryInterface, 'users', ['google_subject']);
};
