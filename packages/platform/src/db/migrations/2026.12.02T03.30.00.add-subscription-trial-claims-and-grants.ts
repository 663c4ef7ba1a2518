// A free trial is a person's and a company's, once: the trial records the verified address it was given
// to (normalised, so aliases of one mailbox are one person) and that address's company domain, each
// unique, so two sign-ups racing for a second trial cannot both win. The creator waits for verification.
// The tests granted for the current billing period (extra packs bought mid-period grant their paid-for
// share), and when a payment first failed (past the retry window the organisation is not active).
import { DataTypes } from 'sequelize';
import { dropColumns, type MigrationFn, timestamp } from '../migration-helpers.ts';

const COLUMNS = [
  'trial_user_id',
  'trial_email',
  'trial_domain',
  'tests_granted',
  'tests_granted_for',
  'past_due_since',
];

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.addColumn('subscriptions', 'trial_user_id', {
    type: DataTypes.INTEGER,
    allowNull: true,
  });
  await queryInterface.addColumn('subscriptions', 'trial_email', {
    type: DataTypes.STRING(255),
    allowNull: true,
  });
  await queryInterface.addColumn('subscriptions', 'trial_domain', {
    type: DataTypes.STRING(255),
    allowNull: true,
  });
  await queryInterface.addColumn('subscriptions', 'tests_granted', {
    type: DataTypes.INTEGER,
    allowNull: true,
  });
  await queryInterface.addColumn('subscriptions', 'tests_granted_for', timestamp(true));
  await queryInterface.addColumn('subscriptions', 'past_due_since', timestamp(true));
  await queryInterface.addIndex('subscriptions', ['trial_email'], {
    unique: true,
    name: 'subscriptions_trial_email_unique',
  });
  await queryInterface.addIndex('subscriptions', ['trial_domain'], {
    unique: true,
    name: 'subscriptions_trial_domain_unique',
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.removeIndex('subscriptions', 'subscriptions_trial_email_unique');
  await queryInterface.removeIndex('subscriptions', 'subscriptions_trial_domain_unique');
  await dropColumns(queryInterface, 'subscriptions', COLUMNS);
};
