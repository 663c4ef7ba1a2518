// The demo organisation (`npm run demo-data`) is marked as such: its sites' audits may reach the demo
// website on loopback (and nothing else there), its CrUX figures are labelled sample data, and
// `npm run demo-data -- --remove` finds everything of it by this mark rather than by a slug a customer
// could also have chosen.
import { DataTypes } from 'sequelize';
import { dropColumns, type MigrationFn } from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.addColumn('organisations', 'demo', {
    type: DataTypes.BOOLEAN,
    allowNull: false,
    defaultValue: false,
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await dropColumns(queryInterface, 'organisations', ['demo']);
};
