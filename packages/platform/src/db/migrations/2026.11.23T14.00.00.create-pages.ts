import { DataTypes } from 'sequelize';
import { id, type MigrationFn, reference, TABLE_OPTIONS, timestamps } from '../migration-helpers.ts';

// Pages of a site that synthetic tests audit: a name and the full URL to load.
export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'pages',
    {
      id: id(),
      uuid: { type: DataTypes.UUID, allowNull: false },
      site_id: reference('sites'),
      name: { type: DataTypes.STRING(255), allowNull: false },
      url: { type: DataTypes.STRING(2048), allowNull: false },
      ...timestamps(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('pages', ['uuid'], { unique: true, name: 'pages_uuid_unique' });
  await queryInterface.addIndex('pages', ['site_id'], { name: 'pages_site' });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('pages');
};
