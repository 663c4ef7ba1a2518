// Invitations to an organisation. The invited person's account and membership exist from the start
// (so administrators see them in People, marked pending); the invitation holds the emailed token, stored
// as its SHA-256, until it is accepted or expires (7 days).
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
    'invitations',
    {
      id: id(),
      uuid: { type: DataTypes.UUID, allowNull: false },
      organisation_id: reference('organisations'),
      user_id: reference('users'),
      // Who sent it; kept when that person's account goes.
      invited_by_id: {
        type: DataTypes.INTEGER,
        allowNull: true,
        references: { model: 'users', key: 'id' },
        onDelete: 'SET NULL',
        onUpdate: 'CASCADE',
      },
      token_hash: { type: DataTypes.STRING(64), allowNull: false },
      expires_at: timestamp(),
      accepted_at: timestamp(true),
      ...timestamps(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('invitations', ['uuid'], { unique: true, name: 'invitations_uuid_unique' });
  await queryInterface.addIndex('invitations', ['token_hash'], {
    unique: true,
    name: 'invitations_token_hash_unique',
  });
  await queryInterface.addIndex('invitations', ['organisation_id', 'user_id'], {
    name: 'invitations_organisation_user',
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('invitations');
};
