import { DataTypes } from 'sequelize';
import { id, type MigrationFn, reference, TABLE_OPTIONS, timestamps } from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'memberships',
    {
      id: id(),
      user_id: reference('users'),
      organisation_id: reference('organisations'),
      // admin | member | viewer, checked by the model.
      role: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'member' },
      ...timestamps(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('memberships', ['user_id', 'organisation_id'], {
    unique: true,
    name: 'memberships_user_organisation_unique',
  });
  await queryInterface.addIndex('memberships', ['organisation_id'], {
    name: 'memberships_organisation_id',
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('memberships');
};
