import { DataTypes } from 'sequelize';
import { id, type MigrationFn, TABLE_OPTIONS, timestamps } from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'users',
    {
      id: id(),
      uuid: { type: DataTypes.UUID, allowNull: false },
      name: { type: DataTypes.STRING(255), allowNull: false },
      email: { type: DataTypes.STRING(255), allowNull: false },
      password_hash: { type: DataTypes.STRING(255), allowNull: true },
      avatar: { type: DataTypes.STRING(2048), allowNull: true },
      staff: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      ...timestamps(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('users', ['uuid'], { unique: true, name: 'users_uuid_unique' });
  await queryInterface.addIndex('users', ['email'], { unique: true, name: 'users_email_unique' });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('users');
};
