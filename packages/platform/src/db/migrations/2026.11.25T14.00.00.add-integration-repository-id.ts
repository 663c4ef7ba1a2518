// The code host's repository by GitHub's numeric id, not only its name: names can be reused by another
// owner (or typed by another organisation), the id cannot, so incoming events are matched on it
// (with the installation). Bindings saved before this have none and receive no events until re-saved,
// which checks them against the organisation's installation.
import { DataTypes } from 'sequelize';
import { dropColumns, type MigrationFn } from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.addColumn('integrations', 'repository_id', {
    type: DataTypes.BIGINT,
    allowNull: true,
  });
  await queryInterface.addIndex('integrations', ['repository_id'], { name: 'integrations_repository' });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.removeIndex('integrations', 'integrations_repository');
  await dropColumns(queryInterface, 'integrations', ['repository_id']);
};
