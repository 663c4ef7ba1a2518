// Page groupings: a name and a path pattern (starts with /, at least one * wildcard, ** allowed) that
// groups RUM paths. Earlier positions win when several patterns match a path.
import { DataTypes } from 'sequelize';
import { id, type MigrationFn, reference, TABLE_OPTIONS, timestamps } from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'rum_page_groupings',
    {
      id: id(),
      uuid: { type: DataTypes.UUID, allowNull: false },
      site_id: reference('sites'),
      name: { type: DataTypes.STRING(255), allowNull: false },
      pattern: { type: DataTypes.STRING(500), allowNull: false },
      position: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      ...timestamps(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('rum_page_groupings', ['uuid'], {
    unique: true,
    name: 'rum_page_groupings_uuid_unique',
  });
  await queryInterface.addIndex('rum_page_groupings', ['site_id', 'position'], {
    name: 'rum_page_groupings_site_position',
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('rum_page_groupings');
};
