import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/**
 * An organisation's payment method (spec section 3): the card Stripe holds (only its brand, last four
 * digits and expiry are kept here; the number never reaches us) and the billing details printed on
 * invoices. `taxRegion` is Stripe's tax ID type (au_abn, eu_vat, ...).
 */
export interface PaymentMethodAttributes {
  id: number;
  organisationId: number;
  stripePaymentMethodId: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  cardExpMonth: number | null;
  cardExpYear: number | null;
  cardholderName: string | null;
  company: string | null;
  billingEmail: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
  country: string | null;
  taxRegion: string | null;
  taxId: string | null;
  stripeTaxIdId: string | null;
  bankCodes: string | null;
  createdAt: Date;
  updatedAt: Date;
}
type Nullable = {
  [K in keyof PaymentMethodAttributes]: null extends PaymentMethodAttributes[K] ? K : never;
}[keyof PaymentMethodAttributes];
export type PaymentMethodCreation = Optional<
  PaymentMethodAttributes,
  'id' | 'createdAt' | 'updatedAt' | Nullable
>;
export interface PaymentMethod
  extends Model<PaymentMethodAttributes, PaymentMethodCreation>,
    PaymentMethodAttributes {}
export type PaymentMethodModel = ModelStatic<PaymentMethod>;

export function definePaymentMethod(sequelize: Sequelize): PaymentMethodModel {
  const text = (length: number) => ({ type: DataTypes.STRING(length), allowNull: true });
  return sequelize.define<PaymentMethod>(
    'PaymentMethod',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      organisationId: { type: DataTypes.INTEGER, allowNull: false, unique: true },
      stripePaymentMethodId: text(64),
      cardBrand: text(32),
      cardLast4: text(4),
      cardExpMonth: { type: DataTypes.INTEGER, allowNull: true },
      cardExpYear: { type: DataTypes.INTEGER, allowNull: true },
      cardholderName: text(255),
      company: text(255),
      billingEmail: { ...text(255), validate: { isEmail: true } },
      address: text(255),
      city: text(255),
      state: text(255),
      postcode: text(32),
      country: { ...text(2), validate: { is: /^[A-Z]{2}$/ } },
      taxRegion: text(16),
      taxId: text(64),
      stripeTaxIdId: text(64),
      bankCodes: text(255),
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'payment_methods' },
  );
}
