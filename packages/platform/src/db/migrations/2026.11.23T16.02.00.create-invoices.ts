// Invoices as Stripe last told us (webhooks): date, amount, status. Kept, like subscriptions, after the
// organisation is deleted.
import { DataTypes } from 'sequelize';
import { id, type MigrationFn, TABLE_OPTIONS, timestamp, timestamps } from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  const nullableReference = (table: string) => ({
    type: DataTypes.INTEGER,
    allowNull: true,
    references: { model: table, key: 'id' },
    onDelete: 'SET NULL',
    onUpdate: 'CASCADE',
  });
  await queryInterface.createTable(
    'invoices',
    {
      id: id(),
      uuid: { type: DataTypes.UUID, allowNull: false },
      organisation_id: nullableReference('organisations'),
      subscription_id: nullableReference('subscriptions'),
      stripe_invoice_id: { type: DataTypes.STRING(64), allowNull: false },
      number: { type: DataTypes.STRING(64), allowNull: true },
      // paid, unpaid (shown as Retrying), failed, draft (shown as Upcoming), void
      status: { type: DataTypes.STRING(16), allowNull: false },
      // In the currency's smallest unit (cents).
      amount: { type: DataTypes.INTEGER, allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      issued_at: timestamp(),
      period_start: timestamp(true),
      period_end: timestamp(true),
      attempt_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      next_attempt_at: timestamp(true),
      hosted_url: { type: DataTypes.TEXT, allowNull: true },
      pdf_url: { type: DataTypes.TEXT, allowNull: true },
      ...timestamps(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('invoices', ['uuid'], { unique: true, name: 'invoices_uuid_unique' });
  await queryInterface.addIndex('invoices', ['stripe_invoice_id'], {
    unique: true,
    name: 'invoices_stripe_invoice_unique',
  });
  await queryInterface.addIndex('invoices', ['organisation_id', 'issued_at'], {
    name: 'invoices_organisation_issued',
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('invoices');
};
