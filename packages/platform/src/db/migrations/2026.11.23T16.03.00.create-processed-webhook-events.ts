// Stripe event ids already handled: the same event delivered twice changes nothing the second time.
import { DataTypes } from 'sequelize';
import { id, type MigrationFn, TABLE_OPTIONS, timestamp } from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'processed_webhook_events',
    {
      id: id(),
      // stripe, or another provider later
      provider: { type: DataTypes.STRING(16), allowNull: false },
      event_id: { type: DataTypes.STRING(255), allowNull: false },
      type: { type: DataTypes.STRING(100), allowNull: false },
      created_at: timestamp(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('processed_webhook_events', ['provider', 'event_id'], {
    unique: true,
    name: 'processed_webhook_events_unique',
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('processed_webhook_events');
};
