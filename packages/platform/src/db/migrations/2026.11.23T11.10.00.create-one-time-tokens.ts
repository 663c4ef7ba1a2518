// Single-use, expiring tokens sent by mail (email verification, password reset). Only the SHA-256 of a
// token is stored; `email` is the address it was sent to, so a token stops working once the address
// changes; `used_at` marks it spent.
import { DataTypes } from 'sequelize';
import {
  id,
  type MigrationFn,
  reference,
  TABLE_OPTIONS,
  timestamp,
  timestamps,
} from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'one_time_tokens',
    {
      id: id(),
      purpose: { type: DataTypes.STRING(32), allowNull: false },
      user_id: reference('users'),
      token_hash: { type: DataTypes.STRING(64), allowNull: false },
      email: { type: DataTypes.STRING(255), allowNull: false },
      expires_at: timestamp(),
      used_at: timestamp(true),
      ...timestamps(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('one_time_tokens', ['token_hash'], {
    unique: true,
    name: 'one_time_tokens_hash_unique',
  });
  await queryInterface.addIndex('one_time_tokens', ['user_id', 'purpose'], {
    name: 'one_time_tokens_user_purpose',
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('one_time_tokens');
};
