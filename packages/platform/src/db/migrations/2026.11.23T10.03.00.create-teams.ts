import { DataTypes } from 'sequelize';
import {
  caseInsensitiveString,
  id,
  type MigrationFn,
  reference,
  TABLE_OPTIONS,
  timestamps,
} from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'teams',
    {
      id: id(),
      organisation_id: reference('organisations'),
      // "A duplicate team name is rejected": Core and core are the same team name.
      name: { type: caseInsensitiveString(queryInterface, 255), allowNull: false },
      slug: { type: DataTypes.STRING(255), allowNull: false },
      description: { type: DataTypes.TEXT, allowNull: true },
      ...timestamps(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('teams', ['organisation_id', 'name'], {
    unique: true,
    name: 'teams_organisation_name_unique',
  });
  await queryInterface.addIndex('teams', ['organisation_id', 'slug'], {
    unique: true,
    name: 'teams_organisation_slug_unique',
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('teams');
};
