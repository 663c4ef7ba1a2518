// The organisation's payment method: the card Stripe holds (we keep only its brand, last four digits and
// expiry) and the billing details of spec section 3 that go on invoices.
import { DataTypes } from 'sequelize';
import { id, type MigrationFn, reference, TABLE_OPTIONS, timestamps } from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  const text = (length: number) => ({ type: DataTypes.STRING(length), allowNull: true });
  await queryInterface.createTable(
    'payment_methods',
    {
      id: id(),
      organisation_id: reference('organisations'),
      stripe_payment_method_id: text(64),
      card_brand: text(32),
      card_last4: text(4),
      card_exp_month: { type: DataTypes.INTEGER, allowNull: true },
      card_exp_year: { type: DataTypes.INTEGER, allowNull: true },
      cardholder_name: text(255),
      company: text(255),
      billing_email: text(255),
      address: text(255),
      city: text(255),
      state: text(255),
      postcode: text(32),
      country: text(2),
      // Stripe's tax ID type (au_abn, eu_vat, ...) and the value as Stripe normalised it.
      tax_region: text(16),
      tax_id: text(64),
      stripe_tax_id_id: text(64),
      bank_codes: text(255),
      ...timestamps(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('payment_methods', ['organisation_id'], {
    unique: true,
    name: 'payment_methods_organisation_unique',
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('payment_methods');
};
