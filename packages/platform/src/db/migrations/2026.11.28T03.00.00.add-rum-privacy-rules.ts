// A site's privacy rules for the embed script: path scrubbing rules, the query parameters kept, the
// selectors of elements never recorded (JSON lists of strings; NULL reads as none) and the consent mode.
// The embed code carries them to the script; collection applies the path and query rules again.
import { DataTypes } from 'sequelize';
import { dropColumns, type MigrationFn } from '../migration-helpers.ts';

const LISTS = ['path_rules', 'query_parameters', 'never_recorded_selectors'];

export const up: MigrationFn = async ({ context: queryInterface }) => {
  for (const column of LISTS)
    await queryInterface.addColumn('rum_settings', column, { type: DataTypes.TEXT, allowNull: true });
  await queryInterface.addColumn('rum_settings', 'consent_mode', {
    type: DataTypes.BOOLEAN,
    allowNull: false,
    defaultValue: false,
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await dropColumns(queryInterface, 'rum_settings', ['consent_mode', ...[...LISTS].reverse()]);
};
