// One subscription per organisation: the plan, its state (spec section 4) and the Stripe objects behind it.
// The row outlives its organisation (cancelling deletes the organisation): organisation_id becomes NULL
// and organisation_name keeps whose it was, for the billing records.
import { DataTypes } from 'sequelize';
import { id, type MigrationFn, TABLE_OPTIONS, timestamp, timestamps } from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'subscriptions',
    {
      id: id(),
      uuid: { type: DataTypes.UUID, allowNull: false },
      organisation_id: {
        type: DataTypes.INTEGER,
        allowNull: true,
        references: { model: 'organisations', key: 'id' },
        onDelete: 'SET NULL',
        onUpdate: 'CASCADE',
      },
      organisation_name: { type: DataTypes.STRING(255), allowNull: false },
      // active, canceled, past_due, paused, trial_canceled, trial_expired, trialing
      status: { type: DataTypes.STRING(16), allowNull: false },
      // starter, power, pro, enterprise; NULL during the free trial
      plan: { type: DataTypes.STRING(16), allowNull: true },
      // month or year ("interval" is a reserved word in MySQL)
      billing_interval: { type: DataTypes.STRING(8), allowNull: true },
      currency: { type: DataTypes.STRING(3), allowNull: true },
      seats: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      test_packs: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      trial_started_at: timestamp(true),
      trial_ends_at: timestamp(true),
      stripe_customer_id: { type: DataTypes.STRING(64), allowNull: true },
      stripe_subscription_id: { type: DataTypes.STRING(64), allowNull: true },
      current_period_start: timestamp(true),
      current_period_end: timestamp(true),
      paused_at: timestamp(true),
      resumes_at: timestamp(true),
      canceled_at: timestamp(true),
      cancel_reason: { type: DataTypes.STRING(32), allowNull: true },
      cancel_comment: { type: DataTypes.TEXT, allowNull: true },
      // Invoice settings: printed on every invoice Stripe issues.
      invoice_purchase_order: { type: DataTypes.STRING(140), allowNull: true },
      invoice_footer: { type: DataTypes.STRING(500), allowNull: true },
      ...timestamps(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('subscriptions', ['uuid'], {
    unique: true,
    name: 'subscriptions_uuid_unique',
  });
  await queryInterface.addIndex('subscriptions', ['organisation_id'], {
    unique: true,
    name: 'subscriptions_organisation_unique',
  });
  await queryInterface.addIndex('subscriptions', ['stripe_customer_id'], {
    unique: true,
    name: 'subscriptions_stripe_customer_unique',
  });
  await queryInterface.addIndex('subscriptions', ['stripe_subscription_id'], {
    unique: true,
    name: 'subscriptions_stripe_subscription_unique',
  });
  // The resume job looks for paused subscriptions whose 90 days are over.
  await queryInterface.addIndex('subscriptions', ['status', 'resumes_at'], {
    name: 'subscriptions_status_resumes',
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('subscriptions');
};
