import { DataTypes } from 'sequelize';
import { id, type MigrationFn, reference, TABLE_OPTIONS, timestamps } from '../migration-helpers.ts';

// User flows (issue 22): a site's ordered steps (navigate, click, type, wait for, submit), kept as
// validated JSON data that the audit process performs by selector; nothing in it is ever run as code.
export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'flows',
    {
      id: id(),
      uuid: { type: DataTypes.UUID, allowNull: false },
      site_id: reference('sites'),
      name: { type: DataTypes.STRING(255), allowNull: false },
      steps: { type: DataTypes.TEXT, allowNull: false },
      ...timestamps(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('flows', ['uuid'], { unique: true, name: 'flows_uuid_unique' });
  await queryInterface.addIndex('flows', ['site_id'], { name: 'flows_site' });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('flows');
};
