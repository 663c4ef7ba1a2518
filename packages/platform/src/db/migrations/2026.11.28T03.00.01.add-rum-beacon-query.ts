// The query parameters a site allows (its privacy rules), as the beacon carries them: name=value pairs
// joined by &, every other parameter dropped. NULL when the site allows none or the page had none.
import { DataTypes } from 'sequelize';
import { dropColumns, type MigrationFn } from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.addColumn('rum_beacons', 'query', { type: DataTypes.STRING(500), allowNull: true });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await dropColumns(queryInterface, 'rum_beacons', ['query']);
};
